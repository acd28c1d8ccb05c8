import { createFileRoute } from "@tanstack/react-router";
import { SummaryPage } from "@/features/bookings/components/summary-page";
import { BookingRouteError } from "../-components/booking-route-error";

export const Route = createFileRoute("/$locale/bookings/$meetingId/summary/")({
  component: SummaryRoute,
  errorComponent: BookingRouteError,
});

function SummaryRoute() {
  const { locale, meetingId } = Route.useParams();
  return <SummaryPage locale={locale} meetingId={meetingId} />;
}
