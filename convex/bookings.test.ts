import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  DECLINED_CARD,
  HOUR,
  MINUTE,
  NOW,
  NO_FUNDS_CARD,
  PRICE_MINOR,
  SLOT,
  VALID_CARD,
  bookingWorld,
  freshKey,
  holdCall,
  outcomeOf,
  runEachTestAtNow,
  saveCard,
  type BookingWorld,
} from "./model/bookings/booking-world.testing";

type Client = BookingWorld["asOwner"];

runEachTestAtNow();

async function addCard(client: Client, card = VALID_CARD) {
  return saveCard(client, card);
}

async function book(
  world: BookingWorld,
  options: { client?: Client; petId?: Id<"pets">; cardId?: Id<"paymentMethods">; startsAt?: number; key?: string } = {},
) {
  const client = options.client ?? world.asOwner;
  const paymentMethodId = options.cardId ?? (await addCard(client));
  return client.action(api.bookings.book, {
    commandKey: options.key ?? freshKey(),
    vetId: world.vetId,
    petId: options.petId ?? world.petId,
    startsAt: options.startsAt ?? SLOT,
    reason: "Limping on the left hind leg",
    intakeAnswers: [{ question: "Eating normally?", answer: "Yes" }],
    paymentMethodId,
  });
}

const eventsOf = (world: BookingWorld, bookingId: Id<"bookings">) =>
  world.t.run((ctx) =>
    ctx.db
      .query("bookingEvents")
      .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId))
      .collect(),
  );

const paymentRecordsOf = (world: BookingWorld, bookingId: Id<"bookings">) =>
  world.t.run((ctx) =>
    ctx.db
      .query("paymentRecords")
      .withIndex("by_booking", (q) => q.eq("bookingId", bookingId))
      .collect(),
  );

const settle = (world: BookingWorld) => world.t.finishAllScheduledFunctions(vi.runAllTimers);

