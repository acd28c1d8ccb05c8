import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { foldedSpecialtyName, specialtySearchTerms } from "../../shared/vets/specialties";

type SearchableProfile = Pick<Doc<"vetProfiles">, "displayName" | "specialties" | "bio">;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * What the directory's text search matches: name, specialties (by their name in every locale) and the bio in every
 * locale; then, on a line of their own, its words that have accents written without them.
 */
export function vetSearchText(profile: SearchableProfile): string {
  const bios = [profile.bio.en, profile.bio.de, profile.bio.fr, profile.bio.es].filter(
    (bio): bio is string => bio !== undefined && bio !== "",
  );
  return withUnaccentedWords([profile.displayName, ...profile.specialties.flatMap(specialtySearchTerms), ...bios].join("\n"));
}

/**
 * The search index compares words by their letters (Convex's lower-cases them, and keeps accents), so "lucia" would
 * not find "Lucía" nor "muller" "Müller". The text therefore also holds each accented word without its accents, and a
 * query is searched for without them (`searchableQuery`): both ways of typing a name find it.
 */
function withUnaccentedWords(text: string): string {
  const unaccented = new Set<string>();
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const folded = foldedSpecialtyName(word);
    if (folded !== word) unaccented.add(folded);
  }
  return unaccented.size === 0 ? text : `${text}\n${[...unaccented].join(" ")}`;
}

/** Words as the search index splits them (letters and digits), compared without case or accents. */
function foldedWords(text: string): string[] {
  return foldedSpecialtyName(text).match(WORD) ?? [];
}

/** A typed search as the index is asked for it: its words without case or accents (see `withUnaccentedWords`). */
export function searchableQuery(query: string): string {
  return foldedWords(query).join(" ");
}

/**
 * Whether a search text holds every word of the query, the last one possibly unfinished (a word it starts), ignoring
 * case and accents. The search index returns texts holding any one of the words, so without this "Animales exóticos"
 * found a vet whose bio says "animales" and "Traumatología y ortopedia" every vet whose bio has a "y".
 */
export function holdsEveryQueryWord(searchText: string, query: string): boolean {
  const queryWords = foldedWords(query);
  const last = queryWords.pop();
  if (last === undefined) return true;
  const textWords = new Set(foldedWords(searchText));
  return queryWords.every((word) => textWords.has(word)) && [...textWords].some((word) => word.startsWith(last));
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
