import { SUPPORTED_CURRENCIES } from "@shared/vets/currencies";
import { parsePriceMinor } from "./profile-options";

const CURRENCY = `(?:\\p{Sc}|${SUPPORTED_CURRENCIES.join("|")})`;
/** A currency sign or code typed before or after the amount ("30 €", "€30", "CHF 40"): prices are compared as numbers. */
const CURRENCY_AROUND = new RegExp(`^${CURRENCY}\\s*|\\s*${CURRENCY}$`, "giu");

/**
 * A price typed into a directory filter, in major units: nothing (undefined), an amount read as the profile's price
 * field reads it (comma or point, up to two decimals, a currency beside it), or no amount at all (null).
 */
export function typedPrice(value: string): number | undefined | null {
  if (value.trim() === "") return undefined;
  const minor = parsePriceMinor(value.trim().replace(CURRENCY_AROUND, ""));
  return minor === null ? null : minor / 100;
}
