import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { FormSavedNotice } from "@/lib/forms/form-saved-notice";
import { useAppForm } from "@/lib/forms/use-app-form";
import { timeZoneName } from "@/lib/format/time-zone-name";
import { languageName } from "@/lib/i18n/language-names";
import { locales } from "@/lib/i18n/locales";
import { speciesLabels } from "@/lib/i18n/species-labels";
import { PET_SPECIES, type PetSpecies } from "@shared/pets/pet-input";
import { SLOT_LENGTHS_MINUTES, type SlotLengthMinutes } from "@shared/policy";
import { SUPPORTED_CURRENCIES } from "@shared/vets/currencies";
import { VET_PROFILE_LIMITS, vetProfileSchema } from "@shared/vets/profile-input";
import { type MyVetProfile, useVetProfileMutations } from "../api/use-vets";
import { sortedLanguageOptions } from "../utils/language-names";
import { specialtyCodeOf } from "@shared/vets/specialties";
import { SpecialtiesField } from "./specialties-field";
import { countryOptions } from "@/lib/format/country-options";
import { formatPriceInput, parsePriceMinor, priceMinorOrUnreadable } from "../utils/profile-options";
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
  /** Codes, plus any older profile's free-text entries not on the list (refused until the vet replaces them). */
  specialties: string[];
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
    specialties: specialtiesAsCodes(profile.specialties),
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

/** An older profile's entries that name a specialty of the list ("Small mammals") become its code, once each. */
function specialtiesAsCodes(stored: readonly string[]): string[] {
  return [...new Set(stored.map((entry) => specialtyCodeOf(entry) ?? entry))];
}

/** What the vet typed, as the schema (and the server) reads it: the price in cents. */
function profileInput(draft: Draft) {
  const { price, ...rest } = draft;
  return {
    ...rest,
    priceMinor: price.trim() === "" ? undefined : priceMinorOrUnreadable(price),
  };
}

export function VetProfileForm({ profile }: { profile: MyVetProfile }) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const { updateVetProfile } = useVetProfileMutations();
  const profileZone = timeZoneName(profile.timeZone, i18n.locale);
  const ids = useId();
  const {
    form,
    formRef,
    values: draft,
    pending,
    saved,
    fieldErrors: errors,
    errorAt: error,
    refusal,
    onSubmit,
  } = useAppForm({
    defaultValues: draftOf(profile, i18n.locale),
    toInput: profileInput,
    schema: vetProfileSchema,
    submit: (fields) => updateVetProfile(fields),
    fieldMessage: (code) => fieldMessage(code, formatPriceInput(3650, i18n.locale)),
    fieldsOfRefusal: vetFieldErrors,
    afterSave: (saved) => ({ ...saved, price: formatPriceInput(parsePriceMinor(saved.price) ?? 0, i18n.locale) }),
  });
  const setDraft = (next: Draft) => {
    for (const [field, value] of Object.entries(next)) form.setFieldValue(field as keyof Draft, value as never);
  };
  const firstErrorUnder = (prefix: string) =>
    error(Object.keys(errors).find((field) => field === prefix || field.startsWith(`${prefix}.`)) ?? prefix);
  const elsewhere = refusal?.failure ? missingPartsElsewhere(refusal.failure) : [];

  return (
    <form ref={formRef} className="card page-stack vet-profile-form" onSubmit={onSubmit} noValidate>
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
      <SpecialtiesField
        value={draft.specialties}
        onChange={(specialties) => setDraft({ ...draft, specialties })}
        errorAt={error}
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
        <FormRefusal refusal={refusal} messageFor={vetErrorMessage}>
          {elsewhere.length > 0 ? (
            <ul>
              {elsewhere.map((part) => (
                <li key={part}>{missingPartMessages[part] ? _(missingPartMessages[part]) : part}</li>
              ))}
            </ul>
          ) : null}
        </FormRefusal>
        <FormSavedNotice saved={saved}>
          <Trans>Profile saved.</Trans>
        </FormSavedNotice>
      </div>
    </form>
  );
}
