import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { useClearToasts, useToast } from "@/components/ui/toast";
import { useFocusFirstProblem } from "@/components/ui/use-focus-first-problem";
import { timeZoneName } from "@/lib/format/date-time";
import { languageName } from "@/lib/i18n/language-names";
import { locales } from "@/lib/i18n/locales";
import { speciesLabels } from "@/lib/i18n/species-labels";
import { PET_SPECIES, type PetSpecies } from "@shared/pets/pet-input";
import { SLOT_LENGTHS_MINUTES, type SlotLengthMinutes } from "@shared/policy";
import { SUPPORTED_CURRENCIES, VET_PROFILE_LIMITS } from "@shared/vets/profile-input";
import { type MyVetProfile, useVetProfileMutations } from "../api/use-vets";
import { sortedLanguageOptions } from "../utils/language-names";
import { countryOptions } from "@/lib/format/country-options";
import { formatPriceInput, parsePriceMinor } from "../utils/profile-options";
import {
  fieldMessage,
  missingPartMessages,
  missingPartsElsewhere,
  vetErrorMessage,
  vetFieldErrors,
} from "../utils/vet-errors";

type Draft = {
  displayName: string;
  bio: Record<(typeof locales)[number], string>;
  languages: string[];
  species: PetSpecies[];
  specialties: string;
  licenceNumber: string;
  licenceCountry: string;
  consultationMinutes: SlotLengthMinutes;
  price: string;
  currency: string;
  timeZone: string;
};

function draftOf(profile: MyVetProfile, locale: string): Draft {
  return {
    displayName: profile.displayName,
    bio: { en: profile.bio.en ?? "", de: profile.bio.de ?? "", fr: profile.bio.fr ?? "", es: profile.bio.es ?? "" },
    languages: profile.languages,
    species: profile.species,
    specialties: profile.specialties.join(", "),
    licenceNumber: profile.licenceNumber,
    licenceCountry: profile.licenceCountry,
    consultationMinutes: profile.consultationMinutes,
    price: formatPriceInput(profile.priceMinor, locale),
    currency: profile.currency,
    timeZone: profile.timeZone,
  };
}

const toggle = <T,>(items: readonly T[], item: T) =>
  items.includes(item) ? items.filter((x) => x !== item) : [...items, item];

