import { redirect, type ParsedLocation } from "@tanstack/react-router";
import type { Locale } from "@/lib/i18n/locales";
import { NotForYourAccountError } from "@/lib/routing/not-for-your-account";
import type { SignedInViewer } from "../api/use-viewer";
import type { ViewerSource } from "../api/viewer-source";
import { landingPath, type Role } from "./landing-path";

type GuardInput = {
  context: { viewer: ViewerSource; locale: Locale };
  location: ParsedLocation;
};

/**
 * Route guard for `beforeLoad` (UX only; every Convex function checks identity and role itself). It runs
 * before the page renders: a signed-out visitor goes to sign-in and comes back afterwards; a user of the
 * other role gets "not for your account" from the route's error component. Neither sees a frame of the page.
 */
export async function requireViewer(
  { context, location }: GuardInput,
  role?: Role,
): Promise<{ signedIn: SignedInViewer }> {
  const state = await context.viewer.known();
  if (state.status === "signed-out") {
    throw redirect({
      to: "/$locale/auth/signin",
      params: { locale: context.locale },
      search: { redirect: location.href },
      replace: true,
    });
  }
  if (role !== undefined && state.viewer.role !== role) {
    throw new NotForYourAccountError(landingPath(context.locale, state.viewer.role));
  }
  return { signedIn: state.viewer };
}
