import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Button } from "@/components/ui/button";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatTimeRange } from "@/lib/format/date-time";
import { BookingStatusBadge } from "@/components/ui/booking-status-badge";
import { groupByLocalDay } from "@shared/slots/group-by-day";
import type { DateOverride, Instants } from "@shared/slots/types";
import { formatCalendarDate } from "@shared/slots/wall-clock";
import { dayResolver, localDayOf } from "@shared/slots/zoned-time";
import { useScheduleCalendar, type CalendarBooking } from "../api/use-schedule";
import { formatAvailableSpan } from "../utils/format-available-span";
import { formatCalendarDateLabel } from "../utils/weekdays";

const DAYS_SHOWN = 14;

/** Two weeks at a time, in the vet's zone: available hours and booked consultations together, live. */
interface ScheduleCalendarProps {
  timeZone: string;
  paused: boolean;
  /** The vet's date changes, to tell a day off or changed hours from the usual week. */
  overrides: DateOverride[];
}

export function ScheduleCalendar({ timeZone, paused, overrides }: ScheduleCalendarProps) {
  const { t, i18n } = useLingui();
  const [today] = useState(() => localDayOf(timeZone, Date.now()));
  const [offsetDays, setOffsetDays] = useState(0);
  const laterButton = useRef<HTMLButtonElement>(null);
  const firstDay = today + offsetDays;
  const window = useMemo(
    () => ({ from: dayResolver(timeZone, firstDay)(0), to: dayResolver(timeZone, firstDay + DAYS_SHOWN)(0) }),
    [timeZone, firstDay],
  );
  const calendar = useScheduleCalendar(window);

  const days = useMemo(() => {
    const available = byDate(calendar?.available ?? [], timeZone);
    const bookings = byDate(calendar?.bookings ?? [], timeZone);
    const held = byDate(calendar?.held ?? [], timeZone);
    return Array.from({ length: DAYS_SHOWN }, (_unused, index) => {
      const date = formatCalendarDate(firstDay + index);
      const override = overrides.find((candidate) => candidate.date === date);
      return {
        date,
        override,
        available: available.get(date) ?? [],
        bookings: bookings.get(date) ?? [],
        held: held.get(date) ?? [],
      };
    });
  }, [calendar, timeZone, firstDay, overrides]);

  const firstLabel = formatCalendarDateLabel(formatCalendarDate(firstDay), i18n.locale);
  return (
    <section className="card schedule-section" aria-labelledby="calendar-title">
      <div className="schedule-section__header calendar-header">
        <h2 id="calendar-title">
          <Trans>Coming weeks</Trans>
        </h2>
        <div className="calendar-header__nav">
          <Button
            size="small"
            disabled={offsetDays === 0}
            onClick={() => {
              // Back at the first two weeks, this button is disabled under focus: focus moves to Later, not the page.
              if (offsetDays - DAYS_SHOWN <= 0) laterButton.current?.focus();
              setOffsetDays((days) => Math.max(0, days - DAYS_SHOWN));
            }}
          >
            <Trans>Earlier</Trans>
          </Button>
          <Button ref={laterButton} size="small" onClick={() => setOffsetDays((days) => days + DAYS_SHOWN)}>
            <Trans>Later</Trans>
          </Button>
        </div>
      </div>
      <p className="muted" aria-live="polite">
        <Trans>Two weeks from {firstLabel}.</Trans>
        {paused ? (
          <>
            {" "}
            <Trans>New bookings are paused.</Trans>
          </>
        ) : null}
      </p>
      {calendar === undefined ? (
        <SkeletonBlock lines={6} label={t`Loading your calendar…`} />
      ) : (
        /* Not a live region: the line above announces the weeks shown, and a save says itself (its toast). */
        <ol className="calendar-days plain-list">
          {days.map((day) => (
            <li key={day.date} className="calendar-day">
              <h3 className="calendar-day__date">{formatCalendarDateLabel(day.date, i18n.locale)}</h3>
              <div className="calendar-day__body">
                {day.override !== undefined ? (
                  <p className="calendar-day__change">
                    {day.override.intervals.length === 0 ? <Trans>Day off (date change)</Trans> : <Trans>Changed hours (date change)</Trans>}
                  </p>
                ) : null}
                {day.available.length === 0 ? (
                  day.override === undefined ? (
                    <p className="muted calendar-day__closed">
                      <Trans>No hours</Trans>
                    </p>
                  ) : null
                ) : (
                  <p className="calendar-day__hours">
                    <span className="visually-hidden">
                      <Trans>Available:</Trans>{" "}
                    </span>
                    {day.available.map((span) => formatAvailableSpan(span, i18n.locale, timeZone) ?? t`All day`).join(", ")}
                  </p>
                )}
                {day.bookings.length > 0 || day.held.length > 0 ? (
                  <ul className="plain-list calendar-day__bookings">
                    {day.bookings.map((booking: CalendarBooking) => (
                      <li key={booking.bookingId} className={`calendar-booking${booking.outsideHours ? " calendar-booking--outside" : ""}`}>
                        <AppLink className="calendar-booking__time" href={`/${i18n.locale}/bookings/${booking.bookingId}/summary/vet`}>
                          {/* In a list of links the time alone would not say which day it is on. */}
                          <span className="visually-hidden">{formatCalendarDateLabel(day.date, i18n.locale)}, </span>
                          {formatTimeRange(booking.startsAt, booking.endsAt, i18n.locale, timeZone)}
                        </AppLink>
                        <BookingStatusBadge status={booking.status} interruption={booking.interruption} viewer="vet" />
                        {booking.outsideHours ? (
                          <span className="calendar-booking__flag">
                            <Trans>Outside your hours</Trans>
                          </span>
                        ) : null}
                      </li>
                    ))}
                    {day.held.map((slot) => (
                      <li key={`held-${slot.startsAt}`} className="calendar-booking calendar-booking--held">
                        <span className="calendar-booking__time">{formatTimeRange(slot.startsAt, slot.endsAt, i18n.locale, timeZone)}</span>
                        <span className="status-badge status-badge--held">
                          <Trans>Held for an owner's free new consultation</Trans>
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function byDate<Item extends Instants>(items: readonly Item[], timeZone: string): Map<string, Item[]> {
  return new Map(groupByLocalDay(items, timeZone).map((day) => [day.date, day.slots]));
}