describe("booking a consultation", () => {
  it("confirms it, authorises the price and emails both sides", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);

    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(detail.booking).toMatchObject({ status: "confirmed", startsAt: SLOT, endsAt: SLOT + 20 * MINUTE });
    expect(detail.payment).toEqual({
      authorisedMinor: PRICE_MINOR,
      capturedMinor: 0,
      refundedMinor: 0,
      releasedMinor: 0,
      returningMinor: 0,
    });
    expect(detail.timeline.map((entry) => [entry.seq, entry.event.type])).toEqual([
      [1, "booking_requested"],
      [2, "payment_authorised"],
      [3, "booking_confirmed"],
    ]);
    const outbox = await world.t.run((ctx) => ctx.db.query("emailOutbox").collect());
    expect(outbox.map((email) => [email.recipient, email.kind]).sort()).toEqual([
      ["olivia@example.test", "bookingConfirmed"],
      ["vera@example.test", "bookingConfirmed"],
    ]);
  });

  it("refuses a vet who is unpublished, and books again once the vet is published; an existing booking stands meanwhile", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    const { bookingId } = await book(world, { cardId });
    await world.t.run((ctx) => ctx.db.patch(world.vetId, { published: false }));

    await expect(book(world, { cardId, startsAt: SLOT + HOUR })).rejects.toMatchObject({ data: { code: "NOT_FOUND" } });
    expect(await world.t.run((ctx) => ctx.db.query("bookings").collect())).toHaveLength(1);
    const kept = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(kept.booking.status).toBe("confirmed");

    await world.t.run((ctx) => ctx.db.patch(world.vetId, { published: true }));
    await expect(book(world, { cardId, startsAt: SLOT + HOUR })).resolves.toMatchObject({ bookingId: expect.any(String) });
  });

  it("returns the first result for a repeated command key and appends nothing", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    const first = await book(world, { cardId, key: "double-click" });
    const second = await book(world, { cardId, key: "double-click" });
    expect(second).toEqual(first);
    expect(await eventsOf(world, first.bookingId)).toHaveLength(3);
    const bookings = await world.t.run((ctx) => ctx.db.query("bookings").collect());
    expect(bookings).toHaveLength(1);
    expect(await paymentRecordsOf(world, first.bookingId)).toHaveLength(1);
  });

  it("keeps a command key for a week, then the daily prune forgets it", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    await book(world, { cardId, key: "kept-a-week" });
    const keys = () => world.t.run(async (ctx) => (await ctx.db.query("commandKeys").collect()).map((row) => row.key));
    vi.setSystemTime(NOW + 7 * 24 * HOUR - MINUTE);
    await world.t.mutation(internal.bookings.pruneCommandKeys, {});
    expect(await keys()).toContain("kept-a-week");
    vi.setSystemTime(NOW + 7 * 24 * HOUR + MINUTE);
    await world.t.mutation(internal.bookings.pruneCommandKeys, {});
    expect(await keys()).not.toContain("kept-a-week");
  });

  it("refuses a slot someone else has just taken", async () => {
    const world = await bookingWorld();
    await book(world);
    expect(await outcomeOf(book(world, { client: world.asOtherOwner, petId: world.otherPetId }))).toBe("SLOT_TAKEN");
    const bookings = await world.t.run((ctx) => ctx.db.query("bookings").collect());
    expect(bookings).toHaveLength(1);
  });

  it("tells an owner who books a time they already booked (another tab) that it is theirs, with the booking", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    const { bookingId } = await book(world, { cardId });
    await expect(book(world, { cardId })).rejects.toMatchObject({ data: { code: "ALREADY_BOOKED", bookingId } });
    // For another of their pets, that pet still needs a time.
    const secondPet = await world.t.run((ctx) =>
      ctx.db.insert("pets", { ownerId: world.owner, name: "Biscuit", species: "cat", sex: "male", allergies: [], medications: [], archived: false }),
    );
    expect(await outcomeOf(book(world, { cardId, petId: secondPet }))).toBe("BOOKED_FOR_ANOTHER_PET");
    expect(await outcomeOf(book(world, { client: world.asOtherOwner, petId: world.otherPetId }))).toBe("SLOT_TAKEN");
    // Once cancelled, the time is free for them again.
    const quote = await world.asOwner.query(api.bookings.cancellationQuote, { bookingId });
    await world.asOwner.mutation(api.bookings.cancelByOwner, { bookingId, commandKey: freshKey(), reason: "", quotedRefundMinor: quote.refundMinor });
    expect(await outcomeOf(book(world, { cardId }))).toBe("ok");
  });

  it("says a free time that has come within the vet's notice is too close to book, rather than taken; a taken one stays taken", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    const later = SLOT + 3 * HOUR;
    const rules = (minimumNoticeMinutes: number) =>
      world.asVet.mutation(api.schedule.setBookingRules, { bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minimumNoticeMinutes, horizonDays: 60 });
    // The vet raised the notice past the time.
    await rules(73 * 60);
    expect(await outcomeOf(book(world, { cardId }))).toBe("SLOT_TOO_SOON");
    await rules(60);
    expect(await outcomeOf(book(world, { cardId, startsAt: later }))).toBe("ok");
    // The owner waited on the page: 30 minutes before the time, inside the vet's 60 minutes' notice.
    vi.setSystemTime(SLOT - 30 * MINUTE);
    expect(await outcomeOf(book(world, { cardId }))).toBe("SLOT_TOO_SOON");
    // The time has started.
    vi.setSystemTime(SLOT + MINUTE);
    expect(await outcomeOf(book(world, { cardId }))).toBe("SLOT_TOO_SOON");
    // Taken and within the notice: taken is what the owner needs to know.
    vi.setSystemTime(later - 30 * MINUTE);
    expect(await outcomeOf(book(world, { client: world.asOtherOwner, petId: world.otherPetId, startsAt: later }))).toBe("SLOT_TAKEN");
    const bookings = await world.t.run((ctx) => ctx.db.query("bookings").collect());
    expect(bookings.map((booking) => booking.startsAt)).toEqual([later]);
  });

  it("says a vet who paused new bookings has paused them, rather than that someone took the time", async () => {
    const world = await bookingWorld();
    await world.asVet.mutation(api.schedule.setPaused, { paused: true });
    expect(await outcomeOf(book(world))).toBe("BOOKINGS_PAUSED");
    await world.asVet.mutation(api.schedule.setPaused, { paused: false });
    expect(await outcomeOf(book(world))).not.toBe("BOOKINGS_PAUSED");
    expect(await world.t.run((ctx) => ctx.db.query("bookings").collect())).toHaveLength(1);
  });

  it.each([
    ["declined", DECLINED_CARD, "CARD_DECLINED"],
    ["without funds", NO_FUNDS_CARD, "INSUFFICIENT_FUNDS"],
  ])("leaves no booking and no held slot when the card is %s", async (_, card, code) => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner, card);
    expect(await outcomeOf(book(world, { cardId }))).toBe(code);
    const leftovers = await world.t.run(async (ctx) => ({
      bookings: await ctx.db.query("bookings").collect(),
      events: await ctx.db.query("bookingEvents").collect(),
      records: await ctx.db.query("paymentRecords").collect(),
    }));
    expect(leftovers).toEqual({ bookings: [], events: [], records: [] });
    // The slot is still there for anyone.
    await expect(book(world, { client: world.asOtherOwner, petId: world.otherPetId })).resolves.toHaveProperty(
      "bookingId",
    );
  });

  it("refuses another owner's pet and card", async () => {
    const world = await bookingWorld();
    const othersCard = await addCard(world.asOtherOwner);
    expect(await outcomeOf(book(world, { petId: world.otherPetId }))).toBe("PET_NOT_FOUND");
    expect(await outcomeOf(book(world, { cardId: othersCard }))).toBe("PAYMENT_METHOD_NOT_FOUND");
  });

  it("limits booking commands per account and minute", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      codes.push(await outcomeOf(book(world, { cardId, startsAt: SLOT + attempt * 20 * MINUTE })));
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill("ok"));
    expect(codes[10]).toBe("RATE_LIMITED");
    vi.setSystemTime(NOW + MINUTE + 1);
    expect(await outcomeOf(book(world, { cardId, startsAt: SLOT + 11 * 20 * MINUTE }))).toBe("ok");
  });

  it("takes a deployment's BOOKING_COMMANDS_PER_MINUTE, and ignores a value that is not a positive whole number", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    const attemptsUntilLimited = async (from: number) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const code = await outcomeOf(book(world, { cardId, startsAt: SLOT + (from + attempt) * 20 * MINUTE }));
        if (code === "RATE_LIMITED") return attempt;
      }
      return Infinity;
    };
    try {
      process.env.BOOKING_COMMANDS_PER_MINUTE = "12";
      expect(await attemptsUntilLimited(0)).toBe(12);
      vi.setSystemTime(NOW + MINUTE + 1);
      process.env.BOOKING_COMMANDS_PER_MINUTE = "lots";
      expect(await attemptsUntilLimited(20)).toBe(10);
    } finally {
      delete process.env.BOOKING_COMMANDS_PER_MINUTE;
    }
  });

  it("keeps the directory's next free slot true when a booking takes or frees it", async () => {
    const world = await bookingWorld();
    const nextFreeSlotAt = () => world.t.run(async (ctx) => (await ctx.db.get(world.vetId))?.nextFreeSlotAt);
    const earliest = NOW + HOUR;
    const { bookingId } = await book(world, { startsAt: earliest });
    expect(await nextFreeSlotAt()).toBe(earliest + 20 * MINUTE);
    await world.asVet.mutation(api.bookings.cancelByVet, { bookingId, commandKey: freshKey(), reason: "Ill" });
    expect(await nextFreeSlotAt()).toBe(earliest);
  });
});

