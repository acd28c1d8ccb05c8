import { createFileRoute } from "@tanstack/react-router";
import { AvailableNowPanel } from "@/features/see-a-vet-now/components/available-now-panel";
import { VetOverviewPage } from "@/features/vet-overview/components/vet-overview-page";
import { MINUTE_MS } from "@shared/time";
import { vetOverviewQuery } from "@/features/vet-overview/api/vet-overview-queries";
import { prewarm } from "@/lib/data/prewarm";

export const Route = createFileRoute("/$locale/vet/overview")({
  codeSplitGroupings: [["loader", "component"]],
  component: OverviewRoute,
  loader: ({ context }) => prewarm(context.convex, vetOverviewQuery(Math.floor(Date.now() / MINUTE_MS))),
});

function OverviewRoute() {
  const { locale } = Route.useParams();
  return <VetOverviewPage availableNow={<AvailableNowPanel locale={locale} />} />;
}
