import { createFileRoute } from "@tanstack/react-router";
import { ResetSuccessPage } from "@/features/accounts/components/reset-success-page";

export const Route = createFileRoute("/$locale/auth/reset-password/success")({
  component: ResetSuccessPage,
});
