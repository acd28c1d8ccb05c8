import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useLayoutEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { useViewer } from "../api/use-viewer";
import { useLocale } from "@/hooks/use-locale";
import { landingPath } from "../utils/landing-path";
import { SignInForm } from "./sign-in-form";

export default function SignInDialog() {
  const { t } = useLingui();
  const router = useRouter();
  const pageBelow = useRouterState({ select: (state) => state.location.href });
  const [signedIn, setSignedIn] = useState(false);
  return (
    <Dialog title={<Trans>Sign in</Trans>} closeLabel={t`Close`} onClose={() => router.history.back()}>
      <SignInForm onSignedIn={() => setSignedIn(true)} />
      {signedIn ? <ContinueAfterSignIn pageBelow={pageBelow} /> : null}
    </Dialog>
  );
}

/**
 * Back to the page sign-in was opened over, once the account is known; from the public home page (nothing there is
 * for a signed-in user) on to the role's own start page, as a vet expects their overview.
 */
function ContinueAfterSignIn({ pageBelow }: { pageBelow: string }) {
  const router = useRouter();
  const viewer = useViewer();
  const locale = useLocale();
  // Signing in has stored the session; the account is known a moment later.
  const role = viewer.status === "signed-in" ? (viewer.viewer.role ?? "owner") : null;
  useLayoutEffect(() => {
    if (role === null) return;
    const onHomePage = /^\/[a-z]{2}\/?(?:[?#].*)?$/.test(pageBelow);
    void router.navigate({ href: onHomePage ? landingPath(locale, role) : pageBelow, replace: true });
  }, [router, role, locale, pageBelow]);
  return null;
}
