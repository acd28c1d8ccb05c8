import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { errorFields, type ErrorMessages, messageForError } from "@/lib/convex/server-error";

/** Per-field validation codes shared with the server (convex/shared/schedule/schedule-input.ts). */
const fieldMessages: Record<string, MessageDescriptor> = {
  invalid_time: msg`Enter a time as hours and minutes, e.g. 09:00.`,
  end_before_start: msg`The end must be after the start.`,
  overlapping_intervals: msg`This interval overlaps another one on the same day.`,
  too_many_intervals: msg`Use at most 8 intervals a day.`,
  invalid_date: msg`Enter a real date.`,
  past_date: msg`Choose today or a later date.`,
  too_far_ahead: msg`Choose a date within the next year.`,
  required: msg`Enter a number.`,
  out_of_range: msg`This value is outside the allowed range given below the field.`,
  not_whole_number: msg`Enter a whole number.`,
};

const errorMessages: ErrorMessages = {
  TOO_MANY_OVERRIDES: msg`You have too many upcoming date changes. Remove some first.`,
  NOT_AUTHENTICATED: msg`Your session has ended. Sign in again.`,
  FORBIDDEN_ROLE: msg`This page is for veterinarians.`,
  NOT_FOUND: msg`Your vet profile could not be found.`,
  INVALID_INPUT: msg`Some values need fixing; see the highlighted fields.`,
  INPUT_TOO_LONG: msg`Your text is too long. Please shorten it.`,
};

const fallback = msg`Something went wrong. Try again in a moment.`;

export type FieldErrors = Record<string, string>;

export function fieldErrorMessage(code: string | undefined): MessageDescriptor | undefined {
  return code === undefined ? undefined : (fieldMessages[code] ?? fallback);
}

/** A localized message for any error a schedule call can throw; never the raw server text. */
export function scheduleErrorMessage(error: unknown): MessageDescriptor {
  return messageForError(error, errorMessages, fallback);
}

/** The per-field codes of an INVALID_INPUT error, keyed by dotted path ("monday.0.start"). */
export function scheduleFieldErrors(error: unknown): FieldErrors {
  return errorFields(error);
}

/** The errors under one path prefix, re-keyed relative to it ("monday.0.start" → "0.start", "monday" → ""). */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const nested: FieldErrors = {};
  for (const [path, code] of Object.entries(errors)) {
    if (path === prefix) nested[""] = code;
    else if (path.startsWith(`${prefix}.`)) nested[path.slice(prefix.length + 1)] = code;
  }
  return nested;
}
