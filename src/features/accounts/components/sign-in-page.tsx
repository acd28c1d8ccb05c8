import { Trans, useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { SignedInRedirect } from "./signed-in-redirect";
import { SignInForm } from "./sign-in-form";

export function SignInPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  return (
    <section className="auth-page card" aria-labelledby="sign-in-title">
      <SignedInRedirect redirect={redirect} />
      <h1 id="sign-in-title">
        <Trans>Sign in</Trans>
      </h1>
      <SignInForm redirect={redirect} />
    </section>
  );
}
