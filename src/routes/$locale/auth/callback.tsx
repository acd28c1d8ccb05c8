import { createFileRoute } from "@tanstack/react-router";
import { AuthCallbackPage } from "@/features/accounts/components/auth-callback-page";
import { redirectSearch } from "@/lib/routing/redirect-search";

export const Route = createFileRoute("/$locale/auth/callback")({
  validateSearch: redirectSearch,
  component: function AuthCallbackRoute() {
    const { redirect } = Route.useSearch();
    return <AuthCallbackPage redirect={redirect} />;
  },
});
