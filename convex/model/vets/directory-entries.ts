import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { facetsOf, specialtyKey } from "./directory-facets";

/** Above what the profile limits allow (1 + 8 species + 12 languages + 96 pairs + 12 specialties). */
const MAX_FACETS_PER_VET = 256;

/** Brings a vet's directory rows in line with their profile: none while unpublished. */
export async function syncDirectoryEntries(ctx: MutationCtx, vetId: Id<"vetProfiles">): Promise<void> {
  const existing = await ctx.db
    .query("vetDirectoryEntries")
    .withIndex("by_vet", (q) => q.eq("vetId", vetId))
    .take(MAX_FACETS_PER_VET);
  await Promise.all(existing.map((entry) => ctx.db.delete(entry._id)));
  const vet = await ctx.db.get(vetId);
  if (vet === null || !vet.published) return;
  const shared = {
    vetId,
    priceMinor: vet.priceMinor,
    nextSlotSortKey: vet.nextSlotSortKey,
    nextFreeSlotAt: vet.nextFreeSlotAt,
    species: vet.species,
    languages: vet.languages,
    specialtyKeys: vet.specialties.map(specialtyKey),
  };
  await Promise.all(facetsOf(vet).map((facet) => ctx.db.insert("vetDirectoryEntries", { facet, ...shared })));
}

/** A new next free slot only moves the vet within each facet: patch the rows rather than rebuild them. */
export async function moveDirectoryEntries(
  ctx: MutationCtx,
  vetId: Id<"vetProfiles">,
  slot: { nextFreeSlotAt: number | undefined; nextSlotSortKey: number },
): Promise<void> {
  const entries = await ctx.db
    .query("vetDirectoryEntries")
    .withIndex("by_vet", (q) => q.eq("vetId", vetId))
    .take(MAX_FACETS_PER_VET);
  await Promise.all(entries.map((entry) => ctx.db.patch(entry._id, slot)));
}
