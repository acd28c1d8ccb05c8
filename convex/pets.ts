import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { authedQuery, ownerAction, ownerMutation, ownerQuery } from "./functions";
import { requireReadablePet } from "./model/pets/access";
import * as petCommands from "./model/pets/pet-commands";
import {
  listMyPets,
  petConsultations,
  petConsultationValidator,
  petDetail,
  petDetailValidator,
  petListItemValidator,
} from "./model/pets/pet-views";
import { claimUploadedPhoto } from "./model/photos/claim-uploaded-photo";
import { petProfileFields, weightEntryFields } from "./tables/pets";

// Pet ids arrive as plain strings so that a malformed id from a URL is a NOT_FOUND, not a validator crash.

export const myPets = ownerQuery({
  args: {},
  returns: v.array(petListItemValidator),
  handler: async (ctx) => await listMyPets(ctx, ctx.viewer),
});

/** The owner's pet, or read-only for a vet who has a booking with it. */
export const pet = authedQuery({
  args: { petId: v.string() },
  returns: petDetailValidator,
  handler: async (ctx, { petId }) => {
    const { pet, relation } = await requireReadablePet(ctx, ctx.viewer, petId);
    return await petDetail(ctx, pet, relation);
  },
});

/** Past and upcoming consultations of a pet, for its page (same access as `pet`). */
export const consultations = authedQuery({
  args: { petId: v.string() },
  returns: v.array(petConsultationValidator),
  handler: async (ctx, { petId }) => {
    const { pet, relation } = await requireReadablePet(ctx, ctx.viewer, petId);
    return await petConsultations(ctx, ctx.viewer, pet, relation);
  },
});

export const createPet = ownerMutation({
  args: petProfileFields,
  returns: v.id("pets"),
  handler: async (ctx, input) => await petCommands.createPet(ctx, ctx.viewer, input),
});

export const updatePet = ownerMutation({
  args: { petId: v.string(), ...petProfileFields },
  returns: v.null(),
  handler: async (ctx, { petId, ...input }) => {
    await petCommands.updatePet(ctx, ctx.viewer, petId, input);
    return null;
  },
});

export const addWeight = ownerMutation({
  args: { petId: v.string(), ...weightEntryFields },
  returns: v.id("petWeights"),
  handler: async (ctx, { petId, ...entry }) => await petCommands.addWeight(ctx, ctx.viewer, petId, entry),
});

export const removeWeight = ownerMutation({
  args: { weightId: v.string() },
  returns: v.null(),
  handler: async (ctx, { weightId }) => {
    await petCommands.removeWeight(ctx, ctx.viewer, weightId);
    return null;
  },
});

export const archivePet = ownerMutation({
  args: { petId: v.string() },
  returns: v.null(),
  handler: async (ctx, { petId }) => {
    await petCommands.archivePet(ctx, ctx.viewer, petId);
    return null;
  },
});

/** Step two of a photo upload (step one: `files.generateUploadUrl`): checks the bytes, then attaches. */
export const attachPhoto = ownerAction({
  args: { petId: v.string(), storageId: v.id("_storage") },
  returns: v.null(),
  handler: async (ctx, { petId, storageId }) => {
    await claimUploadedPhoto(ctx, ctx.viewer, "petPhoto", storageId);
    await ctx.runMutation(internal.pets.setPhoto, { userId: ctx.viewer._id, petId, storageId });
    return null;
  },
});

export const setPhoto = internalMutation({
  args: { userId: v.id("users"), petId: v.string(), storageId: v.id("_storage") },
  handler: async (ctx, { userId, petId, storageId }) => {
    const owner = await ctx.db.get(userId);
    if (owner === null || owner.role !== "owner") throw new ConvexError({ code: "FORBIDDEN_ROLE", role: "owner" });
    await petCommands.setPetPhoto(ctx, owner, petId, storageId);
  },
});
