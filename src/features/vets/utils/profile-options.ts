import { numberFormat } from "@shared/intl-cache";

/**
 * "39.50" or "39,50" → 3950, whatever the page's locale (people type the separator they know); null when it is not
 * an amount with at most two decimals. Digit grouping is refused rather than guessed ("1.050" could be either).
 */
export function parsePriceMinor(text: string): number | null {
  const normalized = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/**
 * The typed price as the schema reads it: the amount in cents, or why it cannot be one. A number with more than two
 * decimals becomes a fraction of a cent ("not_integer"), a negative one a negative amount ("not_positive"), text that is
 * no number at all NaN ("not_a_number").
 */
export function priceMinorOrUnreadable(text: string): number {
  const parsed = parsePriceMinor(text);
  if (parsed !== null) return parsed;
  const typed = text.trim();
  if (/^-\s*\d/.test(typed)) return -1;
  return /^\d*[.,]\d+$/.test(typed) ? 0.5 : Number.NaN;
}

/** The stored price as the page's locale writes it in a field: "36.50" in English, "36,50" in French or Spanish. */
export function formatPriceInput(priceMinor: number, locale: string): string {
  if (priceMinor === 0) return "";
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    priceMinor / 100,
  );
}
