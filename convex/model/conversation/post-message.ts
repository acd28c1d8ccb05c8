import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { Participant } from "../bookings/types";
import { requireRateLimit } from "../rate-limits";
import { ensureReader, sendLimitKey } from "./readers";
import { ensureThread, otherSide, participantUserId, requireOpen, windowOf } from "./thread-state";
import { planUnseenEmail } from "./unseen-email";

export type NewMessage = { text: string; photoId?: Id<"_storage"> };

/**
 * Adds a message from one participant, if the conversation is open and they are within the rate limit:
 * the other side's unread count goes up and an unseen-message email is planned for them.
 */
export async function postMessage(
  ctx: MutationCtx,
  booking: Doc<"bookings">,
  author: Participant,
  message: NewMessage,
): Promise<Id<"conversationMessages">> {
  const now = Date.now();
  const thread = await ensureThread(ctx, booking._id);
  requireOpen(windowOf(booking, thread, now));
  await requireRateLimit(ctx, "conversationMessage", sendLimitKey(participantUserId(booking, author), booking._id));
  const messageId = await ctx.db.insert("conversationMessages", {
    bookingId: booking._id,
    author,
    text: message.text,
    ...(message.photoId !== undefined && { photoId: message.photoId }),
    sentAt: now,
  });
  await ctx.db.patch(thread._id, { lastMessageAt: now });
  const recipient = await ensureReader(ctx, booking, otherSide(author));
  await ctx.db.patch(recipient._id, {
    unread: recipient.unread + 1,
    unreadPhotos: recipient.unreadPhotos + (message.photoId === undefined ? 0 : 1),
  });
  await planUnseenEmail(ctx, recipient, now);
  return messageId;
}
