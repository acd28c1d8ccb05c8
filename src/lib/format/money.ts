import { numberFormat } from "@shared/intl-cache";

/** Formats an amount kept in minor units (cents) in the viewer's locale, with the currency's own decimals. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: "currency", currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** decimals);
}
