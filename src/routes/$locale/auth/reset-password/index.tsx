import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "@/features/accounts/components/reset-password-page";

export const Route = createFileRoute("/$locale/auth/reset-password/")({
  component: ResetPasswordPage,
});
