import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { interfaceLanguageChoice } from "@/lib/i18n/language-names";
import type { Locale } from "@/lib/i18n/locales";
import { api } from "../../../../../convex/_generated/api";
import type { SignedInViewer } from "../../api/use-viewer";
import { useAsyncAction } from "@/hooks/use-async-action";
import { useLocale } from "@/hooks/use-locale";
import { FormError } from "../form-error";
import { LocaleAndZoneFields } from "../locale-and-zone-fields";
import { type HoursOnZoneChange, HoursOnZoneChangeChoice } from "./hours-on-zone-change";

export function ProfileSection({ account }: { account: SignedInViewer }) {
  const { t } = useLingui();
  const pageLocale = useLocale();
  const showToast = useToast();
  const updateProfile = useMutation(api.accounts.updateProfile);
  const [name, setName] = useState(account.name);
  const [phone, setPhone] = useState(account.phone ?? "");
  const [locale, setLocale] = useState<Locale>(account.locale);
  const [timeZone, setTimeZone] = useState(account.timeZone);
  const [hoursOnZoneChange, setHoursOnZoneChange] = useState<HoursOnZoneChange>("keepClockTimes");
  const [openedAt] = useState(() => Date.now());
  const vetChangesZone = account.role === "vet" && timeZone !== account.timeZone;
  const savedLanguage = interfaceLanguageChoice(account.locale, pageLocale);
  const pageLanguage = interfaceLanguageChoice(pageLocale, pageLocale);
  const save = useAsyncAction(async () => {
    await updateProfile({
      name,
      phone: phone.trim() === "" ? null : phone,
      locale,
      timeZone,
      ...(vetChangesZone && { hoursOnZoneChange }),
    });
    showToast(t`Your profile is saved.`);
  });
  // Saves only the language, as it is stored: other fields being edited stay unsaved.
  const emailInPageLanguage = useAsyncAction(async () => {
    await updateProfile({ name: account.name, phone: account.phone, locale: pageLocale, timeZone: account.timeZone });
    setLocale(pageLocale);
    showToast(t`Your emails will come in ${pageLanguage}.`);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save.run();
  }

  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">
        <Trans>Profile</Trans>
      </h2>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField label={t`Name`} autoComplete="name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label={t`Phone (optional)`}
          type="tel"
          autoComplete="tel"
          hint={
            account.role === "vet"
              ? t`Never shown to owners; Vetline uses it only to reach you about a consultation.`
              : t`Only used by your vet if the video call fails.`
          }
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <LocaleAndZoneFields locale={locale} timeZone={timeZone} onLocaleChange={setLocale} onTimeZoneChange={setTimeZone} />
        {vetChangesZone ? (
          <HoursOnZoneChangeChoice
            fromZone={account.timeZone}
            toZone={timeZone}
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
        <Button type="submit" variant="primary" pending={save.pending}>
          <Trans>Save profile</Trans>
        </Button>
        <FormError error={save.error} />
      </form>
    </section>
  );
}
