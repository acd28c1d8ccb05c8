import { z } from "zod";
import { pastCalendarDate } from "../input/calendar-date";
import { PET_SPECIES, type PetSpecies } from "./species";

// Shared by the pet forms (src/) and convex/pets.ts: no Convex imports here.
// Issue messages are stable codes; the UI turns them into localized sentences.

export { PET_SPECIES, type PetSpecies };
export const PET_SEXES = ["female", "male", "unknown"] as const;
export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const PET_LIMITS = {
  nameMax: 60,
  breedMax: 80,
  allergyMax: 80,
  allergiesMax: 20,
  medicationFieldMax: 80,
  medicationsMax: 20,
  notesMax: 2000,
  earliestBirthDate: "1900-01-01",
} as const;

/** Plausible body weight per species, in kg: from a newborn to the heaviest pets of that kind. */
export const PLAUSIBLE_WEIGHT_KG: Record<PetSpecies, { min: number; max: number }> = {
  dog: { min: 0.1, max: 120 },
  cat: { min: 0.05, max: 20 },
  rabbit: { min: 0.03, max: 12 },
  guinea_pig: { min: 0.03, max: 2.5 },
  ferret: { min: 0.01, max: 3 },
  bird: { min: 0.002, max: 25 },
  reptile: { min: 0.001, max: 300 },
  other: { min: 0.001, max: 500 },
};

const KG_PER_LB = 0.45359237;

export function weightInKg(value: number, unit: WeightUnit): number {
  return unit === "kg" ? value : value * KG_PER_LB;
}

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: "required" }).max(max, { error: "too_long" });
/** Optional form fields arrive as "" when left empty: treat blank as absent, then check what is there. */
function blankAsAbsent<Inner extends z.ZodType<unknown, string>>(inner: Inner) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()))
    .pipe(inner.optional());
}
const optionalText = (max: number) => blankAsAbsent(z.string().max(max, { error: "too_long" }));

const medicationSchema = z.object({
  name: requiredText(PET_LIMITS.medicationFieldMax),
  dose: requiredText(PET_LIMITS.medicationFieldMax),
  frequency: requiredText(PET_LIMITS.medicationFieldMax),
});

/** `today` is a YYYY-MM-DD date: the browser's local date on the client, `latestCalendarDate(now)` on the server. */
export function petProfileSchema(today: string) {
  return z.object({
    name: requiredText(PET_LIMITS.nameMax),
    species: z.enum(PET_SPECIES, { error: "required" }),
    breed: optionalText(PET_LIMITS.breedMax),
    sex: z.enum(PET_SEXES, { error: "required" }),
    neutered: z.boolean().optional(),
    birthDate: blankAsAbsent(pastCalendarDate(today, PET_LIMITS.earliestBirthDate)),
    birthDateIsEstimate: z.boolean().optional(),
    microchip: blankAsAbsent(z.string().regex(/^\d{15}$/, { error: "microchip_format" })),
    allergies: z.array(requiredText(PET_LIMITS.allergyMax)).max(PET_LIMITS.allergiesMax, { error: "too_many" }),
    medications: z.array(medicationSchema).max(PET_LIMITS.medicationsMax, { error: "too_many" }),
    notes: optionalText(PET_LIMITS.notesMax),
  });
}
export type PetProfileInput = z.input<ReturnType<typeof petProfileSchema>>;
export type PetProfile = z.output<ReturnType<typeof petProfileSchema>>;

export function weightEntrySchema(species: PetSpecies, today: string) {
  return z
    .object({
      // Nothing typed is "required"; text that is no number at all (read as NaN) is "not_a_number".
      value: z.number({ error: (issue) => (issue.input === undefined ? "required" : "not_a_number") }).positive({ error: "not_positive" }),
      unit: z.enum(WEIGHT_UNITS, { error: "required" }),
      measuredOn: pastCalendarDate(today, PET_LIMITS.earliestBirthDate),
    })
    .superRefine((entry, context) => {
      if (entry.value <= 0) return;
      const { min, max } = PLAUSIBLE_WEIGHT_KG[species];
      const kg = weightInKg(entry.value, entry.unit);
      if (kg < min || kg > max) context.addIssue({ code: "custom", path: ["value"], message: "implausible" });
    });
}
export type WeightEntryInput = z.input<ReturnType<typeof weightEntrySchema>>;
