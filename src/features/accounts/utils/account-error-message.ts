import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { type ErrorMessages, messageForCode, messageForError } from "@/lib/convex/server-error";
import { RESET_CODE_DIGITS } from "@shared/accounts/credential-rules";

const messages: ErrorMessages = {
  INVALID_EMAIL: msg`Enter a valid email address.`,
  INVALID_NAME: msg`Enter your name (up to 100 characters).`,
  INVALID_ROLE: msg`Choose whether you are a pet owner or a veterinarian.`,
  INVALID_LOCALE: msg`Choose one of the offered languages.`,
  INVALID_TIME_ZONE: msg`Choose a time zone from the list.`,
  INVALID_PHONE: msg`Enter a phone number with digits only, optionally starting with +.`,
  INVALID_LICENCE_NUMBER: msg`Enter your veterinary licence number.`,
  INVALID_LICENCE_COUNTRY: msg`Choose the country that issued your licence.`,
  PASSWORD_TOO_SHORT: msg`Use at least 8 characters. A longer passphrase is stronger.`,
  PASSWORD_TOO_LONG: msg`Use at most 128 characters.`,
  PASSWORD_TOO_COMMON: msg`This password is one of the most common ones. Choose something less predictable.`,
  PASSWORD_CONTAINS_PERSONAL_INFO: msg`Do not use your email name or "Vetline" in your password.`,
  EMAIL_ALREADY_REGISTERED: msg`An account with this email already exists. Sign in or reset your password.`,
  INVALID_CREDENTIALS: msg`The email or password is not right.`,
  UNSUPPORTED_SIGN_IN_FLOW: msg`This way of signing in is not offered. Reload the page and try again.`,
  TOO_MANY_SIGN_IN_ATTEMPTS: msg`Too many attempts. Wait an hour, or reset your password.`,
  SIGN_IN_BUSY: msg`Too many people are signing in right now. Please try again in a minute.`,
  TOO_MANY_SIGN_UPS: msg`Too many accounts are being created right now. Please try again in a few minutes.`,
  TOO_MANY_RESET_REQUESTS: msg`Too many password resets are being requested right now. Please try again in a few minutes.`,
  TOO_MANY_RESET_CODES: msg`Codes for this address were asked for 3 times in the last hour. Use the newest one that arrived (check your spam folder), or ask again in an hour.`,
  INVALID_RESET_CODE: msg`This code is wrong or has expired. Ask for a new one.`,
  WRONG_PASSWORD: msg`Your current password is not right.`,
  VET_HAS_UPCOMING_BOOKINGS: msg`You still have upcoming consultations. Cancel them first, then delete your account.`,
  HAS_UPCOMING_BOOKINGS: msg`You still have upcoming consultations. Cancel them first, then delete your account.`,
  NOT_AUTHENTICATED: msg`Your session has ended. Sign in again.`,
  INVALID_AGENDA_TIME: msg`Enter the agenda time as hours and minutes, for example 07:30.`,
  INPUT_TOO_LONG: msg`Your text is too long. Please shorten it.`,
};

const fallback = msg`Something went wrong. Try again in a moment.`;

/** A localized message for any error an account call can throw; never the raw server text. */
export function accountErrorMessage(error: unknown): MessageDescriptor {
  return messageForError(error, messages, fallback);
}

/** What a field of an account form shows for a code: the form's own "required", else the server's message for it. */
export function accountFieldMessage(code: string): MessageDescriptor {
  if (code === "REQUIRED") return msg`This field is required.`;
  if (code === "RESET_CODE_FORMAT") return msg`The code in the email has ${RESET_CODE_DIGITS} digits. Type all of them.`;
  return messageForCode(code, messages, fallback);
}
