import { useId, useRef, type KeyboardEvent } from "react";
import { formatTime, timeZoneLabel } from "@/lib/format/date-time";
import type { Slot } from "@shared/slots/types";


const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"]);

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
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = slots.findIndex((slot) => slot.startsAt === selected);
  const tabStop = selectedIndex === -1 ? 0 : selectedIndex;
  // Labelled per time: on the day clocks change, the times before and after the change have different offsets.
  const zoneLabels = slots.map((slot) => timeZoneLabel(slot.startsAt, locale, timeZone));
  const dayZone = zoneLabels[0] ?? "";

  const choose = (index: number) => {
    const slot = slots[index];
    if (slot === undefined) return;
    onSelect(slot);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = slots.length - 1;
    let target: number | null = null;
    if (NEXT_KEYS.has(event.key)) target = index === last ? 0 : index + 1;
    else if (PREVIOUS_KEYS.has(event.key)) target = index === 0 ? last : index - 1;
    else if (event.key === "Home") target = 0;
    else if (event.key === "End") target = last;
    if (target === null) return;
    event.preventDefault();
    choose(target);
  };

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
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === tabStop ? 0 : -1}
              className={`button button--small slot-picker__slot${checked ? " button--primary" : ""}`}
              onClick={() => onSelect(slot)}
              onKeyDown={(event) => onKeyDown(event, index)}
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
