import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  HOUR,
  PRICE_MINOR,
  SLOT,
  VALID_CARD,
  bookAsOwner,
  bookingWorld,
  freshKey,
  outcomeOf,
  runEachTestAtNow,
  type BookingWorld,
} from "./model/bookings/booking-world.testing";

runEachTestAtNow();

describe("saved cards", () => {
  it("never stores the full number or the CVC anywhere", async () => {
    const world = await bookingWorld();
    await world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, cvc: "987", makeDefault: true });
    const everything = await world.t.run(async (ctx) =>
      JSON.stringify({
        methods: await ctx.db.query("paymentMethods").collect(),
        events: await ctx.db.query("bookingEvents").collect(),
        records: await ctx.db.query("paymentRecords").collect(),
        keys: await ctx.db.query("commandKeys").collect(),
      }),
    );
    expect(everything).not.toContain("4242424242424242");
    expect(everything).not.toContain("4242 4242 4242 4242");
    expect(everything).not.toContain("987");
    const [card] = await world.asOwner.query(api.payments.listPaymentMethods, {});
    expect(card).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, isDefault: true });
  });

  it("explains why a card cannot be saved", async () => {
    const world = await bookingWorld();
    const add = (card: Partial<typeof VALID_CARD>) =>
      outcomeOf(world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, ...card, makeDefault: false }));
    expect(await add({ number: "4242 4242 4242 4241" })).toBe("INVALID_CARD_NUMBER");
    expect(await add({ expMonth: 10, expYear: 2026 })).toBe("CARD_EXPIRED");
    expect(await add({ cvc: "1" })).toBe("INVALID_CVC");
    expect(await world.asOwner.query(api.payments.listPaymentMethods, {})).toEqual([]);
  });

  it("checks a card with the bank when it is saved and keeps none the bank refuses", async () => {
    const world = await bookingWorld();
    const add = (number: string) =>
      outcomeOf(world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, number, makeDefault: true }));
    expect(await add("4000 0000 0000 0002")).toBe("CARD_DECLINED");
    expect(await add("4000 0000 0000 9995")).toBe("INSUFFICIENT_FUNDS");
    expect(await world.asOwner.query(api.payments.listPaymentMethods, {})).toEqual([]);
    expect(await world.t.run((ctx) => ctx.db.query("paymentMethods").collect())).toEqual([]);
    expect(await add("4000 0000 0000 0341")).toBe("ok");
    expect(await world.asOwner.query(api.payments.listPaymentMethods, {})).toMatchObject([{ last4: "0341", isDefault: true }]);
  });

  it("does not save the same card twice: the refusal names the card already saved", async () => {
    const world = await bookingWorld();
    const saved = await world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: true });
    // Typed again, spaced differently, with a 4-digit year: brand, last 4 and expiry are the same.
    const again = world.asOwner.action(api.payments.addPaymentMethod, {
      ...VALID_CARD,
      number: "4242424242424242",
      expYear: 2030,
      cvc: "999",
      makeDefault: false,
    });
    await expect(again).rejects.toMatchObject({ data: { code: "CARD_ALREADY_SAVED", paymentMethodId: saved } });
    expect(await world.asOwner.query(api.payments.listPaymentMethods, {})).toMatchObject([{ _id: saved, isDefault: true }]);

    // Another expiry is another card (a reissued one); a removed card may be saved again.
    const reissued = await world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, expYear: 2031, makeDefault: false });
    expect(reissued).not.toBe(saved);
    await world.asOwner.mutation(api.payments.removePaymentMethod, { paymentMethodId: saved });
    expect(await outcomeOf(world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: false }))).toBe("ok");
    expect(await world.asOwner.query(api.payments.listPaymentMethods, {})).toHaveLength(2);
  });

  it("another owner may save a card with the same last digits and expiry", async () => {
    const world = await bookingWorld();
    await world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: true });
    expect(await outcomeOf(world.asOtherOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: true }))).toBe("ok");
  });

  it("keeps exactly one default card", async () => {
    const world = await bookingWorld();
    const first = await world.asOwner.action(api.payments.addPaymentMethod, { ...VALID_CARD, makeDefault: false });
    const second = await world.asOwner.action(api.payments.addPaymentMethod, {
      ...VALID_CARD,
      number: "5555 5555 5555 4444",
      makeDefault: false,
    });
    const defaults = async () =>
      (await world.asOwner.query(api.payments.listPaymentMethods, {}))
        .filter((card) => card.isDefault)
        .map((card) => card._id);
    // The first card becomes the default on its own.
    expect(await defaults()).toEqual([first]);
    await world.asOwner.mutation(api.payments.setDefaultPaymentMethod, { paymentMethodId: second });
    expect(await defaults()).toEqual([second]);
    await world.asOwner.mutation(api.payments.removePaymentMethod, { paymentMethodId: second });
    expect(await defaults()).toEqual([first]);
  });
});

