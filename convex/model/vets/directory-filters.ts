import type { PetSpecies } from "../../shared/pets/pet-input";
import { specialtyKey } from "./directory-facets";

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

/** What the filters look at, as stored on a directory row. */
export type FilterableVet = {
  species: readonly string[];
  languages: readonly string[];
  specialtyKeys: readonly string[];
  priceMinor: number;
  nextFreeSlotAt?: number;
};

export function matchesDirectoryFilters(vet: FilterableVet, filters: DirectoryFilters): boolean {
  if (filters.species !== undefined && !vet.species.includes(filters.species)) return false;
  if (filters.language !== undefined && !vet.languages.includes(filters.language)) return false;
  if (filters.specialty !== undefined && !vet.specialtyKeys.includes(specialtyKey(filters.specialty))) return false;
  if (filters.minPriceMinor !== undefined && vet.priceMinor < filters.minPriceMinor) return false;
  if (filters.maxPriceMinor !== undefined && vet.priceMinor > filters.maxPriceMinor) return false;
  if (filters.availableBefore !== undefined) {
    if (vet.nextFreeSlotAt === undefined || vet.nextFreeSlotAt >= filters.availableBefore) return false;
  }
  return true;
}
