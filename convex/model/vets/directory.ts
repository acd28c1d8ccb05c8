import { stream } from "convex-helpers/server/stream";
import { filter } from "convex-helpers/server/filter";
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import schema from "../../schema";
import { type DirectoryFilters, type DirectorySort, matchesDirectoryFilters } from "./directory-filters";

/** Bounds one page's reads when filters are very selective; the client simply asks for the next page. */
const MAXIMUM_ROWS_READ_PER_PAGE = 2_000;

export type DirectoryRequest = {
  filters: DirectoryFilters;
  sort: DirectorySort;
  /** Free text over name, specialties and bios; results are then in relevance order. */
  search?: string;
  paginationOpts: PaginationOptions;
};

/**
 * Published vets matching the filters. The sort's own field is an index range (price range when sorting by
 * price, "available before" when sorting by next slot); the array filters are checked per document.
 */
export async function directoryPage(
  ctx: QueryCtx,
  request: DirectoryRequest,
): Promise<PaginationResult<Doc<"vetProfiles">>> {
  const { filters, sort, paginationOpts } = request;
  const keep = async (vet: Doc<"vetProfiles">) => matchesDirectoryFilters(vet, filters);
  const search = request.search?.trim() ?? "";

  if (search !== "") {
    const matches = ctx.db
      .query("vetProfiles")
      .withSearchIndex("search_text", (q) => q.search("searchText", search).eq("published", true));
    return await filter(matches, keep).paginate(paginationOpts);
  }

  const vets = stream(ctx.db, schema).query("vetProfiles");
  const ordered =
    sort === "price"
      ? vets.withIndex("by_published_and_price", (q) => {
          const published = q.eq("published", true);
          const from = filters.minPriceMinor === undefined ? published : published.gte("priceMinor", filters.minPriceMinor);
          return filters.maxPriceMinor === undefined ? from : from.lte("priceMinor", filters.maxPriceMinor);
        })
      : vets.withIndex("by_published_and_next_slot", (q) => {
          const published = q.eq("published", true);
          return filters.availableBefore === undefined
            ? published
            : published.lt("nextSlotSortKey", filters.availableBefore);
        });
  return await ordered.filterWith(keep).paginate({ ...paginationOpts, maximumRowsRead: MAXIMUM_ROWS_READ_PER_PAGE });
}
