import { defineTable } from "convex/server";
import { v } from "convex/values";

// The literal lists are mirrored by the shared zod schemas in shared/pets/pet-input.ts.
export const speciesValidator = v.union(
  v.literal("dog"),
  v.literal("cat"),
  v.literal("rabbit"),
  v.literal("guinea_pig"),
  v.literal("ferret"),
  v.literal("bird"),
  v.literal("reptile"),
  v.literal("other"),
);
export const petSexValidator = v.union(v.literal("female"), v.literal("male"), v.literal("unknown"));
export const weightUnitValidator = v.union(v.literal("kg"), v.literal("lb"));
export const medicationValidator = v.object({ name: v.string(), dose: v.string(), frequency: v.string() });

/** The fields an owner edits; shared by the table and the create/update arguments. */
export const petProfileFields = {
  name: v.string(),
  species: speciesValidator,
  breed: v.optional(v.string()),
  sex: petSexValidator,
  neutered: v.optional(v.boolean()),
  /** ISO calendar date (YYYY-MM-DD); when only an age is known it is derived from it and flagged as estimated. */
  birthDate: v.optional(v.string()),
  birthDateIsEstimate: v.optional(v.boolean()),
  microchip: v.optional(v.string()),
  allergies: v.array(v.string()),
  medications: v.array(medicationValidator),
  notes: v.optional(v.string()),
};

export const weightEntryFields = {
  value: v.number(),
  unit: weightUnitValidator,
  /** ISO calendar date (YYYY-MM-DD) of the measurement. */
  measuredOn: v.string(),
};

export const petTables = {
  pets: defineTable({
    ownerId: v.id("users"),
    ...petProfileFields,
    photoId: v.optional(v.id("_storage")),
    archived: v.boolean(),
  }).index("by_owner_and_archived", ["ownerId", "archived"]),

  /** Weight history lives in its own table so a long-lived pet's document stays small. */
  petWeights: defineTable({
    petId: v.id("pets"),
    ...weightEntryFields,
  }).index("by_pet_and_date", ["petId", "measuredOn"]),
};
