import { createFileRoute } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { VetSummaryPage } from "@/features/bookings/components/vet-summary-page";
import { BookingRouteError } from "../-components/booking-route-error";

export const Route = createFileRoute("/$locale/bookings/$meetingId/summary/vet")({
  component: VetSummaryRoute,
  errorComponent: BookingRouteError,
});

function VetSummaryRoute() {
  const { locale, meetingId } = Route.useParams();
  return (
    <RequireRole role="vet">
      <VetSummaryPage locale={locale} meetingId={meetingId} />
    </RequireRole>
  );
}
