import { Plural, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import { useBookingsOutsideHours } from "../api/use-schedule";

/** Bookings the current hours no longer cover: never dropped, listed for the vet to move or cancel. */
export function OutsideHoursAlert({ timeZone }: { timeZone: string }) {
  const { i18n } = useLingui();
  const bookings = useBookingsOutsideHours();
  if (bookings === undefined || bookings.length === 0) return null;
  return (
    <Alert tone="warning">
      <p>
        <Plural
          value={bookings.length}
          one="# upcoming consultation is outside your hours. It stays booked; open it below to propose another time or cancel it if needed."
          other="# upcoming consultations are outside your hours. They stay booked; open each below to propose another time or cancel it if needed."
        />
      </p>
      <ul className="outside-hours-list">
        {bookings.map((booking) => (
          <li key={booking.bookingId}>
            <AppLink href={`/${i18n.locale}/bookings/${booking.bookingId}/summary`}>
              {formatDateTimeWithZone(booking.startsAt, i18n.locale, timeZone)}
            </AppLink>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
