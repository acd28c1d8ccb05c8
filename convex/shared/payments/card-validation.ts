/** Card checks a form and the local provider share; what a processor needs beyond them is in model/payments. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardBrand = "visa" | "mastercard" | "amex" | "unknown";

export type CardRejection = "INVALID_CARD_NUMBER" | "CARD_EXPIRED" | "INVALID_EXPIRY" | "INVALID_CVC";

export type ProviderResult<T, E extends string> = { ok: true; value: T } | { ok: false; code: E };

export function digitsOnly(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^3[47]/.test(digits)) return "amex";
  const firstFour = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (firstFour >= 2221 && firstFour <= 2720)) return "mastercard";
  return "unknown";
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const firstInstantAfterExpiry = Date.UTC(expYear, expMonth, 1);
  return now.getTime() >= firstInstantAfterExpiry;
}

/** 4 digits on the front of an American Express card, 3 on the back of the others. */
export function isValidCvc(cvc: string, brand: CardBrand): boolean {
  const length = brand === "amex" ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(cvc);
}

export interface ValidCard {
  digits: string;
  brand: CardBrand;
  expMonth: number;
  expYear: number;
}

export function validateCard(card: CardDetails, now: Date): ProviderResult<ValidCard, CardRejection> {
  const digits = digitsOnly(card.number);
  if (!passesLuhn(digits)) return { ok: false, code: "INVALID_CARD_NUMBER" };
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(expYear)) {
    return { ok: false, code: "INVALID_EXPIRY" };
  }
  if (isExpired(card.expMonth, expYear, now)) return { ok: false, code: "CARD_EXPIRED" };
  const brand = cardBrand(digits);
  if (!isValidCvc(card.cvc, brand)) return { ok: false, code: "INVALID_CVC" };
  return {
    ok: true,
    value: { digits, brand, expMonth: card.expMonth, expYear },
  };
}
