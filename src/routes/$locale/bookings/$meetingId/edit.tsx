import { createFileRoute } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { EditBookingPage } from "@/features/bookings/components/edit-booking-page";
import { BookingRouteError } from "./-components/booking-route-error";

export const Route = createFileRoute("/$locale/bookings/$meetingId/edit")({
  component: EditBookingRoute,
  errorComponent: BookingRouteError,
});

function EditBookingRoute() {
  const { locale, meetingId } = Route.useParams();
  return (
    <RequireRole role="owner">
      <EditBookingPage locale={locale} meetingId={meetingId} />
    </RequireRole>
  );
}
