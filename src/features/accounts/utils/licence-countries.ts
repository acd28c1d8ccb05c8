/** ISO 3166-1 codes of the countries whose vets can register; names come from Intl.DisplayNames. */
export const LICENCE_COUNTRIES = [
  "AR", "AT", "AU", "BE", "BG", "BR", "CA", "CH", "CL", "CO", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR",
  "GB", "GR", "HR", "HU", "IE", "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MT", "MX", "NL", "NO", "NZ", "PE",
  "PL", "PT", "RO", "SE", "SI", "SK", "US", "UY",
] as const;

export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return LICENCE_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}
