import { createFileRoute } from "@tanstack/react-router";
import { SignInPage } from "@/features/accounts/components/sign-in-page";
import { redirectSearch } from "@/lib/routing/redirect-search";

export const Route = createFileRoute("/$locale/auth/signin")({
  validateSearch: redirectSearch,
  component: function SignInRoute() {
    const { redirect } = Route.useSearch();
    return <SignInPage redirect={redirect} />;
  },
});
