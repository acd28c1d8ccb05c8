import type { Instants } from "./types";
import { formatCalendarDate } from "./wall-clock";
import { localDayOf } from "./zoned-time";

export interface SlotsOfDay<Slot extends Instants> {
  /** "YYYY-MM-DD" in the viewer's zone. */
  date: string;
  slots: Slot[];
}

/** Slots (sorted by start) grouped by the calendar day on which they start in the viewer's zone. */
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
