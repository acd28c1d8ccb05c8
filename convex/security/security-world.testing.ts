import { api } from "../_generated/api";
import { recordSeededUpload } from "../model/photos/uploads";
import { bookingWorld, freshKey, SLOT, VALID_CARD } from "../model/bookings/booking-world.testing";

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Distinctive personal text of the victims, so a leak is found by a plain search of a result. */
export const VICTIM_TEXT = {
  ownerName: "Olivia Victimsdottir",
  ownerEmail: "olivia.victim@example.test",
  ownerPhone: "+49 30 5550199",
  petName: "Rexington Victimpet",
  petNotes: "Hides under the sofa during thunderstorms",
  reason: "Limping on the left hind leg since Tuesday",
  draftNote: "Suspected cruciate ligament strain",
  ownerMessage: "The swelling got worse overnight",
  vetMessage: "Keep the leg still and send a photo tomorrow",
} as const;

/**
 * A victim owner with a pet (weight, notes), a saved card and a booking with a victim vet who has
 * drafted a SOAP note, each with an uploaded photo; plus an attacker owner and an attacker vet with data of their own.
 */
export async function securityWorld() {
  const world = await bookingWorld();
  await world.t.run(async (ctx) => {
    await ctx.db.patch(world.owner, {
      name: VICTIM_TEXT.ownerName,
      email: VICTIM_TEXT.ownerEmail,
      phone: VICTIM_TEXT.ownerPhone,
    });
    await ctx.db.patch(world.petId, { name: VICTIM_TEXT.petName, notes: VICTIM_TEXT.petNotes });
  });
  const weightId = await world.t.run(
    async (ctx) => await ctx.db.insert("petWeights", { petId: world.petId, value: 31.5, unit: "kg", measuredOn: "2026-11-01" }),
  );
  const cardId = await world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: true });
  const { bookingId } = await world.asOwner.action(api.bookings.book, {
    commandKey: freshKey(),
    vetId: world.vetId,
    petId: world.petId,
    startsAt: SLOT,
    reason: VICTIM_TEXT.reason,
    intakeAnswers: [{ question: "Since when?", answer: "Tuesday" }],
    paymentMethodId: cardId,
  });
  const note = { subjective: VICTIM_TEXT.draftNote, objective: "o", assessment: "a", plan: "p", followUp: "" };
  await world.asVet.mutation(api.bookings.saveSummaryDraft, { bookingId, note });
  const attackerCardId = await world.asOtherOwner.action(api.payments.addPaymentMethod, {
    ...VALID_CARD,
    makeDefault: true,
  });
  await world.asOwner.mutation(api.files.generateUploadUrl, { purpose: "petPhoto" });
  const storageId = await world.t.run(async (ctx) => await ctx.storage.store(new Blob([PNG_SIGNATURE])));
  await world.asOwner.action(api.pets.attachPhoto, { petId: world.petId, storageId });
  await world.asVet.mutation(api.files.generateUploadUrl, { purpose: "vetPhoto" });
  const vetPhotoId = await world.t.run(async (ctx) => await ctx.storage.store(new Blob([PNG_SIGNATURE])));
  await world.asVet.action(api.vets.attachPhoto, { storageId: vetPhotoId });
  // Like a seeded directory avatar: an SVG whose id is public, owned by the victim vet.
  const svgId = await world.t.run(async (ctx) => {
    const id = await ctx.storage.store(new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/svg+xml" }));
    await recordSeededUpload(ctx, world.vetUser, "vetPhoto", id);
    return id;
  });
  // The victims' conversation: a message each way and a photo from the owner.
  await world.asOwner.mutation(api.conversation.sendMessage, { bookingId, text: VICTIM_TEXT.ownerMessage });
  await world.asVet.mutation(api.conversation.sendMessage, { bookingId, text: VICTIM_TEXT.vetMessage });
  await world.asOwner.mutation(api.files.generateUploadUrl, { purpose: "messagePhoto" });
  const messagePhotoId = await world.t.run(async (ctx) => await ctx.storage.store(new Blob([PNG_SIGNATURE])));
  await world.asOwner.action(api.conversation.sendPhoto, { bookingId, storageId: messagePhotoId, caption: "" });
  // The attacker owner's own booking with the attacker vet, so attacks can aim at a conversation they are in.
  const { bookingId: attackerBookingId } = await world.asOtherOwner.action(api.bookings.book, {
    commandKey: freshKey(),
    vetId: world.otherVetId,
    petId: world.otherPetId,
    startsAt: SLOT + 4 * 60 * 60 * 1000,
    reason: "Attacker's own consultation",
    intakeAnswers: [],
    paymentMethodId: attackerCardId,
  });
  // Waiting for a vet now, on the same card, in French: a vet who matches and is on is meant to see the request
  // (that is how it finds a vet); the attacker vet speaks only English, so it must never see it.
  const { requestId } = await world.asOwner.action(api.onDemand.requestConsultation, {
    commandKey: freshKey(),
    petId: world.petId,
    species: "dog",
    language: "fr",
    reason: VICTIM_TEXT.reason,
    paymentMethodId: cardId,
  });
  return {
    ...world,
    weightId,
    cardId,
    bookingId,
    attackerCardId,
    storageId,
    vetPhotoId,
    svgId,
    messagePhotoId,
    attackerBookingId,
    requestId,
  };
}

