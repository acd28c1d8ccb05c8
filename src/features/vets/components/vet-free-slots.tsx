import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { TimeZoneNote } from "@/components/layout/time-zone-note";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { useRovingFocus } from "@/lib/a11y/use-roving-focus";
import { formatDay, formatTime, timeZoneLabel } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import type { Locale } from "@/lib/i18n/locales";
import { useFreeSlots } from "../api/use-vets";
import { groupByLocalDay } from "@shared/slots/group-by-day";
import { freeTimesWindow } from "../utils/free-times-window";
import { BookingsPausedNotice } from "@/components/errors/bookings-paused-notice";

/**
 * Today and the next 13 whole days of free times, in the viewer's account zone; live, so a slot booked by someone
 * else disappears. The list ends at a midnight, so its last day is a whole day.
 */
export function VetFreeSlots({
  vetId,
  vetName,
  vetTimeZone,
  paused,
  locale,
}: {
  vetId: string;
  vetName: string;
  vetTimeZone: string;
  /** the vet paused new bookings (none is free): said as such */
  paused: boolean;
  locale: Locale;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const [openedAt] = useState(() => Date.now());
  const slots = useFreeSlots(vetId, freeTimesWindow(openedAt, timeZone));
  const keysHintId = useId();

  return (
    <section className="card vet-slots" aria-labelledby="vet-slots-title">
      <h2 id="vet-slots-title">
        <Trans>Free times in the next 14 days</Trans>
      </h2>
      <TimeZoneNote timeZone={timeZone} at={openedAt} other={{ name: vetName, timeZone: vetTimeZone }} />
      {slots !== undefined && slots.length > 0 ? (
        <p id={keysHintId} className="visually-hidden">
          <Trans>Each day is one stop for the Tab key; the arrow keys move between its times.</Trans>
        </p>
      ) : null}
      {paused ? (
        <BookingsPausedNotice locale={locale} />
      ) : slots === undefined ? (
        <SkeletonBlock lines={4} label={t`Loading free times…`} />
      ) : slots.length === 0 ? (
        <p>
          <Trans>
            No free times in the next 14 days. Check again in a few days, or{" "}
            <AppLink href={`/${locale}/veterinarians`}>find another vet</AppLink> who can see your pet sooner.
          </Trans>
        </p>
      ) : (
        groupByLocalDay([...slots].sort((a, b) => a.startsAt - b.startsAt), timeZone).map(({ date, slots: daySlots }) => (
          <FreeTimesOfDay
            key={date}
            day={formatDay(daySlots[0]!.startsAt, i18n.locale, timeZone)}
            slots={daySlots}
            keysHintId={keysHintId}
            bookingHref={(startsAt) => `/${locale}/bookings/book/${vetId}?startsAt=${startsAt}`}
          />
        ))
      )}
    </section>
  );
}

/** One day's free times: a single Tab stop, the arrow keys move between its times, Enter books the one in focus. */
function FreeTimesOfDay({
  day,
  slots,
  keysHintId,
  bookingHref,
}: {
  day: string;
  slots: ReadonlyArray<{ startsAt: number }>;
  keysHintId: string;
  bookingHref: (startsAt: number) => string;
}) {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const headingId = useId();
  const roving = useRovingFocus<HTMLAnchorElement>(slots.length);
  // A day is listed only with times in it.
  const dayZone = timeZoneLabel(slots[0]!.startsAt, i18n.locale, timeZone);
  return (
    <div className="vet-slots__day">
      <h3 id={headingId}>
        {day} <span className="muted vet-slots__zone">{dayZone}</span>
      </h3>
      <ul className="vet-slots__times plain-list" aria-labelledby={headingId} aria-describedby={keysHintId}>
        {slots.map((slot, index) => {
          const zone = timeZoneLabel(slot.startsAt, i18n.locale, timeZone);
          return (
            <li key={slot.startsAt}>
              <AppLink className="button button--small vet-slots__time" href={bookingHref(slot.startsAt)} {...roving.itemProps(index)}>
                {formatTime(slot.startsAt, i18n.locale, timeZone)}
                {zone !== dayZone ? ` ${zone}` : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
