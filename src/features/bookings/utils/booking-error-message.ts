import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ErrorMessages, messageForCode, messageForError, refusalAtField } from "@/lib/convex/server-error";

const MESSAGES: ErrorMessages = {
  SLOT_TAKEN: msg`Someone has just booked this time. Please choose another one.`,
  SLOT_TOO_SOON: msg`This time is now too close to its start to be booked. Please choose a later one.`,
  ALREADY_BOOKED: msg`You have already booked this time: here is your consultation.`,
  BOOKED_FOR_ANOTHER_PET: msg`You have already booked this time for another of your pets. Please choose another time.`,
  BOOKINGS_PAUSED: msg`This vet has just paused new bookings, so this time cannot be booked now. Try again later, or choose another vet.`,
  CARD_DECLINED: msg`Your card was declined. Nothing was booked; please try another card.`,
  INSUFFICIENT_FUNDS: msg`Your card has insufficient funds. Nothing was booked; please try another card.`,
  CARD_EXPIRED: msg`This card has expired. Please choose another one.`,
  RATE_LIMITED: msg`Too many attempts in a short time. Please wait a minute and try again.`,
  RESCHEDULE_CLOSED: msg`This consultation can no longer be moved: rescheduling closes 2 hours before the start.`,
  CANCELLATION_CLOSED: msg`This consultation has started and can no longer be cancelled.`,
  CHANGE_CLOSED: msg`This consultation has started and can no longer be changed.`,
  REFUND_CHANGED: msg`The refund has changed since you opened this page. Please check the new amount and confirm again.`,
  REASON_REQUIRED: msg`Please give a reason.`,
  NOTHING_TO_CHANGE: msg`Nothing has changed.`,
  SAME_SLOT: msg`This is already the consultation's time. Please choose another one.`,
  NO_PROPOSAL: msg`There is no new time to answer any more: the vet's proposal was withdrawn or already answered.`,
  PROPOSAL_EXPIRED: msg`The proposed time has already passed. The consultation stays at its time.`,
  PET_NOT_FOUND: msg`This pet is not available any more. Please choose another one.`,
  PAYMENT_METHOD_NOT_FOUND: msg`This card is not available any more. Please choose another one.`,
  NOT_STARTED_YET: msg`Notes can be published once the consultation has started. Save a draft until then.`,
  SUMMARY_INCOMPLETE: msg`Please fill in subjective, objective, assessment and plan before publishing.`,
  INVALID_STATUS: msg`This is no longer possible for this consultation.`,
  NOT_INTERRUPTED: msg`This consultation was not interrupted: there is nothing to choose.`,
  ALREADY_CHOSEN: msg`You have already chosen what happens after this consultation.`,
  INPUT_TOO_LONG: msg`Your text is too long. Please shorten it.`,
  CONCURRENT_CHANGE: msg`The consultation changed at the same moment. Please try again.`,
  NOT_FOUND: msg`This consultation or vet could not be found.`,
  BOOKING_NOT_FOUND: msg`This consultation or vet could not be found.`,
  NOT_AUTHENTICATED: msg`Your session has ended. Sign in again.`,
  FORBIDDEN_ROLE: msg`This is not available to your account.`,
  INVALID_COMMAND_KEY: msg`This request could not be sent. Reload the page and try again.`,
};

const FALLBACK = msg`Something went wrong. Please try again.`;

/** A message the user can act on for an error from a booking function. */
export function bookingErrorMessage(error: unknown): MessageDescriptor {
  return messageForError(error, MESSAGES, FALLBACK);
}

/** The message for a code at a field (the change forms' shared schemas use the server's codes). */
export function bookingFieldMessage(code: string): MessageDescriptor {
  return messageForCode(code, MESSAGES, FALLBACK);
}

/** A change form's refusal about its reason (required, too long) is shown at the reason. */
export const reasonRefusalAtField = refusalAtField({ REASON_REQUIRED: "reason", INPUT_TOO_LONG: "reason" });
