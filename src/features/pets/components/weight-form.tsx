import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import { type PetSpecies, type WeightUnit, weightEntrySchema } from "@shared/pets/pet-input";
import { usePetMutations } from "../api/use-pets";
import { localToday } from "../utils/local-today";
import { petErrorMessage, petFieldMessage } from "../utils/pet-errors";

type WeightDraft = { value: string; unit: WeightUnit; measuredOn: string };

/** Typed with a comma or a point; an empty field is missing (not zero), other text no number (NaN). */
function weightInput({ value, unit, measuredOn }: WeightDraft) {
  return { value: value.trim() === "" ? undefined : Number(value.trim().replace(",", ".")), unit, measuredOn };
}

export function WeightForm({ petId, species, defaultUnit }: { petId: string; species: PetSpecies; defaultUnit: WeightUnit }) {
  const { t } = useLingui();
  const { addWeight } = usePetMutations();
  const [today] = useState(localToday);
  const { form, formRef, values, pending, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { value: "", unit: defaultUnit, measuredOn: today },
    toInput: weightInput,
    schema: weightEntrySchema(species, today),
    submit: (entry) => addWeight({ petId, ...entry }),
    fieldMessage: petFieldMessage,
    // The next weight is often taken with the same scale on the same day.
    afterSave: (saved) => ({ ...saved, value: "" }),
  });

  return (
    <form ref={formRef} className="weight-form" onSubmit={onSubmit} noValidate aria-label={t`Add a weight`}>
      <TextField
        label={t`Weight`}
        inputMode="decimal"
        value={values.value}
        onChange={(e) => form.setFieldValue("value", e.target.value)}
        error={errorAt("value")}
      />
      <SelectField label={t`Unit`} value={values.unit} onChange={(e) => form.setFieldValue("unit", e.target.value as WeightUnit)}>
        <option value="kg">{t`kg`}</option>
        <option value="lb">{t`lb`}</option>
      </SelectField>
      <TextField
        label={t`Date`}
        type="date"
        max={today}
        value={values.measuredOn}
        onChange={(e) => form.setFieldValue("measuredOn", e.target.value)}
        error={errorAt("measuredOn")}
      />
      <div className="weight-form__submit">
        <Button type="submit" pending={pending}>
          <Trans>Add weight</Trans>
        </Button>
      </div>
      {refusal?.failure ? <FormRefusal refusal={refusal} messageFor={petErrorMessage} /> : null}
    </form>
  );
}
