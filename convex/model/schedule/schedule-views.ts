import type { Doc, Id } from "../../_generated/dataModel";
import { ConvexError } from "convex/values";
import type { QueryCtx } from "../../_generated/server";
import { isPlausibleInstant } from "../../shared/input/instant";
import { MAX_HORIZON_DAYS } from "../../shared/policy";
import { availableInstants } from "../../shared/slots/availability";
import { splitAtLocalMidnights } from "../../shared/slots/group-by-day";
import { bookingsOutsideHours } from "../../shared/slots/outside-hours";
import type { WeeklyHours } from "../../shared/slots/types";
import { overrideDateRange } from "./schedule-commands";
import { bookingsHoldingTime, readAvailability, readOverrides, readSchedule } from "./schedule-reads";
import { DAY_MS } from "../../shared/time";

/** The schedule page's calendar shows a few weeks at a time. */
export const MAX_CALENDAR_DAYS = 42;

/** Everything the schedule page edits, with the overrides from today on. */
export async function mySchedule(ctx: QueryCtx, vet: Doc<"vetProfiles">, now: number) {
  const schedule = await readSchedule(ctx, vet._id);
  const { today, latest } = overrideDateRange(vet, now);
  const overrides = await readOverrides(ctx, vet._id, today, latest);
  return {
    timeZone: vet.timeZone,
    slotMinutes: vet.consultationMinutes,
    weeklyHours: schedule.weeklyHours,
    ...schedule.rules,
    paused: schedule.paused,
    saved: schedule.saved,
    today,
    overrides: overrides.map(({ date, intervals }) => ({ date, intervals })),
  };
}

interface CalendarBooking {
  bookingId: Id<"bookings">;
  startsAt: number;
  endsAt: number;
  status: Doc<"bookings">["status"];
  outsideHours: boolean;
}

/** Upcoming confirmed bookings that no longer fit the vet's hours; they stay booked until the vet acts. */
async function flaggedBookingIds(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
  weeklyHours: WeeklyHours,
  bookings: readonly Doc<"bookings">[],
  now: number,
): Promise<Set<Id<"bookings">>> {
  const upcoming = bookings.filter((booking) => booking.status === "confirmed" && booking.endsAt > now);
  const first = upcoming[0];
  if (first === undefined) return new Set();
  const last = upcoming.reduce((latest, booking) => Math.max(latest, booking.endsAt), first.endsAt);
  const availability = await readAvailability(ctx, vet, weeklyHours, first.startsAt, last);
  return new Set(bookingsOutsideHours(availability, upcoming).map((booking) => booking._id));
}

/** The vet's available time and bookings in [from, to) (at most six weeks), bookings outside hours flagged. */
export async function scheduleCalendar(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
  window: { from: number; to: number },
  now: number,
) {
  if (!isPlausibleInstant(window.from) || !isPlausibleInstant(window.to)) throw new ConvexError({ code: "INVALID_RANGE" });
  const from = window.from;
  const to = Math.max(from, Math.min(window.to, from + MAX_CALENDAR_DAYS * DAY_MS));
  const { weeklyHours, paused } = await readSchedule(ctx, vet._id);
  const availability = await readAvailability(ctx, vet, weeklyHours, from, to);
  const bookings = (await bookingsHoldingTime(ctx, vet._id, from, to)).filter(
    (booking) => booking.endsAt > from && booking.startsAt < to,
  );
  const flagged = await flaggedBookingIds(ctx, vet, weeklyHours, bookings, now);
  return {
    timeZone: vet.timeZone,
    paused,
    available: splitAtLocalMidnights(availableInstants(availability, from, to), vet.timeZone),
    bookings: bookings.map(
      (booking): CalendarBooking => ({
        bookingId: booking._id,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        status: booking.status,
        outsideHours: flagged.has(booking._id),
      }),
    ),
  };
}

/** Every upcoming confirmed booking outside the vet's current hours, soonest first. */
export async function upcomingBookingsOutsideHours(ctx: QueryCtx, vet: Doc<"vetProfiles">, now: number) {
  const bookings = await bookingsHoldingTime(ctx, vet._id, now, now + MAX_HORIZON_DAYS * DAY_MS);
  const { weeklyHours } = await readSchedule(ctx, vet._id);
  const flagged = await flaggedBookingIds(ctx, vet, weeklyHours, bookings, now);
  return bookings
    .filter((booking) => flagged.has(booking._id))
    .map(({ _id, startsAt, endsAt }) => ({ bookingId: _id, startsAt, endsAt }));
}
