/** Countries offered for a licence (ISO 3166-1 alpha-2), named by the browser in the UI locale. */
const LICENCE_COUNTRIES = [
  "AT", "BE", "CH", "CZ", "DE", "DK", "ES", "FI", "FR", "GB", "GR", "IE", "IT", "LU", "MX", "NL", "NO", "PL",
  "PT", "SE", "US",
] as const;

export function countryOptions(locale: string, current: string): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const codes = LICENCE_COUNTRIES.includes(current as (typeof LICENCE_COUNTRIES)[number])
    ? [...LICENCE_COUNTRIES]
    : [...LICENCE_COUNTRIES, current];
  return codes
    .filter((code) => /^[A-Z]{2}$/.test(code))
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function timeZoneOptions(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

/** "39.50" → 3950; null when it is not an amount with at most two decimals. */
export function parsePriceMinor(text: string): number | null {
  const normalized = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

export function formatPriceInput(priceMinor: number): string {
  return priceMinor === 0 ? "" : (priceMinor / 100).toFixed(2);
}
