import { z } from "zod";
import { PET_SPECIES } from "../pets/pet-input";
import { SLOT_LENGTHS_MINUTES } from "../policy";
import { COUNTRY_CODE, normalizeCountryCode } from "../countries";
import { isIanaTimeZone } from "../time-zone";
import { SUPPORTED_CURRENCIES } from "./currencies";
import { VET_SPECIALTIES } from "./specialties";

// Shared by the vet profile form (src/) and convex/vets.ts: no Convex imports here.
// Issue messages are stable codes; the UI turns them into localized sentences.

export const VET_LOCALES = ["en", "de", "fr", "es"] as const;
export type VetLocale = (typeof VET_LOCALES)[number];

export const VET_PROFILE_LIMITS = {
  displayNameMin: 2,
  displayNameMax: 80,
  bioMax: 2000,
  languagesMax: 12,
  specialtiesMax: 12,
  licenceNumberMax: 40,
  /** 1 000.00 in the currency's minor unit: a ceiling against typos, not a business rule. */
  priceMinorMax: 100_000,
} as const;

/** Empty text is "required"; text shorter than a longer minimum is "too_short". */
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: "required" })
    .min(min, { error: "too_short" })
    .max(max, { error: "too_long" });

const optionalBio = z
  .string()
  .trim()
  .max(VET_PROFILE_LIMITS.bioMax, { error: "too_long" })
  .optional()
  .transform((bio) => (bio === "" ? undefined : bio));

const noDuplicates = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const vetProfileSchema = z.object({
  displayName: text(VET_PROFILE_LIMITS.displayNameMin, VET_PROFILE_LIMITS.displayNameMax),
  bio: z.object({ en: optionalBio, de: optionalBio, fr: optionalBio, es: optionalBio }),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/, { error: "invalid_language" }))
    .max(VET_PROFILE_LIMITS.languagesMax, { error: "too_many" })
    .refine(noDuplicates, { error: "duplicate" }),
  species: z.array(z.enum(PET_SPECIES, { error: "invalid_species" })).refine(noDuplicates, { error: "duplicate" }),
  // Codes only: an older profile's free-text entry is refused at its place until the vet chooses it from the list.
  specialties: z
    .array(z.enum(VET_SPECIALTIES, { error: "unknown_specialty" }))
    .max(VET_PROFILE_LIMITS.specialtiesMax, { error: "too_many" })
    .refine(noDuplicates, { error: "duplicate" }),
  licenceNumber: text(1, VET_PROFILE_LIMITS.licenceNumberMax),
  licenceCountry: z.string().transform(normalizeCountryCode).pipe(z.string().regex(COUNTRY_CODE, { error: "invalid_country" })),
  consultationMinutes: z.union(
    SLOT_LENGTHS_MINUTES.map((minutes) => z.literal(minutes)),
    { error: "invalid_length" },
  ),
  priceMinor: z
    // Nothing typed is "required"; text that is no number at all (read as NaN) is "not_a_number".
    .number({ error: (issue) => (issue.input === undefined ? "required" : "not_a_number") })
    // Any integer, however large: zod's `int()` refuses those past 2^53, which are "too high" to the person typing.
    .refine(Number.isInteger, { error: "not_integer" })
    .positive({ error: "not_positive" })
    .max(VET_PROFILE_LIMITS.priceMinorMax, { error: "too_high" }),
  currency: z.string().refine((code) => (SUPPORTED_CURRENCIES as readonly string[]).includes(code), {
    error: "unsupported_currency",
  }),
  timeZone: z.string().refine(isIanaTimeZone, { error: "invalid_time_zone" }),
});
export type VetProfileInput = z.input<typeof vetProfileSchema>;
export type VetProfileFields = z.output<typeof vetProfileSchema>;
