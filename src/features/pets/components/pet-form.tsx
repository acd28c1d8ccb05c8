import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useFocusAfterRender } from "@/lib/a11y/use-focus-after-render";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { speciesLabels } from "@/lib/i18n/species-labels";
import { birthDateFromEstimatedAge } from "@shared/pets/age";
import { BREED_SUGGESTIONS } from "@shared/pets/breeds";
import { PET_SPECIES, type PetProfile, type PetProfileInput, type PetSpecies, petProfileSchema } from "@shared/pets/pet-input";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import { localToday } from "../utils/local-today";
import { petErrorMessage, petFieldMessage } from "../utils/pet-errors";

type Medication = { name: string; dose: string; frequency: string };

export type PetFormValues = {
  name: string;
  species: PetSpecies | "";
  breed: string;
  sex: "female" | "male" | "unknown" | "";
  neutered: "yes" | "no" | "";
  birthKind: "date" | "estimate";
  birthDate: string;
  ageYears: string;
  ageMonths: string;
  microchip: string;
  allergies: string;
  medications: Medication[];
  notes: string;
};

export const emptyPetForm: PetFormValues = {
  name: "",
  species: "",
  breed: "",
  sex: "",
  neutered: "",
  birthKind: "date",
  birthDate: "",
  ageYears: "",
  ageMonths: "",
  microchip: "",
  allergies: "",
  medications: [],
  notes: "",
};

function toInput(values: PetFormValues, today: string): PetProfileInput {
  const estimated = values.birthKind === "estimate" && (values.ageYears !== "" || values.ageMonths !== "");
  const birthDate = estimated
    ? birthDateFromEstimatedAge(Number(values.ageYears || 0), Number(values.ageMonths || 0), today)
    : values.birthDate;
  return {
    name: values.name,
    species: values.species as PetSpecies,
    breed: values.breed,
    sex: values.sex as "female" | "male" | "unknown",
    neutered: values.neutered === "" ? undefined : values.neutered === "yes",
    birthDate: birthDate || undefined,
    birthDateIsEstimate: estimated || undefined,
    microchip: values.microchip.replace(/\s/g, ""),
    allergies: values.allergies
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    medications: values.medications,
    notes: values.notes,
  };
}

export function formValuesOf(pet: {
  name: string;
  species: PetSpecies;
  breed: string | null;
  sex: "female" | "male" | "unknown";
  neutered: boolean | null;
  birthDate: string | null;
  birthDateIsEstimate: boolean;
  microchip: string | null;
  allergies: string[];
  medications: Medication[];
  notes: string | null;
}): PetFormValues {
  return {
    ...emptyPetForm,
    name: pet.name,
    species: pet.species,
    breed: pet.breed ?? "",
    sex: pet.sex,
    neutered: pet.neutered === null ? "" : pet.neutered ? "yes" : "no",
    // An estimated age is kept as the birth date it was turned into; editing shows that date.
    birthDate: pet.birthDate ?? "",
    microchip: pet.microchip ?? "",
    allergies: pet.allergies.join("\n"),
    medications: pet.medications,
    notes: pet.notes ?? "",
  };
}

/**
 * Create and edit share this form; the same schema as the server checks it before anything is sent. `onSubmit` sends
 * (its refusal is shown at the fields and beside the button), `onSaved` moves on once the pet is saved.
 */
