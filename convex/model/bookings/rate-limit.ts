import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";

const DEFAULT_BOOKING_COMMANDS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

/**
 * Booking commands an account may send per minute: 10 unless the deployment sets
 * BOOKING_COMMANDS_PER_MINUTE (the slot-race suite raises it; see the README).
 */
export function bookingCommandsPerMinute(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.BOOKING_COMMANDS_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_BOOKING_COMMANDS_PER_MINUTE;
}

/** Sliding one-minute window per account over the booking commands that change something. */
export async function admitBookingCommand(ctx: MutationCtx, actorId: Id<"users">): Promise<void> {
  const now = Date.now();
  const limit = bookingCommandsPerMinute();
  const recent = await ctx.db
    .query("bookingCommandLog")
    .withIndex("by_actor_and_at", (q) => q.eq("actorId", actorId).gt("at", now - WINDOW_MS))
    .take(limit);
  if (recent.length >= limit) {
    const retryAt = (recent[0]?.at ?? now) + WINDOW_MS;
    throw new ConvexError({
      code: "RATE_LIMITED",
      retryAfterMs: Math.max(0, retryAt - now),
    });
  }
  await ctx.db.insert("bookingCommandLog", { actorId, at: now });
  const expired = await ctx.db
    .query("bookingCommandLog")
    .withIndex("by_actor_and_at", (q) => q.eq("actorId", actorId).lte("at", now - WINDOW_MS))
    .take(limit);
  await Promise.all(expired.map((row) => ctx.db.delete(row._id)));
}
