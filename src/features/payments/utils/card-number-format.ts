import { cardBrand, digitsOnly } from "@shared/payments/card-validation";

export { cardBrand };

/** Groups the digits as printed on the card (4-6-5 for American Express, blocks of 4 otherwise). */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input).replace(/\D/g, "").slice(0, 19);
  const groups = cardBrand(digits) === "amex" ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let rest = digits;
  for (const size of groups) {
    if (rest === "") break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(" ");
}

/**
 * The expiry as people type it: "12/30", "1/27", "12 / 2030", "12-30", "12.2030", or the digits alone as printed
 * ("1230", "122030"). The month must be 1–12 (whether the card has expired is the entry schema's check).
 */
export function parseExpiry(input: string): { expMonth: number; expYear: number } | null {
  const separated = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})\s*$/.exec(input);
  const digitsAlone = /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(input);
  const match = separated ?? digitsAlone;
  if (match === null) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** How an accepted expiry is shown once the field is left: "MM/YY". */
export function formatExpiry({ expMonth, expYear }: { expMonth: number; expYear: number }): string {
  return `${String(expMonth).padStart(2, "0")}/${String(expYear % 100).padStart(2, "0")}`;
}
