import type { Doc } from "../../_generated/dataModel";
import type { PetSpecies } from "../pets/pet-input";

export type DirectorySort = "next_slot" | "price";

export type DirectoryFilters = {
  species?: PetSpecies;
  /** ISO 639-1. */
  language?: string;
  specialty?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  /** Only vets with a free slot starting before this instant (the client's end of today, or of the third day). */
  availableBefore?: number;
};

const sameWord = (left: string, right: string) => left.localeCompare(right, undefined, { sensitivity: "base" }) === 0;

/** Every filter the chosen index range does not already apply. */
export function matchesDirectoryFilters(vet: Doc<"vetProfiles">, filters: DirectoryFilters): boolean {
  if (filters.species !== undefined && !vet.species.includes(filters.species)) return false;
  if (filters.language !== undefined && !vet.languages.includes(filters.language)) return false;
  const specialty = filters.specialty;
  if (specialty !== undefined && !vet.specialties.some((candidate) => sameWord(candidate, specialty))) return false;
  if (filters.minPriceMinor !== undefined && vet.priceMinor < filters.minPriceMinor) return false;
  if (filters.maxPriceMinor !== undefined && vet.priceMinor > filters.maxPriceMinor) return false;
  if (filters.availableBefore !== undefined) {
    if (vet.nextFreeSlotAt === undefined || vet.nextFreeSlotAt >= filters.availableBefore) return false;
  }
  return true;
}
