import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "convex/react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { FormSavedNotice } from "@/lib/forms/form-saved-notice";
import { useAppForm } from "@/lib/forms/use-app-form";
import { interfaceLanguageChoice } from "@/lib/i18n/language-names";
import type { Locale } from "@/lib/i18n/locales";
import { profileUpdateSchema } from "@shared/accounts/profile-input";
import { api } from "../../../../../convex/_generated/api";
import type { SignedInViewer } from "../../api/use-viewer";
import { useAsyncAction } from "@/hooks/use-async-action";
import { useLocale } from "@/hooks/use-locale";
import { accountErrorMessage, accountFieldMessage } from "../../utils/account-error-message";
import { refusalAtField } from "@/lib/convex/server-error";
import { FormError } from "../form-error";
import { LocaleAndZoneFields } from "../locale-and-zone-fields";
import { type HoursOnZoneChange, HoursOnZoneChangeChoice } from "./hours-on-zone-change";

const profileRefusalAtField = refusalAtField({
  INVALID_NAME: "name",
  INVALID_PHONE: "phone",
  INVALID_LOCALE: "locale",
  INVALID_TIME_ZONE: "timeZone",
});

export function ProfileSection({ account }: { account: SignedInViewer }) {
  const { t } = useLingui();
  const pageLocale = useLocale();
  const showToast = useToast();
  const updateProfile = useMutation(api.accounts.updateProfile);
  const [hoursOnZoneChange, setHoursOnZoneChange] = useState<HoursOnZoneChange>("keepClockTimes");
  const [openedAt] = useState(() => Date.now());
  const { form, formRef, values, pending, saved, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { name: account.name, phone: account.phone ?? "", locale: account.locale as Locale, timeZone: account.timeZone },
    schema: profileUpdateSchema,
    submit: (profile) =>
      updateProfile({ ...profile, ...(account.role === "vet" && profile.timeZone !== account.timeZone && { hoursOnZoneChange }) }),
    fieldMessage: accountFieldMessage,
    fieldsOfRefusal: profileRefusalAtField,
  });
  const vetChangesZone = account.role === "vet" && values.timeZone !== account.timeZone;
  const savedLanguage = interfaceLanguageChoice(account.locale, pageLocale);
  const pageLanguage = interfaceLanguageChoice(pageLocale, pageLocale);
  // Saves only the language, as it is stored: other fields being edited stay unsaved.
  const emailInPageLanguage = useAsyncAction(async () => {
    await updateProfile({ name: account.name, phone: account.phone, locale: pageLocale, timeZone: account.timeZone });
    form.setFieldValue("locale", pageLocale);
    showToast(t`Your emails will come in ${pageLanguage}.`);
  });

  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">
        <Trans>Profile</Trans>
      </h2>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Name`}
          autoComplete="name"
          required
          maxLength={100}
          value={values.name}
          error={errorAt("name")}
          onChange={(e) => form.setFieldValue("name", e.target.value)}
        />
        <TextField
          label={t`Phone (optional)`}
          type="tel"
          autoComplete="tel"
          hint={
            account.role === "vet"
              ? t`Never shown to owners; Vetline uses it only to reach you about a consultation.`
              : t`Only used by your vet if the video call fails.`
          }
          value={values.phone}
          error={errorAt("phone")}
          onChange={(e) => form.setFieldValue("phone", e.target.value)}
        />
        <LocaleAndZoneFields
          locale={values.locale}
          timeZone={values.timeZone}
          onLocaleChange={(locale) => form.setFieldValue("locale", locale)}
          onTimeZoneChange={(timeZone) => form.setFieldValue("timeZone", timeZone)}
          localeError={errorAt("locale")}
          timeZoneError={errorAt("timeZone")}
        />
        {vetChangesZone ? (
          <HoursOnZoneChangeChoice
            fromZone={account.timeZone}
            toZone={values.timeZone}
            now={openedAt}
            value={hoursOnZoneChange}
            onChange={setHoursOnZoneChange}
          />
        ) : null}
        {account.locale !== pageLocale ? (
          <Alert>
            <FormError error={emailInPageLanguage.error} />
            <p>
              <Trans>
                Your emails come in {savedLanguage}, this page is in {pageLanguage}.
              </Trans>
            </p>
            <Button pending={emailInPageLanguage.pending} onClick={() => void emailInPageLanguage.run()}>
              <Trans>Send my emails in {pageLanguage}</Trans>
            </Button>
          </Alert>
        ) : null}
        <Button type="submit" variant="primary" pending={pending}>
          <Trans>Save profile</Trans>
        </Button>
        <FormRefusal refusal={refusal} messageFor={accountErrorMessage} />
        <FormSavedNotice saved={saved}>
          <Trans>Your profile is saved.</Trans>
        </FormSavedNotice>
      </form>
    </section>
  );
}