export function VetProfileForm({ profile }: { profile: MyVetProfile }) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const showToast = useToast();
  const clearToasts = useClearToasts();
  const { updateVetProfile } = useVetProfileMutations();
  const [draft, setDraft] = useState(() => draftOf(profile, i18n.locale));
  const profileZone = timeZoneName(profile.timeZone, i18n.locale);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ message: string; elsewhere: string[] } | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const error = (field: string) => {
    const message = fieldMessage(errors[field]);
    return message ? _(message) : undefined;
  };
  const firstErrorUnder = (prefix: string) =>
    error(Object.keys(errors).find((field) => field === prefix || field.startsWith(`${prefix}.`)) ?? prefix);

  /** A refusal shows at each control concerned and under the button pressed; focus goes to the first problem. */
  const refuse = (fieldErrors: Record<string, string>, message: string, elsewhere: string[] = []) => {
    clearToasts();
    setErrors(fieldErrors);
    setRefusal({ message, elsewhere });
  };
  useFocusFirstProblem(formRef, refusal);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const priceMinor = parsePriceMinor(draft.price);
    if (priceMinor === null) {
      refuse({ priceMinor: draft.price.trim() === "" ? "required" : "not_integer" }, t`Some values need fixing; see the highlighted fields.`);
      return;
    }
    setPending(true);
    setRefusal(null);
    try {
      await updateVetProfile({
        displayName: draft.displayName,
        bio: draft.bio,
        languages: draft.languages,
        species: draft.species,
        specialties: draft.specialties
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
        licenceNumber: draft.licenceNumber,
        licenceCountry: draft.licenceCountry,
        consultationMinutes: draft.consultationMinutes,
        priceMinor,
        currency: draft.currency,
        timeZone: draft.timeZone,
      });
      setErrors({});
      setDraft((current) => ({ ...current, price: formatPriceInput(priceMinor, i18n.locale) }));
      showToast(t`Profile saved.`);
    } catch (caught) {
      refuse(vetFieldErrors(caught), _(vetErrorMessage(caught)), missingPartsElsewhere(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className="card page-stack vet-profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>
        <Trans>Profile</Trans>
      </h2>
      <TextField
        label={t`Display name`}
        value={draft.displayName}
        onChange={(event) => setDraft({ ...draft, displayName: event.target.value })}
        error={error("displayName")}
        required
      />
      {locales.map((locale, index) => {
        const language = languageName(locale, i18n.locale);
        return (
          <TextAreaField
            key={locale}
            label={t`Bio in ${language}`}
            lang={locale}
            rows={4}
            value={draft.bio[locale]}
            onChange={(event) => setDraft({ ...draft, bio: { ...draft.bio, [locale]: event.target.value } })}
            error={error(`bio.${locale}`) ?? (index === 0 ? error("bio") : undefined)}
          />
        );
      })}
      <fieldset
        className="checkbox-grid"
        data-invalid={firstErrorUnder("languages") ? true : undefined}
        aria-describedby={firstErrorUnder("languages") ? `${ids}-languages-error` : undefined}
      >
        <legend>
          <Trans>Languages you speak</Trans>
        </legend>
        {sortedLanguageOptions(i18n.locale).map(({ code, name }) => (
          <label key={code} className="checkbox">
            <input
              type="checkbox"
              checked={draft.languages.includes(code)}
              onChange={() => setDraft({ ...draft, languages: toggle(draft.languages, code) })}
            />
            {name}
          </label>
        ))}
        {firstErrorUnder("languages") ? (
          <span id={`${ids}-languages-error`} className="field__error checkbox-grid__error">
            {firstErrorUnder("languages")}
          </span>
        ) : null}
      </fieldset>
      <fieldset
        className="checkbox-grid"
        data-invalid={firstErrorUnder("species") ? true : undefined}
        aria-describedby={firstErrorUnder("species") ? `${ids}-species-error` : undefined}
      >
        <legend>
          <Trans>Species you treat</Trans>
        </legend>
        {PET_SPECIES.map((species) => (
          <label key={species} className="checkbox">
            <input
              type="checkbox"
              checked={draft.species.includes(species)}
              onChange={() => setDraft({ ...draft, species: toggle(draft.species, species) })}
            />
            {_(speciesLabels[species])}
          </label>
        ))}
        {firstErrorUnder("species") ? (
          <span id={`${ids}-species-error`} className="field__error checkbox-grid__error">
            {firstErrorUnder("species")}
          </span>
        ) : null}
      </fieldset>
      <TextField
        label={t`Specialties`}
        hint={t`Separate them with commas, e.g. Dermatology, Nutrition.`}
        value={draft.specialties}
        onChange={(event) => setDraft({ ...draft, specialties: event.target.value })}
        error={firstErrorUnder("specialties")}
      />
      <TextField
        label={t`Licence number`}
        value={draft.licenceNumber}
        onChange={(event) => setDraft({ ...draft, licenceNumber: event.target.value })}
        error={error("licenceNumber")}
      />
      <SelectField
        label={t`Licence country`}
        value={draft.licenceCountry}
        onChange={(event) => setDraft({ ...draft, licenceCountry: event.target.value })}
        error={error("licenceCountry")}
      >
        {countryOptions(i18n.locale, draft.licenceCountry).map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Consultation length`}
        value={draft.consultationMinutes}
        onChange={(event) =>
          setDraft({ ...draft, consultationMinutes: Number(event.target.value) as SlotLengthMinutes })
        }
        error={error("consultationMinutes")}
      >
        {SLOT_LENGTHS_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t`${minutes} minutes`}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Price per consultation`}
        inputMode="decimal"
        hint={t`For example ${formatPriceInput(3650, i18n.locale)}; at most ${formatPriceInput(VET_PROFILE_LIMITS.priceMinorMax, i18n.locale)}.`}
        value={draft.price}
        onChange={(event) => setDraft({ ...draft, price: event.target.value })}
        error={error("priceMinor")}
      />
      <SelectField
        label={t`Currency`}
        value={draft.currency}
        onChange={(event) => setDraft({ ...draft, currency: event.target.value })}
        error={error("currency")}
      >
        {SUPPORTED_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <p className="field__label">
          <Trans>Time zone</Trans>
        </p>
        <p className="muted" data-testid="vet-profile-zone">
          <Trans>
            Your hours are in {profileZone}, your account's time zone. Change it on{" "}
            <a href={`/${i18n.locale}/manage/account`}>your account page</a>, where you choose what happens to
            your hours.
          </Trans>
        </p>
      </div>
      <div className="form-actions form-actions--with-refusal">
        <Button type="submit" variant="primary" pending={pending}>
          <Trans>Save profile</Trans>
        </Button>
        {refusal !== null ? (
          <div className="form-refusal" tabIndex={-1}>
            <Alert tone="error">
              <p>{refusal.message}</p>
              {refusal.elsewhere.length > 0 ? (
                <ul>
                  {refusal.elsewhere.map((part) => (
                    <li key={part}>{missingPartMessages[part] ? _(missingPartMessages[part]) : part}</li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          </div>
        ) : null}
      </div>
    </form>
  );
}
