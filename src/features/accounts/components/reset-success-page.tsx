import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate, useRouterState } from "@tanstack/react-router";
import { AppLink } from "@/components/layout/app-link";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useViewer } from "../api/use-viewer";
import { useLocale } from "@/hooks/use-locale";
import { landingPath } from "../utils/landing-path";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** Set by the reset form once the new password is saved: only then does this page say so (a reload keeps it). */
    passwordChanged?: true;
  }
}

/** After a password reset: says it is done. Reached any other way (an address typed or kept), it is the reset form. */
export function ResetSuccessPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Password changed`);
  const locale = useLocale();
  const viewer = useViewer();
  const changed = useRouterState({ select: (state) => state.location.state.passwordChanged === true });
  if (!changed) return <Navigate to="/$locale/auth/reset-password" params={{ locale }} replace />;
  const signedIn = viewer.status === "signed-in";
  return (
    <section className="auth-page card" aria-labelledby="reset-success-title">
      <h1 id="reset-success-title">
        <Trans>Your password has been changed</Trans>
      </h1>
      <p>
        <Trans>For your safety, every other device signed in to your account has been signed out.</Trans>
      </p>
      <p>
        {signedIn ? (
          <AppLink className="button button--primary" href={landingPath(locale, viewer.viewer.role)}>
            <Trans>Continue</Trans>
          </AppLink>
        ) : (
          <AppLink className="button button--primary" href={`/${locale}/auth/signin`}>
            <Trans>Sign in</Trans>
          </AppLink>
        )}
      </p>
    </section>
  );
}
