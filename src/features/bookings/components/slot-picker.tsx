import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { TimeZoneNote } from "@/components/layout/time-zone-note";
import { Alert } from "@/components/ui/alert";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { formatDay } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import type { Locale } from "@/lib/i18n/locales";
import { calendarWeek, openingWeekOffset, weeksBetween } from "../utils/calendar-weeks";
import { DaySlotGroup } from "./day-slot-group";
import { DAY_MS } from "@shared/time";
import { groupByLocalDay } from "@shared/slots/group-by-day";
import type { Slot } from "@shared/slots/types";
import { freeSlotsQuery, vetDetailQuery } from "@/lib/data/shared-queries";
import { usePageQuery } from "@/lib/data/page-query";
import { BookingsPausedNotice } from "@/components/errors/bookings-paused-notice";

/**
 * The vet's free slots a calendar week at a time (Monday to Sunday in the viewer's account zone), as far ahead as
 * the vet takes bookings; live, so taken slots disappear. It opens on the week of the time already chosen (else of the
 * vet's next free time), and says so when that time is no longer free instead of silently keeping it.
 */
export function SlotPicker({
  vetId,
  locale,
  selected,
  onSelect,
  onSelectedGone,
  excludeStartsAt,
  zoneNote = true,
}: {
  vetId: string;
  locale: Locale;
  selected: number | null;
  onSelect: (slot: Slot) => void;
  /** The selected time is not (or no longer) free: the caller clears its choice. */
  onSelectedGone: () => void;
  excludeStartsAt?: number;
  /** false where the page already says which zone its times are in (the change page's header) */
  zoneNote?: boolean;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const vet = usePageQuery(vetDetailQuery(vetId, locale));
  const [openedAt] = useState(() => Date.now());
  // Until the owner pages, the week shown is the one holding the time chosen before, else the vet's next free time
  // as it was when the page opened (a week with nothing free is no place to start), in the zone known by now (the
  // account's zone may arrive after the first render).
  const [chosenAtOpen] = useState(selected);
  const [firstFreeAtOpen, setFirstFreeAtOpen] = useState<number | null | undefined>(undefined);
  // null: the vet is not listed (no free time to open on)
  if (firstFreeAtOpen === undefined && vet !== undefined) setFirstFreeAtOpen(vet?.nextFreeSlotAt ?? null);
  const [pagedOffset, setWeekOffset] = useState<number | null>(null);
  const weekOffset = pagedOffset ?? openingWeekOffset(openedAt, timeZone, chosenAtOpen ?? firstFreeAtOpen);
  const week = calendarWeek(openedAt, timeZone, weekOffset);
  const slots = usePageQuery(freeSlotsQuery(vetId, week));
  const lastWeek = vet ? weeksBetween(openedAt, openedAt + vet.horizonDays * DAY_MS, timeZone) : 0;
  const shown = slots?.filter((slot) => slot.startsAt !== excludeStartsAt);
  // While the vet pauses, no time is free, yet none was taken: the choice stands for when the pause is lifted.
  const selectedGone =
    vet?.bookingsPaused !== true &&
    shown !== undefined &&
    selected !== null &&
    selected >= week.from &&
    selected < week.to &&
    !shown.some((slot) => slot.startsAt === selected);
  // The time that turned out not to be free, remembered for the notice after the caller has cleared it.
  const [goneTime, setGoneTime] = useState<number | null>(null);
  if (selectedGone && goneTime !== selected) setGoneTime(selected);

  useEffect(() => {
    if (selectedGone) onSelectedGone();
  }, [selectedGone, onSelectedGone]);

  // Paging to the first or the last week disables the button just pressed: focus moves to the other one, not the page.
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const page = (offset: number) => {
    setWeekOffset(offset);
    const other = offset === 0 ? nextButton : offset >= lastWeek ? previousButton : null;
    if (other !== null) focusWhenShown(() => other.current);
  };

  // The week to open on waits for the vet's next free time: the week's live label would announce another week first.
  if (chosenAtOpen === null && firstFreeAtOpen === undefined) return <SkeletonBlock lines={4} label={t`Loading free times…`} />;
  if (vet === null) {
    return (
      <Alert tone="warning">
        <Trans>This veterinarian is not listed right now, so there are no free times to choose from.</Trans>
      </Alert>
    );
  }
  if (vet?.bookingsPaused === true) return <BookingsPausedNotice locale={locale} />;

  return (
    <div className="slot-picker">
      {zoneNote ? (
        <TimeZoneNote
          timeZone={timeZone}
          at={week.from}
          other={vet ? { name: vet.displayName, timeZone: vet.timeZone } : undefined}
        />
      ) : null}
      {goneTime !== null ? (
        <Alert tone="warning">
          <Trans>The time you chose is no longer free. Please choose another one.</Trans>
        </Alert>
      ) : null}
      <div className="slot-picker__nav">
        <button
          ref={previousButton}
          type="button"
          className="button button--small"
          disabled={weekOffset === 0}
          onClick={() => page(weekOffset - 1)}
        >
          <Trans>Previous week</Trans>
        </button>
        <span className="muted" aria-live="polite">
          <Trans>
            Week of {formatDay(week.from, i18n.locale, timeZone)}
          </Trans>
        </span>
        <button
          ref={nextButton}
          type="button"
          className="button button--small"
          disabled={weekOffset >= lastWeek}
          onClick={() => page(weekOffset + 1)}
        >
          <Trans>Next week</Trans>
        </button>
      </div>
      {shown === undefined ? (
        <SkeletonBlock lines={4} label={t`Loading free times…`} />
      ) : shown.length === 0 ? (
        <p className="muted">
          {weekOffset >= lastWeek ? (
            <Trans>No free times this week. The vet takes bookings up to this week.</Trans>
          ) : (
            <Trans>No free times this week. Try the next week.</Trans>
          )}
        </p>
      ) : (
        groupByLocalDay(shown, timeZone).map(({ date, slots: daySlots }) => (
          <DaySlotGroup
            key={date}
            dayLabel={formatDay(daySlots[0]!.startsAt, i18n.locale, timeZone)}
            slots={daySlots}
            selected={selected}
            onSelect={(slot) => {
              setGoneTime(null);
              onSelect(slot);
            }}
            locale={i18n.locale}
            timeZone={timeZone}
          />
        ))
      )}
    </div>
  );
}
