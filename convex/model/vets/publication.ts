import type { Doc } from "../../_generated/dataModel";

/** Stable codes for what stops a profile from being published; the profile page lists them. */
export type MissingForPublication =
  | "display_name"
  | "photo"
  | "bio"
  | "languages"
  | "species"
  | "licence"
  | "price"
  | "availability";

export function missingProfileParts(vet: Doc<"vetProfiles">): MissingForPublication[] {
  const missing: MissingForPublication[] = [];
  if (vet.displayName.trim() === "") missing.push("display_name");
  if (vet.photoId === undefined) missing.push("photo");
  if (!Object.values(vet.bio).some((bio) => bio !== undefined && bio.trim() !== "")) missing.push("bio");
  if (vet.languages.length === 0) missing.push("languages");
  if (vet.species.length === 0) missing.push("species");
  if (vet.licenceNumber.trim() === "" || vet.licenceCountry.trim() === "") missing.push("licence");
  if (vet.priceMinor <= 0) missing.push("price");
  return missing;
}
