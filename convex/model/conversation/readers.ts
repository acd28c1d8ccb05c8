import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { CONVERSATION_MESSAGES_PER_MINUTE } from "../../shared/policy";
import { MINUTE_MS } from "../../shared/time";
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
    recentSends: [],
  });
  return (await ctx.db.get(id))!;
}

/**
 * Counts one send against the participant's per-minute limit, or throws `RATE_LIMITED` with the wait
 * (a refused send does not extend it).
 */
export async function admitSend(ctx: MutationCtx, booking: Doc<"bookings">, role: Participant, now: number): Promise<void> {
  const reader = await ensureReader(ctx, booking, role);
  const recent = reader.recentSends.filter((at) => at > now - MINUTE_MS);
  if (recent.length >= CONVERSATION_MESSAGES_PER_MINUTE) {
    throw new ConvexError({ code: "RATE_LIMITED", retryAfterMs: Math.max(0, recent[0]! + MINUTE_MS - now) });
  }
  await ctx.db.patch(reader._id, { recentSends: [...recent, now] });
}

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
