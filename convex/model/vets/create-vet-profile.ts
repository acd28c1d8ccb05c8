import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { nextSlotSortKey } from "./next-slot-sort-key";
import { vetSearchText } from "./search-text";
import { normalizeCountryCode } from "../../shared/countries";

export type NewVetProfile = {
  userId: Id<"users">;
  displayName: string;
  licenceNumber: string;
  licenceCountry: string;
  timeZone: string;
};

const DEFAULT_CONSULTATION_MINUTES = 20;
const DEFAULT_CURRENCY = "EUR";

/**
 * Called by sign-up when a vet account is created: the profile starts unpublished and incomplete,
 * the vet fills it in on /vet/profile. Idempotent per user.
 */
export async function createVetProfileForNewUser(ctx: MutationCtx, input: NewVetProfile) {
  const existing = await ctx.db
    .query("vetProfiles")
    .withIndex("by_user", (q) => q.eq("userId", input.userId))
    .unique();
  if (existing !== null) return existing._id;
  const profile: Omit<Doc<"vetProfiles">, "_id" | "_creationTime" | "searchText" | "nextSlotSortKey"> = {
    userId: input.userId,
    displayName: input.displayName.trim(),
    bio: {},
    languages: [],
    species: [],
    specialties: [],
    licenceNumber: input.licenceNumber.trim(),
    licenceCountry: normalizeCountryCode(input.licenceCountry),
    consultationMinutes: DEFAULT_CONSULTATION_MINUTES,
    priceMinor: 0,
    currency: DEFAULT_CURRENCY,
    timeZone: input.timeZone,
    published: false,
  };
  return await ctx.db.insert("vetProfiles", {
    ...profile,
    searchText: vetSearchText(profile),
    nextSlotSortKey: nextSlotSortKey(undefined),
  });
}
