import { Trans, useLingui } from "@lingui/react/macro";
import { useAction } from "convex/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api } from "../../../../../convex/_generated/api";
import { useAsyncAction } from "@/hooks/use-async-action";
import { FormError } from "../form-error";
import { PasswordField } from "../password-field";

export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const { t } = useLingui();
  const showToast = useToast();
  const changeEmail = useAction(api.accounts.changeEmail);
  const [newEmail, setNewEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const change = useAsyncAction(async () => {
    await changeEmail({ newEmail, currentPassword });
    setNewEmail("");
    setCurrentPassword("");
    showToast(t`Your email address is changed. Use it the next time you sign in.`);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void change.run();
  }

  return (
    <section className="card" aria-labelledby="email-title">
      <h2 id="email-title">
        <Trans>Email address</Trans>
      </h2>
      <p>
        <Trans>You sign in with {currentEmail}.</Trans>
      </p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField label={t`New email address`} type="email" autoComplete="email" required value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
        <PasswordField
          label={t`Current password`}
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <Button type="submit" pending={change.pending}>
          <Trans>Change email</Trans>
        </Button>
        <FormError error={change.error} />
      </form>
    </section>
  );
}
