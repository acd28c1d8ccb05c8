import type { MutationCtx } from "../../_generated/server";
import { PET_SPECIES } from "../../shared/pets/pet-input";
import { SLOT_LENGTHS_MINUTES } from "../../shared/policy";
import { syncDirectoryEntries } from "../vets/directory-entries";
import { nextSlotSortKey } from "../vets/next-slot-sort-key";
import { vetSearchText } from "../vets/search-text";
import { HOUR_MS } from "../../shared/time";
import { VET_SPECIALTIES } from "../../shared/vets/specialties";

const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt", "pl"];
const SPECIALTIES = VET_SPECIALTIES;
const TIME_ZONES = ["Europe/Berlin", "Europe/Paris", "Europe/Madrid", "Europe/London", "America/New_York", "Asia/Tokyo"];
const CURRENCIES = ["EUR", "EUR", "EUR", "GBP", "USD", "CHF"];

/** A well-mixed 32-bit hash, so that each attribute varies independently of the others. */
function hash(index: number, salt: number): number {
  let value = Math.imul(index ^ (salt * 0x9e3779b9), 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}
const pick = <T>(items: readonly T[], index: number, salt: number): T => items[hash(index, salt) % items.length]!;
const distinct = <T>(items: T[]): T[] => [...new Set(items)];

/**
 * Published vets in bulk for load tests and benchmarks (deterministic from `offset`): varied languages,
 * species, specialties and prices, next free slots spread over a week, some fully booked.
 */
export async function insertSyntheticVets(ctx: MutationCtx, offset: number, count: number, now: number) {
  for (let index = offset; index < offset + count; index++) {
    const displayName = `Dr. Synthetic ${index}`;
    const userId = await ctx.db.insert("users", { name: displayName, role: "vet" });
    const profile = {
      displayName,
      bio: { en: `Synthetic vet number ${index} for load tests.` },
      specialties: distinct([pick(SPECIALTIES, index, 1), pick(SPECIALTIES, index, 2)]),
    };
    const nextFreeSlotAt = hash(index, 3) % 10 === 0 ? undefined : now + (1 + (hash(index, 4) % (7 * 24))) * HOUR_MS;
    const vetId = await ctx.db.insert("vetProfiles", {
      userId,
      ...profile,
      languages: distinct([pick(LANGUAGES, index, 5), pick(LANGUAGES, index, 6)]),
      species: distinct([pick(PET_SPECIES, index, 7), pick(PET_SPECIES, index, 8)]),
      licenceNumber: `SYN-${index}`,
      licenceCountry: "DE",
      consultationMinutes: pick(SLOT_LENGTHS_MINUTES, index, 9),
      priceMinor: 1500 + (hash(index, 10) % 60) * 100,
      currency: pick(CURRENCIES, index, 11),
      timeZone: pick(TIME_ZONES, index, 12),
      published: true,
      searchText: vetSearchText(profile),
      nextFreeSlotAt,
      nextSlotSortKey: nextSlotSortKey(nextFreeSlotAt),
    });
    await syncDirectoryEntries(ctx, vetId);
  }
}
