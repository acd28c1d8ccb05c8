import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { SelectField } from "@/components/ui/field";
import { interfaceLanguageChoice } from "@/lib/i18n/language-names";
import { locales, type Locale } from "@/lib/i18n/locales";
import { selectableTimeZones } from "../utils/time-zones";

type LocaleAndZoneFieldsProps = {
  locale: Locale;
  timeZone: string;
  onLocaleChange: (locale: Locale) => void;
  onTimeZoneChange: (timeZone: string) => void;
};

export function LocaleAndZoneFields({ locale, timeZone, onLocaleChange, onTimeZoneChange }: LocaleAndZoneFieldsProps) {
  const { t, i18n } = useLingui();
  const zones = useMemo(() => selectableTimeZones(), []);
  return (
    <>
      <SelectField
        label={t`Language Vetline writes to you in`}
        hint={t`For emails and reminders. The pages stay in the language you read them in.`}
        value={locale}
        onChange={(event) => onLocaleChange(event.target.value as Locale)}
      >
        {locales.map((code) => (
          <option key={code} value={code}>
            {interfaceLanguageChoice(code, i18n.locale)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Time zone`}
        hint={t`Detected from this device; times are shown in this zone.`}
        value={timeZone}
        onChange={(event) => onTimeZoneChange(event.target.value)}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </SelectField>
    </>
  );
}
