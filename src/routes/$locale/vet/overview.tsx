import { createFileRoute } from "@tanstack/react-router";
import { VetOverviewPage } from "@/features/vet-overview/components/vet-overview-page";

export const Route = createFileRoute("/$locale/vet/overview")({
  component: VetOverviewPage,
});
