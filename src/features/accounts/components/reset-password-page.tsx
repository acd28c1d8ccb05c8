import { useAuthActions } from "@convex-dev/auth/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useAsyncAction } from "@/hooks/use-async-action";
import { useLocale } from "@/hooks/use-locale";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";

/** Step one asks for the email; step two takes the emailed code and the new password. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Reset your password`);
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  return (
    <section className="auth-page card" aria-labelledby="reset-title">
      <h1 id="reset-title">
        <Trans>Reset your password</Trans>
      </h1>
      {requestedFor === null ? (
        <RequestCodeForm onRequested={setRequestedFor} />
      ) : (
        <ChooseNewPasswordForm email={requestedFor} onRestart={() => setRequestedFor(null)} />
      )}
    </section>
  );
}

function RequestCodeForm({ onRequested }: { onRequested: (email: string) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { signIn } = useAuthActions();
  const [email, setEmail] = useState("");
  const request = useAsyncAction(async () => {
    await signIn("password", { flow: "reset", email });
    onRequested(email.trim());
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void request.run();
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p>
        <Trans>Enter the email address of your account. We will send you a code to choose a new password.</Trans>
      </p>
      <FormError error={request.error} />
      <TextField label={t`Email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="primary" pending={request.pending}>
        <Trans>Send me a code</Trans>
      </Button>
      <p className="auth-form__links">
        <AppLink href={`/${locale}/auth/signin`}>
          <Trans>Back to sign in</Trans>
        </AppLink>
      </p>
    </form>
  );
}

function ChooseNewPasswordForm({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { signIn } = useAuthActions();
  const [code, setCode] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const reset = useAsyncAction(async () => {
    await signIn("password", { flow: "reset-verification", email, code: code.replace(/\s/g, ""), newPassword });
    await navigate({ to: "/$locale/auth/reset-password/success", params: { locale }, replace: true });
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void reset.run();
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <Alert tone="info">
        <Trans>
          If an account exists for {email}, we have sent it an 8-digit code. The code works once and expires after 10
          minutes.
        </Trans>
      </Alert>
      <FormError error={reset.error} />
      <TextField
        label={t`Code from the email`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={12}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <PasswordField label={t`New password`} isNew required value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
      <Button type="submit" variant="primary" pending={reset.pending}>
        <Trans>Set new password</Trans>
      </Button>
      <p className="auth-form__links">
        <button type="button" className="button button--ghost button--small" onClick={onRestart}>
          <Trans>Use another email or send a new code</Trans>
        </button>
      </p>
    </form>
  );
}
