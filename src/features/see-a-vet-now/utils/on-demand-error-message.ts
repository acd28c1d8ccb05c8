import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ErrorMessages, messageForError } from "@/lib/convex/server-error";

const MESSAGES: ErrorMessages = {
  CARD_DECLINED: msg`Your card was declined. Nothing was reserved; please try another card.`,
  INSUFFICIENT_FUNDS: msg`Your card has insufficient funds. Nothing was reserved; please try another card.`,
  CARD_EXPIRED: msg`This card has expired. Please choose another one.`,
  PAYMENT_METHOD_NOT_FOUND: msg`This card is not available any more. Please choose another one.`,
  PET_NOT_FOUND: msg`This pet is not available any more. Please choose another one.`,
  REASON_REQUIRED: msg`Please tell the vet in a few words what it is about.`,
  INPUT_TOO_LONG: msg`Your text is too long. Please keep it under 500 characters.`,
  INVALID_LANGUAGE: msg`Please choose a language.`,
  ALREADY_WAITING: msg`You are already waiting for a vet. Follow that request, or leave it first.`,
  ALREADY_MATCHED: msg`A vet has just accepted your request: it can no longer be left.`,
  AMOUNT_MISMATCH: msg`The price changed while you were confirming. Nothing was reserved; please try again.`,
  RATE_LIMITED: msg`Too many attempts in a short time. Please wait a minute and try again.`,
  PROFILE_NOT_PUBLISHED: msg`Complete and publish your profile before you go available.`,
  CONSULTATION_SOON: msg`You have a booked consultation starting soon, so you cannot go available now.`,
  NOT_AVAILABLE: msg`You are not available at the moment. Switch "Available now" on to take requests.`,
  ALREADY_TAKEN: msg`Another vet has just taken this request.`,
  ALREADY_BOOKED: msg`You already have a consultation with this vet at this time: find it in your consultations.`,
  BOOKED_FOR_ANOTHER_PET: msg`You already have a consultation with this vet at this time: find it in your consultations.`,
  VET_BUSY: msg`You are in a consultation. Finish it before you take another request.`,
  REQUEST_CLOSED: msg`The owner is no longer waiting: they left the queue or the request timed out.`,
  NOT_FOUND: msg`This request could not be found.`,
  NOT_AUTHENTICATED: msg`Your session has ended. Sign in again.`,
  FORBIDDEN_ROLE: msg`This is not available to your account.`,
  INVALID_COMMAND_KEY: msg`This request could not be sent. Reload the page and try again.`,
};

const FALLBACK = msg`Something went wrong. Please try again.`;

/** A message the user can act on for a refusal from a "See a vet now" function. */
export function onDemandErrorMessage(error: unknown): MessageDescriptor {
  return messageForError(error, MESSAGES, FALLBACK);
}
