import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { focusElement } from "@/lib/a11y/focus-when-shown";
import { isVetSpecialty, specialtyChoices } from "@shared/vets/specialties";

/**
 * The vet's specialties, ticked from the shared list in the reader's language. Entries of an older profile that are
 * not on the list stay (nothing is dropped unseen) and are listed below it: the vet ticks the matching specialty and
 * removes the old entry; saving refuses them at their place until then.
 */
export function SpecialtiesField({
  value,
  onChange,
  errorAt,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The localized error at a dotted path ("specialties", "specialties.2"). */
  errorAt: (path: string) => string | undefined;
}) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // The removed entry's button goes: focus moves to a neighbouring old entry's, else to the list's first checkbox.
  const removeOldEntry = (index: number, position: number) => {
    const fieldset = fieldsetRef.current;
    const buttons = Array.from(fieldset?.querySelectorAll<HTMLButtonElement>(".old-specialties button") ?? []);
    const next = buttons[position + 1] ?? buttons[position - 1] ?? fieldset?.querySelector<HTMLInputElement>("input");
    if (next) focusElement(next);
    onChange(value.filter((_, at) => at !== index));
  };
  const listError = errorAt("specialties");
  const oldEntries = value.flatMap((entry, index) => (isVetSpecialty(entry) ? [] : [{ entry, index }]));
  const toggle = (code: string) =>
    onChange(value.includes(code) ? value.filter((entry) => entry !== code) : [...value, code]);
  return (
    <fieldset
      ref={fieldsetRef}
      className="checkbox-grid"
      // An old entry's problem is marked on its own Remove button, where focus goes first.
      data-invalid={listError ? true : undefined}
      aria-describedby={listError ? `${ids}-error` : undefined}
    >
      <legend>
        <Trans>Specialties</Trans>
      </legend>
      {specialtyChoices(i18n.locale).map(({ code, label }) => (
        <label key={code} className="checkbox">
          <input type="checkbox" checked={value.includes(code)} onChange={() => toggle(code)} />
          {label}
        </label>
      ))}
      {listError ? (
        <span id={`${ids}-error`} className="field__error checkbox-grid__error">
          {listError}
        </span>
      ) : null}
      {oldEntries.length > 0 ? (
        <div className="old-specialties">
          <p id={`${ids}-old`}>
            <Trans>
              Your profile also lists these, written before the list above existed. Tick the matching specialty
              above, then remove the old entry:
            </Trans>
          </p>
          <ul>
            {oldEntries.map(({ entry, index }, position) => {
              const entryError = errorAt(`specialties.${index}`);
              return (
                <li key={entry}>
                  <span className="old-specialties__entry">
                    “{entry}”
                  </span>
                  <Button
                    size="small"
                    aria-label={t`Remove the old entry “${entry}”`}
                    aria-invalid={entryError ? true : undefined}
                    aria-describedby={entryError ? `${ids}-old-${index}` : `${ids}-old`}
                    onClick={() => removeOldEntry(index, position)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                  {entryError ? (
                    <span id={`${ids}-old-${index}`} className="field__error">
                      {entryError}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
