import { useAuthActions } from "@convex-dev/auth/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { deviceTimeZone } from "@/lib/format/date-time";
import { countryOptions } from "@/lib/format/country-options";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import type { Locale } from "@/lib/i18n/locales";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useLocale } from "@/hooks/use-locale";
import { signUpSchema } from "@shared/accounts/auth-input";
import type { Role } from "../utils/landing-path";
import { accountErrorMessage, accountFieldMessage } from "../utils/account-error-message";
import { accountRefusalAtField } from "../utils/account-refusal-fields";
import { carriedEmail, carryEmail } from "../utils/carried-email";
import { LocaleAndZoneFields } from "./locale-and-zone-fields";
import { PasswordField } from "./password-field";
import { SignedInRedirect } from "./signed-in-redirect";

const signUpRefusalAtField = accountRefusalAtField(
  {
    INVALID_NAME: "name",
    INVALID_EMAIL: "email",
    EMAIL_ALREADY_REGISTERED: "email",
    INVALID_LICENCE_NUMBER: "licenceNumber",
    INVALID_LICENCE_COUNTRY: "licenceCountry",
    INVALID_LOCALE: "locale",
    INVALID_TIME_ZONE: "timeZone",
  },
  "password",
);

export function SignUpPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  const pageLocale = useLocale();
  const { signIn } = useAuthActions();
  useDocumentTitle(t`Create an account`);
  const countries = useMemo(() => countryOptions(pageLocale), [pageLocale]);
  const [typedEarlier] = useState(carriedEmail);
  // Signed in once the account exists: SignedInRedirect takes the new user on.
  const { form, formRef, values, pending, fieldErrors, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: {
      role: "owner" as Role,
      name: "",
      email: typedEarlier,
      password: "",
      locale: pageLocale as Locale,
      timeZone: deviceTimeZone(),
      licenceNumber: "",
      licenceCountry: "",
    },
    schema: signUpSchema,
    submit: (account) => signIn("password", { flow: "signUp", ...account }),
    onSaved: () => carryEmail(""),
    fieldMessage: accountFieldMessage,
    fieldsOfRefusal: signUpRefusalAtField,
    guardsLeaving: false,
  });
  const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : "";

  return (
    <section className="auth-page card" aria-labelledby="sign-up-title">
      <SignedInRedirect redirect={redirect} />
      <h1 id="sign-up-title">
        <Trans>Create an account</Trans>
      </h1>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <fieldset className="role-choice">
          <legend>
            <Trans>I am</Trans>
          </legend>
          <label>
            <input type="radio" name="role" value="owner" checked={values.role === "owner"} onChange={() => form.setFieldValue("role", "owner")} />
            <Trans>a pet owner</Trans>
          </label>
          <label>
            <input type="radio" name="role" value="vet" checked={values.role === "vet"} onChange={() => form.setFieldValue("role", "vet")} />
            <Trans>a veterinarian</Trans>
          </label>
        </fieldset>
        <TextField
          label={t`Name`}
          autoComplete="name"
          required
          maxLength={100}
          error={errorAt("name")}
          value={values.name}
          onChange={(e) => form.setFieldValue("name", e.target.value)}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          error={errorAt("email")}
          value={values.email}
          onChange={(e) => {
            form.setFieldValue("email", e.target.value);
            carryEmail(e.target.value);
          }}
        />
        {fieldErrors.email === "EMAIL_ALREADY_REGISTERED" ? (
          <p className="auth-form__links">
            <AppLink href={`/${pageLocale}/auth/signin${query}`}>
              <Trans>Sign in with this address</Trans>
            </AppLink>
            <AppLink href={`/${pageLocale}/auth/reset-password`}>
              <Trans>Reset its password</Trans>
            </AppLink>
          </p>
        ) : null}
        <PasswordField
          label={t`Password`}
          isNew
          required
          error={errorAt("password")}
          value={values.password}
          onChange={(e) => form.setFieldValue("password", e.target.value)}
        />
        {values.role === "vet" ? (
          <>
            <TextField
              label={t`Veterinary licence number`}
              hint={t`Your profile stays hidden from pet owners until you publish it.`}
              required
              error={errorAt("licenceNumber")}
              value={values.licenceNumber}
              onChange={(e) => form.setFieldValue("licenceNumber", e.target.value)}
            />
            <SelectField
              label={t`Licence issued in`}
              required
              error={errorAt("licenceCountry")}
              value={values.licenceCountry}
              onChange={(e) => form.setFieldValue("licenceCountry", e.target.value)}
            >
              <option value="">{t`Choose a country`}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
        <LocaleAndZoneFields
          locale={values.locale}
          timeZone={values.timeZone}
          onLocaleChange={(locale) => form.setFieldValue("locale", locale)}
          onTimeZoneChange={(timeZone) => form.setFieldValue("timeZone", timeZone)}
          localeError={errorAt("locale")}
          timeZoneError={errorAt("timeZone")}
        />
        <Button type="submit" variant="primary" pending={pending}>
          <Trans>Create account</Trans>
        </Button>
        <FormRefusal refusal={refusal} messageFor={accountErrorMessage} />
        <p className="auth-form__links">
          <AppLink href={`/${pageLocale}/auth/signin${query}`}>
            <Trans>I already have an account</Trans>
          </AppLink>
        </p>
      </form>
    </section>
  );
}
