import { vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { bookingWorld, DECLINED_CARD, freshKey, VALID_CARD } from "../bookings/booking-world.testing";
import { syncDirectoryEntries } from "../vets/directory-entries";
import { refreshNextFreeSlot } from "../vets/vet-commands";

/**
 * The booking world made ready for "See a vet now": both vets have a photo (a complete profile) and are listed in
 * the directory, both owners have a card, and a third vet speaks only French.
 */
export async function onDemandWorld() {
  const world = await bookingWorld();
  const frenchVetUser = await world.t.run(async (ctx) => {
    const photoId = await ctx.storage.store(new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }));
    const userId = await ctx.db.insert("users", {
      role: "vet",
      name: "francoise",
      email: "francoise@example.test",
      locale: "fr",
      timeZone: "Europe/Paris",
    });
    const vera = (await ctx.db.get(world.vetId))!;
    const { _id: _ignored, _creationTime: _time, ...profile } = vera;
    const frenchVetId = await ctx.db.insert("vetProfiles", { ...profile, userId, displayName: "Dr Françoise", languages: ["fr"] });
    const schedule = await ctx.db
      .query("schedules")
      .withIndex("by_vet", (q) => q.eq("vetId", world.vetId))
      .unique();
    if (schedule !== null) {
      const { _id: _scheduleId, _creationTime: _scheduleTime, ...hours } = schedule;
      await ctx.db.insert("schedules", { ...hours, vetId: frenchVetId });
    }
    for (const vetId of [world.vetId, world.otherVetId, frenchVetId]) {
      await ctx.db.patch(vetId, { photoId });
      await refreshNextFreeSlot(ctx, vetId);
      await syncDirectoryEntries(ctx, vetId);
    }
    return userId;
  });
  const ownerCard = await world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: true });
  const otherOwnerCard = await world.asOtherOwner.action(api.payments.addPaymentMethod, {
    ...VALID_CARD,
    makeDefault: true,
  });
  const declinedCard = await world.asOwner.action(api.payments.addPaymentMethod, { ...DECLINED_CARD, makeDefault: false });
  return { ...world, frenchVetUser, asFrenchVet: world.as(frenchVetUser), ownerCard, otherOwnerCard, declinedCard };
}

export type OnDemandWorld = Awaited<ReturnType<typeof onDemandWorld>>;

export function requestAsOwner(
  world: OnDemandWorld,
  { owner = "owner", language = "en", paymentMethodId }: { owner?: "owner" | "otherOwner"; language?: string; paymentMethodId?: Id<"paymentMethods"> } = {},
) {
  const client = owner === "owner" ? world.asOwner : world.asOtherOwner;
  return client.action(api.onDemand.requestConsultation, {
    commandKey: freshKey(),
    petId: owner === "owner" ? world.petId : world.otherPetId,
    species: "dog",
    language,
    reason: "Limping since this morning",
    paymentMethodId: paymentMethodId ?? (owner === "owner" ? world.ownerCard : world.otherOwnerCard),
  });
}

/** Moves the clock and runs every scheduled job that fell due (matching passes, releases), as the backend would. */
export async function advance(world: OnDemandWorld, ms: number): Promise<void> {
  vi.advanceTimersByTime(ms);
  await world.t.finishInProgressScheduledFunctions();
  vi.advanceTimersByTime(0);
  await world.t.finishInProgressScheduledFunctions();
}
