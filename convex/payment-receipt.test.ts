import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  HOUR,
  PRICE_MINOR,
  SLOT,
  bookAsOwner,
  bookingWorld,
  freshKey,
  holdCall,
  runEachTestAtNow,
  type BookingWorld,
} from "./model/bookings/booking-world.testing";
import { emailFormatter } from "./model/email/render";

runEachTestAtNow();

const receiptsIn = async (world: BookingWorld) =>
  (await world.t.run((ctx) => ctx.db.query("emailOutbox").collect())).filter((email) => email.kind === "paymentReceipt");

const captureOf = (world: BookingWorld, bookingId: Id<"bookings">) =>
  world.t.run(async (ctx) => {
    const events = await ctx.db
      .query("bookingEvents")
      .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId))
      .collect();
    return events.find((event) => event.type === "payment_captured")?.data as { reference: string; amountMinor: number };
  });

/** The owner reads German, in Berlin: the receipt is written for them. */
async function germanOwnerWorld() {
  const world = await bookingWorld();
  await world.t.run((ctx) => ctx.db.patch(world.owner, { locale: "de", timeZone: "Europe/Berlin" }));
  return world;
}

describe("the owner's receipt when a consultation is charged", () => {
  it("a held consultation brings the owner one receipt in their language, with the amount, card and receipt number", async () => {
    const world = await germanOwnerWorld();
    const { bookingId } = await bookAsOwner(world);
    vi.setSystemTime(SLOT);
    await holdCall(world, bookingId);
    expect(await receiptsIn(world)).toEqual([]);
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);

    const receipts = await receiptsIn(world);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    const amount = emailFormatter("de", "Europe/Berlin").money(PRICE_MINOR, "EUR");
    expect(amount).toBe("45,00\u00a0€");
    expect(receipt?.recipient).toBe("olivia@example.test");
    expect(receipt?.locale).toBe("de");
    expect(receipt?.subject).toBe(`Beleg: ${amount} für die Sprechstunde von Rex bei Dr Vera`);
    const capture = await captureOf(world, bookingId);
    expect(capture.amountMinor).toBe(PRICE_MINOR);
    expect(receipt?.text).toContain(`Wir haben ${amount} für die Videosprechstunde für Rex bei Dr Vera am`);
    expect(receipt?.text).toContain("Karte: Visa •••• 4242");
    expect(receipt?.text).toContain(`Belegnummer: ${capture.reference}`);
    expect(receipt?.text).not.toContain("Anteil");
    // The vet is paid, not charged: no receipt for them.
    expect(receipts.filter((email) => email.recipient === "vera@example.test")).toEqual([]);
  });

  it("is sent once per charge: settlements run twice at once, a repeated processor answer and the sweep add none", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    vi.setSystemTime(SLOT);
    await holdCall(world, bookingId);
    await Promise.all([
      world.t.action(internal.payments.settleBooking, { bookingId }),
      world.t.action(internal.payments.settleBooking, { bookingId }),
    ]);
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);
    const capture = await captureOf(world, bookingId);
    await world.t.mutation(internal.payments.recordPaymentMovement, {
      bookingId,
      movement: { type: "record_capture", reference: capture.reference, amountMinor: capture.amountMinor },
    });
    await world.t.mutation(internal.payments.settleOutstandingPayments, {});
    await world.t.action(internal.payments.settleBooking, { bookingId });
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);

    const receipts = await receiptsIn(world);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe("Receipt: €45.00 for Rex's consultation with Dr Vera");
  });

  it("a late cancellation's receipt is for the share kept and says so", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    vi.setSystemTime(SLOT - 12 * HOUR);
    const quote = await world.asOwner.query(api.bookings.cancellationQuote, { bookingId });
    await world.asOwner.mutation(api.bookings.cancelByOwner, {
      bookingId,
      commandKey: freshKey(),
      reason: "Better",
      quotedRefundMinor: quote.refundMinor,
    });
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);

    const [receipt, ...others] = await receiptsIn(world);
    expect(others).toEqual([]);
    const kept = emailFormatter("en", "Europe/Berlin").money(PRICE_MINOR - quote.refundMinor, "EUR");
    expect(receipt?.subject).toBe(`Receipt: ${kept} for Rex's consultation with Dr Vera`);
    expect(receipt?.text).toContain("That is the share of the full price (€45.00) kept after a late cancellation");
  });

  it("nothing charged, no receipt: a free cancellation and a vet's cancellation release the whole reservation", async () => {
    const world = await bookingWorld();
    const early = await bookAsOwner(world);
    await world.asOwner.mutation(api.bookings.cancelByOwner, {
      bookingId: early.bookingId,
      commandKey: freshKey(),
      reason: "Better",
      quotedRefundMinor: PRICE_MINOR,
    });
    const byVet = await bookAsOwner(world, { startsAt: SLOT + 2 * HOUR });
    await world.asVet.mutation(api.bookings.cancelByVet, { bookingId: byVet.bookingId, commandKey: freshKey(), reason: "Ill" });
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await receiptsIn(world)).toEqual([]);
  });
});
