import { Trans, useLingui } from "@lingui/react/macro";
import { useAction } from "convex/react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import { passwordChangeSchema } from "@shared/accounts/profile-input";
import { api } from "../../../../../convex/_generated/api";
import { accountErrorMessage, accountFieldMessage } from "../../utils/account-error-message";
import { refusalAtField } from "@/lib/convex/server-error";
import { PasswordField } from "../password-field";

const passwordRefusalAtField = refusalAtField({
  WRONG_PASSWORD: "currentPassword",
  PASSWORD_TOO_SHORT: "newPassword",
  PASSWORD_TOO_LONG: "newPassword",
  PASSWORD_TOO_COMMON: "newPassword",
  PASSWORD_CONTAINS_PERSONAL_INFO: "newPassword",
});

export function PasswordSection() {
  const { t } = useLingui();
  const showToast = useToast();
  const changePassword = useAction(api.accounts.changePassword);
  const { form, formRef, values, pending, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { currentPassword: "", newPassword: "" },
    schema: passwordChangeSchema,
    submit: changePassword,
    fieldMessage: accountFieldMessage,
    fieldsOfRefusal: passwordRefusalAtField,
    onSaved: () => showToast(t`Your password is changed. Your other devices have been signed out.`),
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
      </form>
    </section>
  );
}
