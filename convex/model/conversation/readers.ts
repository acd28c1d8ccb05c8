import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { Participant } from "../bookings/types";
import { participantUserId } from "./thread-state";

export async function readerOf(
  ctx: QueryCtx,
  bookingId: Id<"bookings">,
  role: Participant,
): Promise<Doc<"conversationReaders"> | null> {
  return await ctx.db
    .query("conversationReaders")
    .withIndex("by_booking_and_role", (q) => q.eq("bookingId", bookingId).eq("role", role))
    .unique();
}

export async function ensureReader(
  ctx: MutationCtx,
  booking: Doc<"bookings">,
  role: Participant,
): Promise<Doc<"conversationReaders">> {
  const existing = await readerOf(ctx, booking._id, role);
  if (existing !== null) return existing;
  const id = await ctx.db.insert("conversationReaders", {
    bookingId: booking._id,
    userId: participantUserId(booking, role),
    role,
    readAt: 0,
    unread: 0,
    unreadPhotos: 0,
  });
  return (await ctx.db.get(id))!;
}

/** The key of a participant's send limit in one conversation. */
export const sendLimitKey = (userId: Id<"users">, bookingId: Id<"bookings">) => `${userId}:${bookingId}`;

/** Everything the other side wrote so far counts as seen; a pending unseen-message email is called off. */
export async function markRead(ctx: MutationCtx, bookingId: Id<"bookings">, role: Participant): Promise<void> {
  const reader = await readerOf(ctx, bookingId, role);
  // Nothing was ever sent to them, or nothing waits: leave the row alone so no subscription re-runs for nothing.
  if (reader === null || (reader.unread === 0 && reader.emailDueAt === undefined)) return;
  await ctx.db.patch(reader._id, { readAt: Date.now(), unread: 0, unreadPhotos: 0, emailDueAt: undefined });
}

const MAX_UNREAD_THREADS = 200;

/** The conversations with messages waiting for a user (the navigation's count, the vet overview's marks). */
export async function unreadFor(ctx: QueryCtx, userId: Id<"users">) {
  const readers = await ctx.db
    .query("conversationReaders")
    .withIndex("by_user_and_unread", (q) => q.eq("userId", userId).gt("unread", 0))
    .take(MAX_UNREAD_THREADS);
  return {
    total: readers.reduce((sum, reader) => sum + reader.unread, 0),
    bookings: readers.map((reader) => ({
      bookingId: reader.bookingId,
      unread: reader.unread,
      unreadPhotos: reader.unreadPhotos,
    })),
  };
}
