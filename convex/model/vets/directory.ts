import { filter } from "convex-helpers/server/filter";
import { stream } from "convex-helpers/server/stream";
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import schema from "../../schema";
import { facetForFilters, specialtyKey } from "./directory-facets";
import { type DirectoryFilters, type DirectorySort, matchesDirectoryFilters } from "./directory-filters";
import { holdsEveryQueryWord, searchableQuery } from "./search-text";

/** Bounds one page's reads when filters are very selective; the client simply asks for the next page. */
const MAXIMUM_ROWS_READ_PER_PAGE = 1_000;

export type DirectoryRequest = {
  filters: DirectoryFilters;
  sort: DirectorySort;
  /** Free text over name, specialties and bios; results are then in relevance order. */
  search?: string;
  paginationOpts: PaginationOptions;
};

/**
 * Published vets matching the filters. Rows come from `vetDirectoryEntries` under the narrowest facet the
 * filters name, in the sort's index order with its own filter as the index range (price range when sorting
 * by price, "available before" when sorting by next slot); what remains is checked row by row.
 */
export async function directoryPage(
  ctx: QueryCtx,
  request: DirectoryRequest,
): Promise<PaginationResult<Doc<"vetProfiles">>> {
  const { filters, sort, paginationOpts } = request;
  const search = request.search?.trim() ?? "";
  if (search !== "") return await searchPage(ctx, search, filters, paginationOpts);

  const facet = facetForFilters(filters);
  const entries = stream(ctx.db, schema).query("vetDirectoryEntries");
  const ordered =
    sort === "price"
      ? entries.withIndex("by_facet_and_price", (q) => {
          const inFacet = q.eq("facet", facet);
          const from = filters.minPriceMinor === undefined ? inFacet : inFacet.gte("priceMinor", filters.minPriceMinor);
          return filters.maxPriceMinor === undefined ? from : from.lte("priceMinor", filters.maxPriceMinor);
        })
      : entries.withIndex("by_facet_and_next_slot", (q) => {
          const inFacet = q.eq("facet", facet);
          return filters.availableBefore === undefined ? inFacet : inFacet.lt("nextSlotSortKey", filters.availableBefore);
        });
  const page = await ordered
    .filterWith(async (entry) => matchesDirectoryFilters(entry, filters))
    .paginate({ ...paginationOpts, maximumRowsRead: MAXIMUM_ROWS_READ_PER_PAGE });
  const vets = await Promise.all(page.page.map((entry) => ctx.db.get(entry.vetId)));
  return { ...page, page: vets.filter((vet): vet is Doc<"vetProfiles"> => vet !== null && vet.published) };
}

/**
 * Relevance order from the search index, keeping the vets whose text holds every word typed; a page may come back
 * short when that or the filters drop matches.
 */
async function searchPage(ctx: QueryCtx, search: string, filters: DirectoryFilters, paginationOpts: PaginationOptions) {
  const matches = ctx.db
    .query("vetProfiles")
    .withSearchIndex("search_text", (q) => q.search("searchText", searchableQuery(search)).eq("published", true));
  const keep = (vet: Doc<"vetProfiles">) =>
    holdsEveryQueryWord(vet.searchText, search) &&
    matchesDirectoryFilters({ ...vet, specialtyKeys: vet.specialties.map(specialtyKey) }, filters);
  return await filter(matches, keep).paginate(paginationOpts);
}
