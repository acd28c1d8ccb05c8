import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { SelectField } from "@/components/ui/field";
import { interfaceLanguageChoice } from "@/lib/i18n/language-names";
import { deviceTimeZone } from "@/lib/format/date-time";
import { timeZoneChoice, timeZoneName } from "@/lib/format/time-zone-name";
import { locales, type Locale } from "@/lib/i18n/locales";
import { selectableTimeZones } from "../utils/time-zones";

type LocaleAndZoneFieldsProps = {
  locale: Locale;
  timeZone: string;
  onLocaleChange: (locale: Locale) => void;
  onTimeZoneChange: (timeZone: string) => void;
  /** A refusal of either choice, shown at it */
  localeError?: string;
  timeZoneError?: string;
};

export function LocaleAndZoneFields({
  locale,
  timeZone,
  onLocaleChange,
  onTimeZoneChange,
  localeError,
  timeZoneError,
}: LocaleAndZoneFieldsProps) {
  const { t, i18n } = useLingui();
  const zones = useMemo(() => {
    const collator = new Intl.Collator(i18n.locale);
    return selectableTimeZones()
      .map((zone) => ({ zone, label: timeZoneChoice(zone, i18n.locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [i18n.locale]);
  const chosenZone = timeZoneName(timeZone, i18n.locale);
  const device = deviceTimeZone();
  const deviceZone = timeZoneName(device, i18n.locale);
  return (
    <>
      <SelectField
        label={t`Language Vetline writes to you in`}
        hint={t`For emails and reminders. The pages stay in the language you read them in.`}
        value={locale}
        error={localeError}
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
        hint={
          device === timeZone
            ? t`${chosenZone}. Every page and email shows your times in this zone.`
            : t`${chosenZone}. Every page and email shows your times in this zone; this device is set to ${deviceZone}.`
        }
        value={timeZone}
        error={timeZoneError}
        onChange={(event) => onTimeZoneChange(event.target.value)}
      >
        {zones.map(({ zone, label }) => (
          <option key={zone} value={zone}>
            {label}
          </option>
        ))}
      </SelectField>
    </>
  );
}

