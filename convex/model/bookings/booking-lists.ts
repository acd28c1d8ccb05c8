import { ConvexError, v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { joinWindowOf } from "../../shared/calls/join-window";
import { JOIN_CLOSES_AFTER_END_MS, SLOT_LENGTHS_MINUTES } from "../../shared/policy";
import { interruptionSummaryOf, interruptionSummaryValidator } from "./interruption-summary";
import { ACTIVE_BOOKING_STATUSES } from "./types";
import { DAY_MS, MINUTE_MS } from "../../shared/time";
import { bookingStatusValidator } from "../../tables/bookings";
import { speciesValidator } from "../../tables/pets";

/** Lists are bounded: an owner sees their next and latest consultations; older ones stay in each pet's history. */
export const MAX_LISTED_BOOKINGS = 50;
export const MAX_VET_RANGE_MS = 42 * DAY_MS;
const MAX_VET_RANGE_BOOKINGS = 500;

export const bookingListItemValidator = v.object({
  _id: v.id("bookings"),
  startsAt: v.number(),
  endsAt: v.number(),
  status: bookingStatusValidator,
  reason: v.string(),
  priceMinor: v.number(),
  currency: v.string(),
  /** Came from "See a vet now" rather than a booked time. */
  onDemand: v.boolean(),
  interruption: interruptionSummaryValidator,
  vet: v.union(v.null(), v.object({ _id: v.id("vetProfiles"), displayName: v.string(), timeZone: v.string() })),
  pet: v.union(v.null(), v.object({ _id: v.id("pets"), name: v.string(), species: speciesValidator })),
});
export type BookingListItem = Infer<typeof bookingListItemValidator>;

export const ownerBookingListsValidator = v.object({
  upcoming: v.array(bookingListItemValidator),
  past: v.array(bookingListItemValidator),
});

export async function ownerBookingLists(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  now: number,
): Promise<Infer<typeof ownerBookingListsValidator>> {
  // A booking stays "upcoming" while it is active and its call can still be joined; one the vet ended, a no-show or
  // a cancellation moves to "past and cancelled" at once. The index is by start, so read from the earliest start
  // whose window could still be open (the longest slot before), then sort those few by their actual end.
  const longestSlotMs = Math.max(...SLOT_LENGTHS_MINUTES) * MINUTE_MS;
  const boundary = now - JOIN_CLOSES_AFTER_END_MS - longestSlotMs;
  const candidates = await ctx.db
    .query("bookings")
    .withIndex("by_owner_and_start", (q) => q.eq("ownerId", ownerId).gte("startsAt", boundary))
    .take(MAX_LISTED_BOOKINGS);
  const isUpcoming = (booking: Doc<"bookings">) =>
    ACTIVE_BOOKING_STATUSES.has(booking.status) && joinWindowOf(booking, now).status !== "closed";
  const older = await ctx.db
    .query("bookings")
    .withIndex("by_owner_and_start", (q) => q.eq("ownerId", ownerId).lt("startsAt", boundary))
    .order("desc")
    .take(MAX_LISTED_BOOKINGS);
  const upcoming = candidates.filter(isUpcoming);
  const recentlyClosed = candidates.filter((booking) => !isUpcoming(booking)).reverse();
  const past = [...recentlyClosed, ...older].slice(0, MAX_LISTED_BOOKINGS);
  return {
    upcoming: await Promise.all(upcoming.map((booking) => listItem(ctx, booking))),
    past: await Promise.all(past.map((booking) => listItem(ctx, booking))),
  };
}

export async function vetBookingsInRange(
  ctx: QueryCtx,
  vetUserId: Id<"users">,
  range: { from: number; to: number },
): Promise<BookingListItem[]> {
  if (!(range.to > range.from) || range.to - range.from > MAX_VET_RANGE_MS) {
    throw new ConvexError({ code: "INVALID_RANGE" });
  }
  const vet = await ctx.db
    .query("vetProfiles")
    .withIndex("by_user", (q) => q.eq("userId", vetUserId))
    .unique();
  if (vet === null) return [];
  const bookings = await ctx.db
    .query("bookings")
    .withIndex("by_vet_and_start", (q) => q.eq("vetId", vet._id).gte("startsAt", range.from).lt("startsAt", range.to))
    .take(MAX_VET_RANGE_BOOKINGS);
  return Promise.all(bookings.map((booking) => listItem(ctx, booking)));
}

async function listItem(ctx: QueryCtx, booking: Doc<"bookings">): Promise<BookingListItem> {
  const [vet, pet] = await Promise.all([ctx.db.get(booking.vetId), ctx.db.get(booking.petId)]);
  return {
    _id: booking._id,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: booking.status,
    reason: booking.reason,
    priceMinor: booking.priceMinor,
    currency: booking.currency,
    onDemand: booking.onDemandRequestId !== undefined,
    interruption: interruptionSummaryOf(booking),
    vet: vet && {
      _id: vet._id,
      displayName: vet.displayName,
      timeZone: vet.timeZone,
    },
    pet: pet && { _id: pet._id, name: pet.name, species: pet.species },
  };
}
