import { useAuthActions } from "@convex-dev/auth/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useAsyncAction } from "@/hooks/use-async-action";
import { useLocale } from "@/hooks/use-locale";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";

type SignInFormProps = {
  /** Carried to the sign-up page so a new user also ends up where they were going. */
  redirect?: string;
  onSignedIn?: () => void;
};

export function SignInForm({ redirect, onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { signIn } = useAuthActions();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const submit = useAsyncAction(async () => {
    await signIn("password", { flow: "signIn", email, password });
    onSignedIn?.();
  });
  const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : "";

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit.run();
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormError error={submit.error} />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField label={t`Password`} required value={password} onChange={(event) => setPassword(event.target.value)} />
      <Button type="submit" variant="primary" pending={submit.pending}>
        <Trans>Sign in</Trans>
      </Button>
      <p className="auth-form__links">
        <AppLink href={`/${locale}/auth/reset-password`}>
          <Trans>Forgot your password?</Trans>
        </AppLink>
        <AppLink href={`/${locale}/auth/signup${query}`}>
          <Trans>Create an account</Trans>
        </AppLink>
      </p>
    </form>
  );
}
