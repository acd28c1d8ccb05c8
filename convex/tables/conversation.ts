import { defineTable } from "convex/server";
import { v } from "convex/values";

export const conversationRoleValidator = v.union(v.literal("owner"), v.literal("vet"));

/**
 * One conversation per booking between its owner and its vet (issue 22). Rows appear with the first message
 * or the vet's first close; a booking without a row has an empty, open-by-policy conversation.
 */
export const conversationTables = {
  /** The vet's choices about the conversation; who takes part comes from the booking. */
  conversationThreads: defineTable({
    bookingId: v.id("bookings"),
    /** Set while the vet has closed the conversation early. */
    closedByVetAt: v.optional(v.number()),
    /** The vet's last reopen: the conversation stays open for a follow-up period from then. */
    reopenedAt: v.optional(v.number()),
    lastMessageAt: v.optional(v.number()),
  }).index("by_booking", ["bookingId"]),

  /** Messages are personal data: shown only to the booking's two participants, erased with an owner's account. */
  conversationMessages: defineTable({
    bookingId: v.id("bookings"),
    author: conversationRoleValidator,
    /** The message, or a photo's caption (may be empty). */
    text: v.string(),
    /** A photo checked on upload (type from its bytes, size), owned by its uploader in `uploads`. */
    photoId: v.optional(v.id("_storage")),
    sentAt: v.number(),
  })
    .index("by_booking_and_sent", ["bookingId", "sentAt"])
    .index("by_photo", ["photoId"]),

  /**
   * Each participant's side of a conversation: what they have read, what waits for them (the navigation's count),
   * and the unseen-message email's batching. (Their send limit is in `rateLimits`, model/rate-limits.ts.)
   */
  conversationReaders: defineTable({
    bookingId: v.id("bookings"),
    userId: v.id("users"),
    role: conversationRoleValidator,
    readAt: v.number(),
    unread: v.number(),
    unreadPhotos: v.number(),
    /** When this reader was last emailed about unseen messages here. */
    lastEmailedAt: v.optional(v.number()),
    /** When the pending unseen-message email is due; the scheduled job sends only if this still matches. */
    emailDueAt: v.optional(v.number()),
  })
    .index("by_booking_and_role", ["bookingId", "role"])
    .index("by_user_and_unread", ["userId", "unread"]),
};
