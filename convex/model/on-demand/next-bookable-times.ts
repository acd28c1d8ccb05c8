import type { QueryCtx } from "../../_generated/server";
import type { PetSpecies } from "../../shared/pets/species";
import { facetForFilters } from "../vets/directory-facets";

const NEXT_SLOTS_SHOWN = 3;

/** The soonest bookable times with vets who match, for an owner nobody could take in time. */
export async function nextBookableTimes(ctx: QueryCtx, needs: { species: PetSpecies; language: string }, now: number) {
  const entries = await ctx.db
    .query("vetDirectoryEntries")
    .withIndex("by_facet_and_next_slot", (q) =>
      q.eq("facet", facetForFilters({ species: needs.species, language: needs.language })).gt("nextSlotSortKey", now),
    )
    .take(NEXT_SLOTS_SHOWN);
  const times = await Promise.all(
    entries.map(async (entry) => {
      const vet = await ctx.db.get(entry.vetId);
      if (vet === null || !vet.published || entry.nextFreeSlotAt === undefined) return null;
      return { vetId: vet._id, displayName: vet.displayName, startsAt: entry.nextFreeSlotAt };
    }),
  );
  return times.filter((time) => time !== null);
}
