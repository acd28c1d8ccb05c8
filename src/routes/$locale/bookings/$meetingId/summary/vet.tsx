import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { VetSummaryPage } from "@/features/bookings/components/vet-summary-page";

export const Route = createFileRoute("/$locale/bookings/$meetingId/summary/vet")({
  beforeLoad: (match) => requireViewer(match, "vet"),
  component: VetSummaryRoute,
});

function VetSummaryRoute() {
  const { locale, meetingId } = Route.useParams();
  return <VetSummaryPage locale={locale} meetingId={meetingId} />;
}
