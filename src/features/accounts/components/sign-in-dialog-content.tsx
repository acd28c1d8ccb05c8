import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { Dialog } from "@/components/ui/dialog";
import { SignInForm } from "./sign-in-form";

export default function SignInDialog() {
  const { t } = useLingui();
  const router = useRouter();
  const pageBelow = useRouterState({ select: (state) => state.location.href });
  return (
    <Dialog title={<Trans>Sign in</Trans>} closeLabel={t`Close`} onClose={() => router.history.back()}>
      <SignInForm onSignedIn={() => void router.navigate({ href: pageBelow, replace: true })} />
    </Dialog>
  );
}
