import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { readSchedule } from "../schedule/schedule-reads";
import { VET_LOCALES, type VetLocale } from "../../shared/vets/profile-input";

async function photoUrl(ctx: QueryCtx, vet: Doc<"vetProfiles">): Promise<string | null> {
  return vet.photoId === undefined ? null : await ctx.storage.getUrl(vet.photoId);
}

/** What a directory card shows. */
export async function vetCard(ctx: QueryCtx, vet: Doc<"vetProfiles">) {
  return {
    _id: vet._id,
    displayName: vet.displayName,
    photoUrl: await photoUrl(ctx, vet),
    languages: vet.languages,
    species: vet.species,
    specialties: vet.specialties,
    consultationMinutes: vet.consultationMinutes,
    priceMinor: vet.priceMinor,
    currency: vet.currency,
    timeZone: vet.timeZone,
    nextFreeSlotAt: vet.nextFreeSlotAt ?? null,
  };
}

/** The bio in the viewer's locale, else in any locale the vet wrote one in. */
export function bioForLocale(bio: Doc<"vetProfiles">["bio"], locale: VetLocale) {
  for (const candidate of [locale, ...VET_LOCALES]) {
    const text = bio[candidate];
    if (text !== undefined && text !== "") return { locale: candidate, text };
  }
  return null;
}

export async function vetDetailView(ctx: QueryCtx, vet: Doc<"vetProfiles">, locale: VetLocale) {
  return {
    ...(await vetCard(ctx, vet)),
    bio: bioForLocale(vet.bio, locale),
    licenceNumber: vet.licenceNumber,
    licenceCountry: vet.licenceCountry,
    published: vet.published,
    /** How many days ahead owners may book: the slot picker pages through this many weeks. */
    horizonDays: (await readSchedule(ctx, vet._id)).rules.horizonDays,
  };
}

/** Everything the vet edits on their own profile page. */
export async function ownProfileView(ctx: QueryCtx, vet: Doc<"vetProfiles">) {
  return {
    _id: vet._id,
    displayName: vet.displayName,
    photoUrl: await photoUrl(ctx, vet),
    bio: vet.bio,
    languages: vet.languages,
    species: vet.species,
    specialties: vet.specialties,
    licenceNumber: vet.licenceNumber,
    licenceCountry: vet.licenceCountry,
    consultationMinutes: vet.consultationMinutes,
    priceMinor: vet.priceMinor,
    currency: vet.currency,
    timeZone: vet.timeZone,
    published: vet.published,
    nextFreeSlotAt: vet.nextFreeSlotAt ?? null,
  };
}
