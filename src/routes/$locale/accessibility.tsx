import { createFileRoute } from "@tanstack/react-router";
import { AccessibilityPage } from "@/features/marketing/components/accessibility-page";

export const Route = createFileRoute("/$locale/accessibility")({
  component: AccessibilityPage,
});
