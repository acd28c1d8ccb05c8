/** Calendar dates and wall-clock times as plain values, free of any zone. */
import { WEEKDAYS, type Weekday } from "./types";
import { DAY_MS, MINUTES_PER_DAY, MINUTE_MS } from "../time";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes after midnight of "HH:MM" ("24:00" only where `allowEndOfDay`), or null when malformed. */
export function parseWallClock(value: string, allowEndOfDay = false): number | null {
  if (allowEndOfDay && value === "24:00") return MINUTES_PER_DAY;
  const match = TIME.exec(value);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
}

export function formatWallClock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Days since 1970-01-01 of a real "YYYY-MM-DD" date, or null when malformed or not a real date. */
export function parseCalendarDate(value: string): number | null {
  const match = DATE.exec(value);
  if (match === null) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const day = ms / DAY_MS;
  return formatCalendarDate(day) === value ? day : null;
}

export function formatCalendarDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a day counted from 1970-01-01, which was a Thursday. */
export function weekdayOf(day: number): Weekday {
  const mondayBased = (((day + 3) % 7) + 7) % 7;
  return WEEKDAYS[mondayBased] ?? "monday";
}

/** Milliseconds of a wall-clock reading taken as if it were UTC: the zone-free "local timestamp". */
export function wallClockMs(day: number, minutes: number): number {
  return day * DAY_MS + minutes * MINUTE_MS;
}