export function PetForm<Saved>({
  initial,
  submitLabel,
  onSubmit,
  onSaved,
  extraFields,
}: {
  initial: PetFormValues;
  submitLabel: string;
  onSubmit: (profile: PetProfile) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  extraFields?: ReactNode;
}) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const breedListId = useId();
  const [today] = useState(localToday);
  const medicationList = useRef<HTMLFieldSetElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const medicationStart = (index: number) => medicationList.current?.querySelectorAll(".pet-form__row")[index]?.querySelector<HTMLElement>("input");
  const addMedicationButton = () => medicationList.current?.querySelector<HTMLElement>(".pet-form__add-medication");
  const {
    form,
    formRef,
    values,
    pending,
    fieldErrors: errors,
    errorAt: error,
    refusal,
    onSubmit: submit,
  } = useAppForm({
    defaultValues: initial,
    toInput: (draft: PetFormValues) => toInput(draft, today),
    schema: petProfileSchema(today),
    submit: onSubmit,
    onSaved: (_profile, saved) => onSaved(saved),
    fieldMessage: petFieldMessage,
  });
  const set = (patch: Partial<PetFormValues>) => {
    for (const [field, value] of Object.entries(patch)) form.setFieldValue(field as keyof PetFormValues, value as never);
  };
  const firstErrorUnder = (prefix: string) =>
    error(Object.keys(errors).find((field) => field === prefix || field.startsWith(`${prefix}.`)) ?? prefix);

  const medication = (index: number, patch: Partial<Medication>) =>
    set({ medications: values.medications.map((item, at) => (at === index ? { ...item, ...patch } : item)) });

  return (
    <form ref={formRef} className="card page-stack pet-form" onSubmit={submit} noValidate>
      <TextField label={t`Name`} value={values.name} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
      <SelectField
        label={t`Species`}
        value={values.species}
        onChange={(e) => set({ species: e.target.value as PetSpecies })}
        error={error("species")}
        required
      >
        <option value="">{t`Choose a species`}</option>
        {PET_SPECIES.map((species) => (
          <option key={species} value={species}>
            {_(speciesLabels[species])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Breed`}
        list={breedListId}
        value={values.breed}
        onChange={(e) => set({ breed: e.target.value })}
        error={error("breed")}
      />
      <datalist id={breedListId}>
        {(values.species === "" ? [] : BREED_SUGGESTIONS[values.species]).map((breed) => (
          <option key={breed} value={breed} />
        ))}
      </datalist>
      <SelectField label={t`Sex`} value={values.sex} onChange={(e) => set({ sex: e.target.value as PetFormValues["sex"] })} error={error("sex")} required>
        <option value="">{t`Choose`}</option>
        <option value="female">{t`Female`}</option>
        <option value="male">{t`Male`}</option>
        <option value="unknown">{t`Unknown`}</option>
      </SelectField>
      <SelectField label={t`Neutered`} value={values.neutered} onChange={(e) => set({ neutered: e.target.value as PetFormValues["neutered"] })}>
        <option value="">{t`Not known`}</option>
        <option value="yes">{t`Yes`}</option>
        <option value="no">{t`No`}</option>
      </SelectField>
      <fieldset className="pet-form__birth">
        <legend>
          <Trans>Age</Trans>
        </legend>
        <label className="checkbox">
          <input type="radio" name="birthKind" checked={values.birthKind === "date"} onChange={() => set({ birthKind: "date" })} />
          <Trans>I know the date of birth</Trans>
        </label>
        <label className="checkbox">
          <input type="radio" name="birthKind" checked={values.birthKind === "estimate"} onChange={() => set({ birthKind: "estimate" })} />
          <Trans>I know the approximate age</Trans>
        </label>
        {values.birthKind === "date" ? (
          <TextField
            label={t`Date of birth`}
            type="date"
            max={localToday()}
            value={values.birthDate}
            onChange={(e) => set({ birthDate: e.target.value })}
            error={error("birthDate")}
          />
        ) : (
          <div className="pet-form__row">
            <TextField label={t`Years`} inputMode="numeric" value={values.ageYears} onChange={(e) => set({ ageYears: e.target.value.replace(/\D/g, "") })} />
            <TextField
              label={t`Months`}
              inputMode="numeric"
              value={values.ageMonths}
              onChange={(e) => set({ ageMonths: e.target.value.replace(/\D/g, "") })}
              error={error("birthDate")}
            />
          </div>
        )}
      </fieldset>
      <TextField
        label={t`Microchip number`}
        hint={t`15 digits, if your pet has one.`}
        inputMode="numeric"
        value={values.microchip}
        onChange={(e) => set({ microchip: e.target.value })}
        error={error("microchip")}
      />
      <TextAreaField
        label={t`Allergies`}
        hint={t`One per line.`}
        rows={3}
        value={values.allergies}
        onChange={(e) => set({ allergies: e.target.value })}
        error={firstErrorUnder("allergies")}
      />
      <fieldset className="pet-form__medications" ref={medicationList}>
        <legend>
          <Trans>Current medications</Trans>
        </legend>
        {values.medications.map((item, index) => (
          <div key={index} className="pet-form__row">
            <TextField label={t`Medication`} value={item.name} onChange={(e) => medication(index, { name: e.target.value })} error={error(`medications.${index}.name`)} />
            <TextField label={t`Dose`} value={item.dose} onChange={(e) => medication(index, { dose: e.target.value })} error={error(`medications.${index}.dose`)} />
            <TextField
              label={t`How often`}
              value={item.frequency}
              onChange={(e) => medication(index, { frequency: e.target.value })}
              error={error(`medications.${index}.frequency`)}
            />
            <Button
              variant="ghost"
              size="small"
              aria-label={item.name.trim() === "" ? t`Remove medication ${index + 1}` : t`Remove ${item.name.trim()}`}
              onClick={() => {
                // Focus goes to the medication that takes this one's place, else the one before, else Add a medication.
                const remaining = values.medications.length - 1;
                focusAfterRender(() => (remaining > 0 ? medicationStart(Math.min(index, remaining - 1)) : addMedicationButton()));
                set({ medications: values.medications.filter((_item, at) => at !== index) });
              }}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
        ))}
        <Button
          size="small"
          className="pet-form__add-medication"
          onClick={() => {
            focusAfterRender(() => medicationStart(values.medications.length));
            set({ medications: [...values.medications, { name: "", dose: "", frequency: "" }] });
          }}
        >
          <Trans>Add a medication</Trans>
        </Button>
      </fieldset>
      <TextAreaField label={t`Notes for the vet`} rows={4} value={values.notes} onChange={(e) => set({ notes: e.target.value })} error={error("notes")} />
      {extraFields}
      <div className="form-actions">
        <Button type="submit" variant="primary" pending={pending}>
          {submitLabel}
        </Button>
        <FormRefusal refusal={refusal} messageFor={petErrorMessage} />
      </div>
    </form>
  );
}
