import { useAuthActions } from "@convex-dev/auth/react";
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { Button } from "@/components/ui/button";
import { api } from "../../../../../convex/_generated/api";
import { useAsyncAction } from "@/hooks/use-async-action";
import { useLocale } from "@/hooks/use-locale";
import { FormError } from "../form-error";

export function SessionsSection() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { signOut } = useAuthActions();
  const signOutEverywhere = useMutation(api.accounts.signOutEverywhere);
  const action = useAsyncAction(async () => {
    await signOutEverywhere({});
    await signOut();
    await navigate({ to: "/$locale/auth/signin", params: { locale } });
  });
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">
        <Trans>Devices</Trans>
      </h2>
      <p>
        <Trans>Lost a phone or used a shared computer? Sign out of Vetline on every device, this one included.</Trans>
      </p>
      <FormError error={action.error} />
      <Button pending={action.pending} onClick={() => void action.run()}>
        <Trans>Sign out everywhere</Trans>
      </Button>
    </section>
  );
}
