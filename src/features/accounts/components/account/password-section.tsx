import { Trans, useLingui } from "@lingui/react/macro";
import { useAction } from "convex/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { api } from "../../../../../convex/_generated/api";
import { useAsyncAction } from "@/hooks/use-async-action";
import { FormError } from "../form-error";
import { PasswordField } from "../password-field";

export function PasswordSection() {
  const { t } = useLingui();
  const showToast = useToast();
  const changePassword = useAction(api.accounts.changePassword);
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const change = useAsyncAction(async () => {
    await changePassword({ currentPassword, newPassword });
    setCurrentPassword("");
    setNewPassword("");
    showToast(t`Your password is changed. Your other devices have been signed out.`);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void change.run();
  }

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">
        <Trans>Password</Trans>
      </h2>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <PasswordField label={t`Current password`} required value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />
        <PasswordField label={t`New password`} isNew required value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
        <Button type="submit" pending={change.pending}>
          <Trans>Change password</Trans>
        </Button>
        <FormError error={change.error} />
      </form>
    </section>
  );
}
