import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "@/features/marketing/components/terms-page";

export const Route = createFileRoute("/$locale/terms")({
  component: TermsPage,
});
