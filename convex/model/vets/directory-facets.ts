import type { Doc } from "../../_generated/dataModel";
import { foldedSpecialtyName, SPECIALTY_LABELS, specialtyCodeOf } from "../../shared/vets/specialties";
import type { DirectoryFilters } from "./directory-filters";

/**
 * What a specialty is filed and filtered under, whatever the case or accents: a known specialty (its code, or its name
 * in any locale: "Kardiologie") under its folded English name, the key rows stored before the list existed carry;
 * other text under itself, folded.
 */
export function specialtyKey(specialty: string): string {
  const code = specialtyCodeOf(specialty);
  return foldedSpecialtyName(code === undefined ? specialty : SPECIALTY_LABELS[code].en);
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
