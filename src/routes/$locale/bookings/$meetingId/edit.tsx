import { createFileRoute } from "@tanstack/react-router";
import { EditBookingPage } from "@/features/bookings/components/edit-booking-page";

export const Route = createFileRoute("/$locale/bookings/$meetingId/edit")({
  component: EditBookingRoute,
});

function EditBookingRoute() {
  const { locale, meetingId } = Route.useParams();
  return (
    // Both sides change a consultation here: the owner moves or cancels it, the vet proposes a time or cancels.
    <EditBookingPage locale={locale} meetingId={meetingId} />
  );
}
