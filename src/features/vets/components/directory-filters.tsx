import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { type Species, speciesLabels } from "@/lib/i18n/species-labels";
import { PET_SPECIES } from "@shared/pets/species";
import { specialtyChoices, type VetSpecialty } from "@shared/vets/specialties";
import type { DirectorySearch } from "../utils/directory-search";
import { sortedLanguageOptions } from "../utils/language-names";

const wholeNumber = (value: string) => (value.trim() === "" || Number.isNaN(Number(value)) ? undefined : Math.max(0, Math.round(Number(value))));

type TextFields = { q: string; minPrice: string; maxPrice: string };

function textFieldsOf(search: DirectorySearch): TextFields {
  return {
    q: search.q ?? "",
    minPrice: search.minPrice?.toString() ?? "",
    maxPrice: search.maxPrice?.toString() ?? "",
  };
}

const sameText = (a: TextFields, b: TextFields) =>
  a.q === b.q && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice;

/** Every control writes straight to the URL; the text fields on submit, so typing does not spam history. */
export function DirectoryFilters({
  search,
  onChange,
}: {
  search: DirectorySearch;
  onChange: (next: DirectorySearch) => void;
}) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const fromAddress = textFieldsOf(search);
  const [text, setText] = useState(fromAddress);
  // The form stays mounted (focus stays on the control in use); only a change of the address from elsewhere
  // (Back, a link) rewrites what is typed in the text fields.
  const [addressSeen, setAddressSeen] = useState(fromAddress);
  if (!sameText(addressSeen, fromAddress)) {
    setAddressSeen(fromAddress);
    setText(fromAddress);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      ...search,
      q: text.q.trim() || undefined,
      minPrice: wholeNumber(text.minPrice),
      maxPrice: wholeNumber(text.maxPrice),
    });
  };
  return (
    <form className="card directory-filters" role="search" onSubmit={submit} aria-label={t`Filter veterinarians`}>
      <TextField
        label={t`Search name, specialty or bio`}
        type="search"
        value={text.q}
        onChange={(event) => setText({ ...text, q: event.target.value })}
      />
      <SelectField
        label={t`Species`}
        value={search.species ?? ""}
        onChange={(event) => onChange({ ...search, species: (event.target.value || undefined) as Species | undefined })}
      >
        <option value="">{t`Any species`}</option>
        {PET_SPECIES.map((species) => (
          <option key={species} value={species}>
            {_(speciesLabels[species])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Language`}
        value={search.lang ?? ""}
        onChange={(event) => onChange({ ...search, lang: event.target.value || undefined })}
      >
        <option value="">{t`Any language`}</option>
        {sortedLanguageOptions(i18n.locale).map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Specialty`}
        value={search.specialty ?? ""}
        onChange={(event) =>
          onChange({ ...search, specialty: (event.target.value || undefined) as VetSpecialty | undefined })
        }
      >
        <option value="">{t`Any specialty`}</option>
        {specialtyChoices(i18n.locale).map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Minimum price`}
        inputMode="numeric"
        value={text.minPrice}
        onChange={(event) => setText({ ...text, minPrice: event.target.value })}
      />
      <TextField
        label={t`Maximum price`}
        inputMode="numeric"
        value={text.maxPrice}
        onChange={(event) => setText({ ...text, maxPrice: event.target.value })}
      />
      <SelectField
        label={t`Available`}
        value={search.available ?? ""}
        onChange={(event) =>
          onChange({ ...search, available: (event.target.value || undefined) as DirectorySearch["available"] })
        }
      >
        <option value="">{t`Any time`}</option>
        <option value="today">{t`Today`}</option>
        <option value="3days">{t`Within 3 days`}</option>
      </SelectField>
      <SelectField
        label={t`Sort by`}
        value={search.sort ?? "next_slot"}
        onChange={(event) => onChange({ ...search, sort: event.target.value as DirectorySearch["sort"] })}
      >
        <option value="next_slot">{t`Soonest free time`}</option>
        <option value="price">{t`Lowest price`}</option>
      </SelectField>
      <div className="directory-filters__actions">
        <Button type="submit" variant="primary">
          <Trans>Apply</Trans>
        </Button>
      </div>
    </form>
  );
}
