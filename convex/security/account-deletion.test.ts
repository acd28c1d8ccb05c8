import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import schema from "../schema";
import { bookingWorld, freshKey, HOUR, NOW, SLOT, VALID_CARD } from "../model/bookings/booking-world.testing";
import { signUpOwner, STRONG_PASSWORD, useTestAuthEnvironment } from "../model/accounts/accounts-world.testing";

beforeAll(useTestAuthEnvironment);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** Signing up hashes a password with scrypt, slow on a busy machine. */
const SCRYPT_HEAVY = 60_000;

const PERSONAL = {
  email: "dana.deletable@example.test",
  name: "Dana Deletable",
  petName: "Pickles Erasable",
  petNotes: "Pickles hates the car",
  reason: "Pickles Erasable keeps scratching her ear",
  intake: "Since the trip to Lake Constance",
  cancelReason: "Pickles Erasable is better already",
  draft: "Pickles Erasable: otitis externa suspected",
  ownerMessage: "Her ear smells since the weekend",
  vetMessage: "Pickles Erasable needs ear drops twice a day",
  onDemandReason: "Pickles Erasable swallowed a hair tie",
};

describe("deleting an owner's account", () => {
  it("leaves no trace of their email, name, pet or notes in any table, and the vet's history stays readable", async () => {
    const world = await bookingWorld();
    const owner = await signUpOwner(world.t, { email: PERSONAL.email, name: PERSONAL.name });
    const as = owner.client;
    const petId = await as.mutation(api.pets.createPet, {
      name: PERSONAL.petName,
      species: "cat",
      sex: "female",
      allergies: ["Penicillin"],
      medications: [{ name: "Ear drops", dose: "2", frequency: "daily" }],
      notes: PERSONAL.petNotes,
    });
    await as.mutation(api.pets.addWeight, { petId, value: 4.2, unit: "kg", measuredOn: "2026-11-01" });
    await as.mutation(api.files.generateUploadUrl, { purpose: "petPhoto" });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const photo = await world.t.run(async (ctx) => await ctx.storage.store(new Blob([png])));
    await as.action(api.pets.attachPhoto, { petId, storageId: photo });
    await as.mutation(api.files.generateUploadUrl, { purpose: "petPhoto" }); // never used
    const cardId = await as.action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: true });
    const book = async (startsAt: number) =>
      await as.action(api.bookings.book, {
        commandKey: freshKey(),
        vetId: world.vetId,
        petId,
        startsAt,
        reason: PERSONAL.reason,
        intakeAnswers: [{ question: "Since when?", answer: PERSONAL.intake }],
        paymentMethodId: cardId,
      });
    const kept = await book(SLOT);
    const cancelled = await book(SLOT + 2 * HOUR);
    const quote = await as.query(api.bookings.cancellationQuote, { bookingId: cancelled.bookingId });
    await as.mutation(api.bookings.cancelByOwner, {
      bookingId: cancelled.bookingId,
      commandKey: freshKey(),
      reason: PERSONAL.cancelReason,
      quotedRefundMinor: quote.refundMinor,
    });
    const note = { subjective: PERSONAL.draft, objective: "o", assessment: "a", plan: "p", followUp: "" };
    await world.asVet.mutation(api.bookings.saveSummaryDraft, { bookingId: kept.bookingId, note });
    await as.mutation(api.conversation.sendMessage, { bookingId: kept.bookingId, text: PERSONAL.ownerMessage });
    await as.mutation(api.files.generateUploadUrl, { purpose: "messagePhoto" });
    const messagePhoto = await world.t.run(async (ctx) => await ctx.storage.store(new Blob([png])));
    await as.action(api.conversation.sendPhoto, { bookingId: kept.bookingId, storageId: messagePhoto });
    await world.asVet.mutation(api.conversation.sendMessage, { bookingId: kept.bookingId, text: PERSONAL.vetMessage });
    await world.asVet.mutation(api.files.generateUploadUrl, { purpose: "messagePhoto" });
    const vetPhoto = await world.t.run(async (ctx) => await ctx.storage.store(new Blob([png])));
    await world.asVet.action(api.conversation.sendPhoto, { bookingId: kept.bookingId, storageId: vetPhoto });

    // "See a vet now": one request left, one still waiting when the account goes.
    const askNow = () =>
      as.action(api.onDemand.requestConsultation, {
        commandKey: freshKey(),
        petId,
        species: "cat",
        language: "en",
        reason: PERSONAL.onDemandReason,
        paymentMethodId: cardId,
      });
    await as.mutation(api.onDemand.leaveQueue, { requestId: (await askNow()).requestId });
    await askNow();

    // Upcoming consultations must be cancelled first; once they are past, the account can go.
    await expect(as.action(api.accounts.deleteMyAccount, { password: STRONG_PASSWORD })).rejects.toMatchObject({
      data: { code: "HAS_UPCOMING_BOOKINGS" },
    });
    vi.setSystemTime(SLOT + 3 * HOUR);
    const exported = JSON.stringify(await as.query(api.accounts.exportMyData, {}));
    for (const text of [
      PERSONAL.petName,
      PERSONAL.reason,
      PERSONAL.intake,
      PERSONAL.petNotes,
      PERSONAL.ownerMessage,
      PERSONAL.vetMessage,
      PERSONAL.onDemandReason,
    ]) {
      expect(exported).toContain(text);
    }
    await as.action(api.accounts.deleteMyAccount, { password: STRONG_PASSWORD });

    const markers = [PERSONAL.email, ...Object.values(PERSONAL).filter((text) => text !== PERSONAL.email)];
    const { scanned, hits } = await world.t.run(async (ctx) => {
      const tables = [...Object.keys(schema.tables)];
      const found: string[] = [];
      let rows = 0;
      let mailToOthers = 0;
      let danglingIdRows = 0;
      const check = (table: string, doc: unknown) => {
        rows++;
        const text = JSON.stringify(doc);
        for (const marker of markers) if (text.includes(marker)) found.push(`${table}: ${marker}`);
        // The former id refers to nothing any more; it stays only as a reference in the vet's bookings and ledger.
        if (text.includes(owner.userId)) danglingIdRows++;
      };
      for (const table of tables) {
        for (const doc of await ctx.db.query(table as keyof typeof schema.tables).collect()) {
          // The local outbox stands in for the mail server: mail delivered to the vet is in the vet's mailbox.
          if (table === "emailOutbox" && (doc as { recipient: string }).recipient !== PERSONAL.email) mailToOthers++;
          else check(table, doc);
        }
      }
      for (const doc of await ctx.db.system.query("_scheduled_functions").collect()) check("_scheduled_functions", doc);
      return { scanned: { tables: tables.length + 1, rows, mailToOthers, danglingIdRows }, hits: found };
    });
    console.log(
      `account deletion: scanned ${scanned.rows} rows in ${scanned.tables} tables for ${markers.length} personal strings: ` +
        `${hits.length} found (${scanned.mailToOthers} emails already delivered to the vet not scanned; ` +
        `${scanned.danglingIdRows} rows keep the former user id as a reference to nothing)`,
    );
    expect(hits).toEqual([]);
    const uploads = await world.t.run(async (ctx) => ({
      records: (await ctx.db.query("uploads").collect()).filter((row) => row.ownerId === owner.userId),
      photos: [await ctx.db.system.get(photo), await ctx.db.system.get(messagePhoto), await ctx.db.system.get(vetPhoto)],
      conversation: [
        ...(await ctx.db.query("conversationMessages").collect()),
        ...(await ctx.db.query("conversationReaders").collect()),
        ...(await ctx.db.query("conversationThreads").collect()),
      ],
    }));
    // The conversation was about the owner's pet: it goes whole, the vet's messages and photo included.
    expect(uploads).toEqual({ records: [], photos: [null, null, null], conversation: [] });

    // The vet's side keeps working on the pseudonymised history.
    const range = { from: NOW, to: NOW + 7 * 24 * HOUR };
    expect(await world.asVet.query(api.bookings.vetBookings, range)).toHaveLength(2);
    const detail = await world.asVet.query(api.bookings.bookingDetail, { bookingId: kept.bookingId });
    expect(JSON.stringify(detail)).not.toContain(PERSONAL.petName);
    const events = await world.t.run(async (ctx) =>
      (await ctx.db.query("bookingEvents").collect()).filter((row) => row.bookingId === cancelled.bookingId),
    );
    expect(events.map((row) => row.seq)).toEqual(events.map((_, index) => index + 1));
    expect(events.filter((row) => row.actor.kind === "owner").every((row) => "pseudonym" in row.actor)).toBe(true);
  }, SCRYPT_HEAVY);
});
