import { createFileRoute } from "@tanstack/react-router";
import { searchValidator } from "@/lib/routing/search-validator";
import { AuthErrorPage } from "@/features/accounts/components/auth-error-page";

const authErrorReasons = ["callback", "session-ended", "unknown"] as const;
type AuthErrorReason = (typeof authErrorReasons)[number];

export const Route = createFileRoute("/$locale/auth/error")({
  validateSearch: searchValidator<{ reason?: AuthErrorReason }>((search) => ({
    reason: authErrorReasons.find((reason) => reason === search.reason) ?? "unknown",
  })),
  component: function AuthErrorRoute() {
    const { reason } = Route.useSearch();
    return <AuthErrorPage reason={reason ?? "unknown"} />;
  },
});
