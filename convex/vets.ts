import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { currentViewer, publicQuery, vetAction, vetMutation, vetQuery } from "./functions";
import { requirePageSize, withClientCursor } from "./model/input/pagination";
import { claimUploadedPhoto } from "./model/photos/claim-uploaded-photo";
import { directoryPage } from "./model/vets/directory";
import { refreshSearchTextPage } from "./model/vets/search-text";
import * as vetCommands from "./model/vets/vet-commands";
import {
  myVetProfileValidator,
  ownProfileView,
  vetCard,
  vetCardValidator,
  vetDetailValidator,
  vetDetailView,
} from "./model/vets/vet-views";
import { localeValidator } from "./tables/accounts";
import { speciesValidator } from "./tables/pets";
import { vetProfileFields } from "./tables/vets";
import { pick } from "convex-helpers";

export const myVetProfile = vetQuery({
  args: {},
  returns: myVetProfileValidator,
  handler: async (ctx) => {
    const vet = await vetCommands.requireOwnVetProfile(ctx, ctx.viewer);
    return {
      ...(await ownProfileView(ctx, vet)),
      missingForPublication: await vetCommands.missingForPublication(ctx, vet),
    };
  },
});

export const updateVetProfile = vetMutation({
  args: pick(vetProfileFields, [
    "displayName",
    "bio",
    "languages",
    "species",
    "specialties",
    "licenceNumber",
    "licenceCountry",
    "consultationMinutes",
    "priceMinor",
    "currency",
    "timeZone",
  ]),
  returns: v.null(),
  handler: async (ctx, input) => {
    await vetCommands.updateVetProfile(ctx, ctx.viewer, input);
    return null;
  },
});

/** Publishing needs a complete profile and weekly hours; otherwise `PROFILE_INCOMPLETE` lists what is missing. */
export const setPublished = vetMutation({
  args: { published: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { published }) => {
    await vetCommands.setPublished(ctx, ctx.viewer, published);
    return null;
  },
});

/** Step two of a photo upload (step one: `files.generateUploadUrl`): checks the bytes, then attaches. */
export const attachPhoto = vetAction({
  args: { storageId: v.id("_storage") },
  returns: v.null(),
  handler: async (ctx, { storageId }) => {
    await claimUploadedPhoto(ctx, ctx.viewer, "vetPhoto", storageId);
    await ctx.runMutation(internal.vets.setPhoto, { userId: ctx.viewer._id, storageId });
    return null;
  },
});

export const setPhoto = internalMutation({
  args: { userId: v.id("users"), storageId: v.id("_storage") },
  handler: async (ctx, { userId, storageId }) => {
    const viewer = await ctx.db.get(userId);
    if (viewer === null || viewer.role !== "vet") throw new ConvexError({ code: "FORBIDDEN_ROLE", role: "vet" });
    await vetCommands.setVetPhoto(ctx, viewer, storageId);
  },
});

/** Public: published vets, filtered, searched and sorted, one page at a time. */
export const directory = publicQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    sort: v.union(v.literal("next_slot"), v.literal("price")),
    search: v.optional(v.string()),
    species: v.optional(speciesValidator),
    language: v.optional(v.string()),
    specialty: v.optional(v.string()),
    minPriceMinor: v.optional(v.number()),
    maxPriceMinor: v.optional(v.number()),
    availableBefore: v.optional(v.number()),
  },
  returns: paginationResultValidator(vetCardValidator),
  handler: async (ctx, { paginationOpts, sort, search, ...filters }) => {
    requirePageSize(paginationOpts);
    const page = await withClientCursor(paginationOpts, () => directoryPage(ctx, { filters, sort, search, paginationOpts }));
    return { ...page, page: await Promise.all(page.page.map((vet) => vetCard(ctx, vet))) };
  },
});

/**
 * Public for published vets; an unpublished profile is visible to its own vet only, and null to everyone else: a page
 * open on it (the vet's page, booking, moving a booking) says so and shows the profile again, live, once it is
 * published. An id that names no profile is NOT_FOUND.
 */
export const vetDetail = publicQuery({
  args: { vetId: v.string(), locale: localeValidator },
  returns: v.union(vetDetailValidator, v.null()),
  handler: async (ctx, { vetId, locale }) => {
    const id = ctx.db.normalizeId("vetProfiles", vetId);
    const vet = id === null ? null : await ctx.db.get(id);
    if (vet === null) throw new ConvexError({ code: "NOT_FOUND" });
    if (!vet.published && vet.userId !== (await currentViewer(ctx))?._id) return null;
    return await vetDetailView(ctx, vet, locale);
  },
});

/** For the schedule and bookings features to call (or schedule) after a change to a vet's free time. */
export const refreshNextFreeSlot = internalMutation({
  args: { vetId: v.id("vetProfiles") },
  handler: async (ctx, { vetId }) => await vetCommands.refreshNextFreeSlot(ctx, vetId),
});

/**
 * Once after a deployment that widens what the directory's text search covers (`npx convex run vets:refreshSearchTexts`):
 * every profile's search text is written afresh, a page per transaction.
 */
export const refreshSearchTexts = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  handler: async (ctx, { cursor }) => {
    const next = await refreshSearchTextPage(ctx, cursor ?? null);
    if (next !== null) await ctx.scheduler.runAfter(0, internal.vets.refreshSearchTexts, { cursor: next });
  },
});

/** Run periodically (crons): a directory "next free slot" in the past is recomputed. */
export const refreshStaleNextFreeSlots = internalMutation({
  args: {},
  handler: async (ctx) => {
    const more = await vetCommands.refreshStaleNextFreeSlots(ctx, Date.now());
    if (more) await ctx.scheduler.runAfter(0, internal.vets.refreshStaleNextFreeSlots, {});
  },
});
