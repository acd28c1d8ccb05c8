import { createFileRoute } from "@tanstack/react-router";
import { searchValidator } from "@/lib/routing/search-validator";
import { SignInPage } from "@/features/accounts/components/sign-in-page";
import { redirectSearch } from "@/lib/routing/redirect-search";

/**
 * The sign-in slot. Loaded directly it is the full sign-in page; opened by a link inside the app
 * (SignInLink) the URL only masks the current page, over which the dialog is shown.
 */
export const Route = createFileRoute("/$locale/@authauth/signin")({
  validateSearch: searchValidator(redirectSearch),
  component: function SignInSlotRoute() {
    const { redirect } = Route.useSearch();
    return <SignInPage redirect={redirect} />;
  },
});
