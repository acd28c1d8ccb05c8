import { createFileRoute } from "@tanstack/react-router";
import { searchValidator } from "@/lib/routing/search-validator";
import { AuthCallbackPage } from "@/features/accounts/components/auth-callback-page";
import { redirectSearch } from "@/lib/routing/redirect-search";

export const Route = createFileRoute("/$locale/auth/callback")({
  validateSearch: searchValidator(redirectSearch),
  component: function AuthCallbackRoute() {
    const { redirect } = Route.useSearch();
    return <AuthCallbackPage redirect={redirect} />;
  },
});
