import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { errorCode, errorData, errorFields, type ErrorMessages, messageForError } from "@/lib/convex/server-error";

/** Per-field codes shared with the server (convex/shared/vets/profile-input.ts). */
const fieldMessages: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  needed_while_published: msg`Your profile is published, so this cannot be empty.`,
  too_short: msg`This is too short.`,
  too_long: msg`This is too long.`,
  too_many: msg`Too many entries.`,
  duplicate: msg`Each entry may appear only once.`,
  invalid_language: msg`Choose languages from the list.`,
  invalid_species: msg`Choose species from the list.`,
  unknown_specialty: msg`This entry is not on the list: tick the matching specialty, then remove it.`,
  invalid_country: msg`Choose a country.`,
  invalid_length: msg`Choose 15, 20 or 30 minutes.`,
  not_integer: msg`Enter the price with at most two decimals.`,
  not_positive: msg`Enter a price above zero.`,
  too_high: msg`This price is above the maximum of 1,000.`,
  unsupported_currency: msg`Choose a currency from the list.`,
  invalid_time_zone: msg`Choose a time zone from the list.`,
  unsupported_type: msg`Use a JPEG, PNG or WebP image.`,
  too_large: msg`The image is larger than 5 MB.`,
};

const errorMessages: ErrorMessages = {
  NOT_AUTHENTICATED: msg`Your session has ended. Sign in again.`,
  FORBIDDEN_ROLE: msg`This page is for veterinarians.`,
  NOT_FOUND: msg`This veterinarian could not be found.`,
  INVALID_INPUT: msg`Some values need fixing; see the highlighted fields.`,
  PROFILE_INCOMPLETE: msg`Your profile is not complete yet; see what is missing.`,
  INVALID_PHOTO: msg`This photo cannot be used: choose a JPEG, PNG or WebP image of at most 5 MB.`,
  INPUT_TOO_LONG: msg`Your text is too long. Please shorten it.`,
};

/** What stops publishing, as listed on the profile page (codes from convex/model/vets/publication.ts). */
export const missingPartMessages: Record<string, MessageDescriptor> = {
  display_name: msg`A display name`,
  photo: msg`A photo`,
  bio: msg`A bio in at least one language`,
  languages: msg`The languages you speak`,
  species: msg`The species you treat`,
  licence: msg`Your licence number and country`,
  price: msg`A consultation price`,
  availability: msg`Weekly hours in your schedule`,
};

/** Where each missing part of a published profile is fixed in the profile form; the others live elsewhere. */
const MISSING_PART_FIELDS: Record<string, string> = {
  display_name: "displayName",
  bio: "bio",
  languages: "languages",
  species: "species",
  licence: "licenceNumber",
  price: "priceMinor",
};

const fallback = msg`Something went wrong. Try again in a moment.`;

export function vetErrorMessage(error: unknown): MessageDescriptor {
  return messageForError(error, errorMessages, fallback);
}

/** Per-field codes of a refusal: the schema's, or each missing part of a published profile at its control. */
export function vetFieldErrors(error: unknown): Record<string, string> {
  const missingFields = missingParts(error).flatMap((part) => {
    const field = MISSING_PART_FIELDS[part];
    return field === undefined ? [] : [[field, "needed_while_published"] as const];
  });
  if (missingFields.length > 0) return Object.fromEntries(missingFields);
  return errorFields(error);
}

/** A field's code as a sentence; the price's example amount is written the way the page's locale writes it. */
export function fieldMessage(code: string | undefined, priceExample = "36.50"): MessageDescriptor | undefined {
  if (code === "not_a_number") return msg`A price must be a number, for example ${priceExample}.`;
  return code === undefined ? undefined : (fieldMessages[code] ?? fallback);
}

/** Missing parts the profile form has no control for (the photo, the schedule's hours). */
export function missingPartsElsewhere(error: unknown): string[] {
  return missingParts(error).filter((part) => MISSING_PART_FIELDS[part] === undefined);
}

export function missingParts(error: unknown): string[] {
  if (errorCode(error) !== "PROFILE_INCOMPLETE") return [];
  const missing = errorData(error)?.missing;
  return Array.isArray(missing) ? missing.filter((part): part is string => typeof part === "string") : [];
}
