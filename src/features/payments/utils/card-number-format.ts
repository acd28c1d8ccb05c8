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

/** "MM/YY" as typed, tolerant of "1/27", "01 / 2027" and the like. */
export function parseExpiry(input: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (match === null) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}
