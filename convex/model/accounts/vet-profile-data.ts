import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { Id } from "../../_generated/dataModel";
import { deleteOwnUpload } from "../photos/uploads";
import { accountError } from "./errors";
import type { PersonalDataSection } from "./personal-data";
import { ACTIVE_BOOKING_STATUSES } from "../bookings/types";

async function vetProfileOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("vetProfiles")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/** The vet's public profile as they entered it; deleting the account removes it and its photo. */
export const vetProfileData: PersonalDataSection = {
  key: "vetProfile",
  exportData: async (ctx, user) => {
    const profile = await vetProfileOf(ctx, user._id);
    if (profile === null) return null;
    return {
      displayName: profile.displayName,
      bio: profile.bio,
      languages: profile.languages,
      species: profile.species,
      specialties: profile.specialties,
      licenceNumber: profile.licenceNumber,
      licenceCountry: profile.licenceCountry,
      consultationMinutes: profile.consultationMinutes,
      priceMinor: profile.priceMinor,
      currency: profile.currency,
      timeZone: profile.timeZone,
      published: profile.published,
      hasPhoto: profile.photoId !== undefined,
    };
  },
  assertErasable: async (ctx, user) => {
    const profile = await vetProfileOf(ctx, user._id);
    if (profile === null) return;
    const upcoming = ctx.db
      .query("bookings")
      .withIndex("by_vet_and_start", (q) => q.eq("vetId", profile._id).gt("startsAt", Date.now()));
    for await (const booking of upcoming) {
      if (ACTIVE_BOOKING_STATUSES.has(booking.status)) throw accountError("VET_HAS_UPCOMING_BOOKINGS");
    }
  },
  erase: async (ctx: MutationCtx, { user }) => {
    const profile = await vetProfileOf(ctx, user._id);
    if (profile === null) return;
    if (profile.photoId !== undefined) await deleteOwnUpload(ctx, user._id, profile.photoId);
    await ctx.db.delete(profile._id);
  },
};
