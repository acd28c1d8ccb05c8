import { formatDay } from "@/lib/format/date-time";

export type Slot = { startsAt: number; endsAt: number };

/** Slots grouped by their calendar day in the viewer's zone, in time order. */
export function groupSlotsByDay(slots: readonly Slot[], locale: string, timeZone: string) {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.startsAt - b.startsAt)) {
    const day = formatDay(slot.startsAt, locale, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}
