import type { Instants } from "./types";
import { formatCalendarDate } from "./wall-clock";
import { dayResolver, localDayOf } from "./zoned-time";

export interface SlotsOfDay<Slot extends Instants> {
  /** "YYYY-MM-DD" in the viewer's zone. */
  date: string;
  slots: Slot[];
}

/**
 * Cuts spans at the zone's local midnights, so a span over several days (hours round the clock, an evening running
 * into the night) shows on each day it covers instead of only on the day it starts.
 */
export function splitAtLocalMidnights(spans: readonly Instants[], timeZone: string): Instants[] {
  const pieces: Instants[] = [];
  for (const span of spans) {
    let startsAt = span.startsAt;
    while (startsAt < span.endsAt) {
      const nextMidnight = dayResolver(timeZone, localDayOf(timeZone, startsAt) + 1)(0);
      const endsAt = nextMidnight > startsAt ? Math.min(span.endsAt, nextMidnight) : span.endsAt;
      pieces.push({ startsAt, endsAt });
      startsAt = endsAt;
    }
  }
  return pieces;
}

/**
 * Slots (sorted by start) grouped by the calendar day on which they start in the viewer's zone: the one grouping
 * of the server's calendar and every page that lists times by day.
 */
export function groupByLocalDay<Slot extends Instants>(slots: readonly Slot[], timeZone: string): SlotsOfDay<Slot>[] {
  const days: SlotsOfDay<Slot>[] = [];
  for (const slot of slots) {
    const date = formatCalendarDate(localDayOf(timeZone, slot.startsAt));
    const current = days.at(-1);
    if (current?.date === date) current.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
