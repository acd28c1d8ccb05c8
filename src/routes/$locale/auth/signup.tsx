import { createFileRoute } from "@tanstack/react-router";
import { SignUpPage } from "@/features/accounts/components/sign-up-page";
import { redirectSearch } from "@/lib/routing/redirect-search";

export const Route = createFileRoute("/$locale/auth/signup")({
  validateSearch: redirectSearch,
  component: function SignUpRoute() {
    const { redirect } = Route.useSearch();
    return <SignUpPage redirect={redirect} />;
  },
});