export type SecurityWorld = Awaited<ReturnType<typeof securityWorld>>;

/** Ids and text of the victims that no other caller may ever receive. */
export function victimMarkers(world: SecurityWorld): string[] {
  const ids: string[] = [
    world.owner,
    world.petId,
    world.weightId,
    world.cardId,
    world.bookingId,
    world.messagePhotoId,
    world.requestId,
  ];
  return [...ids, ...Object.values(VICTIM_TEXT)];
}

/** Every stored row of the victims, to prove a call as someone else changed none of them. */
export async function victimSnapshot(world: SecurityWorld): Promise<string> {
  return await world.t.run(async (ctx) => {
    const rows: unknown[] = [
      await ctx.db.get(world.owner),
      await ctx.db.get(world.vetUser),
      await ctx.db.get(world.petId),
      await ctx.db.get(world.weightId),
      await ctx.db.get(world.cardId),
      await ctx.db.get(world.bookingId),
      await ctx.db.get(world.vetId),
      await ctx.db
        .query("schedules")
        .withIndex("by_vet", (q) => q.eq("vetId", world.vetId))
        .unique(),
      await ctx.db
        .query("bookingEvents")
        .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", world.bookingId))
        .collect(),
      await ctx.db
        .query("summaryDrafts")
        .withIndex("by_booking", (q) => q.eq("bookingId", world.bookingId))
        .collect(),
      await ctx.db
        .query("conversationMessages")
        .withIndex("by_booking_and_sent", (q) => q.eq("bookingId", world.bookingId))
        .collect(),
      await ctx.db
        .query("conversationReaders")
        .withIndex("by_booking_and_role", (q) => q.eq("bookingId", world.bookingId))
        .collect(),
      await ctx.db
        .query("conversationThreads")
        .withIndex("by_booking", (q) => q.eq("bookingId", world.bookingId))
        .collect(),
      await ctx.db.system.get(world.messagePhotoId),
      await ctx.db.system.get(world.storageId),
      await ctx.db.system.get(world.vetPhotoId),
      await ctx.db.system.get(world.svgId),
      await ctx.db
        .query("uploads")
        .withIndex("by_storage", (q) => q.eq("storageId", world.storageId))
        .unique(),
      await ctx.db
        .query("paymentRecords")
        .withIndex("by_booking", (q) => q.eq("bookingId", world.bookingId))
        .collect(),
      await ctx.db.get(world.requestId),
    ];
    return JSON.stringify(rows);
  });
}

/** The victim strings found anywhere in a function's result (ids, names, notes). */
export function leakedMarkers(result: unknown, markers: readonly string[]): string[] {
  const text = JSON.stringify(result ?? null);
  return markers.filter((marker) => text.includes(marker));
}
