import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  MINUTE,
  PRICE_MINOR,
  SLOT,
  bookAsOwner,
  bookingWorld,
  freshKey,
  outcomeOf,
  runEachTestAtNow,
} from "./model/bookings/booking-world.testing";

runEachTestAtNow();

/** A booked consultation, driven through the call functions as the two call pages drive them. */
async function bookedCall() {
  const world = await bookingWorld();
  const { bookingId } = await bookAsOwner(world);
  const meetingId = bookingId as string;
  const at = (ms: number) => vi.setSystemTime(SLOT + ms);
  const report = (client: typeof world.asOwner, connected: boolean) =>
    client.mutation(api.calls.reportConnection, { meetingId, connected });
  const ownerReports = (connected: boolean) => report(world.asOwner, connected);
  const vetReports = (connected: boolean) => report(world.asVet, connected);
  const bothJoin = async () => {
    await world.asOwner.mutation(api.calls.join, { meetingId });
    await world.asVet.mutation(api.calls.join, { meetingId });
  };
  /** Both join at the slot's start and each browser reports its media link once, as a call page does on joining. */
  const bothJoinReporting = async (connected: boolean) => {
    at(0);
    await bothJoin();
    await ownerReports(connected);
    await vetReports(connected);
  };
  const vetEndsAt = async (ms: number) => {
    at(ms);
    await world.asVet.mutation(api.calls.endConsultation, { meetingId });
  };
  const settle = () => world.t.finishAllScheduledFunctions(vi.runAllTimers);
  const booking = () => world.t.run(async (ctx) => (await ctx.db.get(bookingId))!);
  const events = (id: Id<"bookings"> = bookingId) =>
    world.t.run(async (ctx) =>
      ctx.db
        .query("bookingEvents")
        .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", id))
        .collect(),
    );
  const interruptedData = async () =>
    (await events()).find((event) => event.type === "consultation_interrupted")?.data;
  const moneyEvents = async () =>
    (await events())
      .filter((event) => event.type.startsWith("payment_") && event.type !== "payment_authorised")
      .map((event) => [event.type, (event.data as { amountMinor: number }).amountMinor]);
  const choose = (client: typeof world.asOwner, choice: { choice: "refund" } | { choice: "rebook"; startsAt: number }) =>
    client.mutation(api.bookings.chooseAfterInterruption, { bookingId, commandKey: freshKey(), choice });
  const expectGapFree = async (id: Id<"bookings"> = bookingId) => {
    const seqs = (await events(id)).map((event) => event.seq);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
  };
  return {
    world,
    bookingId,
    at,
    report,
    ownerReports,
    vetReports,
    bothJoin,
    bothJoinReporting,
    vetEndsAt,
    settle,
    booking,
    events,
    interruptedData,
    moneyEvents,
    choose,
    expectGapFree,
  };
}

/** The booking's slot is 20 minutes (the world's vet). */
const SLOT_MS = 20 * MINUTE;

