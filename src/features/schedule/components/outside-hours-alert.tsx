import { Plural, useLingui } from "@lingui/react/macro";
import { Alert } from "@/components/ui/alert";
import { formatDateTime } from "@/lib/format/date-time";
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
          one="# upcoming consultation is outside your hours. It stays booked; reschedule or cancel it from the booking if needed."
          other="# upcoming consultations are outside your hours. They stay booked; reschedule or cancel them from the booking if needed."
        />
      </p>
      <ul className="outside-hours-list">
        {bookings.map((booking) => (
          <li key={booking.bookingId}>{formatDateTime(booking.startsAt, i18n.locale, timeZone)}</li>
        ))}
      </ul>
    </Alert>
  );
}
