import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatTime, timeZoneLabel, viewerTimeZone } from "@/lib/format/date-time";
import type { Locale } from "@/lib/i18n/locales";
import { useFreeSlots } from "../api/use-vets";
import { groupSlotsByDay } from "../utils/group-slots";

const DAYS_SHOWN = 14;
const DAY_MS = 86_400_000;

/** The next two weeks of free times in the viewer's zone; live, so a slot booked by someone else disappears. */
export function VetFreeSlots({ vetId, vetTimeZone, locale }: { vetId: string; vetTimeZone: string; locale: Locale }) {
  const { t, i18n } = useLingui();
  const [from] = useState(() => Date.now());
  const slots = useFreeSlots(vetId, { from, to: from + DAYS_SHOWN * DAY_MS });
  const timeZone = viewerTimeZone();
  const viewerZone = timeZoneLabel(from, i18n.locale, timeZone);
  const vetZone = timeZoneLabel(from, i18n.locale, vetTimeZone);

  return (
    <section className="card vet-slots" aria-labelledby="vet-slots-title">
      <h2 id="vet-slots-title">
        <Trans>Free times in the next 14 days</Trans>
      </h2>
      <p className="muted">
        <Trans>Times in your time zone ({viewerZone}).</Trans>
        {vetZone !== viewerZone ? (
          <>
            {" "}
            <Trans>The vet works in {vetZone}.</Trans>
          </>
        ) : null}
      </p>
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
        groupSlotsByDay(slots, i18n.locale, timeZone).map(({ day, slots: daySlots }) => (
          <div key={day} className="vet-slots__day">
            <h3>{day}</h3>
            <ul className="vet-slots__times plain-list">
              {daySlots.map((slot) => (
                <li key={slot.startsAt}>
                  <AppLink
                    className="button button--small vet-slots__time"
                    href={`/${locale}/bookings/book/${vetId}?startsAt=${slot.startsAt}`}
                  >
                    {formatTime(slot.startsAt, i18n.locale, timeZone)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
