import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";

/** Stable codes for what stops a profile from being published; the profile page lists them. */
export const missingForPublicationValidator = v.union(
  v.literal("display_name"),
  v.literal("photo"),
  v.literal("bio"),
  v.literal("languages"),
  v.literal("species"),
  v.literal("licence"),
  v.literal("price"),
  v.literal("availability"),
);
export type MissingForPublication = Infer<typeof missingForPublicationValidator>;

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
