import { z } from "zod";
import { PET_SPECIES } from "../../../../convex/model/pets/pet-input";

/** The directory's filters as URL search params, so a filtered view can be shared; bad values are dropped. */
export const directorySearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  species: z.enum(PET_SPECIES).optional().catch(undefined),
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional()
    .catch(undefined),
  specialty: z.string().trim().max(60).optional().catch(undefined),
  minPrice: z.number().int().nonnegative().optional().catch(undefined),
  maxPrice: z.number().int().nonnegative().optional().catch(undefined),
  available: z.enum(["today", "3days"]).optional().catch(undefined),
  sort: z.enum(["next_slot", "price"]).optional().catch(undefined),
});
export type DirectorySearch = z.infer<typeof directorySearchSchema>;

const MINOR_PER_MAJOR = 100;

/** Days counted from today, inclusive: "today" ends at the coming midnight, "3 days" two midnights later. */
const AVAILABILITY_DAYS = { today: 1, "3days": 3 } as const;

/** The query arguments for the URL's filters; "available" becomes an instant in the viewer's own zone. */
export function directoryArgs(search: DirectorySearch, now: number, timeZone: string) {
  return {
    sort: search.sort ?? "next_slot",
    search: search.q || undefined,
    species: search.species,
    language: search.lang,
    specialty: search.specialty || undefined,
    minPriceMinor: search.minPrice === undefined ? undefined : search.minPrice * MINOR_PER_MAJOR,
    maxPriceMinor: search.maxPrice === undefined ? undefined : search.maxPrice * MINOR_PER_MAJOR,
    availableBefore:
      search.available === undefined ? undefined : localMidnightAfter(now, timeZone, AVAILABILITY_DAYS[search.available]),
  } as const;
}

function offsetMinutes(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant of the `days`-th local midnight after `now` in `timeZone`. */
export function localMidnightAfter(now: number, timeZone: string, days: number): number {
  const local = new Date(now + offsetMinutes(now, timeZone) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days);
  // The offset at midnight itself can differ from now's on a DST change day.
  const guess = midnightAsUtc - offsetMinutes(midnightAsUtc, timeZone) * 60_000;
  return midnightAsUtc - offsetMinutes(guess, timeZone) * 60_000;
}
