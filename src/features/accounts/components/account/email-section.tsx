import { Trans, useLingui } from "@lingui/react/macro";
import { useAction } from "convex/react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { FormSavedNotice } from "@/lib/forms/form-saved-notice";
import { useAppForm } from "@/lib/forms/use-app-form";
import { emailChangeSchema } from "@shared/accounts/profile-input";
import { api } from "../../../../../convex/_generated/api";
import { accountErrorMessage, accountFieldMessage } from "../../utils/account-error-message";
import { refusalAtField } from "@/lib/convex/server-error";
import { PasswordField } from "../password-field";

const emailRefusalAtField = refusalAtField({
  INVALID_EMAIL: "newEmail",
  EMAIL_ALREADY_REGISTERED: "newEmail",
  WRONG_PASSWORD: "currentPassword",
});

export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const { t } = useLingui();
  const changeEmail = useAction(api.accounts.changeEmail);
  const { form, formRef, values, pending, saved, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { newEmail: "", currentPassword: "" },
    schema: emailChangeSchema,
    submit: changeEmail,
    fieldMessage: accountFieldMessage,
    fieldsOfRefusal: emailRefusalAtField,
    afterSave: () => ({ newEmail: "", currentPassword: "" }),
  });

  return (
    <section className="card" aria-labelledby="email-title">
      <h2 id="email-title">
        <Trans>Email address</Trans>
      </h2>
      <p>
        <Trans>You sign in with {currentEmail}.</Trans>
      </p>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`New email address`}
          type="email"
          autoComplete="email"
          required
          value={values.newEmail}
          error={errorAt("newEmail")}
          onChange={(e) => form.setFieldValue("newEmail", e.target.value)}
        />
        <PasswordField
          label={t`Current password`}
          required
          value={values.currentPassword}
          error={errorAt("currentPassword")}
          onChange={(e) => form.setFieldValue("currentPassword", e.target.value)}
        />
        <Button type="submit" pending={pending}>
          <Trans>Change email</Trans>
        </Button>
        <FormRefusal refusal={refusal} messageFor={accountErrorMessage} />
        <FormSavedNotice saved={saved}>
          <Trans>Your email address is changed. Use it the next time you sign in.</Trans>
        </FormSavedNotice>
      </form>
    </section>
  );
}
