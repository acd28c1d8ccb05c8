import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";

export const BOOKING_COMMANDS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

/** Sliding one-minute window per account over the booking commands that change something. */
export async function admitBookingCommand(ctx: MutationCtx, actorId: Id<"users">): Promise<void> {
  const now = Date.now();
  const recent = await ctx.db
    .query("bookingCommandLog")
    .withIndex("by_actor_and_at", (q) => q.eq("actorId", actorId).gt("at", now - WINDOW_MS))
    .take(BOOKING_COMMANDS_PER_MINUTE);
  if (recent.length >= BOOKING_COMMANDS_PER_MINUTE) {
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
    .take(BOOKING_COMMANDS_PER_MINUTE);
  await Promise.all(expired.map((row) => ctx.db.delete(row._id)));
}