describe("rescheduling", () => {
  it("moves the booking to another free slot and frees the old one", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    const { seq } = await world.asOwner.mutation(api.bookings.reschedule, {
      bookingId,
      commandKey: freshKey(),
      startsAt: SLOT + HOUR,
    });
    expect(seq).toBe(4);
    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(detail.booking).toMatchObject({ status: "confirmed", startsAt: SLOT + HOUR });
    await expect(book(world, { client: world.asOtherOwner, petId: world.otherPetId })).resolves.toBeDefined();
  });

  it("tells both sides' histories where the consultation moved from and to", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    await world.asOwner.mutation(api.bookings.reschedule, { bookingId, commandKey: freshKey(), startsAt: SLOT + HOUR });
    for (const client of [world.asOwner, world.asVet]) {
      const detail = await client.query(api.bookings.bookingDetail, { bookingId });
      expect(detail.timeline.at(-1)?.event).toEqual({
        type: "booking_rescheduled",
        data: { fromStartsAt: SLOT, startsAt: SLOT + HOUR, endsAt: detail.booking.endsAt },
      });
    }
  });

  it("is allowed exactly 2 h before the start and refused after", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    vi.setSystemTime(SLOT - 2 * HOUR);
    await world.asOwner.mutation(api.bookings.reschedule, { bookingId, commandKey: freshKey(), startsAt: SLOT + HOUR });
    vi.setSystemTime(SLOT + HOUR - 2 * HOUR + 1);
    expect(
      await outcomeOf(
        world.asOwner.mutation(api.bookings.reschedule, {
          bookingId,
          commandKey: freshKey(),
          startsAt: SLOT + 2 * HOUR,
        }),
      ),
    ).toBe("RESCHEDULE_CLOSED");
  });

  it("refuses a slot that is taken", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    await book(world, { client: world.asOtherOwner, petId: world.otherPetId, startsAt: SLOT + HOUR });
    expect(
      await outcomeOf(
        world.asOwner.mutation(api.bookings.reschedule, { bookingId, commandKey: freshKey(), startsAt: SLOT + HOUR }),
      ),
    ).toBe("SLOT_TAKEN");
  });
});

