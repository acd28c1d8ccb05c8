import type { Doc, Id } from "../../_generated/dataModel";
import { ConvexError, v, type Infer } from "convex/values";
import type { QueryCtx } from "../../_generated/server";
import { isPlausibleInstant } from "../../shared/input/instant";
import { MAX_HORIZON_DAYS } from "../../shared/policy";
import { availableInstants } from "../../shared/slots/availability";
import { splitAtLocalMidnights } from "../../shared/slots/group-by-day";
import { bookingsOutsideHours } from "../../shared/slots/outside-hours";
import type { WeeklyHours } from "../../shared/slots/types";
import { interruptionSummaryOf, interruptionSummaryValidator } from "../bookings/interruption-summary";
import { overrideDateRange } from "./schedule-commands";
import { bookingsHoldingTime, heldSlots, readAvailability, readOverrides, readSchedule } from "./schedule-reads";
import { DAY_MS } from "../../shared/time";
import { bookingStatusValidator } from "../../tables/bookings";
import { bookingRulesFields, wallClockIntervalValidator, weeklyHoursValidator } from "../../tables/schedule";

export const myScheduleValidator = v.object({
  timeZone: v.string(),
  slotMinutes: v.number(),
  weeklyHours: weeklyHoursValidator,
  ...bookingRulesFields,
  paused: v.boolean(),
  saved: v.boolean(),
  today: v.string(),
  overrides: v.array(v.object({ date: v.string(), intervals: v.array(wallClockIntervalValidator) })),
});

const calendarBookingValidator = v.object({
  bookingId: v.id("bookings"),
  startsAt: v.number(),
  endsAt: v.number(),
  status: bookingStatusValidator,
  interruption: interruptionSummaryValidator,
  outsideHours: v.boolean(),
});
type CalendarBooking = Infer<typeof calendarBookingValidator>;

export const scheduleCalendarValidator = v.object({
  timeZone: v.string(),
  paused: v.boolean(),
  available: v.array(v.object({ startsAt: v.number(), endsAt: v.number() })),
  bookings: v.array(calendarBookingValidator),
  /** Times held for an owner's free new consultation after an interruption: no one else can book them (ADR 0031). */
  held: v.array(v.object({ startsAt: v.number(), endsAt: v.number() })),
});

export const bookingOutsideHoursValidator = v.object({ bookingId: v.id("bookings"), startsAt: v.number(), endsAt: v.number() });

/** The schedule page's calendar shows a few weeks at a time. */
export const MAX_CALENDAR_DAYS = 42;

/** Everything the schedule page edits, with the overrides from today on. */
export async function mySchedule(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
  now: number,
): Promise<Infer<typeof myScheduleValidator>> {
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
): Promise<Infer<typeof scheduleCalendarValidator>> {
  if (!isPlausibleInstant(window.from) || !isPlausibleInstant(window.to)) throw new ConvexError({ code: "INVALID_RANGE" });
  const from = window.from;
  const to = Math.max(from, Math.min(window.to, from + MAX_CALENDAR_DAYS * DAY_MS));
  const { weeklyHours, paused } = await readSchedule(ctx, vet._id);
  const availability = await readAvailability(ctx, vet, weeklyHours, from, to);
  const bookings = (await bookingsHoldingTime(ctx, vet._id, from, to)).filter(
    (booking) => booking.endsAt > from && booking.startsAt < to,
  );
  const flagged = await flaggedBookingIds(ctx, vet, weeklyHours, bookings, now);
  const held = (await heldSlots(ctx, vet._id, { from, to, now })).filter((slot) => slot.endsAt > from && slot.startsAt < to);
  return {
    timeZone: vet.timeZone,
    held,
    paused,
    available: splitAtLocalMidnights(availableInstants(availability, from, to), vet.timeZone),
    bookings: bookings.map(
      (booking): CalendarBooking => ({
        bookingId: booking._id,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        status: booking.status,
        interruption: interruptionSummaryOf(booking),
        outsideHours: flagged.has(booking._id),
      }),
    ),
  };
}

/** Every upcoming confirmed booking outside the vet's current hours, soonest first. */
export async function upcomingBookingsOutsideHours(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
  now: number,
): Promise<Infer<typeof bookingOutsideHoursValidator>[]> {
  const bookings = await bookingsHoldingTime(ctx, vet._id, now, now + MAX_HORIZON_DAYS * DAY_MS);
  const { weeklyHours } = await readSchedule(ctx, vet._id);
  const flagged = await flaggedBookingIds(ctx, vet, weeklyHours, bookings, now);
  return bookings
    .filter((booking) => flagged.has(booking._id))
    .map(({ _id, startsAt, endsAt }) => ({ bookingId: _id, startsAt, endsAt }));
}
