import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { checkFields } from "@shared/input/field-errors";
import { type PetSpecies, type WeightUnit, weightEntrySchema } from "@shared/pets/pet-input";
import { usePetMutations } from "../api/use-pets";
import { localToday } from "../utils/local-today";
import { petErrorMessage, petFieldErrors, petFieldMessage } from "../utils/pet-errors";

export function WeightForm({ petId, species, defaultUnit }: { petId: string; species: PetSpecies; defaultUnit: WeightUnit }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const { addWeight } = usePetMutations();
  const [value, setValue] = useState("");
  const [unit, setUnit] = useState<WeightUnit>(defaultUnit);
  const [measuredOn, setMeasuredOn] = useState(() => localToday());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const error = (field: string) => {
    const message = petFieldMessage(errors[field]);
    return message ? _(message) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entry = { value: Number(value.replace(",", ".")), unit, measuredOn };
    const checked = checkFields(weightEntrySchema(species, localToday()), entry);
    setFormError(null);
    if (value.trim() === "" || !checked.ok) {
      setErrors(value.trim() === "" ? { value: "required" } : checked.ok ? {} : checked.fields);
      return;
    }
    setPending(true);
    try {
      await addWeight({ petId, ...entry });
      setErrors({});
      setValue("");
    } catch (caught) {
      setErrors(petFieldErrors(caught));
      setFormError(_(petErrorMessage(caught)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="weight-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t`Add a weight`}>
      <TextField label={t`Weight`} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} error={error("value")} />
      <SelectField label={t`Unit`} value={unit} onChange={(e) => setUnit(e.target.value as WeightUnit)}>
        <option value="kg">{t`kg`}</option>
        <option value="lb">{t`lb`}</option>
      </SelectField>
      <TextField
        label={t`Date`}
        type="date"
        max={localToday()}
        value={measuredOn}
        onChange={(e) => setMeasuredOn(e.target.value)}
        error={error("measuredOn")}
      />
      <div className="weight-form__submit">
        <Button type="submit" pending={pending}>
          <Trans>Add weight</Trans>
        </Button>
      </div>
      {formError ? <p className="field__error">{formError}</p> : null}
    </form>
  );
}