describe("the interrupted-consultation policy", () => {
  it("a consultation connected throughout is completed and charged", async () => {
    const call = await bookedCall();
    await call.bothJoinReporting(true);
    await call.vetEndsAt(SLOT_MS);
    await call.settle();
    expect(await call.booking()).toMatchObject({ status: "completed" });
    expect((await call.booking()).interrupted).toBeUndefined();
    expect(await call.moneyEvents()).toEqual([["payment_captured", PRICE_MINOR]]);
  });

  it("a short consultation the vet closed on purpose, with no connection trouble, is not interrupted", async () => {
    const call = await bookedCall();
    await call.bothJoinReporting(false);
    await call.ownerReports(true);
    await call.vetReports(true);
    await call.vetEndsAt(3 * MINUTE);
    expect((await call.booking()).interrupted).toBeUndefined();
  });

  it("the owner hanging up on purpose is no connection trouble: the vet ends, the consultation is completed and charged", async () => {
    const call = await bookedCall();
    await call.bothJoinReporting(true);
    // After a minute the owner presses Leave: the vet's browser sees the link close a moment before the owner's
    // hang-up reaches the server, the owner's page reports its closed link as it goes.
    call.at(MINUTE);
    await call.vetReports(false);
    call.at(MINUTE + 2_000);
    await call.ownerReports(false);
    await call.world.asOwner.mutation(api.calls.leave, { meetingId: call.bookingId as string });
    await call.vetEndsAt(3 * MINUTE);
    await call.settle();
    expect((await call.booking()).interrupted).toBeUndefined();
    expect(await call.moneyEvents()).toEqual([["payment_captured", PRICE_MINOR]]);
    await call.expectGapFree();
  });

  it("rejoining after a hang-up says 'not connected yet' again, which is no drop", async () => {
    const call = await bookedCall();
    await call.bothJoinReporting(true);
    call.at(MINUTE);
    await call.world.asOwner.mutation(api.calls.leave, { meetingId: call.bookingId as string });
    call.at(MINUTE + 30_000);
    await call.world.asOwner.mutation(api.calls.join, { meetingId: call.bookingId as string });
    await call.ownerReports(false);
    call.at(MINUTE + 31_000);
    await call.ownerReports(true);
    await call.vetEndsAt(4 * MINUTE);
    expect((await call.booking()).interrupted).toBeUndefined();
  });

  it("an owner reloading the call page is a blip that came back: the vet ends a short call, it is completed and charged", async () => {
    const call = await bookedCall();
    await call.bothJoinReporting(true);
    // The reload takes the owner's page away without a hang-up: the vet's browser sees the link go; the new page
    // joins again, says "not connected yet", then both sides are connected again within seconds.
    call.at(MINUTE);
    await call.vetReports(false);
    call.at(MINUTE + 3_000);
    await call.world.asOwner.mutation(api.calls.join, { meetingId: call.bookingId as string });
    await call.ownerReports(false);
    call.at(MINUTE + 5_000);
    await call.ownerReports(true);
    await call.vetReports(true);
    await call.vetEndsAt(3 * MINUTE);
    await call.settle();
    expect((await call.booking()).interrupted).toBeUndefined();
    expect(await call.moneyEvents()).toEqual([["payment_captured", PRICE_MINOR]]);
  });

  it("a link that drops and is not explained by a hang-up still counts: the owner leaves a minute after losing it", async () => {
    const call = await bookedCall();
    await call.bothJoinReporting(true);
    call.at(MINUTE);
    await call.vetReports(false);
    await call.ownerReports(false);
    call.at(2 * MINUTE);
    await call.world.asOwner.mutation(api.calls.leave, { meetingId: call.bookingId as string });
    await call.vetEndsAt(3 * MINUTE);
    expect(await call.booking()).toMatchObject({ interrupted: true });
  });

  it("connection lost for more than the policy's share of the slot: interrupted, nothing charged, both emailed", async () => {
    const call = await bookedCall();
    await call.bothJoinReporting(true);
    // The owner's network drops after 8 minutes: the vet's side sees it at once, the owner's once back online.
    call.at(8 * MINUTE);
    await call.vetReports(false);
    call.at(14 * MINUTE);
    await call.ownerReports(false);
    await call.ownerReports(true);
    await call.vetReports(true);
    await call.vetEndsAt(SLOT_MS);
    await call.settle();

    const types = (await call.events()).map((event) => event.type);
    expect(types).toContain("consultation_interrupted");
    // 8 + 6 minutes connected; 6 of 20 lost (30 % > 25 %).
    expect(await call.interruptedData()).toEqual({ connectedMs: 14 * MINUTE, disruptedMs: 6 * MINUTE });
    expect(await call.booking()).toMatchObject({ status: "completed", interrupted: true });
    expect(await call.moneyEvents()).toEqual([["payment_released", PRICE_MINOR]]);
    expect((await call.booking()).settlementDue).toBe(false);

    const ownerEmail = await call.world.t.query(internal.emails.latestFor, {
      email: "olivia@example.test",
      kind: "consultationInterrupted",
    });
    expect(ownerEmail?.text).toContain("You pay nothing for it");
    const vetEmail = await call.world.t.query(internal.emails.latestFor, {
      email: "vera@example.test",
      kind: "consultationInterrupted",
    });
    expect(vetEmail?.text).toContain("recorded as interrupted, not as a no-show");
    await call.expectGapFree();
  });

  it("a short drop within the policy's share leaves the consultation paid", async () => {
    const call = await bookedCall();
    await call.bothJoinReporting(true);
    call.at(5 * MINUTE);
    await call.vetReports(false);
    call.at(5 * MINUTE + 30_000);
    await call.vetReports(true);
    await call.vetEndsAt(SLOT_MS);
    await call.settle();
    expect((await call.booking()).interrupted).toBeUndefined();
    expect(await call.moneyEvents()).toEqual([["payment_captured", PRICE_MINOR]]);
  });

  it("both in the call but the media never connected: interrupted, ended by the window-close job", async () => {
    const call = await bookedCall();
    // Each browser says "not connected yet" once joined, and never anything else.
    await call.bothJoinReporting(false);
    await call.settle();
    expect(await call.booking()).toMatchObject({ status: "completed", interrupted: true });
    expect(await call.moneyEvents()).toEqual([["payment_released", PRICE_MINOR]]);
  });

  it("a participant cannot speak for the other side: the vet claiming the link worked does not outweigh the owner", async () => {
    const call = await bookedCall();
    await call.bothJoinReporting(true);
    // The owner's side loses the media for good after 2 minutes; the vet's browser keeps saying "connected".
    call.at(2 * MINUTE);
    await call.ownerReports(false);
    await call.vetEndsAt(SLOT_MS);
    expect((await call.booking()).interrupted).toBe(true);
    expect(await call.interruptedData()).toEqual({ connectedMs: 2 * MINUTE, disruptedMs: 18 * MINUTE });
    // Reports carry no participant: nobody can report for someone else, and outsiders are refused outright.
    expect(await outcomeOf(call.report(call.world.asOtherOwner, false))).toBe("NOT_FOUND");
    expect(await outcomeOf(call.report(call.world.asOtherVet, true))).toBe("NOT_FOUND");
  });
});

