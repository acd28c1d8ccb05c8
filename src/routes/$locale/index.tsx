import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@/features/marketing/components/home-page";

export const Route = createFileRoute("/$locale/")({
  // The most common first page is small: in the entry chunk it paints without a second round trip.
  codeSplitGroupings: [],
  component: HomePage,
});
