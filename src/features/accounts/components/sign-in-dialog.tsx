import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { Dialog } from "@/components/ui/dialog";
import { SignInForm } from "./sign-in-form";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** Set when sign-in was opened from inside the app: the page stays and sign-in shows over it. */
    authDialog?: "signin";
  }
}

/** Shows the sign-in dialog over the current page when a link inside the app asked for it. */
export function SignInDialogHost() {
  const open = useRouterState({ select: (state) => state.location.state.authDialog === "signin" });
  return open ? <SignInDialog /> : null;
}

function SignInDialog() {
  const { t } = useLingui();
  const router = useRouter();
  const pageBelow = useRouterState({ select: (state) => state.location.href });
  return (
    <Dialog title={<Trans>Sign in</Trans>} closeLabel={t`Close`} onClose={() => router.history.back()}>
      <SignInForm onSignedIn={() => void router.navigate({ href: pageBelow, replace: true })} />
    </Dialog>
  );
}
