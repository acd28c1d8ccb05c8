import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { PersonalDataSection } from "../accounts/personal-data";
import { loadStream } from "./event-store";
import { eraseParticipantFromBooking } from "./erase-participant";
import { ACTIVE_BOOKING_STATUSES } from "./types";
import { clearRateLimit } from "../rate-limits";

const MAX_BOOKINGS = 2_000;
const BATCH = 200;

export async function ownerBookings(ctx: QueryCtx, ownerId: Id<"users">) {
  return await ctx.db
    .query("bookings")
    .withIndex("by_owner_and_start", (q) => q.eq("ownerId", ownerId))
    .take(MAX_BOOKINGS);
}

export async function vetBookings(ctx: QueryCtx, vetUserId: Id<"users">) {
  const profile = await ctx.db
    .query("vetProfiles")
    .withIndex("by_user", (q) => q.eq("userId", vetUserId))
    .unique();
  if (profile === null) return [];
  return await ctx.db
    .query("bookings")
    .withIndex("by_vet_and_start", (q) => q.eq("vetId", profile._id))
    .take(MAX_BOOKINGS);
}

async function deleteCommandKeys(ctx: MutationCtx, actorId: Id<"users">) {
  for (;;) {
    const rows = await ctx.db
      .query("commandKeys")
      .withIndex("by_actor_and_key", (q) => q.eq("actorId", actorId))
      .take(BATCH);
    if (rows.length === 0) return;
    for (const row of rows) await ctx.db.delete(row._id);
  }
}

/**
 * An owner's consultations: what they asked, when, the outcome and the vet's published notes. Deleting the
 * account keeps each booking's history for the vet (times, status, money) without the owner's text, and
 * with a pseudonym in place of the owner's id; a vet's own actions are pseudonymised the same way.
 */
export const bookingPersonalData: PersonalDataSection = {
  key: "bookings",
  exportData: async (ctx, user) => {
    const bookings = await ownerBookings(ctx, user._id);
    return await Promise.all(
      bookings.map(async (booking) => {
        const stream = await loadStream(ctx, booking._id);
        const summary = stream.findLast((stored) => stored.event.type === "summary_published")?.event;
        const publishedNotes = summary?.type === "summary_published" ? { ...summary.data } : null;
        return {
          startsAt: new Date(booking.startsAt).toISOString(),
          endsAt: new Date(booking.endsAt).toISOString(),
          status: booking.status,
          reason: booking.reason,
          intakeAnswers: booking.intakeAnswers,
          priceMinor: booking.priceMinor,
          currency: booking.currency,
          publishedNotes,
          history: stream.map((stored) => ({ type: stored.event.type, at: new Date(stored.at).toISOString() })),
        };
      }),
    );
  },
  assertErasable: async (ctx, user) => {
    const now = Date.now();
    const upcoming = (await ownerBookings(ctx, user._id)).some(
      (booking) => booking.startsAt > now && ACTIVE_BOOKING_STATUSES.has(booking.status),
    );
    if (upcoming) throw new ConvexError({ code: "HAS_UPCOMING_BOOKINGS" });
  },
  erase: async (ctx, { user, pseudonym }) => {
    const bookings = user.role === "vet" ? await vetBookings(ctx, user._id) : await ownerBookings(ctx, user._id);
    for (const booking of bookings) await eraseParticipantFromBooking(ctx, booking, user._id, pseudonym);
    await deleteCommandKeys(ctx, user._id);
    await clearRateLimit(ctx, "bookingCommand", user._id);
  },
};
