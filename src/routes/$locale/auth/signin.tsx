import { createFileRoute } from "@tanstack/react-router";
import { searchValidator } from "@/lib/routing/search-validator";
import { SignInPage } from "@/features/accounts/components/sign-in-page";
import { redirectSearch } from "@/lib/routing/redirect-search";

export const Route = createFileRoute("/$locale/auth/signin")({
  validateSearch: searchValidator(redirectSearch),
  component: function SignInRoute() {
    const { redirect } = Route.useSearch();
    return <SignInPage redirect={redirect} />;
  },
});