describe("cancellation and refunds", () => {
  async function cancelAt(now: number, { settled = true } = {}) {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    vi.setSystemTime(now);
    const quote = await world.asOwner.query(api.bookings.cancellationQuote, { bookingId });
    const result = await world.asOwner.mutation(api.bookings.cancelByOwner, {
      bookingId,
      commandKey: freshKey(),
      reason: "Feeling better",
      quotedRefundMinor: quote.refundMinor,
    });
    if (settled) await settle(world);
    return { world, bookingId, quote, result };
  }

  it("releases the whole authorisation exactly 24 h before the start, as quoted: nothing is charged", async () => {
    const { world, bookingId, quote, result } = await cancelAt(SLOT - 24 * HOUR);
    expect(quote).toMatchObject({ canCancel: true, refundMinor: PRICE_MINOR });
    expect(result.refundMinor).toBe(PRICE_MINOR);
    const records = await paymentRecordsOf(world, bookingId);
    expect(records.map((record) => [record.kind, record.amountMinor])).toEqual([
      ["authorisation", PRICE_MINOR],
      ["release", PRICE_MINOR],
    ]);
    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(detail.payment).toMatchObject({ capturedMinor: 0, refundedMinor: 0, releasedMinor: PRICE_MINOR, returningMinor: 0 });
  });

  it("shows the money owed back as on its way until the processor has released it", async () => {
    const { world, bookingId } = await cancelAt(SLOT - 48 * HOUR, { settled: false });
    const pending = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(pending.payment).toMatchObject({ capturedMinor: 0, releasedMinor: 0, returningMinor: PRICE_MINOR });
    await settle(world);
    const settledDetail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(settledDetail.payment).toMatchObject({ releasedMinor: PRICE_MINOR, returningMinor: 0 });
  });

  it("captures only the half kept later and releases the rest, as the timeline shows", async () => {
    const { world, bookingId, result } = await cancelAt(SLOT - 24 * HOUR + 1);
    expect(result.refundMinor).toBe(PRICE_MINOR / 2);
    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(detail.booking.status).toBe("cancelled");
    expect(detail.timeline.map((entry) => entry.event.type).slice(3)).toEqual([
      "booking_cancelled",
      "payment_captured",
      "payment_released",
    ]);
    expect(detail.payment).toEqual({
      authorisedMinor: PRICE_MINOR,
      capturedMinor: PRICE_MINOR / 2,
      refundedMinor: 0,
      releasedMinor: PRICE_MINOR / 2,
      returningMinor: 0,
    });
  });

  it("a booking moved inside its last 24 h keeps the half refund, quoted and paid; moved with notice, the new time counts", async () => {
    const world = await bookingWorld();
    const late = await book(world);
    const early = await book(world, { startsAt: SLOT + HOUR });
    const move = (bookingId: Id<"bookings">, startsAt: number) =>
      world.asOwner.mutation(api.bookings.reschedule, { bookingId, commandKey: freshKey(), startsAt });

    vi.setSystemTime(SLOT - 30 * HOUR);
    await move(early.bookingId, SLOT + 49 * HOUR);
    vi.setSystemTime(SLOT - 3 * HOUR);
    await move(late.bookingId, SLOT + 48 * HOUR);
    const quote = await world.asOwner.query(api.bookings.cancellationQuote, { bookingId: late.bookingId });
    expect(quote).toMatchObject({ refundMinor: PRICE_MINOR / 2, fullRefundUntil: SLOT - 24 * HOUR, refundTerms: "halfAfterLateMove" });
    const result = await world.asOwner.mutation(api.bookings.cancelByOwner, {
      bookingId: late.bookingId,
      commandKey: freshKey(),
      reason: "Feeling better",
      quotedRefundMinor: quote.refundMinor,
    });
    expect(result.refundMinor).toBe(PRICE_MINOR / 2);
    // The owner's emails give the move as the reason, not a start within 24 hours (the new time is 48 hours away).
    const ownerMail = await world.t.run((ctx) => ctx.db.query("emailOutbox").collect());
    const textOf = (kind: string) => ownerMail.filter((email) => email.recipient === "olivia@example.test" && email.kind === kind).map((email) => email.text);
    expect(textOf("bookingRescheduled").at(-1)).toContain("It was moved less than 24 hours before its earlier time, so cancelling it still refunds only half of the price.");
    expect(textOf("bookingRescheduled")[0]).not.toContain("half");
    expect(textOf("bookingCancelled")).toEqual([expect.stringContaining("as the consultation was moved less than 24 hours before its earlier time, which keeps the half refund")]);

    vi.setSystemTime(SLOT);
    const movedQuote = await world.asOwner.query(api.bookings.cancellationQuote, { bookingId: early.bookingId });
    expect(movedQuote).toMatchObject({ refundMinor: PRICE_MINOR, fullRefundUntil: SLOT + 25 * HOUR, refundTerms: "full" });
  });

  it("a booking made less than 24 hours before its start is confirmed with the half refund it has, not a free cancellation", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    await book(world, { cardId });
    vi.setSystemTime(SLOT - 5 * HOUR);
    await book(world, { cardId, startsAt: SLOT + HOUR });
    const confirmations = (await world.t.run((ctx) => ctx.db.query("emailOutbox").collect()))
      .filter((email) => email.recipient === "olivia@example.test" && email.kind === "bookingConfirmed")
      .map((email) => email.text);
    expect(confirmations).toEqual([
      expect.stringContaining("Cancelling at least 24 hours before the start is free."),
      expect.stringContaining("It starts within 24 hours, so cancelling it refunds half of the price."),
    ]);
    expect(confirmations[1]).not.toContain("is free");
  });

  it("cannot be cancelled by the owner after the start", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    vi.setSystemTime(SLOT + 1);
    const quote = await world.asOwner.query(api.bookings.cancellationQuote, { bookingId });
    expect(quote).toMatchObject({ canCancel: false, refundMinor: 0 });
    expect(
      await outcomeOf(
        world.asOwner.mutation(api.bookings.cancelByOwner, {
          bookingId,
          commandKey: freshKey(),
          reason: "",
          quotedRefundMinor: 0,
        }),
      ),
    ).toBe("CANCELLATION_CLOSED");
  });

  it("refuses when the refund changed since the owner saw the quote", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    vi.setSystemTime(SLOT - 23 * HOUR);
    expect(
      await outcomeOf(
        world.asOwner.mutation(api.bookings.cancelByOwner, {
          bookingId,
          commandKey: freshKey(),
          reason: "",
          quotedRefundMinor: PRICE_MINOR,
        }),
      ),
    ).toBe("REFUND_CHANGED");
    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(detail.booking.status).toBe("confirmed");
  });

  it("refunds a vet cancellation in full, requires a reason and frees the slot", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    expect(
      await outcomeOf(
        world.asVet.mutation(api.bookings.cancelByVet, { bookingId, commandKey: freshKey(), reason: "  " }),
      ),
    ).toBe("REASON_REQUIRED");
    await world.asVet.mutation(api.bookings.cancelByVet, {
      bookingId,
      commandKey: freshKey(),
      reason: "Called to an emergency",
    });
    await settle(world);
    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(detail.cancellation).toEqual({ by: "vet", reason: "Called to an emergency", refundMinor: PRICE_MINOR });
    expect(detail.payment).toMatchObject({ capturedMinor: 0, releasedMinor: PRICE_MINOR });
    await expect(book(world, { client: world.asOtherOwner, petId: world.otherPetId })).resolves.toBeDefined();
  });

  it("lets a card be removed only once it no longer secures a booking", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    const { bookingId } = await book(world, { cardId });
    expect(await outcomeOf(world.asOwner.mutation(api.payments.removePaymentMethod, { paymentMethodId: cardId }))).toBe(
      "PAYMENT_METHOD_IN_USE",
    );
    await world.asVet.mutation(api.bookings.cancelByVet, { bookingId, commandKey: freshKey(), reason: "Ill" });
    await world.asOwner.mutation(api.payments.removePaymentMethod, { paymentMethodId: cardId });
    expect(await world.asOwner.query(api.payments.listPaymentMethods, {})).toEqual([]);
  });
});

