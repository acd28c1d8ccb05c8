import { numberFormat } from "@/lib/format/intl-cache";

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

/**
 * "39.50" or "39,50" → 3950, whatever the page's locale (people type the separator they know); null when it is not
 * an amount with at most two decimals. Digit grouping is refused rather than guessed ("1.050" could be either).
 */
export function parsePriceMinor(text: string): number | null {
  const normalized = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** The stored price as the page's locale writes it in a field: "36.50" in English, "36,50" in French or Spanish. */
export function formatPriceInput(priceMinor: number, locale: string): string {
  if (priceMinor === 0) return "";
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    priceMinor / 100,
  );
}
