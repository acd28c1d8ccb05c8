import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { TimeZoneNote } from "@/components/layout/time-zone-note";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatDay, formatTime, timeZoneLabel } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import type { Locale } from "@/lib/i18n/locales";
import { useFreeSlots } from "../api/use-vets";
import { groupByLocalDay } from "@shared/slots/group-by-day";
import { freeTimesWindow } from "../utils/free-times-window";

/**
 * Today and the next 13 whole days of free times, in the viewer's account zone; live, so a slot booked by someone
 * else disappears. The list ends at a midnight, so its last day is a whole day.
 */
export function VetFreeSlots({
  vetId,
  vetName,
  vetTimeZone,
  locale,
}: {
  vetId: string;
  vetName: string;
  vetTimeZone: string;
  locale: Locale;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const [openedAt] = useState(() => Date.now());
  const slots = useFreeSlots(vetId, freeTimesWindow(openedAt, timeZone));

  return (
    <section className="card vet-slots" aria-labelledby="vet-slots-title">
      <h2 id="vet-slots-title">
        <Trans>Free times in the next 14 days</Trans>
      </h2>
      <TimeZoneNote timeZone={timeZone} at={openedAt} other={{ name: vetName, timeZone: vetTimeZone }} />
      {slots === undefined ? (
        <SkeletonBlock lines={4} label={t`Loading free times…`} />
      ) : slots.length === 0 ? (
        <p>
          <Trans>
            No free times in the next 14 days. Check again in a few days, or{" "}
            <AppLink href={`/${locale}/veterinarians`}>find another vet</AppLink> who can see your pet sooner.
          </Trans>
        </p>
      ) : (
        groupByLocalDay([...slots].sort((a, b) => a.startsAt - b.startsAt), timeZone).map(({ date, slots: daySlots }) => {
          const day = formatDay(daySlots[0]!.startsAt, i18n.locale, timeZone);
          const dayZone = timeZoneLabel(daySlots[0]?.startsAt ?? openedAt, i18n.locale, timeZone);
          return (
            <div key={date} className="vet-slots__day">
              <h3>
                {day} <span className="muted vet-slots__zone">{dayZone}</span>
              </h3>
              <ul className="vet-slots__times plain-list">
                {daySlots.map((slot) => {
                  const zone = timeZoneLabel(slot.startsAt, i18n.locale, timeZone);
                  return (
                    <li key={slot.startsAt}>
                      <AppLink
                        className="button button--small vet-slots__time"
                        href={`/${locale}/bookings/book/${vetId}?startsAt=${slot.startsAt}`}
                      >
                        {formatTime(slot.startsAt, i18n.locale, timeZone)}
                        {zone !== dayZone ? ` ${zone}` : null}
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
