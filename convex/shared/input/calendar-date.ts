import { z } from "zod";
import { HOUR_MS } from "../time";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LATEST_UTC_OFFSET_MS = 14 * HOUR_MS;

/** Today's date somewhere on Earth: the server cannot know the user's zone, so "future" means past every zone's today. */
export function latestCalendarDate(now: number): string {
  return new Date(now + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

export function isRealCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD date no later than `today` and no earlier than `earliest`. Codes: invalid_date, future_date, too_old. */
export function pastCalendarDate(today: string, earliest: string) {
  return z
    .string()
    .refine(isRealCalendarDate, { error: "invalid_date", abort: true })
    .refine((value) => value <= today, { error: "future_date", abort: true })
    .refine((value) => value >= earliest, { error: "too_old" });
}
