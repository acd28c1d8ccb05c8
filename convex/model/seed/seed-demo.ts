import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { createPet, addWeight } from "../pets/pet-commands";
import { recordSeededUpload } from "../photos/uploads";
import { defaultWeeklyHours } from "../../shared/schedule/default-hours";
import { setWeeklyHours } from "../schedule/schedule-commands";
import { createVetProfileForNewUser } from "../vets/create-vet-profile";
import { syncDirectoryEntries } from "../vets/directory-entries";
import { refreshNextFreeSlot } from "../vets/vet-commands";
import { nextSlotSortKey } from "../vets/next-slot-sort-key";
import { vetSearchText } from "../vets/search-text";
import { accountLocaleFor } from "./account-locale";
import { DEMO_CREDENTIALS } from "./demo-accounts";
import { DEMO_PETS } from "./demo-pets";
import type { DemoVet } from "./demo-vets";

/** The demo owner's account is the last thing seeding creates an account for, so its presence means "seeded". */
export async function isDemoSeeded(ctx: QueryCtx): Promise<boolean> {
  const owner = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", DEMO_CREDENTIALS.owner.email))
    .first();
  return owner !== null;
}

export async function insertPublishedVet(
  ctx: MutationCtx,
  userId: Id<"users">,
  vet: DemoVet,
  photoId: Id<"_storage">,
): Promise<Id<"vetProfiles">> {
  const vetId = await createVetProfileForNewUser(ctx, {
    userId,
    displayName: vet.displayName,
    licenceNumber: vet.licenceNumber,
    licenceCountry: vet.licenceCountry,
    timeZone: vet.timeZone,
  });
  const profile = {
    displayName: vet.displayName,
    bio: vet.bio,
    languages: vet.languages,
    species: vet.species,
    specialties: vet.specialties,
    consultationMinutes: vet.consultationMinutes,
    priceMinor: vet.priceMinor,
    currency: vet.currency,
    photoId,
    published: true,
  };
  await ctx.db.patch(vetId, {
    ...profile,
    searchText: vetSearchText(profile),
    nextSlotSortKey: nextSlotSortKey(undefined),
  });
  await recordSeededUpload(ctx, userId, "vetPhoto", photoId);
  const published = await ctx.db.get(vetId);
  if (published === null) throw new Error("Demo vet profile missing");
  await setWeeklyHours(ctx, published, vet.weeklyHours ?? defaultWeeklyHours());
  await refreshNextFreeSlot(ctx, vetId);
  await syncDirectoryEntries(ctx, vetId);
  return vetId;
}

/** Directory vets that nobody signs in as: users without credentials. */
export async function insertDirectoryVetUser(ctx: MutationCtx, vet: DemoVet): Promise<Id<"users">> {
  return await ctx.db.insert("users", {
    name: vet.displayName,
    role: "vet",
    timeZone: vet.timeZone,
    locale: accountLocaleFor(vet.languages),
  });
}

export async function insertDemoPets(ctx: MutationCtx, ownerId: Id<"users">, photoIds: readonly Id<"_storage">[]) {
  const owner = await ctx.db.get(ownerId);
  if (owner === null) throw new Error("Demo owner missing");
  for (const [index, demoPet] of DEMO_PETS.entries()) {
    const petId = await createPet(ctx, owner, demoPet.profile);
    const photoId = photoIds[index];
    if (photoId !== undefined) {
      await recordSeededUpload(ctx, ownerId, "petPhoto", photoId);
      await ctx.db.patch(petId, { photoId });
    }
    for (const weight of demoPet.weights) await addWeight(ctx, owner, petId, weight);
  }
}
