import { createFileRoute } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { VetSummaryPage } from "@/features/bookings/components/vet-summary-page";

export const Route = createFileRoute("/$locale/bookings/$meetingId/summary/vet")({
  component: VetSummaryRoute,
});

function VetSummaryRoute() {
  const { locale, meetingId } = Route.useParams();
  return (
    <RequireRole role="vet">
      <VetSummaryPage locale={locale} meetingId={meetingId} />
    </RequireRole>
  );
}
