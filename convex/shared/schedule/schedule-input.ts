import { z } from "zod";
import {
  MAX_BUFFER_MINUTES,
  MAX_HORIZON_DAYS,
  MAX_INTERVALS_PER_DAY,
  MAX_MINIMUM_NOTICE_MINUTES,
  MIN_HORIZON_DAYS,
} from "../policy";
import { parseCalendarDate, parseWallClock } from "../slots/wall-clock";

/**
 * Validation of schedule input, shared by the schedule page and the Convex functions.
 * Issue messages are stable codes (see field-errors.ts), reported per field path.
 */

const startTime = z.string().refine((value) => parseWallClock(value) !== null, { error: "invalid_time" });
const endTime = z.string().refine((value) => parseWallClock(value, true) !== null, { error: "invalid_time" });

const intervalSchema = z
  .object({ start: startTime, end: endTime })
  .refine(({ start, end }) => (parseWallClock(start) ?? 0) < (parseWallClock(end, true) ?? 0), {
    error: "end_before_start",
    path: ["end"],
  });

/** One day's intervals: at most a few, none overlapping (touching is fine). */
export const dayIntervalsSchema = z
  .array(intervalSchema)
  .max(MAX_INTERVALS_PER_DAY, { error: "too_many_intervals" })
  .superRefine((intervals, ctx) => {
    const spans = intervals
      .map(({ start, end }, index) => ({ index, start: parseWallClock(start) ?? 0, end: parseWallClock(end, true) ?? 0 }))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < spans.length; i++) {
      const previous = spans[i - 1];
      const current = spans[i];
      if (previous !== undefined && current !== undefined && current.start < previous.end) {
        ctx.addIssue({ code: "custom", message: "overlapping_intervals", path: [current.index, "start"] });
      }
    }
  });

export const weeklyHoursSchema = z.object({
  monday: dayIntervalsSchema,
  tuesday: dayIntervalsSchema,
  wednesday: dayIntervalsSchema,
  thursday: dayIntervalsSchema,
  friday: dayIntervalsSchema,
  saturday: dayIntervalsSchema,
  sunday: dayIntervalsSchema,
});

/**
 * An emptied number field arrives as NaN (or nothing): that is "required", not a malformed request. Any integer is
 * whole, however large (zod's `int()` refuses those past 2^53, which would tell 9999999999999999 "not a whole number"
 * rather than out of range).
 */
const requiredWholeNumber = () => z.number({ error: "required" }).refine(Number.isInteger, { error: "not_whole_number" });

const wholeMinutes = (max: number) => requiredWholeNumber().min(0, { error: "out_of_range" }).max(max, { error: "out_of_range" });

export const bookingRulesSchema = z.object({
  bufferBeforeMinutes: wholeMinutes(MAX_BUFFER_MINUTES),
  bufferAfterMinutes: wholeMinutes(MAX_BUFFER_MINUTES),
  minimumNoticeMinutes: wholeMinutes(MAX_MINIMUM_NOTICE_MINUTES),
  horizonDays: requiredWholeNumber()
    .min(MIN_HORIZON_DAYS, { error: "out_of_range" })
    .max(MAX_HORIZON_DAYS, { error: "out_of_range" }),
});

/** An override dated from `today` to `latest` (both "YYYY-MM-DD" in the vet's zone). */
export function dateOverrideSchema(today: string, latest: string) {
  return z.object({
    date: z
      .string()
      .refine((value) => parseCalendarDate(value) !== null, { error: "invalid_date", abort: true })
      .refine((value) => value >= today, { error: "past_date", abort: true })
      .refine((value) => value <= latest, { error: "too_far_ahead" }),
    intervals: dayIntervalsSchema,
  });
}
