import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { BookingActor, BookingEvent } from "./types";

/** A booking's whole life is a few dozen events; the bound only guards against a runaway stream. */
export const MAX_EVENTS_PER_BOOKING = 1000;

export interface StoredBookingEvent {
  seq: number;
  event: BookingEvent;
  actor: BookingActor;
  at: number;
}

export async function loadStream(ctx: QueryCtx, bookingId: Id<"bookings">): Promise<StoredBookingEvent[]> {
  const rows = await ctx.db
    .query("bookingEvents")
    .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId))
    .take(MAX_EVENTS_PER_BOOKING);
  return rows.map((row) => ({
    seq: row.seq,
    event: { type: row.type, data: row.data } as BookingEvent,
    actor: row.actor,
    at: row.at,
  }));
}

async function lastSeq(ctx: QueryCtx, bookingId: Id<"bookings">): Promise<number> {
  const last = await ctx.db
    .query("bookingEvents")
    .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId))
    .order("desc")
    .first();
  return last?.seq ?? 0;
}

/**
 * The only writer of `bookingEvents`. Appends after `expectedSeq` with consecutive numbers;
 * a stream that moved on since it was read is a conflict, never a silent overwrite.
 */
export async function appendEvents(
  ctx: MutationCtx,
  bookingId: Id<"bookings">,
  expectedSeq: number,
  events: readonly BookingEvent[],
  actor: BookingActor,
): Promise<number> {
  const currentSeq = await lastSeq(ctx, bookingId);
  if (currentSeq !== expectedSeq) throw new ConvexError({ code: "CONCURRENT_CHANGE" });
  const at = Date.now();
  let seq = currentSeq;
  for (const event of events) {
    seq += 1;
    await ctx.db.insert("bookingEvents", {
      bookingId,
      seq,
      type: event.type,
      data: event.data,
      actor,
      at,
    });
  }
  return seq;
}
