import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { WaitingPage } from "@/features/see-a-vet-now/components/waiting-page";

export const Route = createFileRoute("/$locale/bookings/now/$requestId")({
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: WaitingRoute,
});

function WaitingRoute() {
  const { locale, requestId } = Route.useParams();
  return <WaitingPage locale={locale} requestId={requestId} />;
}
