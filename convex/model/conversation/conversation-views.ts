import { v } from "convex/values";
import { bookingStatusValidator } from "../../tables/bookings";
import { conversationRoleValidator } from "../../tables/conversation";

/** `ConversationWindow` (shared/conversation/thread-window.ts) as a validator, for the functions that return it. */
export const conversationWindowValidator = v.union(
  v.object({ open: v.literal(true), closesAt: v.number() }),
  v.object({
    open: v.literal(false),
    reason: v.union(v.literal("cancelled"), v.literal("closed_by_vet"), v.literal("window_ended")),
    closedAt: v.union(v.number(), v.null()),
  }),
);

/** What `threadView` (thread-view.ts) returns. */
export const threadViewValidator = v.object({
  viewerIs: conversationRoleValidator,
  otherName: v.union(v.string(), v.null()),
  windowInput: v.object({
    status: bookingStatusValidator,
    endsAt: v.number(),
    closedByVetAt: v.optional(v.number()),
    reopenedAt: v.optional(v.number()),
  }),
  window: conversationWindowValidator,
  messages: v.array(
    v.object({
      id: v.id("conversationMessages"),
      author: conversationRoleValidator,
      text: v.string(),
      sentAt: v.number(),
      /** null when the photo was erased with its uploader's account; absent for a text message. */
      photoUrl: v.optional(v.union(v.string(), v.null())),
    }),
  ),
  hasEarlier: v.boolean(),
  unread: v.number(),
  otherReadAt: v.number(),
});

/** What `unreadFor` (readers.ts) returns. */
export const unreadMessagesValidator = v.object({
  total: v.number(),
  bookings: v.array(v.object({ bookingId: v.id("bookings"), unread: v.number(), unreadPhotos: v.number() })),
});
