import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { PersonalDataSection } from "../accounts/personal-data";
import { deleteOwnUpload } from "../photos/uploads";

/** An owner keeps a handful of pets; the bound guards the export and erase transactions. */
const MAX_PETS = 200;
const MAX_WEIGHTS_PER_PET = 1_000;

async function petsOf(ctx: QueryCtx, ownerId: Id<"users">): Promise<Doc<"pets">[]> {
  // The index starts with the owner, so one range covers archived and active pets alike.
  return await ctx.db
    .query("pets")
    .withIndex("by_owner_and_archived", (q) => q.eq("ownerId", ownerId))
    .take(MAX_PETS);
}

async function weightsOf(ctx: QueryCtx, petId: Id<"pets">): Promise<Doc<"petWeights">[]> {
  return await ctx.db
    .query("petWeights")
    .withIndex("by_pet_and_date", (q) => q.eq("petId", petId))
    .take(MAX_WEIGHTS_PER_PET);
}

/** The owner's pets as entered, with their weight history; deleting the account removes them and their photos. */
export const petPersonalData: PersonalDataSection = {
  key: "pets",
  exportData: async (ctx, user) => {
    const pets = await petsOf(ctx, user._id);
    return await Promise.all(
      pets.map(async (pet) => ({
        name: pet.name,
        species: pet.species,
        breed: pet.breed ?? null,
        sex: pet.sex,
        neutered: pet.neutered ?? null,
        birthDate: pet.birthDate ?? null,
        birthDateIsEstimate: pet.birthDateIsEstimate ?? null,
        microchip: pet.microchip ?? null,
        allergies: pet.allergies,
        medications: pet.medications,
        notes: pet.notes ?? null,
        archived: pet.archived,
        hasPhoto: pet.photoId !== undefined,
        weights: (await weightsOf(ctx, pet._id)).map(({ value, unit, measuredOn }) => ({ value, unit, measuredOn })),
      })),
    );
  },
  erase: async (ctx: MutationCtx, { user }) => {
    for (const pet of await petsOf(ctx, user._id)) {
      for (const weight of await weightsOf(ctx, pet._id)) await ctx.db.delete(weight._id);
      if (pet.photoId !== undefined) await deleteOwnUpload(ctx, user._id, pet.photoId);
      await ctx.db.delete(pet._id);
    }
  },
};