describe("the consultation and its notes", () => {
  it("captures the price when the call ends", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    vi.setSystemTime(SLOT);
    await holdCall(world, bookingId);
    await settle(world);
    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(detail.booking.status).toBe("completed");
    expect(detail.payment).toEqual({
      authorisedMinor: PRICE_MINOR,
      capturedMinor: PRICE_MINOR,
      refundedMinor: 0,
      releasedMinor: 0,
      returningMinor: 0,
    });
    const history = await world.asOwner.query(api.payments.paymentHistory, {});
    expect(history.map((entry) => [entry.kind, entry.amountMinor, entry.vetName])).toEqual([
      ["capture", PRICE_MINOR, "Dr Vera"],
      ["authorisation", PRICE_MINOR, "Dr Vera"],
    ]);
  });

  it("keeps the vet's draft private and shows the published note to the owner", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    const note = {
      subjective: "Limping for two days",
      objective: "Mild swelling of the left hock",
      assessment: "Probable sprain",
      plan: "Rest for a week",
      followUp: "Book again if not better in 7 days",
    };
    await world.asVet.mutation(api.bookings.saveSummaryDraft, { bookingId, note: { ...note, plan: "" } });
    const ownerView = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(ownerView).toMatchObject({ draft: null, summary: null });
    const vetView = await world.asVet.query(api.bookings.bookingDetail, { bookingId });
    expect(vetView.draft).toEqual({ ...note, plan: "" });
    expect(vetView.pet).toMatchObject({ name: "Rex", allergies: [] });

    vi.setSystemTime(SLOT + 30 * MINUTE);
    await world.asVet.mutation(api.bookings.publishSummary, { bookingId, commandKey: freshKey(), note });
    const published = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(published.summary).toEqual(note);
    expect(published.timeline.at(-1)?.event.type).toBe("summary_published");
  });

  it("refuses to publish notes before the consultation, while a draft may be saved", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    const note = { subjective: "Limp", objective: "Swelling", assessment: "Sprain", plan: "Rest", followUp: "" };
    await world.asVet.mutation(api.bookings.saveSummaryDraft, { bookingId, note });
    vi.setSystemTime(SLOT - MINUTE);
    await expect(
      world.asVet.mutation(api.bookings.publishSummary, { bookingId, commandKey: freshKey(), note }),
    ).rejects.toMatchObject({ data: { code: "NOT_STARTED_YET" } });
    expect((await world.asOwner.query(api.bookings.bookingDetail, { bookingId })).summary).toBeNull();
    expect((await world.asVet.query(api.bookings.bookingDetail, { bookingId })).draft).toEqual(note);
  });

  it("shows the vet the published note, not the older draft, and lets them correct it", async () => {
    const world = await bookingWorld();
    const { bookingId } = await book(world);
    const note = { subjective: "Limp", objective: "Swelling", assessment: "Sprain", plan: "Rest", followUp: "" };
    await world.asVet.mutation(api.bookings.saveSummaryDraft, {
      bookingId,
      note: { ...note, objective: "", assessment: "", plan: "" },
    });
    vi.setSystemTime(SLOT + 30 * MINUTE);
    await world.asVet.mutation(api.bookings.publishSummary, { bookingId, commandKey: freshKey(), note });
    const afterPublish = await world.asVet.query(api.bookings.bookingDetail, { bookingId });
    expect(afterPublish).toMatchObject({ draft: null, summary: note });

    const corrected = { ...note, plan: "Rest for two weeks" };
    await world.asVet.mutation(api.bookings.publishSummary, { bookingId, commandKey: freshKey(), note: corrected });
    expect((await world.asOwner.query(api.bookings.bookingDetail, { bookingId })).summary).toEqual(corrected);
  });

  it("lets the owner change the pet and reason before the start", async () => {
    const world = await bookingWorld();
    const secondPet = await world.t.run((ctx) =>
      ctx.db.insert("pets", {
        ownerId: world.owner,
        name: "Mia",
        species: "cat",
        sex: "female",
        allergies: [],
        medications: [],
        archived: false,
      }),
    );
    const { bookingId } = await book(world);
    await world.asOwner.mutation(api.bookings.changeDetails, {
      bookingId,
      commandKey: freshKey(),
      petId: secondPet,
      reason: "Sneezing",
    });
    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(detail).toMatchObject({ pet: { name: "Mia" }, booking: { reason: "Sneezing" } });
    expect(
      await outcomeOf(
        world.asOwner.mutation(api.bookings.changeDetails, {
          bookingId,
          commandKey: freshKey(),
          petId: world.otherPetId,
        }),
      ),
    ).toBe("PET_NOT_FOUND");
  });
});

