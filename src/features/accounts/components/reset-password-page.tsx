import { useAuthActions } from "@convex-dev/auth/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import { useLocale } from "@/hooks/use-locale";
import { resetRequestSchema, resetVerificationSchema } from "@shared/accounts/auth-input";
import { accountErrorMessage, accountFieldMessage } from "../utils/account-error-message";
import { accountRefusalAtField } from "../utils/account-refusal-fields";
import { carriedEmail, carryEmail } from "../utils/carried-email";
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

// Whether an account has the email is not told: an unknown one gets the same answer as a known one.
const requestRefusalAtField = accountRefusalAtField({ INVALID_EMAIL: "email", TOO_MANY_RESET_CODES: "email" });
const verificationRefusalAtField = accountRefusalAtField({ INVALID_RESET_CODE: "code" }, "newPassword");

function RequestCodeForm({ onRequested }: { onRequested: (email: string) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { signIn } = useAuthActions();
  const [typedEarlier] = useState(carriedEmail);
  const { form, formRef, values, pending, fieldErrors, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { email: typedEarlier },
    schema: resetRequestSchema,
    submit: ({ email }) => signIn("password", { flow: "reset", email }),
    onSaved: ({ email }) => onRequested(email),
    fieldMessage: accountFieldMessage,
    fieldsOfRefusal: requestRefusalAtField,
    guardsLeaving: false,
  });

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
      <p>
        <Trans>Enter the email address of your account. We will send you a code to choose a new password.</Trans>
      </p>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errorAt("email")}
        onChange={(e) => {
          form.setFieldValue("email", e.target.value);
          carryEmail(e.target.value);
        }}
      />
      <Button type="submit" variant="primary" pending={pending}>
        <Trans>Send me a code</Trans>
      </Button>
      <FormRefusal refusal={refusal} messageFor={accountErrorMessage} />
      {fieldErrors.email === "TOO_MANY_RESET_CODES" ? (
        // The codes already sent still work: the way to the step that takes one.
        <Button onClick={() => onRequested(values.email.trim())}>
          <Trans>Enter a code I received</Trans>
        </Button>
      ) : null}
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
  const { form, formRef, values, pending, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { code: "", newPassword: "" },
    schema: resetVerificationSchema,
    submit: ({ code, newPassword }) => signIn("password", { flow: "reset-verification", email, code, newPassword }),
    onSaved: () => {
      carryEmail("");
      void navigate({ to: "/$locale/auth/reset-password/success", params: { locale }, replace: true, state: { passwordChanged: true } });
    },
    fieldMessage: accountFieldMessage,
    fieldsOfRefusal: verificationRefusalAtField,
    guardsLeaving: false,
  });

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
      <Alert tone="info">
        <Trans>
          If an account exists for {email}, we have sent it an 8-digit code. The code works once and expires after 10
          minutes.
        </Trans>
      </Alert>
      <TextField
        label={t`Code from the email`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={12}
        required
        value={values.code}
        error={errorAt("code")}
        onChange={(e) => form.setFieldValue("code", e.target.value)}
      />
      <PasswordField
        label={t`New password`}
        isNew
        required
        value={values.newPassword}
        error={errorAt("newPassword")}
        onChange={(e) => form.setFieldValue("newPassword", e.target.value)}
      />
      <Button type="submit" variant="primary" pending={pending}>
        <Trans>Set new password</Trans>
      </Button>
      <FormRefusal refusal={refusal} messageFor={accountErrorMessage} />
      <p className="auth-form__links">
        <button type="button" className="button button--ghost button--small" onClick={onRestart}>
          <Trans>Use another email or send a new code</Trans>
        </button>
      </p>
    </form>
  );
}
