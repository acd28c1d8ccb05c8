import { useAction, useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { usePageQuery } from "@/lib/data/page-query";
import { unreadMessagesQuery } from "@/lib/data/shared-queries";
import { api } from "../../../../convex/_generated/api";
import { conversationQuery } from "./conversation-queries";

export type ConversationView = FunctionReturnType<typeof api.conversation.thread>;
export type ConversationMessage = ConversationView["messages"][number];

export function useConversation(bookingId: string): ConversationView | undefined {
  return usePageQuery(conversationQuery(bookingId));
}

export function useConversationCommands() {
  return {
    sendMessage: useMutation(api.conversation.sendMessage),
    sendPhoto: useAction(api.conversation.sendPhoto),
    generateUploadUrl: useMutation(api.files.generateUploadUrl),
    markRead: useMutation(api.conversation.markThreadRead),
    setOpen: useMutation(api.conversation.setThreadOpen),
  };
}

/** Messages waiting for the viewer, live; zero when signed out. */
export function useUnreadMessages(): FunctionReturnType<typeof api.conversation.myUnread> | undefined {
  return usePageQuery(unreadMessagesQuery());
}
