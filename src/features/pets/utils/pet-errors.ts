import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ErrorMessages, messageForError } from "@/lib/convex/server-error";

/** Per-field codes shared with the server (convex/shared/pets/pet-input.ts). */
const fieldMessages: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  too_long: msg`This is too long.`,
  too_many: msg`Too many entries; keep at most 20.`,
  invalid_date: msg`Enter a real date.`,
  future_date: msg`The date cannot be in the future.`,
  too_old: msg`This date is too far in the past.`,
  microchip_format: msg`A microchip number has exactly 15 digits.`,
  not_positive: msg`Enter a weight above zero.`,
  not_a_number: msg`Enter the weight as a number, such as 4.5.`,
  implausible: msg`This weight is not plausible for this species; check the value and the unit.`,
  unsupported_type: msg`Use a JPEG, PNG or WebP image.`,
  too_large: msg`The image is larger than 5 MB.`,
};

const errorMessages: ErrorMessages = {
  NOT_AUTHENTICATED: msg`Your session has ended. Sign in again.`,
  FORBIDDEN_ROLE: msg`Only the pet's owner can change it.`,
  NOT_FOUND: msg`This pet could not be found.`,
  INVALID_INPUT: msg`Some values need fixing; see the highlighted fields.`,
  PET_HAS_UPCOMING_BOOKING: msg`This pet has an upcoming consultation. Cancel it before archiving the pet.`,
  INVALID_PHOTO: msg`This photo cannot be used: choose a JPEG, PNG or WebP image of at most 5 MB.`,
  INPUT_TOO_LONG: msg`Your text is too long. Please shorten it.`,
};

const fallback = msg`Something went wrong. Try again in a moment.`;

export function petErrorMessage(error: unknown): MessageDescriptor {
  return messageForError(error, errorMessages, fallback);
}

export function petFieldMessage(code: string | undefined): MessageDescriptor | undefined {
  return code === undefined ? undefined : (fieldMessages[code] ?? fallback);
}
