import { useAuthActions } from "@convex-dev/auth/react";
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { useAsyncAction } from "@/hooks/use-async-action";
import { useLocale } from "@/hooks/use-locale";

export function SignOutButton() {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const locale = useLocale();
  const action = useAsyncAction(async () => {
    await signOut();
    await navigate({ to: "/$locale", params: { locale } });
  });
  return (
    <Button size="small" variant="ghost" pending={action.pending} onClick={() => void action.run()}>
      <Trans>Sign out</Trans>
    </Button>
  );
}
