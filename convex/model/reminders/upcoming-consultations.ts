import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ACTIVE_BOOKING_STATUSES } from "../bookings/types";
import { HOUR_MS } from "../../shared/time";

const WINDOW_MS = 26 * HOUR_MS;
const MAX_ROWS = 50;

export const upcomingConsultationValidator = v.object({
  bookingId: v.id("bookings"),
  startsAt: v.number(),
  endsAt: v.number(),
  /** The viewer is already in the call: the starting-soon banner has nothing left to say. */
  joined: v.boolean(),
});
export type UpcomingConsultation = Infer<typeof upcomingConsultationValidator>;

/**
 * The viewer's consultations that still can happen, starting from `from` over the next day or so.
 * The client passes a coarse `from` (rounded to the hour) and decides with its own clock which one is
 * "starting soon", so the subscription stays the same for an hour and updates live on every change.
 */
export async function upcomingConsultationsOf(
  ctx: QueryCtx,
  viewer: Doc<"users">,
  from: number,
): Promise<UpcomingConsultation[]> {
  const rows = await bookingsInWindow(ctx, viewer, from);
  const active = rows.filter((booking) => ACTIVE_BOOKING_STATUSES.has(booking.status));
  return await Promise.all(
    active.map(async (booking) => {
      const presence = await ctx.db
        .query("callPresence")
        .withIndex("by_booking_and_role", (q) => q.eq("bookingId", booking._id).eq("role", viewer.role ?? "owner"))
        .first();
      return {
        bookingId: booking._id,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        joined: presence?.state === "joined" && presence.userId === viewer._id,
      };
    }),
  );
}

async function bookingsInWindow(ctx: QueryCtx, viewer: Doc<"users">, from: number): Promise<Doc<"bookings">[]> {
  if (viewer.role === "vet") {
    const vet = await ctx.db
      .query("vetProfiles")
      .withIndex("by_user", (q) => q.eq("userId", viewer._id))
      .unique();
    if (vet === null) return [];
    return await ctx.db
      .query("bookings")
      .withIndex("by_vet_and_start", (q) => q.eq("vetId", vet._id).gte("startsAt", from).lt("startsAt", from + WINDOW_MS))
      .take(MAX_ROWS);
  }
  return await ctx.db
    .query("bookings")
    .withIndex("by_owner_and_start", (q) =>
      q.eq("ownerId", viewer._id).gte("startsAt", from).lt("startsAt", from + WINDOW_MS),
    )
    .take(MAX_ROWS);
}
