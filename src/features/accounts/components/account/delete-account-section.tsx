import { useAuthActions } from "@convex-dev/auth/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useAction } from "convex/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { api } from "../../../../../convex/_generated/api";
import { useAsyncAction } from "@/hooks/use-async-action";
import { useLocale } from "@/hooks/use-locale";
import { FormError } from "../form-error";
import { PasswordField } from "../password-field";

export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="card account-danger" aria-labelledby="delete-title">
      <h2 id="delete-title">
        <Trans>Delete account</Trans>
      </h2>
      <p>
        <Trans>
          This removes your account and your personal data for good and signs you out everywhere. Records of past
          consultations keep no trace of who you were.
        </Trans>
      </p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trans>Delete my account…</Trans>
      </Button>
      {confirming ? <ConfirmDeletionDialog onClose={() => setConfirming(false)} /> : null}
    </section>
  );
}

function ConfirmDeletionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { signOut } = useAuthActions();
  const showToast = useToast();
  const deleteMyAccount = useAction(api.accounts.deleteMyAccount);
  const [password, setPassword] = useState("");
  const remove = useAsyncAction(async () => {
    await deleteMyAccount({ password });
    await signOut();
    await navigate({ to: "/$locale", params: { locale }, replace: true });
    showToast(t`Your account and your personal data have been deleted.`);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void remove.run();
  }

  return (
    <Dialog title={<Trans>Delete your account?</Trans>} closeLabel={t`Close`} onClose={onClose}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <p>
          <Trans>Enter your password to confirm. This cannot be undone.</Trans>
        </p>
        <FormError error={remove.error} />
        <PasswordField label={t`Password`} required value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className="dialog__actions">
          <Button onClick={onClose}>
            <Trans>Keep my account</Trans>
          </Button>
          <Button type="submit" variant="danger" pending={remove.pending}>
            <Trans>Delete for good</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
