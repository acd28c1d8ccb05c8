import { LICENCE_COUNTRIES } from "@shared/countries";
import { displayNames } from "@shared/intl-cache";

/**
 * The licence countries named in the page's language and sorted by that name; a code the person already has
 * but the list lacks stays selectable, so saving a form never changes it behind their back.
 */
export function countryOptions(locale: string, current = ""): Array<{ code: string; name: string }> {
  const names = displayNames(locale, { type: "region" });
  const codes: string[] = [...LICENCE_COUNTRIES];
  if (/^[A-Z]{2}$/.test(current) && !codes.includes(current)) codes.push(current);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
