import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AuthErrorPage } from "@/features/accounts/components/auth-error-page";

export const Route = createFileRoute("/$locale/auth/error")({
  validateSearch: z.object({
    reason: z.enum(["callback", "session-ended", "unknown"]).optional().catch("unknown"),
  }),
  component: function AuthErrorRoute() {
    const { reason } = Route.useSearch();
    return <AuthErrorPage reason={reason ?? "unknown"} />;
  },
});
