import { pageQuery } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

/** A consultation's conversation: the other side's name and every message are personal. */
export const conversationQuery = (bookingId: string) =>
  pageQuery(api.conversation.thread, { bookingId }, (view) => [view.otherName, ...view.messages.map((message) => message.text)]);
