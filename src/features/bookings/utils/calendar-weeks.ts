import { dayResolver, localDayOf } from "@shared/slots/zoned-time";

const DAYS_PER_WEEK = 7;
/** 1970-01-01, local day 0, was a Thursday: three days after a Monday. */
const THURSDAY_TO_MONDAY = 3;

export type CalendarWeek = { from: number; to: number };

function mondayOf(localDay: number): number {
  return localDay - ((localDay + THURSDAY_TO_MONDAY) % DAYS_PER_WEEK);
}

function startOfLocalDay(timeZone: string, localDay: number): number {
  return dayResolver(timeZone, localDay)(0);
}

/**
 * The calendar week (Monday 00:00 to the next Monday 00:00, in the viewer's zone) that is `offset` weeks after the
 * one holding `instant`. Weeks are whole local days, so a day is never split across two pages.
 */
export function calendarWeek(instant: number, timeZone: string, offset = 0): CalendarWeek {
  const monday = mondayOf(localDayOf(timeZone, instant)) + offset * DAYS_PER_WEEK;
  return {
    from: startOfLocalDay(timeZone, monday),
    to: startOfLocalDay(timeZone, monday + DAYS_PER_WEEK),
  };
}

/** How many weeks after the one holding `from` the week holding `target` is (0 for the same week). */
export function weeksBetween(from: number, target: number, timeZone: string): number {
  const start = mondayOf(localDayOf(timeZone, from));
  const end = mondayOf(localDayOf(timeZone, target));
  return Math.round((end - start) / DAYS_PER_WEEK);
}

/** The week a slot picker opens on: the one holding the time already chosen, else this week. */
export function openingWeekOffset(now: number, timeZone: string, chosenStartsAt: number | null | undefined): number {
  return chosenStartsAt == null ? 0 : Math.max(0, weeksBetween(now, chosenStartsAt, timeZone));
}

/** The end of the last whole local day that starts within `days` days of `instant` (a "next 14 days" list). */
export function endOfLocalDays(instant: number, timeZone: string, days: number): number {
  return startOfLocalDay(timeZone, localDayOf(timeZone, instant) + days);
}
