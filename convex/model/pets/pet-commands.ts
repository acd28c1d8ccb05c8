import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { latestCalendarDate } from "../../shared/input/calendar-date";
import { requireValid } from "../input/require-valid";
import { deleteOwnUpload, requireOwnUpload } from "../photos/uploads";
import { hasUpcomingActiveBooking, requireOwnPet } from "./access";
import { type PetProfileInput, type WeightEntryInput, petProfileSchema, weightEntrySchema } from "../../shared/pets/pet-input";

function validProfile(input: PetProfileInput) {
  return requireValid(petProfileSchema(latestCalendarDate(Date.now())), input);
}

export async function createPet(ctx: MutationCtx, owner: Doc<"users">, input: PetProfileInput): Promise<Id<"pets">> {
  const profile = validProfile(input);
  return await ctx.db.insert("pets", { ownerId: owner._id, ...profile, archived: false });
}

/** Replaces every editable field: an omitted optional field is cleared. */
export async function updatePet(ctx: MutationCtx, owner: Doc<"users">, rawPetId: string, input: PetProfileInput) {
  const pet = await requireOwnPet(ctx, owner, rawPetId);
  const profile = validProfile(input);
  await ctx.db.replace(pet._id, {
    ownerId: pet.ownerId,
    ...profile,
    photoId: pet.photoId,
    archived: pet.archived,
  });
}

export async function addWeight(ctx: MutationCtx, owner: Doc<"users">, rawPetId: string, input: WeightEntryInput) {
  const pet = await requireOwnPet(ctx, owner, rawPetId);
  const entry = requireValid(weightEntrySchema(pet.species, latestCalendarDate(Date.now())), input);
  return await ctx.db.insert("petWeights", { petId: pet._id, ...entry });
}

export async function removeWeight(ctx: MutationCtx, owner: Doc<"users">, rawWeightId: string) {
  const weightId = ctx.db.normalizeId("petWeights", rawWeightId);
  const weight = weightId === null ? null : await ctx.db.get(weightId);
  if (weight === null) throw new ConvexError({ code: "NOT_FOUND" });
  await requireOwnPet(ctx, owner, weight.petId);
  await ctx.db.delete(weight._id);
}

/** Archived pets stay on past bookings but cannot be booked; a pet with a consultation ahead stays active. */
export async function archivePet(ctx: MutationCtx, owner: Doc<"users">, rawPetId: string) {
  const pet = await requireOwnPet(ctx, owner, rawPetId);
  if (pet.archived) return;
  if (await hasUpcomingActiveBooking(ctx, pet._id, Date.now())) {
    throw new ConvexError({ code: "PET_HAS_UPCOMING_BOOKING" });
  }
  await ctx.db.patch(pet._id, { archived: true });
}

export async function setPetPhoto(
  ctx: MutationCtx,
  owner: Doc<"users">,
  rawPetId: string,
  storageId: Id<"_storage">,
) {
  const pet = await requireOwnPet(ctx, owner, rawPetId);
  await requireOwnUpload(ctx, owner._id, "petPhoto", storageId);
  if (pet.photoId !== undefined && pet.photoId !== storageId) await deleteOwnUpload(ctx, owner._id, pet.photoId);
  await ctx.db.patch(pet._id, { photoId: storageId });
}
