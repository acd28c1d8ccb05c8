import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate } from "@tanstack/react-router";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useViewer } from "../api/use-viewer";
import { useLocale } from "@/hooks/use-locale";
import { SignedInRedirect } from "./signed-in-redirect";

/**
 * Where a redirect-based sign-in step returns: the auth provider exchanges the `code` in the URL
 * by itself; this page waits for it, then goes on to `redirect` or explains the failure.
 */
export function AuthCallbackPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Signing you in`);
  const locale = useLocale();
  const viewer = useViewer();
  if (viewer.status === "signed-out") {
    return <Navigate to="/$locale/auth/error" params={{ locale }} search={{ reason: "callback" }} replace />;
  }
  return (
    <section className="auth-page card" aria-busy="true">
      <SignedInRedirect redirect={redirect} />
      <p className="auth-page__waiting">
        <Spinner />
        <Trans>Signing you in…</Trans>
      </p>
    </section>
  );
}
