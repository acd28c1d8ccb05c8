import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { errorCode, errorData, type ErrorMessages, messageForCode, messageForError } from "@/lib/convex/server-error";

const MESSAGES: ErrorMessages = {
  INVALID_CARD_NUMBER: msg`This card number is not valid. Please check it.`,
  CARD_EXPIRED: msg`This card has expired.`,
  INVALID_EXPIRY: msg`Please enter the expiry date as MM/YY.`,
  INVALID_CVC: msg`The security code is not valid: 3 digits on the back, or 4 on the front for American Express.`,
  CARD_DECLINED: msg`Your bank declined this card when we checked it, so it was not saved. Please use another card or contact your bank.`,
  INSUFFICIENT_FUNDS: msg`Your bank declined this card for lack of funds when we checked it, so it was not saved. Please use another card.`,
  PAYMENT_METHOD_IN_USE: msg`This card secures an upcoming consultation. You can remove it once that consultation has taken place or been cancelled.`,
  TOO_MANY_PAYMENT_METHODS: msg`You have saved the maximum number of cards. Please remove one first.`,
  CARD_ALREADY_SAVED: msg`This card is already saved.`,
  NOT_FOUND: msg`This card is not available any more.`,
  INPUT_TOO_LONG: msg`Your text is too long. Please shorten it.`,
};

const FALLBACK = msg`Something went wrong. Please try again.`;

export function paymentErrorMessage(error: unknown): MessageDescriptor {
  return messageForError(error, MESSAGES, FALLBACK);
}

/** The field of the card form a refusal is about; the number stands for the card as a whole. */
export function cardFieldOfError(error: unknown): "number" | "expiry" | "cvc" {
  const code = errorCode(error);
  if (code === "CARD_EXPIRED" || code === "INVALID_EXPIRY") return "expiry";
  if (code === "INVALID_CVC") return "cvc";
  return "number";
}

/** The codes only the card form's own checks give (the others are the server's, checked on both sides). */
const ENTRY_MESSAGES: Record<string, MessageDescriptor> = {
  NUMBER_MISSING: msg`Please enter the card number.`,
  EXPIRY_MISSING: msg`Please enter the expiry date, for example 12/30.`,
  EXPIRY_UNREADABLE: msg`Please enter the expiry date as month and year, for example 12/30.`,
  CVC_MISSING: msg`Please enter the security code: 3 digits on the back, or 4 on the front for American Express.`,
};

/** The card form's field codes: the server's refusal codes, and the form's own checks before sending. */
export function cardFieldMessage(code: string): MessageDescriptor {
  return ENTRY_MESSAGES[code] ?? messageForCode(code, MESSAGES, FALLBACK);
}

/** A refusal of the card, at the field it concerns. */
export function cardRefusalAtField(error: unknown): Record<string, string> {
  return { [cardFieldOfError(error)]: errorCode(error) ?? "UNKNOWN" };
}

/** The saved card a refusal says the typed one already is, if that is the refusal. */
export function alreadySavedCardOf(error: unknown): string | null {
  const paymentMethodId = errorData(error)?.paymentMethodId;
  return errorCode(error) === "CARD_ALREADY_SAVED" && typeof paymentMethodId === "string" ? paymentMethodId : null;
}
