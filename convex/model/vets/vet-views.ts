import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { readSchedule } from "../schedule/schedule-reads";
import { VET_LOCALES, type VetLocale } from "../../shared/vets/profile-input";
import { localeValidator } from "../../tables/accounts";
import { speciesValidator } from "../../tables/pets";
import { consultationMinutesValidator, localizedBioValidator } from "../../tables/vets";
import { missingForPublicationValidator } from "./publication";

const vetCardFields = {
  _id: v.id("vetProfiles"),
  displayName: v.string(),
  photoUrl: v.union(v.string(), v.null()),
  languages: v.array(v.string()),
  species: v.array(speciesValidator),
  specialties: v.array(v.string()),
  consultationMinutes: consultationMinutesValidator,
  priceMinor: v.number(),
  currency: v.string(),
  timeZone: v.string(),
  nextFreeSlotAt: v.union(v.number(), v.null()),
};
export const vetCardValidator = v.object(vetCardFields);

export const vetDetailValidator = v.object({
  ...vetCardFields,
  bio: v.union(v.null(), v.object({ locale: localeValidator, text: v.string() })),
  licenceNumber: v.string(),
  licenceCountry: v.string(),
  published: v.boolean(),
  horizonDays: v.number(),
});

const ownProfileValidator = v.object({
  _id: v.id("vetProfiles"),
  displayName: v.string(),
  photoUrl: v.union(v.string(), v.null()),
  bio: localizedBioValidator,
  languages: v.array(v.string()),
  species: v.array(speciesValidator),
  specialties: v.array(v.string()),
  licenceNumber: v.string(),
  licenceCountry: v.string(),
  consultationMinutes: consultationMinutesValidator,
  priceMinor: v.number(),
  currency: v.string(),
  timeZone: v.string(),
  published: v.boolean(),
  nextFreeSlotAt: v.union(v.number(), v.null()),
});
/** The vet's own profile page: what they edit, and what still stops publication. */
export const myVetProfileValidator = v.object({
  ...ownProfileValidator.fields,
  missingForPublication: v.array(missingForPublicationValidator),
});

async function photoUrl(ctx: QueryCtx, vet: Doc<"vetProfiles">): Promise<string | null> {
  return vet.photoId === undefined ? null : await ctx.storage.getUrl(vet.photoId);
}

/** What a directory card shows. */
export async function vetCard(ctx: QueryCtx, vet: Doc<"vetProfiles">): Promise<Infer<typeof vetCardValidator>> {
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

export async function vetDetailView(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
  locale: VetLocale,
): Promise<Infer<typeof vetDetailValidator>> {
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
export async function ownProfileView(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
): Promise<Infer<typeof ownProfileValidator>> {
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
