import { createFileRoute } from "@tanstack/react-router";
import { searchValidator } from "@/lib/routing/search-validator";
import { SignInPage } from "@/features/accounts/components/sign-in-page";
import { redirectSearch } from "@/lib/routing/redirect-search";

/**
 * The sign-in slot (SPEC's route map): loaded directly it is the full sign-in page. The header's link
 * (SignInLink) opens sign-in as a dialog over the current page, masked as /{locale}/auth/signin.
 */
export const Route = createFileRoute("/$locale/@authauth/signin")({
  validateSearch: searchValidator(redirectSearch),
  component: function SignInSlotRoute() {
    const { redirect } = Route.useSearch();
    return <SignInPage redirect={redirect} />;
  },
});
