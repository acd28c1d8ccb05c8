import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useLocale } from "@/hooks/use-locale";

export type AuthErrorReason = "callback" | "session-ended" | "unknown";

export function AuthErrorPage({ reason }: { reason: AuthErrorReason }) {
  const { t } = useLingui();
  useDocumentTitle(t`Sign-in failed`);
  const locale = useLocale();
  return (
    <section className="auth-page card" aria-labelledby="auth-error-title">
      <h1 id="auth-error-title">
        <Trans>We could not sign you in</Trans>
      </h1>
      <p>
        {reason === "callback" ? (
          <Trans>The sign-in link or code has expired or was already used. Please sign in again.</Trans>
        ) : reason === "session-ended" ? (
          <Trans>Your session has ended, for example after a sign-out on all devices. Please sign in again.</Trans>
        ) : (
          <Trans>Something went wrong while signing you in. Please try again.</Trans>
        )}
      </p>
      <p className="auth-form__links">
        <AppLink className="button button--primary" href={`/${locale}/auth/signin`}>
          <Trans>Sign in again</Trans>
        </AppLink>
        <AppLink href={`/${locale}`}>
          <Trans>Go to the home page</Trans>
        </AppLink>
      </p>
    </section>
  );
}
