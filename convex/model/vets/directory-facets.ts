import type { Doc } from "../../_generated/dataModel";
import type { DirectoryFilters } from "./directory-filters";

/** Case- and accent-insensitive form of a specialty, so "cardiology" finds "Cardiology". */
export function specialtyKey(specialty: string): string {
  return specialty
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
}

const ALL = "all";
const speciesFacet = (species: string) => `species:${species}`;
const languageFacet = (language: string) => `language:${language}`;
const pairFacet = (species: string, language: string) => `${speciesFacet(species)}|${languageFacet(language)}`;
const specialtyFacet = (key: string) => `specialty:${key}`;

/** Every facet under which a published vet is listed. */
export function facetsOf(vet: Pick<Doc<"vetProfiles">, "species" | "languages" | "specialties">): string[] {
  return [
    ALL,
    ...vet.species.map(speciesFacet),
    ...vet.languages.map(languageFacet),
    ...vet.species.flatMap((species) => vet.languages.map((language) => pairFacet(species, language))),
    ...new Set(vet.specialties.map((specialty) => specialtyFacet(specialtyKey(specialty)))),
  ];
}

/** The narrowest facet the filters pin down; the remaining filters are checked row by row. */
export function facetForFilters(filters: DirectoryFilters): string {
  const { species, language, specialty } = filters;
  if (species !== undefined && language !== undefined) return pairFacet(species, language);
  if (specialty !== undefined) return specialtyFacet(specialtyKey(specialty));
  if (species !== undefined) return speciesFacet(species);
  if (language !== undefined) return languageFacet(language);
  return ALL;
}
