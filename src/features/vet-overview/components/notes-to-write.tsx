import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { BookingStatusBadge } from "@/components/ui/booking-status-badge";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import type { VetOverview } from "../api/use-vet-overview";

export function NotesToWrite({ notes, locale, timeZone }: { notes: VetOverview["notesToWrite"]; locale: string; timeZone: string }) {
  const { t } = useLingui();
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="notes-title" className="card">
      <h2 id="notes-title">
        <Trans>Notes to write</Trans>
      </h2>
      <ul className="plain-list">
        {notes.map((note) => (
          <li key={note.bookingId}>
            <AppLink href={`/${locale}/bookings/${note.bookingId}/summary/vet`}>
              {note.petName ?? t`A removed pet`} · {formatDateTimeWithZone(note.startsAt, locale, timeZone)}
            </AppLink>
            {note.interruption !== null ? (
              <>
                {" "}
                <BookingStatusBadge status="completed" interruption={note.interruption} viewer="vet" />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
