import { defineTable } from "convex/server";
import { v } from "convex/values";
import { speciesValidator } from "./pets";

export const consultationMinutesValidator = v.union(v.literal(15), v.literal(20), v.literal(30));

/** A bio per app locale; owners see their locale's, falling back to any other. */
export const localizedBioValidator = v.object({
  en: v.optional(v.string()),
  de: v.optional(v.string()),
  fr: v.optional(v.string()),
  es: v.optional(v.string()),
});

/** A vet's profile as stored; the profile form's mutation takes its editable fields from here. */
export const vetProfileFields = {
  userId: v.id("users"),
  displayName: v.string(),
  photoId: v.optional(v.id("_storage")),
  bio: localizedBioValidator,
  /** ISO 639-1 codes. */
  languages: v.array(v.string()),
  species: v.array(speciesValidator),
  specialties: v.array(v.string()),
  licenceNumber: v.string(),
  /** ISO 3166-1 alpha-2. */
  licenceCountry: v.string(),
  consultationMinutes: consultationMinutesValidator,
  /** Integer amount in the currency's minor unit (cents). */
  priceMinor: v.number(),
  /** ISO 4217. */
  currency: v.string(),
  /** IANA zone the vet's weekly hours are expressed in. */
  timeZone: v.string(),
  published: v.boolean(),
  /** Display name, specialties and every bio, denormalised for the search index. */
  searchText: v.string(),
  /** Start of the earliest bookable slot (ms), kept fresh by `refreshNextFreeSlot`; absent when none is free. */
  nextFreeSlotAt: v.optional(v.number()),
  /** `nextFreeSlotAt`, or after every real instant when there is none, so "soonest first" lists them last. */
  nextSlotSortKey: v.number(),
};

export const vetTables = {
  vetProfiles: defineTable(vetProfileFields)
    .index("by_user", ["userId"])
    .index("by_published_and_next_slot", ["published", "nextSlotSortKey"])
    .searchIndex("search_text", { searchField: "searchText", filterFields: ["published", "currency"] }),

  /**
   * The directory's own index: one row per published vet and facet ("all", "species:dog", "language:de",
   * "species:dog|language:de", "specialty:cardiology"), so a filtered page reads only matching rows,
   * in price or next-slot order. Rebuilt from the profile by `syncDirectoryEntries` on every change.
   */
  vetDirectoryEntries: defineTable({
    vetId: v.id("vetProfiles"),
    facet: v.string(),
    priceMinor: v.number(),
    nextSlotSortKey: v.number(),
    nextFreeSlotAt: v.optional(v.number()),
    species: v.array(speciesValidator),
    languages: v.array(v.string()),
    specialtyKeys: v.array(v.string()),
  })
    .index("by_vet", ["vetId"])
    .index("by_facet_and_price", ["facet", "priceMinor"])
    .index("by_facet_and_next_slot", ["facet", "nextSlotSortKey"]),
};
