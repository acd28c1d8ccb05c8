import { createFileRoute } from "@tanstack/react-router";
import { searchValidator } from "@/lib/routing/search-validator";
import { SignUpPage } from "@/features/accounts/components/sign-up-page";
import { redirectSearch } from "@/lib/routing/redirect-search";

export const Route = createFileRoute("/$locale/auth/signup")({
  validateSearch: searchValidator(redirectSearch),
  component: function SignUpRoute() {
    const { redirect } = Route.useSearch();
    return <SignUpPage redirect={redirect} />;
  },
});
