import { dateTimeFormat } from "@shared/intl-cache";
import { PET_SPECIES, type PetSpecies } from "@shared/pets/species";
import { MINUTE_MS } from "@shared/time";
import { specialtyCodeOf, type VetSpecialty } from "@shared/vets/specialties";

/**
 * The directory's filters as URL search params, so a filtered view can be shared; bad values are
 * dropped one by one. Hand-written rather than zod: route search validators ship with the first
 * page (ADR 0011).
 */
export type DirectorySearch = {
  q?: string;
  species?: PetSpecies;
  lang?: string;
  specialty?: VetSpecialty;
  minPrice?: number;
  maxPrice?: number;
  available?: "today" | "3days";
  sort?: "next_slot" | "price";
};

function text(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= maxLength ? trimmed : undefined;
}

/** Text cut at `maxLength` (what was typed into a field that takes no more, or a longer address), or nothing. */
function cutText(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const cut = value.trim().slice(0, maxLength).trim();
  return cut.length > 0 ? cut : undefined;
}

function oneOf<const T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

const MINOR_PER_MAJOR = 100;

/** An amount in major units with at most two decimals (a price as typed), or nothing. */
function amount(value: unknown): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return undefined;
  return Math.abs(Math.round(value * MINOR_PER_MAJOR) - value * MINOR_PER_MAJOR) < 1e-6 ? value : undefined;
}

/** The longest search text; the field takes no more, and a longer one in an address is cut there rather than dropped. */
export const MAX_SEARCH_LENGTH = 100;

export function parseDirectorySearch(search: Record<string, unknown>): DirectorySearch {
  const parsed: DirectorySearch = {
    q: cutText(search.q, MAX_SEARCH_LENGTH),
    species: oneOf(search.species, PET_SPECIES),
    lang: typeof search.lang === "string" && /^[a-z]{2}$/.test(search.lang) ? search.lang : undefined,
    // A code; a specialty's name in any locale (a link from before the list existed) is read as its code.
    specialty: specialtyCodeOf(text(search.specialty, 60) ?? ""),
    minPrice: amount(search.minPrice),
    maxPrice: amount(search.maxPrice),
    available: oneOf(search.available, ["today", "3days"] as const),
    sort: oneOf(search.sort, ["next_slot", "price"] as const),
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as DirectorySearch;
}

/** Why the directory shows nobody: what was searched decides what to suggest and what to clear. */
export type NoVetFoundCase = "emptyDirectory" | "search" | "searchAndFilters" | "filters";

export function noVetFoundCase(search: DirectorySearch): NoVetFoundCase {
  const filtered = filtersSet(search) > 0;
  if (search.q === undefined) return filtered ? "filters" : "emptyDirectory";
  return filtered ? "searchAndFilters" : "search";
}

/** Whether two searches ask for the same list: the same values set, whatever else is left undefined. */
export function sameDirectorySearch(a: DirectorySearch, b: DirectorySearch): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof DirectorySearch>);
  return [...keys].every((key) => a[key] === b[key]);
}

/** How many filters narrow the list (the search text and the sort order are not filters). */
export function filtersSet({ q: _q, sort: _sort, ...filters }: DirectorySearch): number {
  return Object.values(filters).filter((value) => value !== undefined).length;
}


/** Days counted from today, inclusive: "today" ends at the coming midnight, "3 days" two midnights later. */
const AVAILABILITY_DAYS = { today: 1, "3days": 3 } as const;

/** The query arguments for the URL's filters; "available" becomes an instant in the viewer's own zone. */
export function directoryArgs(search: DirectorySearch, now: number, timeZone: string) {
  return {
    sort: search.sort ?? "next_slot",
    search: search.q || undefined,
    species: search.species,
    language: search.lang,
    specialty: search.specialty,
    minPriceMinor: search.minPrice === undefined ? undefined : Math.round(search.minPrice * MINOR_PER_MAJOR),
    maxPriceMinor: search.maxPrice === undefined ? undefined : Math.round(search.maxPrice * MINOR_PER_MAJOR),
    availableBefore:
      search.available === undefined ? undefined : localMidnightAfter(now, timeZone, AVAILABILITY_DAYS[search.available]),
  } as const;
}

function offsetMinutes(instant: number, timeZone: string): number {
  const name = dateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant of the `days`-th local midnight after `now` in `timeZone`. */
export function localMidnightAfter(now: number, timeZone: string, days: number): number {
  const local = new Date(now + offsetMinutes(now, timeZone) * MINUTE_MS);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days);
  // The offset at midnight itself can differ from now's on a DST change day.
  const guess = midnightAsUtc - offsetMinutes(midnightAsUtc, timeZone) * MINUTE_MS;
  return midnightAsUtc - offsetMinutes(guess, timeZone) * MINUTE_MS;
}
