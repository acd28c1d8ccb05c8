import { createFileRoute } from "@tanstack/react-router";
import { AvailableNowPanel } from "@/features/see-a-vet-now/components/available-now-panel";
import { VetOverviewPage } from "@/features/vet-overview/components/vet-overview-page";

export const Route = createFileRoute("/$locale/vet/overview")({
  component: OverviewRoute,
});

function OverviewRoute() {
  const { locale } = Route.useParams();
  return <VetOverviewPage availableNow={<AvailableNowPanel locale={locale} />} />;
}
