import { useId } from "react";
import { useRovingFocus } from "@/lib/a11y/use-roving-focus";
import { formatTime, timeZoneLabel } from "@/lib/format/date-time";
import type { Slot } from "@shared/slots/types";


/**
 * One day's free times as a radio group (WAI-ARIA radio pattern): the day is one Tab stop, at the chosen time or
 * the first one, and the arrow keys, Home and End move between its times and choose them.
 */
export function DaySlotGroup({
  dayLabel,
  slots,
  selected,
  onSelect,
  locale,
  timeZone,
}: {
  dayLabel: string;
  slots: readonly Slot[];
  selected: number | null;
  onSelect: (slot: Slot) => void;
  locale: string;
  timeZone: string;
}) {
  const labelId = useId();
  const selectedIndex = slots.findIndex((slot) => slot.startsAt === selected);
  const roving = useRovingFocus<HTMLButtonElement>(slots.length, {
    current: selectedIndex === -1 ? 0 : selectedIndex,
    onMove: (index) => {
      const slot = slots[index];
      if (slot !== undefined) onSelect(slot);
    },
  });
  // Labelled per time: on the day clocks change, the times before and after the change have different offsets.
  const zoneLabels = slots.map((slot) => timeZoneLabel(slot.startsAt, locale, timeZone));
  const dayZone = zoneLabels[0] ?? "";

  return (
    <div className="slot-picker__day" role="radiogroup" aria-labelledby={labelId}>
      <p id={labelId} className="slot-picker__day-label">
        {dayLabel} <span className="muted slot-picker__zone">{dayZone}</span>
      </p>
      <div className="slot-picker__times">
        {slots.map((slot, index) => {
          const checked = slot.startsAt === selected;
          return (
            <button
              key={slot.startsAt}
              {...roving.itemProps(index)}
              type="button"
              role="radio"
              aria-checked={checked}
              className={`button button--small slot-picker__slot${checked ? " button--primary" : ""}`}
              onClick={() => onSelect(slot)}
            >
              {formatTime(slot.startsAt, locale, timeZone)}
              {zoneLabels[index] !== dayZone ? <span className="slot-picker__zone"> {zoneLabels[index]}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
