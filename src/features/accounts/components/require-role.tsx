import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate, useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useViewer } from "../api/use-viewer";
import { useLocale } from "../hooks/use-locale";
import { landingPath, type Role } from "../utils/landing-path";
import { isAuthPath } from "../utils/safe-redirect";

/**
 * Route guard (UX only; every Convex function checks identity and role itself): a signed-out visitor
 * goes to sign-in and comes back afterwards; a user of the other role sees "not for your account".
 */
export function RequireRole({ role, children }: { role?: Role; children: ReactNode }) {
  const viewer = useViewer();
  const locale = useLocale();
  // The page this guard is rendered for: while a navigation is pending, `location` is already the next one.
  const here = useRouterState({ select: (state) => state.resolvedLocation?.href ?? state.location.href });
  const navigating = useRouterState({ select: (state) => state.status === "pending" });
  if (viewer.status === "loading") {
    return (
      <div className="guard-loading" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  if (viewer.status === "signed-out") {
    // Signing out or deleting the account navigates away by itself; and never redirect to sign-in twice.
    if (navigating || isAuthPath(new URL(here, window.location.origin).pathname)) return null;
    return <Navigate to="/$locale/auth/signin" params={{ locale }} search={{ redirect: here }} replace />;
  }
  if (role !== undefined && viewer.viewer.role !== role) {
    return <NotForYourAccount home={landingPath(locale, viewer.viewer.role)} />;
  }
  return children;
}

function NotForYourAccount({ home }: { home: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Not available for your account`);
  return (
    <section className="error-page" aria-labelledby="not-for-you-title">
      <h1 id="not-for-you-title">
        <Trans>This page is not for your account</Trans>
      </h1>
      <p>
        <Trans>
          This part of Vetline is for the other kind of account: pet owners and veterinarians each have their own pages.
        </Trans>
      </p>
      <p>
        <AppLink className="button button--primary" href={home}>
          <Trans>Go to my start page</Trans>
        </AppLink>
      </p>
    </section>
  );
}
