import { Trans, useLingui } from "@lingui/react/macro";
import { useAction } from "convex/react";
import { Button } from "@/components/ui/button";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { FormSavedNotice } from "@/lib/forms/form-saved-notice";
import { useAppForm } from "@/lib/forms/use-app-form";
import { passwordChangeSchema } from "@shared/accounts/profile-input";
import { api } from "../../../../../convex/_generated/api";
import { accountErrorMessage, accountFieldMessage } from "../../utils/account-error-message";
import { accountRefusalAtField } from "../../utils/account-refusal-fields";
import { PasswordField } from "../password-field";

const passwordRefusalAtField = accountRefusalAtField({ WRONG_PASSWORD: "currentPassword" }, "newPassword");

export function PasswordSection() {
  const { t } = useLingui();
  const changePassword = useAction(api.accounts.changePassword);
  const { form, formRef, values, pending, saved, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { currentPassword: "", newPassword: "" },
    schema: passwordChangeSchema,
    submit: changePassword,
    fieldMessage: accountFieldMessage,
    fieldsOfRefusal: passwordRefusalAtField,
    afterSave: () => ({ currentPassword: "", newPassword: "" }),
  });

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">
        <Trans>Password</Trans>
      </h2>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t`Current password`}
          required
          value={values.currentPassword}
          error={errorAt("currentPassword")}
          onChange={(e) => form.setFieldValue("currentPassword", e.target.value)}
        />
        <PasswordField
          label={t`New password`}
          isNew
          required
          value={values.newPassword}
          error={errorAt("newPassword")}
          onChange={(e) => form.setFieldValue("newPassword", e.target.value)}
        />
        <Button type="submit" pending={pending}>
          <Trans>Change password</Trans>
        </Button>
        <FormRefusal refusal={refusal} messageFor={accountErrorMessage} />
        <FormSavedNotice saved={saved}>
          <Trans>Your password is changed. Your other devices have been signed out.</Trans>
        </FormSavedNotice>
      </form>
    </section>
  );
}
