import { cardBrand, digitsOnly, isExpired, isValidCvc, passesLuhn } from "@shared/payments/card-validation";
import { z } from "zod";
import { parseExpiry } from "./card-number-format";

/**
 * What the card form sends, checked field by field before anything is sent, so every wrong field is marked at once:
 * the number (its check digit), the expiry read however it was typed ("1230", "12/30", "12 / 2030") and not past,
 * the security code as long as the card's brand wants it. The codes are the server's where it has one
 * (convex/shared/payments/card-validation.ts); the payment provider checks again and the bank has the last word.
 */
export const cardEntrySchema = z
  .object({ number: z.string(), expiry: z.string(), cvc: z.string(), makeDefault: z.boolean() })
  // One check over all fields (the security code's length depends on the number's brand), each problem at its field.
  .superRefine(({ number, expiry, cvc }, context) => {
    const problem = (field: "number" | "expiry" | "cvc", code: string) => context.addIssue({ code: "custom", path: [field], message: code });
    const digits = digitsOnly(number);
    if (digits === "") problem("number", "NUMBER_MISSING");
    else if (!passesLuhn(digits)) problem("number", "INVALID_CARD_NUMBER");
    const parsed = parseExpiry(expiry);
    if (expiry.trim() === "") problem("expiry", "EXPIRY_MISSING");
    else if (parsed === null) problem("expiry", "EXPIRY_UNREADABLE");
    else if (isExpired(parsed.expMonth, parsed.expYear, new Date())) problem("expiry", "CARD_EXPIRED");
    if (cvc === "") problem("cvc", "CVC_MISSING");
    else if (!isValidCvc(cvc, cardBrand(digits))) problem("cvc", "INVALID_CVC");
  })
  .transform(({ expiry, ...card }) => ({ ...card, ...(parseExpiry(expiry) ?? { expMonth: 0, expYear: 0 }) }));
