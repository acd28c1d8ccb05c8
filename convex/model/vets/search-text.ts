import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { specialtySearchTerms } from "../../shared/vets/specialties";

type SearchableProfile = Pick<Doc<"vetProfiles">, "displayName" | "specialties" | "bio">;

/** What the directory's text search matches: name, specialties (by their name in every locale) and the bio in every locale. */
export function vetSearchText(profile: SearchableProfile): string {
  const bios = [profile.bio.en, profile.bio.de, profile.bio.fr, profile.bio.es].filter(
    (bio): bio is string => bio !== undefined && bio !== "",
  );
  return [profile.displayName, ...profile.specialties.flatMap(specialtySearchTerms), ...bios].join("\n");
}

const SEARCH_TEXT_REFRESH_BATCH = 100;

/**
 * Writes one page of profiles' search text afresh, for profiles stored before it covered what it covers now
 * (specialties by their names in every locale). Returns the cursor of the next page, or null after the last.
 */
export async function refreshSearchTextPage(ctx: MutationCtx, cursor: string | null): Promise<string | null> {
  const page = await ctx.db.query("vetProfiles").paginate({ numItems: SEARCH_TEXT_REFRESH_BATCH, cursor });
  for (const vet of page.page) {
    const searchText = vetSearchText(vet);
    if (searchText !== vet.searchText) await ctx.db.patch(vet._id, { searchText });
  }
  return page.isDone ? null : page.continueCursor;
}
