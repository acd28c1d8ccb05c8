import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { bookingStatusValidator } from "../../tables/bookings";
import { medicationValidator, petSexValidator, speciesValidator, weightUnitValidator } from "../../tables/pets";
import type { PetRelation } from "./access";

const latestWeightValidator = v.union(
  v.null(),
  v.object({ value: v.number(), unit: weightUnitValidator, measuredOn: v.string() }),
);

export const petListItemValidator = v.object({
  _id: v.id("pets"),
  name: v.string(),
  species: speciesValidator,
  breed: v.union(v.string(), v.null()),
  sex: petSexValidator,
  birthDate: v.union(v.string(), v.null()),
  birthDateIsEstimate: v.boolean(),
  photoUrl: v.union(v.string(), v.null()),
  latestWeight: latestWeightValidator,
});

export const petDetailValidator = v.object({
  _id: v.id("pets"),
  relation: v.union(v.literal("owner"), v.literal("vet")),
  name: v.string(),
  species: speciesValidator,
  breed: v.union(v.string(), v.null()),
  sex: petSexValidator,
  neutered: v.union(v.boolean(), v.null()),
  birthDate: v.union(v.string(), v.null()),
  birthDateIsEstimate: v.boolean(),
  microchip: v.union(v.string(), v.null()),
  allergies: v.array(v.string()),
  medications: v.array(medicationValidator),
  notes: v.union(v.string(), v.null()),
  archived: v.boolean(),
  photoUrl: v.union(v.string(), v.null()),
  weights: v.array(
    v.object({ _id: v.id("petWeights"), value: v.number(), unit: weightUnitValidator, measuredOn: v.string() }),
  ),
});

export const petConsultationValidator = v.object({
  _id: v.id("bookings"),
  startsAt: v.number(),
  endsAt: v.number(),
  status: bookingStatusValidator,
  vetName: v.union(v.string(), v.null()),
});

const MY_PETS_LIMIT = 100;
const WEIGHT_HISTORY_LIMIT = 200;

async function photoUrl(ctx: QueryCtx, pet: Doc<"pets">): Promise<string | null> {
  return pet.photoId === undefined ? null : await ctx.storage.getUrl(pet.photoId);
}

async function latestWeight(ctx: QueryCtx, pet: Doc<"pets">): Promise<Infer<typeof latestWeightValidator>> {
  const weight = await ctx.db
    .query("petWeights")
    .withIndex("by_pet_and_date", (q) => q.eq("petId", pet._id))
    .order("desc")
    .first();
  return weight === null ? null : { value: weight.value, unit: weight.unit, measuredOn: weight.measuredOn };
}

/** The owner's active pets for the list page; age is computed by the client from `birthDate`. */
export async function listMyPets(ctx: QueryCtx, owner: Doc<"users">): Promise<Infer<typeof petListItemValidator>[]> {
  const pets = await ctx.db
    .query("pets")
    .withIndex("by_owner_and_archived", (q) => q.eq("ownerId", owner._id).eq("archived", false))
    .take(MY_PETS_LIMIT);
  return await Promise.all(
    pets.map(async (pet) => ({
      _id: pet._id,
      name: pet.name,
      species: pet.species,
      breed: pet.breed ?? null,
      sex: pet.sex,
      birthDate: pet.birthDate ?? null,
      birthDateIsEstimate: pet.birthDateIsEstimate ?? false,
      photoUrl: await photoUrl(ctx, pet),
      latestWeight: await latestWeight(ctx, pet),
    })),
  );
}

export async function petDetail(
  ctx: QueryCtx,
  pet: Doc<"pets">,
  relation: PetRelation,
): Promise<Infer<typeof petDetailValidator>> {
  const recentWeights = await ctx.db
    .query("petWeights")
    .withIndex("by_pet_and_date", (q) => q.eq("petId", pet._id))
    .order("desc")
    .take(WEIGHT_HISTORY_LIMIT);
  return {
    _id: pet._id,
    relation,
    name: pet.name,
    species: pet.species,
    breed: pet.breed ?? null,
    sex: pet.sex,
    neutered: pet.neutered ?? null,
    birthDate: pet.birthDate ?? null,
    birthDateIsEstimate: pet.birthDateIsEstimate ?? false,
    microchip: pet.microchip ?? null,
    allergies: pet.allergies,
    medications: pet.medications,
    notes: pet.notes ?? null,
    archived: pet.archived,
    photoUrl: await photoUrl(ctx, pet),
    weights: recentWeights
      .reverse()
      .map((weight) => ({ _id: weight._id, value: weight.value, unit: weight.unit, measuredOn: weight.measuredOn })),
  };
}

const CONSULTATIONS_LIMIT = 50;

/** The pet's consultations, newest first: all of them for the owner, only their own for a vet. */
export async function petConsultations(
  ctx: QueryCtx,
  viewer: Doc<"users">,
  pet: Doc<"pets">,
  relation: PetRelation,
): Promise<Infer<typeof petConsultationValidator>[]> {
  const bookings = await ctx.db
    .query("bookings")
    .withIndex("by_pet_and_start", (q) => q.eq("petId", pet._id))
    .order("desc")
    .take(CONSULTATIONS_LIMIT);
  const visible = relation === "owner" ? bookings : bookings.filter((booking) => booking.vetUserId === viewer._id);
  return await Promise.all(
    visible.map(async (booking) => ({
      _id: booking._id,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      status: booking.status,
      vetName: (await ctx.db.get(booking.vetId))?.displayName ?? null,
    })),
  );
}
