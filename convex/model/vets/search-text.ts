import type { Doc } from "../../_generated/dataModel";
import { specialtySearchTerms } from "../../shared/vets/specialties";

type SearchableProfile = Pick<Doc<"vetProfiles">, "displayName" | "specialties" | "bio">;

/** What the directory's text search matches: name, specialties (by their name in every locale) and the bio in every locale. */
export function vetSearchText(profile: SearchableProfile): string {
  const bios = [profile.bio.en, profile.bio.de, profile.bio.fr, profile.bio.es].filter(
    (bio): bio is string => bio !== undefined && bio !== "",
  );
  return [profile.displayName, ...profile.specialties.flatMap(specialtySearchTerms), ...bios].join("\n");
}
