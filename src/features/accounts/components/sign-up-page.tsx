import { useAuthActions } from "@convex-dev/auth/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { firstProblemIn, focusElement, focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { errorCode } from "@/lib/convex/server-error";
import { accountErrorMessage, accountFieldMessage } from "../utils/account-error-message";
import { checkFields, type FieldErrors } from "@shared/input/field-errors";
import { signUpSchema } from "@shared/accounts/profile-input";
import { AppLink } from "@/components/layout/app-link";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { deviceTimeZone } from "@/lib/format/date-time";
import type { Locale } from "@/lib/i18n/locales";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useAsyncAction } from "@/hooks/use-async-action";
import { useLocale } from "@/hooks/use-locale";
import type { Role } from "../utils/landing-path";
import { countryOptions } from "@/lib/format/country-options";
import { FormError } from "./form-error";
import { LocaleAndZoneFields } from "./locale-and-zone-fields";
import { PasswordField } from "./password-field";
import { SignedInRedirect } from "./signed-in-redirect";

export function SignUpPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  const pageLocale = useLocale();
  const { signIn } = useAuthActions();
  useDocumentTitle(t`Create an account`);

  const [role, setRole] = useState<Role>("owner");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [timeZone, setTimeZone] = useState(deviceTimeZone);
  const [licenceNumber, setLicenceNumber] = useState("");
  const [licenceCountry, setLicenceCountry] = useState("");
  // The form's own check marks every missing field at once; a field's mark goes when it is changed.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failedChecks, setFailedChecks] = useState(0);
  const changed = (field: string) => setFieldErrors(({ [field]: _gone, ...rest }) => rest);
  const countries = useMemo(() => countryOptions(pageLocale), [pageLocale]);

  const submit = useAsyncAction(async () => {
    const params: Record<string, string> = { flow: "signUp", role, name, email, password, locale, timeZone };
    if (role === "vet") Object.assign(params, { licenceNumber, licenceCountry });
    await signIn("password", params);
  });
  const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : "";
  const { _ } = useLinguiRuntime();
  const formRef = useRef<HTMLFormElement>(null);
  // A refused password is shown at the password field (marked invalid), not only at the top of the form.
  const errorAt = (field: string) => {
    const code = fieldErrors[field];
    return code === undefined ? undefined : _(accountFieldMessage(code));
  };
  const passwordRefusal = submit.error !== null && (errorCode(submit.error) ?? "").startsWith("PASSWORD_") ? _(accountErrorMessage(submit.error)) : undefined;

  // Once the marks of a failed check are on screen: focus on the first of them.
  useLayoutEffect(() => {
    const problem = failedChecks === 0 ? null : firstProblemIn(formRef.current);
    if (problem) focusElement(problem);
  }, [failedChecks]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkFields(signUpSchema, { role, name, email, password, licenceNumber, licenceCountry });
    setFieldErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) {
      submit.clearError();
      setFailedChecks((count) => count + 1);
      return;
    }
    void submit.run().then((done) => {
      if (!done) focusWhenShown(() => firstProblemIn(formRef.current));
    });
  }

  return (
    <section className="auth-page card" aria-labelledby="sign-up-title">
      <SignedInRedirect redirect={redirect} />
      <h1 id="sign-up-title">
        <Trans>Create an account</Trans>
      </h1>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        {passwordRefusal === undefined ? <FormError error={submit.error} /> : null}
        <fieldset className="role-choice">
          <legend>
            <Trans>I am</Trans>
          </legend>
          <label>
            <input type="radio" name="role" value="owner" checked={role === "owner"} onChange={() => setRole("owner")} />
            <Trans>a pet owner</Trans>
          </label>
          <label>
            <input type="radio" name="role" value="vet" checked={role === "vet"} onChange={() => setRole("vet")} />
            <Trans>a veterinarian</Trans>
          </label>
        </fieldset>
        <TextField
          label={t`Name`}
          autoComplete="name"
          required
          maxLength={100}
          error={errorAt("name")}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            changed("name");
          }}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          error={errorAt("email")}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            changed("email");
          }}
        />
        <PasswordField
          label={t`Password`}
          isNew
          required
          error={passwordRefusal ?? errorAt("password")}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            changed("password");
          }}
        />
        {role === "vet" ? (
          <>
            <TextField
              label={t`Veterinary licence number`}
              hint={t`Your profile stays hidden from pet owners until you publish it.`}
              required
              error={errorAt("licenceNumber")}
              value={licenceNumber}
              onChange={(e) => {
                setLicenceNumber(e.target.value);
                changed("licenceNumber");
              }}
            />
            <SelectField
              label={t`Licence issued in`}
              required
              error={errorAt("licenceCountry")}
              value={licenceCountry}
              onChange={(e) => {
                setLicenceCountry(e.target.value);
                changed("licenceCountry");
              }}
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
        <LocaleAndZoneFields locale={locale} timeZone={timeZone} onLocaleChange={setLocale} onTimeZoneChange={setTimeZone} />
        <Button type="submit" variant="primary" pending={submit.pending}>
          <Trans>Create account</Trans>
        </Button>
        <p className="auth-form__links">
          <AppLink href={`/${pageLocale}/auth/signin${query}`}>
            <Trans>I already have an account</Trans>
          </AppLink>
        </p>
      </form>
    </section>
  );
}
