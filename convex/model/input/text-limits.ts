import { ConvexError } from "convex/values";
import { MAX_INTAKE_TEXT_LENGTH } from "../bookings/booking-terms";
import { MAX_REASON_LENGTH } from "../../shared/bookings/change-input";
import { MESSAGE_LIMITS } from "../../shared/conversation/message-input";
import { PET_LIMITS } from "../../shared/pets/pet-input";
import { VET_PROFILE_LIMITS } from "../../shared/vets/profile-input";

/** Ids arrive as strings (a bad one from a URL is NOT_FOUND); a real Convex id is about 32 characters. */
const ID_MAX = 64;
const SOAP_FIELD_MAX = 10_000;

/**
 * The longest text any argument of a public function may hold, by argument name; an argument whose
 * name is not listed takes the limit of the nearest enclosing argument that is (`bio.en` → `bio`),
 * else DEFAULT_TEXT_MAX. These are backstops checked before a function's own code runs; the model's
 * own form rules (pet name 60, display name 80, ...) are stricter and give field errors.
 * The table is the documented list (SECURITY.md → Input).
 */
export const TEXT_MAX_BY_ARGUMENT: Readonly<Record<string, number>> = {
  bookingId: ID_MAX,
  petId: ID_MAX,
  vetId: ID_MAX,
  weightId: ID_MAX,
  paymentMethodId: ID_MAX,
  meetingId: ID_MAX,
  requestId: ID_MAX,
  commandKey: 128,
  reason: MAX_REASON_LENGTH,
  // The vet's message with a proposed new time: as long as a reason.
  note: MAX_REASON_LENGTH,
  question: MAX_INTAKE_TEXT_LENGTH,
  answer: MAX_INTAKE_TEXT_LENGTH,
  subjective: SOAP_FIELD_MAX,
  objective: SOAP_FIELD_MAX,
  assessment: SOAP_FIELD_MAX,
  plan: SOAP_FIELD_MAX,
  followUp: SOAP_FIELD_MAX,
  // Twice the form rules' limits, so that a form still gets its field error ("too_long") from them.
  notes: 2 * PET_LIMITS.notesMax,
  bio: 2 * VET_PROFILE_LIMITS.bioMax,
  text: 2 * MESSAGE_LIMITS.textMax,
  caption: 2 * MESSAGE_LIMITS.captionMax,
  search: 200,
  cursor: 2_000,
  email: 254,
  newEmail: 254,
  // Longer than the password policy's 128 so that the policy, not this backstop, explains the rule.
  password: 256,
  currentPassword: 256,
  newPassword: 256,
};

/** Names, dates, times, locales, zones, phone numbers, card fields, codes: nothing needs more. */
export const DEFAULT_TEXT_MAX = 200;

export type TextTooLong = { field: string; max: number; length: number };

/** The first string in `args` longer than its argument's maximum, or null. */
export function firstTextTooLong(args: unknown): TextTooLong | null {
  return scan(args, [], null);
}

function scan(value: unknown, path: string[], inheritedMax: number | null): TextTooLong | null {
  if (typeof value === "string") {
    const max = inheritedMax ?? DEFAULT_TEXT_MAX;
    return value.length > max ? { field: path.join(".") || "(argument)", max, length: value.length } : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = scan(item, path, inheritedMax);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null && !(value instanceof ArrayBuffer)) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = key.length > DEFAULT_TEXT_MAX ? { field: [...path, "(key)"].join("."), max: DEFAULT_TEXT_MAX, length: key.length } : null;
      if (keyProblem !== null) return keyProblem;
      const found = scan(item, [...path, key], (Object.hasOwn(TEXT_MAX_BY_ARGUMENT, key) ? TEXT_MAX_BY_ARGUMENT[key]! : inheritedMax));
      if (found !== null) return found;
    }
  }
  return null;
}

/** Throws `INPUT_TOO_LONG` (with the field and its maximum) for the first over-long text argument. */
export function assertTextWithinLimits(args: unknown): void {
  const found = firstTextTooLong(args);
  if (found !== null) throw new ConvexError({ code: "INPUT_TOO_LONG", field: found.field, max: found.max });
}
