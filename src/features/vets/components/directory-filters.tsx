import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { type Species, speciesLabels } from "@/lib/i18n/species-labels";
import { numberFormat } from "@shared/intl-cache";
import { PET_SPECIES } from "@shared/pets/species";
import { specialtyChoices, type VetSpecialty } from "@shared/vets/specialties";
import { MAX_SEARCH_LENGTH, sameDirectorySearch, type DirectorySearch } from "../utils/directory-search";
import { sortedLanguageOptions } from "../utils/language-names";
import { typedPrice } from "../utils/typed-price";

type TextFields = { q: string; minPrice: string; maxPrice: string };
/** What is wrong with a typed price; the message is worded at render time, in the page's current language. */
type PriceProblem = "unreadable" | "reversedRange";
type PriceErrors = { minPrice?: PriceProblem; maxPrice?: PriceProblem };

/** The text fields as the address fills them, prices written as the page's locale writes a number ("29,5"). */
function textFieldsOf(search: DirectorySearch, locale: string): TextFields {
  const price = (value: number | undefined) =>
    value === undefined ? "" : numberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(value);
  return { q: search.q ?? "", minPrice: price(search.minPrice), maxPrice: price(search.maxPrice) };
}

const sameText = (a: TextFields, b: TextFields) =>
  a.q === b.q && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice;

/** `replace`: the change takes the place of the address it changes, rather than adding a step to Back. */
export type SearchChangeOptions = { replace?: boolean };

/**
 * Every choice writes straight to the URL, with the text fields as typed; typing alone waits for Apply, so it does not
 * fill history.
 */
export function DirectoryFilters({
  search,
  onChange,
}: {
  search: DirectorySearch;
  onChange: (next: DirectorySearch, options?: SearchChangeOptions) => void;
}) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const fromAddress = textFieldsOf(search, i18n.locale);
  const [text, setText] = useState(fromAddress);
  // The form stays mounted (focus stays on the control in use); only a change of the address from elsewhere
  // (Back, a link) rewrites what is typed in the text fields.
  const [addressSeen, setAddressSeen] = useState(fromAddress);
  if (!sameText(addressSeen, fromAddress)) {
    setAddressSeen(fromAddress);
    setText(fromAddress);
  }
  // A price that is no amount, or a maximum below the minimum, is pointed out at its field and nothing is applied:
  // dropping it would widen the search unseen, and a reversed range would find nobody without saying why.
  const [priceErrors, setPriceErrors] = useState<PriceErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const priceMessage = (problem: PriceProblem | undefined) =>
    problem === "unreadable"
      ? t`Enter a price as a number, such as 40.`
      : problem === "reversedRange"
        ? t`The maximum price is lower than the minimum.`
        : undefined;
  const editPrice = (field: keyof PriceErrors, value: string) => {
    setText({ ...text, [field]: value });
    // a change to either bound answers a reversed range
    const maxPrice = priceErrors.maxPrice === "reversedRange" ? undefined : priceErrors.maxPrice;
    setPriceErrors({ ...priceErrors, maxPrice, [field]: undefined });
  };
  /** What the text fields say, as the address takes it; null (the problems pointed out) when the prices cannot apply. */
  const typedText = (): Pick<DirectorySearch, "q" | "minPrice" | "maxPrice"> | null => {
    const minPrice = typedPrice(text.minPrice);
    const maxPrice = typedPrice(text.maxPrice);
    const errors: PriceErrors = {
      minPrice: minPrice === null ? "unreadable" : undefined,
      maxPrice:
        maxPrice === null
          ? "unreadable"
          : maxPrice !== undefined && typeof minPrice === "number" && maxPrice < minPrice
            ? "reversedRange"
            : undefined,
    };
    setPriceErrors(errors);
    if (errors.minPrice !== undefined || errors.maxPrice !== undefined) return null;
    return { q: text.q.trim() || undefined, minPrice: minPrice ?? undefined, maxPrice: maxPrice ?? undefined };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedText();
    if (typed === null) {
      focusWhenShown(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']"));
      return;
    }
    onChange({ ...search, ...typed });
  };
  // A choice applies at once, together with what is typed: the list and its announcement never ignore the text in view.
  // With prices that cannot apply, the choice applies alone and the typed text stays as it is, the price pointed out.
  // Arrow keys on a closed select choose option after option: changes of one select in a row make one step of
  // history, so Back undoes the choice rather than each option passed on the way to it.
  const lastChoice = useRef<{ field: string; applied: DirectorySearch } | null>(null);
  const choose = (choice: Partial<DirectorySearch>) => {
    const next = { ...search, ...typedText(), ...choice };
    const field = Object.keys(choice).join();
    const last = lastChoice.current;
    lastChoice.current = { field, applied: next };
    onChange(next, { replace: last !== null && last.field === field && sameDirectorySearch(last.applied, search) });
  };
  const searching = search.q !== undefined;
  return (
    <form ref={formRef} className="card directory-filters" role="search" onSubmit={submit} noValidate aria-label={t`Filter veterinarians`}>
      <TextField
        label={t`Search name, specialty or bio`}
        type="search"
        maxLength={MAX_SEARCH_LENGTH}
        value={text.q}
        onChange={(event) => setText({ ...text, q: event.target.value })}
      />
      <SelectField
        label={t`Species`}
        value={search.species ?? ""}
        onChange={(event) => choose({ species: (event.target.value || undefined) as Species | undefined })}
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
        onChange={(event) => choose({ lang: event.target.value || undefined })}
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
          choose({ specialty: (event.target.value || undefined) as VetSpecialty | undefined })
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
        inputMode="decimal"
        value={text.minPrice}
        onChange={(event) => editPrice("minPrice", event.target.value)}
        error={priceMessage(priceErrors.minPrice)}
      />
      <TextField
        label={t`Maximum price`}
        inputMode="decimal"
        value={text.maxPrice}
        onChange={(event) => editPrice("maxPrice", event.target.value)}
        error={priceMessage(priceErrors.maxPrice)}
      />
      <SelectField
        label={t`Available`}
        value={search.available ?? ""}
        onChange={(event) =>
          choose({ available: (event.target.value || undefined) as DirectorySearch["available"] })
        }
      >
        <option value="">{t`Any time`}</option>
        <option value="today">{t`Today`}</option>
        <option value="3days">{t`Within 3 days`}</option>
      </SelectField>
      {/* A search comes back in order of best match (the search index's order): the sort says so rather than
          showing an order the list does not follow. The chosen sort comes back with the search cleared. */}
      <SelectField
        label={t`Sort by`}
        value={searching ? "best_match" : (search.sort ?? "next_slot")}
        disabled={searching}
        hint={searching ? t`A search lists the best matches first.` : undefined}
        onChange={(event) => choose({ sort: event.target.value as DirectorySearch["sort"] })}
      >
        {searching ? <option value="best_match">{t`Best match`}</option> : null}
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
