import type { Availability, DateOverride, Instants, WallClockInterval } from "./types";
import { formatCalendarDate, parseWallClock, weekdayOf } from "./wall-clock";
import { dayResolver, localDayOf } from "./zoned-time";

/**
 * The vet's available spans of real time that overlap [from, to), sorted, disjoint and not touching
 * (given intervals validated as non-overlapping per day). An override replaces that date's weekly hours.
 */
export function availableInstants(availability: Availability, from: number, to: number): Instants[] {
  if (from >= to) return [];
  const { timeZone } = availability;
  const overridesByDate = new Map<string, DateOverride["intervals"]>();
  for (const override of availability.overrides) overridesByDate.set(override.date, override.intervals);

  const spans: Instants[] = [];
  // A local day's hours lie within its own midnight-to-midnight, so these days cover the range.
  const lastDay = localDayOf(timeZone, to);
  for (let day = localDayOf(timeZone, from); day <= lastDay; day++) {
    const intervals = overridesByDate.get(formatCalendarDate(day)) ?? availability.weeklyHours[weekdayOf(day)];
    if (intervals.length === 0) continue;
    const toInstant = dayResolver(timeZone, day);
    for (const { start, end } of sortedByStart(intervals)) {
      const startsAt = toInstant(parseWallClock(start) ?? 0);
      const endsAt = toInstant(parseWallClock(end, true) ?? 0);
      // Empty when the whole interval lies in a skipped hour.
      if (startsAt >= endsAt || endsAt <= from || startsAt >= to) continue;
      const last = spans.at(-1);
      // Touching intervals (also across midnight) form one span.
      if (last !== undefined && last.endsAt === startsAt) last.endsAt = endsAt;
      else spans.push({ startsAt, endsAt });
    }
  }
  return spans;
}

function sortedByStart(intervals: readonly WallClockInterval[]): readonly WallClockInterval[] {
  if (intervals.length < 2) return intervals;
  return [...intervals].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
