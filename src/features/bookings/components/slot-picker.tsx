import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "convex/react";
import { useState } from "react";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatDay, timeZoneLabel, viewerTimeZone } from "@/lib/format/date-time";
import { api } from "../../../../convex/_generated/api";
import { DaySlotGroup, type Slot } from "./day-slot-group";

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const MAX_WEEKS_AHEAD = 9;

function groupByDay(slots: readonly Slot[], locale: string, timeZone: string): Array<{ day: string; slots: Slot[] }> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = formatDay(slot.startsAt, locale, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** A week of the vet's free slots at a time, in the viewer's zone; live, so taken slots disappear. */
export function SlotPicker({
  vetId,
  selected,
  onSelect,
  excludeStartsAt,
}: {
  vetId: string;
  selected: number | null;
  onSelect: (slot: Slot) => void;
  excludeStartsAt?: number;
}) {
  const { t, i18n } = useLingui();
  const [weekStart] = useState(() => Date.now());
  const [weekOffset, setWeekOffset] = useState(0);
  const from = weekStart + weekOffset * WEEK_MS;
  const slots = useQuery(api.schedule.freeSlots, { vetId, from, to: from + WEEK_MS });
  const timeZone = viewerTimeZone();

  return (
    <div className="slot-picker">
      <div className="slot-picker__nav">
        <button
          type="button"
          className="button button--small"
          disabled={weekOffset === 0}
          onClick={() => setWeekOffset((offset) => offset - 1)}
        >
          <Trans>Previous week</Trans>
        </button>
        <span className="muted">
          <Trans>Times in {timeZoneLabel(from, i18n.locale, timeZone)}</Trans>
        </span>
        <button
          type="button"
          className="button button--small"
          disabled={weekOffset >= MAX_WEEKS_AHEAD}
          onClick={() => setWeekOffset((offset) => offset + 1)}
        >
          <Trans>Next week</Trans>
        </button>
      </div>
      {slots === undefined ? (
        <SkeletonBlock lines={4} label={t`Loading free times…`} />
      ) : slots.length === 0 ? (
        <p className="muted">
          <Trans>No free times this week. Try the next week.</Trans>
        </p>
      ) : (
        groupByDay(
          slots.filter((slot) => slot.startsAt !== excludeStartsAt),
          i18n.locale,
          timeZone,
        ).map(({ day, slots: daySlots }) => (
          <DaySlotGroup
            key={day}
            dayLabel={day}
            slots={daySlots}
            selected={selected}
            onSelect={onSelect}
            locale={i18n.locale}
            timeZone={timeZone}
          />
        ))
      )}
    </div>
  );
}
