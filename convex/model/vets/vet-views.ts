import { pick } from "convex-helpers";
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { readSchedule } from "../schedule/schedule-reads";
import { VET_LOCALES, type VetLocale } from "../../shared/vets/profile-input";
import { localeValidator } from "../../tables/accounts";
import { vetProfileFields } from "../../tables/vets";
import { missingForPublicationValidator } from "./publication";

/** What every view of a vet shows: stored profile fields, plus the photo's address and the next free time. */
const vetCardFields = {
  _id: v.id("vetProfiles"),
  ...pick(vetProfileFields, [
    "displayName",
    "languages",
    "species",
    "specialties",
    "consultationMinutes",
    "priceMinor",
    "currency",
    "timeZone",
  ]),
  photoUrl: v.union(v.string(), v.null()),
  nextFreeSlotAt: v.union(v.number(), v.null()),
};
export const vetCardValidator = v.object(vetCardFields);

export const vetDetailValidator = v.object({
  ...vetCardFields,
  bio: v.union(v.null(), v.object({ locale: localeValidator, text: v.string() })),
  ...pick(vetProfileFields, ["licenceNumber", "licenceCountry", "published"]),
  horizonDays: v.number(),
  /** The vet paused new bookings: no time is free, and the pages say why rather than "try another week". */
  bookingsPaused: v.boolean(),
});

const ownProfileValidator = v.object({
  ...vetCardFields,
  ...pick(vetProfileFields, ["bio", "licenceNumber", "licenceCountry", "published"]),
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
  const schedule = await readSchedule(ctx, vet._id);
  return {
    ...(await vetCard(ctx, vet)),
    bio: bioForLocale(vet.bio, locale),
    licenceNumber: vet.licenceNumber,
    licenceCountry: vet.licenceCountry,
    published: vet.published,
    /** How many days ahead owners may book: the slot picker pages through this many weeks. */
    horizonDays: schedule.rules.horizonDays,
    bookingsPaused: schedule.paused,
  };
}

/** Everything the vet edits on their own profile page. */
export async function ownProfileView(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
): Promise<Infer<typeof ownProfileValidator>> {
  return {
    ...(await vetCard(ctx, vet)),
    bio: vet.bio,
    licenceNumber: vet.licenceNumber,
    licenceCountry: vet.licenceCountry,
    published: vet.published,
  };
}