describe("settlement retries", () => {
  /** A booking the owner cancelled 12 h before the start: half kept by policy, so a capture and a release are due. */
  async function cancelledWithRefundDue() {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world, { reason: "Sneezing" });
    vi.setSystemTime(SLOT - 12 * HOUR);
    const quote = await world.asOwner.query(api.bookings.cancellationQuote, { bookingId });
    await world.asOwner.mutation(api.bookings.cancelByOwner, {
      bookingId,
      commandKey: freshKey(),
      reason: "Better",
      quotedRefundMinor: quote.refundMinor,
    });
    return { world, bookingId, refundMinor: quote.refundMinor };
  }

  const moneyEventsOf = async (world: BookingWorld, bookingId: Id<"bookings">) =>
    (
      await world.t.run((ctx) =>
        ctx.db
          .query("bookingEvents")
          .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId))
          .collect(),
      )
    )
      .filter((event) => event.type.startsWith("payment_") && event.type !== "payment_authorised")
      .map((event) => [event.type, (event.data as { amountMinor: number }).amountMinor]);

  const settlementDueOf = (world: BookingWorld, bookingId: Id<"bookings">) =>
    world.t.run(async (ctx) => (await ctx.db.get(bookingId))?.settlementDue);

  it("moves the money once when two settlements of the same booking run at the same time", async () => {
    const { world, bookingId, refundMinor } = await cancelledWithRefundDue();
    expect(refundMinor).toBeGreaterThan(0);
    expect(refundMinor).toBeLessThan(PRICE_MINOR);
    await Promise.all([
      world.t.action(internal.payments.settleBooking, { bookingId }),
      world.t.action(internal.payments.settleBooking, { bookingId }),
    ]);
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await moneyEventsOf(world, bookingId)).toEqual([
      ["payment_captured", PRICE_MINOR - refundMinor],
      ["payment_released", refundMinor],
    ]);
    expect(await settlementDueOf(world, bookingId)).toBe(false);
  });

  it("a settlement whose job was lost stays marked due, and the sweep completes it", async () => {
    const { world, bookingId, refundMinor } = await cancelledWithRefundDue();
    // The job scheduled by the cancellation is lost (a crash, a processor outage that made it fail).
    await world.t.run(async (ctx) => {
      for (const job of await ctx.db.system.query("_scheduled_functions").collect()) {
        if (job.state.kind === "pending") await ctx.scheduler.cancel(job._id);
      }
    });
    expect(await settlementDueOf(world, bookingId)).toBe(true);
    expect(await moneyEventsOf(world, bookingId)).toEqual([]);

    expect(await world.t.mutation(internal.payments.settleOutstandingPayments, {})).toBe(1);
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await moneyEventsOf(world, bookingId)).toEqual([
      ["payment_captured", PRICE_MINOR - refundMinor],
      ["payment_released", refundMinor],
    ]);
    expect(await settlementDueOf(world, bookingId)).toBe(false);
    expect(await world.t.mutation(internal.payments.settleOutstandingPayments, {})).toBe(0);
  });

  it("records a processor answer reported twice once", async () => {
    const { world, bookingId } = await cancelledWithRefundDue();
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);
    const before = await moneyEventsOf(world, bookingId);
    const captured = await world.t.run(async (ctx) =>
      (
        await ctx.db
          .query("bookingEvents")
          .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId))
          .collect()
      ).find((event) => event.type === "payment_captured"),
    );
    const reference = (captured?.data as { reference: string }).reference;
    await world.t.mutation(internal.payments.recordPaymentMovement, {
      bookingId,
      movement: { type: "record_capture", reference, amountMinor: PRICE_MINOR / 2 },
    });
    expect(await moneyEventsOf(world, bookingId)).toEqual(before);
  });
});
