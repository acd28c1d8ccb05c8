import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { requireValid } from "../input/require-valid";
import { deleteOwnUpload, requireOwnUpload } from "../photos/uploads";
import { hasWeeklyAvailability, nextFreeSlot } from "./availability";
import { moveDirectoryEntries, syncDirectoryEntries } from "./directory-entries";
import { nextSlotSortKey } from "./next-slot-sort-key";
import { vetProfileSchema } from "../../shared/vets/profile-input";
import { type MissingForPublication, missingProfileParts } from "./publication";
import { vetSearchText } from "./search-text";

/** The signed-in vet's profile (created at sign-up); a vet account without one is a broken invariant. */
export async function requireOwnVetProfile(ctx: QueryCtx, viewer: Doc<"users">): Promise<Doc<"vetProfiles">> {
  const profile = await ctx.db
    .query("vetProfiles")
    .withIndex("by_user", (q) => q.eq("userId", viewer._id))
    .unique();
  if (profile === null) throw new ConvexError({ code: "NOT_FOUND" });
  return profile;
}

export async function missingForPublication(ctx: QueryCtx, vet: Doc<"vetProfiles">) {
  const missing: MissingForPublication[] = missingProfileParts(vet);
  if (!(await hasWeeklyAvailability(ctx, vet._id))) missing.push("availability");
  return missing;
}

/** Recomputes the directory's "next free slot" after anything that changes a vet's free time. */
export async function refreshNextFreeSlot(ctx: MutationCtx, vetId: Id<"vetProfiles">) {
  const vet = await ctx.db.get(vetId);
  if (vet === null) return;
  const slot = await nextFreeSlot(ctx, vetId);
  const nextFreeSlotAt = slot ?? undefined;
  if (vet.nextFreeSlotAt === nextFreeSlotAt) return;
  const slotFields = { nextFreeSlotAt, nextSlotSortKey: nextSlotSortKey(nextFreeSlotAt) };
  await ctx.db.patch(vetId, slotFields);
  await moveDirectoryEntries(ctx, vetId, slotFields);
}

/** `input` as it arrives (the table's shape: specialties are any text); the shared schema admits only what is valid. */
export async function updateVetProfile(ctx: MutationCtx, viewer: Doc<"users">, input: unknown) {
  const vet = await requireOwnVetProfile(ctx, viewer);
  const fields = requireValid(vetProfileSchema, input);
  const updated = { ...vet, ...fields };
  if (vet.published) {
    const missing = missingProfileParts(updated);
    if (missing.length > 0) throw new ConvexError({ code: "PROFILE_INCOMPLETE", missing });
  }
  await ctx.db.patch(vet._id, { ...fields, searchText: vetSearchText(updated) });
  // One zone per person (ADR 0012): the zone of the hours is the account's zone.
  if (viewer.timeZone !== fields.timeZone) await ctx.db.patch(viewer._id, { timeZone: fields.timeZone });
  if (fields.timeZone !== vet.timeZone || fields.consultationMinutes !== vet.consultationMinutes) {
    await refreshNextFreeSlot(ctx, vet._id);
  }
  await syncDirectoryEntries(ctx, vet._id);
}

export async function setPublished(ctx: MutationCtx, viewer: Doc<"users">, published: boolean) {
  const vet = await requireOwnVetProfile(ctx, viewer);
  if (published) {
    const missing = await missingForPublication(ctx, vet);
    if (missing.length > 0) throw new ConvexError({ code: "PROFILE_INCOMPLETE", missing });
  }
  await ctx.db.patch(vet._id, { published });
  if (published) await refreshNextFreeSlot(ctx, vet._id);
  await syncDirectoryEntries(ctx, vet._id);
}

export async function setVetPhoto(ctx: MutationCtx, viewer: Doc<"users">, storageId: Id<"_storage">) {
  const vet = await requireOwnVetProfile(ctx, viewer);
  await requireOwnUpload(ctx, viewer._id, "vetPhoto", storageId);
  if (vet.photoId !== undefined && vet.photoId !== storageId) await deleteOwnUpload(ctx, viewer._id, vet.photoId);
  await ctx.db.patch(vet._id, { photoId: storageId });
}


const STALE_REFRESH_BATCH = 100;

/**
 * A next free slot that has started is no longer free: recompute those (soonest first), in batches.
 * Returns whether more stale vets remain, so a caller can continue.
 */
export async function refreshStaleNextFreeSlots(ctx: MutationCtx, now: number): Promise<boolean> {
  const stale = await ctx.db
    .query("vetProfiles")
    .withIndex("by_published_and_next_slot", (q) => q.eq("published", true).lt("nextSlotSortKey", now))
    .take(STALE_REFRESH_BATCH);
  for (const vet of stale) await refreshNextFreeSlot(ctx, vet._id);
  return stale.length === STALE_REFRESH_BATCH;
}
