import { useAuthActions } from "@convex-dev/auth/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import { useLocale } from "@/hooks/use-locale";
import { signInSchema } from "@shared/accounts/auth-input";
import { accountErrorMessage, accountFieldMessage } from "../utils/account-error-message";
import { accountRefusalAtField } from "../utils/account-refusal-fields";
import { carriedEmail, carryEmail } from "../utils/carried-email";
import { PasswordField } from "./password-field";

// A wrong email or password is one refusal of the pair: which of the two was wrong is not told.
const signInRefusalAtField = accountRefusalAtField({ INVALID_EMAIL: "email" });

type SignInFormProps = {
  /** Carried to the sign-up page so a new user also ends up where they were going. */
  redirect?: string;
  onSignedIn?: () => void;
};

export function SignInForm({ redirect, onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { signIn } = useAuthActions();
  const [typedEarlier] = useState(carriedEmail);
  const { form, formRef, values, pending, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { email: typedEarlier, password: "" },
    schema: signInSchema,
    submit: ({ email, password }) => signIn("password", { flow: "signIn", email, password }),
    onSaved: () => {
      carryEmail("");
      onSignedIn?.();
    },
    fieldMessage: accountFieldMessage,
    fieldsOfRefusal: signInRefusalAtField,
    guardsLeaving: false,
  });
  const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : "";

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errorAt("email")}
        onChange={(event) => {
          form.setFieldValue("email", event.target.value);
          carryEmail(event.target.value);
        }}
      />
      <PasswordField
        label={t`Password`}
        required
        value={values.password}
        error={errorAt("password")}
        onChange={(event) => form.setFieldValue("password", event.target.value)}
      />
      <Button type="submit" variant="primary" pending={pending}>
        <Trans>Sign in</Trans>
      </Button>
      <FormRefusal refusal={refusal} messageFor={accountErrorMessage} />
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
