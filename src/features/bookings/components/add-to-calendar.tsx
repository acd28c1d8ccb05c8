import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { isLocale } from "@/lib/i18n/locales";

/**
 * "Add to calendar": the consultation's .ics file (the same entry, UID and version, as the emailed invite)
 * and links for Google Calendar and Outlook, all built by the server from one calendar event.
 */
export function AddToCalendar({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useLingui();
  const entry = useQuery(api.calendar.consultationCalendarEntry, { bookingId, ...(isLocale(i18n.locale) ? { locale: i18n.locale } : {}) });
  if (entry === undefined || entry === null || entry.cancelled) return null;
  const href = `data:text/calendar;charset=utf-8,${encodeURIComponent(entry.ics)}`;
  return (
    <section className="add-to-calendar" aria-label={t`Add to calendar`}>
      <h2 className="add-to-calendar__title">
        <Trans>Add to calendar</Trans>
      </h2>
      <ul className="add-to-calendar__links">
        <li>
          <a className="button button--small" href={href} download={entry.filename}>
            <Trans>Calendar file (.ics)</Trans>
          </a>
        </li>
        <li>
          <a className="button button--small" href={entry.googleUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Google Calendar</Trans>
          </a>
        </li>
        <li>
          <a className="button button--small" href={entry.outlookUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Outlook.com</Trans>
          </a>
        </li>
      </ul>
    </section>
  );
}