describe("lists", () => {
  it("shows the owner upcoming and past bookings, and the vet only their own in a range", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    const { bookingId } = await book(world, { cardId });
    const later = await book(world, { cardId, startsAt: SLOT + 24 * HOUR });
    const mine = await world.asOwner.query(api.bookings.myBookings, {});
    expect(mine.upcoming.map((item) => item._id)).toEqual([bookingId, later.bookingId]);
    expect(mine.past).toEqual([]);
    expect(mine.upcoming[0]).toMatchObject({ vet: { displayName: "Dr Vera" }, pet: { name: "Rex" } });

    const day = await world.asVet.query(api.bookings.vetBookings, { from: SLOT - HOUR, to: SLOT + HOUR });
    expect(day.map((item) => item._id)).toEqual([bookingId]);
    expect(await world.asOtherVet.query(api.bookings.vetBookings, { from: NOW, to: NOW + 7 * 24 * HOUR })).toEqual([]);

    vi.setSystemTime(SLOT + 25 * HOUR);
    const afterwards = await world.asOwner.query(api.bookings.myBookings, {});
    expect(afterwards.upcoming.map((item) => item._id)).toEqual([]);
    expect(afterwards.past.map((item) => item._id)).toEqual([later.bookingId, bookingId]);
  });

  it("lists a cancelled consultation with the past ones, even before its date", async () => {
    const world = await bookingWorld();
    const cardId = await addCard(world.asOwner);
    const kept = await book(world, { cardId });
    const { bookingId } = await book(world, { cardId, startsAt: SLOT + 24 * HOUR });
    const quote = await world.asOwner.query(api.bookings.cancellationQuote, { bookingId });
    await world.asOwner.mutation(api.bookings.cancelByOwner, {
      bookingId,
      commandKey: freshKey(),
      reason: "Feeling better",
      quotedRefundMinor: quote.refundMinor,
    });
    const lists = await world.asOwner.query(api.bookings.myBookings, {});
    expect(lists.upcoming.map((item) => item._id)).toEqual([kept.bookingId]);
    expect(lists.past.map((item) => [item._id, item.status])).toEqual([[bookingId, "cancelled"]]);
  });
});