describe("connection reports", () => {
  it("are refused before joining, outside the call's window, and beyond a dozen a minute", async () => {
    const call = await bookedCall();
    call.at(0);
    expect(await outcomeOf(call.ownerReports(true))).toBe("NOT_IN_CALL");
    await call.bothJoin();
    for (let report = 0; report < 12; report++) await call.ownerReports(report % 2 === 0);
    expect(await outcomeOf(call.ownerReports(true))).toBe("RATE_LIMITED");
    // A report that changes nothing is recorded once and costs nothing.
    await call.vetReports(true);
    await call.vetReports(true);
    const vetReports = (await call.events()).filter(
      (event) => event.type === "connection_reported" && (event.data as { participant: string }).participant === "vet",
    );
    expect(vetReports).toHaveLength(1);
    // The window closes 30 minutes after the end; the window-close job has not run yet.
    call.at(SLOT_MS + 31 * MINUTE);
    expect(await outcomeOf(call.vetReports(false))).toBe("CALL_WINDOW_CLOSED");
    await call.expectGapFree();
  });
});

describe("the owner's choice after an interruption", () => {
  async function interruptedCall() {
    const call = await bookedCall();
    await call.bothJoinReporting(false);
    await call.settle();
    return call;
  }

  it("a refund is recorded once; the settlement, run again, moves no money twice", async () => {
    const call = await interruptedCall();
    const chooseRefund = () => call.choose(call.world.asOwner, { choice: "refund" });
    expect(await chooseRefund()).toMatchObject({ rebookingId: null });
    expect(await outcomeOf(chooseRefund())).toBe("ALREADY_CHOSEN");
    await call.world.t.action(internal.payments.settleBooking, { bookingId: call.bookingId });
    await call.world.t.action(internal.payments.settleBooking, { bookingId: call.bookingId });
    await call.settle();
    expect(await call.moneyEvents()).toEqual([["payment_released", PRICE_MINOR]]);
    expect(await call.booking()).toMatchObject({ interrupted: true, interruptionChoice: "refund" });
    expect(await outcomeOf(call.choose(call.world.asVet, { choice: "refund" }))).toBe("FORBIDDEN_ROLE");
    await call.expectGapFree();
  });

  it("a free new consultation with the same vet takes the chosen free time, costs nothing, and is offered once", async () => {
    const call = await interruptedCall();
    vi.setSystemTime(SLOT + 2 * 60 * MINUTE);
    const [slot] = await call.world.asOwner.query(api.schedule.freeSlots, {
      vetId: call.world.vetId,
      from: SLOT + 24 * 60 * MINUTE,
      to: SLOT + 48 * 60 * MINUTE,
    });
    expect(slot).toBeDefined();
    const { rebookingId } = await call.choose(call.world.asOwner, { choice: "rebook", startsAt: slot!.startsAt });
    const rebooking = await call.world.t.run(async (ctx) => ctx.db.get(rebookingId!));
    expect(rebooking).toMatchObject({
      status: "confirmed",
      vetId: call.world.vetId,
      startsAt: slot!.startsAt,
      priceMinor: 0,
      rebookingOf: call.bookingId,
    });
    expect(await call.booking()).toMatchObject({ interruptionChoice: "rebook", rebookingId });
    expect(
      await outcomeOf(call.choose(call.world.asOwner, { choice: "rebook", startsAt: slot!.startsAt + 60 * MINUTE })),
    ).toBe("ALREADY_CHOSEN");
    await call.expectGapFree();
    await call.expectGapFree(rebookingId!);
  });

  it("is refused for a consultation that was not interrupted", async () => {
    const call = await bookedCall();
    call.at(0);
    await call.bothJoin();
    await call.vetEndsAt(0);
    expect(await outcomeOf(call.choose(call.world.asOwner, { choice: "refund" }))).toBe("NOT_INTERRUPTED");
  });
});
