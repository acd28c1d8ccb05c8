import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MAX_HORIZON_DAYS, MAX_OVERRIDES_AHEAD } from "../../shared/policy";
import type { Availability, BookingRules, Instants, WeeklyHours } from "../../shared/slots/types";
import { formatCalendarDate } from "../../shared/slots/wall-clock";
import { localDayOf } from "../../shared/slots/zoned-time";
import { defaultBookingRules, emptyWeeklyHours } from "../../shared/schedule/default-hours";
import { DAY_MS } from "../../shared/time";

/** More bookings than the longest horizon can hold at the shortest slot length. */
const MAX_BOOKINGS_READ = MAX_HORIZON_DAYS * 96 + 1;

/** A vet's schedule as the slot module needs it; a vet who never saved one has no hours. */
export interface VetSchedule {
  weeklyHours: WeeklyHours;
  rules: BookingRules;
  paused: boolean;
  saved: boolean;
}

export async function readScheduleDoc(ctx: QueryCtx, vetId: Id<"vetProfiles">): Promise<Doc<"schedules"> | null> {
  return await ctx.db
    .query("schedules")
    .withIndex("by_vet", (q) => q.eq("vetId", vetId))
    .unique();
}

export async function readSchedule(ctx: QueryCtx, vetId: Id<"vetProfiles">): Promise<VetSchedule> {
  const doc = await readScheduleDoc(ctx, vetId);
  if (doc === null) return { weeklyHours: emptyWeeklyHours(), rules: defaultBookingRules(), paused: false, saved: false };
  const { weeklyHours, bufferBeforeMinutes, bufferAfterMinutes, minimumNoticeMinutes, horizonDays, paused } = doc;
  return {
    weeklyHours,
    rules: { bufferBeforeMinutes, bufferAfterMinutes, minimumNoticeMinutes, horizonDays },
    paused,
    saved: true,
  };
}

/** The overrides on local dates from `firstDate` to `lastDate` ("YYYY-MM-DD"), by date. */
export async function readOverrides(ctx: QueryCtx, vetId: Id<"vetProfiles">, firstDate: string, lastDate: string) {
  return await ctx.db
    .query("scheduleOverrides")
    .withIndex("by_vet_and_date", (q) => q.eq("vetId", vetId).gte("date", firstDate).lte("date", lastDate))
    .take(MAX_OVERRIDES_AHEAD + MAX_HORIZON_DAYS);
}

/** The vet's availability with the overrides that can touch instants in [from, to). */
export async function readAvailability(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
  weeklyHours: WeeklyHours,
  from: number,
  to: number,
): Promise<Availability> {
  const firstDate = formatCalendarDate(localDayOf(vet.timeZone, from) - 1);
  const lastDate = formatCalendarDate(localDayOf(vet.timeZone, to) + 1);
  const overrides = await readOverrides(ctx, vet._id, firstDate, lastDate);
  return {
    timeZone: vet.timeZone,
    weeklyHours,
    overrides: overrides.map(({ date, intervals }) => ({ date, intervals })),
  };
}

/** Cancelled bookings give their time back; every other status keeps it. */
export function holdsItsTime(booking: Doc<"bookings">): boolean {
  return booking.status !== "cancelled";
}

/** The vet's bookings holding time that could conflict with slots starting in [from, to). */
export async function bookingsHoldingTime(
  ctx: QueryCtx,
  vetId: Id<"vetProfiles">,
  from: number,
  to: number,
): Promise<Doc<"bookings">[]> {
  // A day either side covers the longest consultation plus both buffers.
  const bookings = await ctx.db
    .query("bookings")
    .withIndex("by_vet_and_start", (q) => q.eq("vetId", vetId).gt("startsAt", from - DAY_MS).lt("startsAt", to + DAY_MS))
    .take(MAX_BOOKINGS_READ);
  return bookings.filter(holdsItsTime);
}

/**
 * Slots held for the free new consultation of an interrupted one (ADR 0031) that could conflict with slots starting
 * in [from, to), as long as their hold lasts at `now`. `exceptHoldOf`: that booking's owner may take its own hold.
 */
export async function heldSlots(
  ctx: QueryCtx,
  vetId: Id<"vetProfiles">,
  window: { from: number; to: number; now: number },
  exceptHoldOf?: Id<"bookings">,
): Promise<Instants[]> {
  const holders = await ctx.db
    .query("bookings")
    .withIndex("by_vet_and_held_start", (q) =>
      q.eq("vetId", vetId).gt("heldSlotStartsAt", window.from - DAY_MS).lt("heldSlotStartsAt", window.to + DAY_MS),
    )
    .take(MAX_BOOKINGS_READ);
  return holders.flatMap(({ _id, heldSlotStartsAt, heldSlotEndsAt, heldUntil }) =>
    _id === exceptHoldOf || heldSlotStartsAt === undefined || heldSlotEndsAt === undefined || !(heldUntil! > window.now)
      ? []
      : [{ startsAt: heldSlotStartsAt, endsAt: heldSlotEndsAt }],
  );
}

export const asInstants = ({ startsAt, endsAt }: Instants): Instants => ({ startsAt, endsAt });
