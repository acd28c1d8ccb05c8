import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { HOUR, MINUTE, NOW, SLOT, freshKey, outcomeOf, runEachTestAtNow } from "./model/bookings/booking-world.testing";
import { rebuildProjection } from "./model/bookings/projection";
import { advance, onDemandWorld, requestAsOwner, type OnDemandWorld } from "./model/on-demand/on-demand-world.testing";
import {
  ON_DEMAND_CONSULTATION_MINUTES,
  ON_DEMAND_HEARTBEAT_TIMEOUT_MS,
  ON_DEMAND_OFF_REASON_SHOWN_FOR_MS,
  ON_DEMAND_OFFER_TIMEOUT_MS,
  ON_DEMAND_PRICE_MINOR,
  ON_DEMAND_REQUEST_TIMEOUT_MS,
  ON_DEMAND_WIDEN_AFTER_MS,
} from "./shared/policy";

runEachTestAtNow();

type Client = OnDemandWorld["asVet"];
const goAvailable = (client: Client) => client.mutation(api.onDemand.setAvailable, { available: true });
const queueOf = async (client: Client) =>
  (await client.query(api.onDemand.vetQueue, {})).map((item) => ({ requestId: item.requestId, offered: item.offeredToYouUntil !== null }));

async function requestRow(world: OnDemandWorld, requestId: Id<"onDemandRequests">) {
  return (await world.t.run((ctx) => ctx.db.get(requestId)))!;
}

async function streamOf(world: OnDemandWorld, bookingId: Id<"bookings">) {
  return await world.t.run((ctx) =>
    ctx.db
      .query("bookingEvents")
      .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId))
      .collect(),
  );
}

describe("going available", () => {
  it("is only for a complete, published profile, and not just before a booked consultation", async () => {
    const world = await onDemandWorld();
    await world.t.run((ctx) => ctx.db.patch(world.otherVetId, { photoId: undefined }));
    expect(await outcomeOf(goAvailable(world.asOtherVet))).toBe("PROFILE_NOT_PUBLISHED");
    expect(await outcomeOf(world.asOwner.mutation(api.onDemand.setAvailable, { available: true }))).toBe("FORBIDDEN_ROLE");

    await goAvailable(world.asVet);
    expect(await world.asVet.query(api.onDemand.myAvailability, {})).toMatchObject({ available: true, offReason: null });

    // A booked consultation ten minutes from now: the vet is switched off at the next heartbeat, and cannot come back on.
    const cardId = world.ownerCard;
    await world.t.run(async (ctx) => {
      const schedule = await ctx.db.query("schedules").withIndex("by_vet", (q) => q.eq("vetId", world.vetId)).unique();
      await ctx.db.patch(schedule!._id, { minimumNoticeMinutes: 0 });
    });
    const soon = NOW + 20 * MINUTE;
    await world.asOwner.action(api.bookings.book, {
      commandKey: freshKey(),
      vetId: world.vetId,
      petId: world.petId,
      startsAt: soon,
      reason: "Check-up",
      intakeAnswers: [],
      paymentMethodId: cardId,
    });
    await advance(world, 6 * MINUTE);
    expect(await world.asVet.mutation(api.onDemand.heartbeat, {})).toBe("off");
    expect(await world.asVet.query(api.onDemand.myAvailability, {})).toMatchObject({
      available: false,
      offReason: "consultation_soon",
      nextConsultationAt: soon,
    });
    expect(await outcomeOf(goAvailable(world.asVet))).toBe("CONSULTATION_SOON");
  });

  it("ends without a heartbeat: the vet is switched off and can no longer accept", async () => {
    const world = await onDemandWorld();
    await goAvailable(world.asVet);
    await advance(world, ON_DEMAND_HEARTBEAT_TIMEOUT_MS / 2);
    expect(await world.asVet.mutation(api.onDemand.heartbeat, {})).toBe("available");
    await advance(world, ON_DEMAND_HEARTBEAT_TIMEOUT_MS + 1);
    await world.t.mutation(internal.onDemand.switchOffSilent, {});
    expect(await world.asVet.query(api.onDemand.myAvailability, {})).toMatchObject({
      available: false,
      offReason: "heartbeat_lost",
    });
    const { requestId } = await requestAsOwner(world);
    expect(await queueOf(world.asVet)).toEqual([]);
    expect(await outcomeOf(world.asVet.mutation(api.onDemand.accept, { requestId }))).toBe("NOT_AVAILABLE");
    // Signing in the next day, the vet is simply off: yesterday's reason is no longer news.
    await advance(world, ON_DEMAND_OFF_REASON_SHOWN_FOR_MS);
    expect(await world.asVet.query(api.onDemand.myAvailability, {})).toMatchObject({ available: false, offReason: null });
  });

  it("is switched off when the vet's page reports them idle, handing their offer to the next vet", async () => {
    const world = await onDemandWorld();
    await goAvailable(world.asVet);
    await advance(world, 1_000);
    await goAvailable(world.asOtherVet);
    const { requestId } = await requestAsOwner(world);
    expect(await queueOf(world.asVet)).toEqual([{ requestId, offered: true }]);
    await world.asVet.mutation(api.onDemand.goIdle, {});
    expect(await world.asVet.query(api.onDemand.myAvailability, {})).toMatchObject({ available: false, offReason: "idle" });
    expect(await queueOf(world.asOtherVet)).toEqual([{ requestId, offered: true }]);
  });
});

describe("matching", () => {
  it("offers a request to the longest-idle matching vet first, then the next on decline, then everyone after the delay", async () => {
    const world = await onDemandWorld();
    await goAvailable(world.asFrenchVet);
    await advance(world, 1_000);
    await goAvailable(world.asOtherVet); // idle longest of the English speakers
    await advance(world, 1_000);
    await goAvailable(world.asVet);

    const { requestId } = await requestAsOwner(world);
    expect(await queueOf(world.asOtherVet)).toEqual([{ requestId, offered: true }]);
    expect(await queueOf(world.asVet)).toEqual([]);
    expect(await queueOf(world.asFrenchVet)).toEqual([]);
    expect(await outcomeOf(world.asVet.mutation(api.onDemand.accept, { requestId }))).toBe("NOT_FOUND");

    await world.asOtherVet.mutation(api.onDemand.decline, { requestId });
    expect(await queueOf(world.asOtherVet)).toEqual([]);
    expect(await queueOf(world.asVet)).toEqual([{ requestId, offered: true }]);

    // Vera lets the offer run out: nobody matching is left to ask, so it waits for the widening.
    await advance(world, ON_DEMAND_OFFER_TIMEOUT_MS);
    await world.asVet.mutation(api.onDemand.heartbeat, {});
    await world.asOtherVet.mutation(api.onDemand.heartbeat, {});
    expect(await queueOf(world.asVet)).toEqual([]);
    await advance(world, ON_DEMAND_WIDEN_AFTER_MS - ON_DEMAND_OFFER_TIMEOUT_MS);
    await world.asVet.mutation(api.onDemand.heartbeat, {});
    await world.asOtherVet.mutation(api.onDemand.heartbeat, {});
    expect(await queueOf(world.asVet)).toEqual([{ requestId, offered: false }]);
    expect(await queueOf(world.asOtherVet), "a vet who declined is never asked again").toEqual([]);
    expect(await queueOf(world.asFrenchVet), "the language must match").toEqual([]);
    expect(await world.asVet.mutation(api.onDemand.accept, { requestId })).toMatchObject({ bookingId: expect.any(String) });
  });

  it("serves owners in the order they asked and shows each their live position", async () => {
    const world = await onDemandWorld();
    const first = await requestAsOwner(world);
    await advance(world, 1_000);
    const second = await requestAsOwner(world, { owner: "otherOwner" });
    const room = (client: Client, requestId: Id<"onDemandRequests">) => client.query(api.onDemand.waitingRoom, { requestId });
    expect(await room(world.asOwner, first.requestId)).toMatchObject({ status: "waiting", position: 1, matchingVetsOnline: 0, estimatedWaitMs: null });
    expect(await room(world.asOtherOwner, second.requestId)).toMatchObject({ position: 2 });
    expect(await outcomeOf(room(world.asOtherOwner, first.requestId)), "another owner's request").toBe("NOT_FOUND");

    await goAvailable(world.asVet);
    expect(await queueOf(world.asVet)).toEqual([{ requestId: first.requestId, offered: true }]);
    expect(await room(world.asOwner, first.requestId)).toMatchObject({ matchingVetsOnline: 1 });
    await advance(world, 20_000);
    await world.asVet.mutation(api.onDemand.accept, { requestId: first.requestId });
    // The one recent accept took 21 s; the vet who took it is still switched on.
    expect(await room(world.asOtherOwner, second.requestId)).toMatchObject({ position: 1, estimatedWaitMs: 21_000 });
  });

  it("never gives a vet a second consultation while one is running", async () => {
    const world = await onDemandWorld();
    vi.stubEnv("ON_DEMAND_WIDEN_AFTER_MS", "0");
    try {
      await goAvailable(world.asVet);
      const first = await requestAsOwner(world);
      await world.asVet.mutation(api.onDemand.accept, { requestId: first.requestId });
      const second = await requestAsOwner(world, { owner: "otherOwner" });
      expect(await outcomeOf(world.asVet.mutation(api.onDemand.accept, { requestId: second.requestId }))).toBe("VET_BUSY");
      expect(await world.asVet.query(api.onDemand.myAvailability, {})).toMatchObject({ inConsultation: expect.any(String) });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("accepting", () => {
  it("turns the request into a booking that starts now, on the same card reservation, exactly once", async () => {
    const world = await onDemandWorld();
    vi.stubEnv("ON_DEMAND_WIDEN_AFTER_MS", "0");
    try {
      await goAvailable(world.asVet);
      await goAvailable(world.asOtherVet);
      const { requestId } = await requestAsOwner(world);
      const { bookingId } = await world.asVet.mutation(api.onDemand.accept, { requestId });
      expect(await outcomeOf(world.asOtherVet.mutation(api.onDemand.accept, { requestId }))).toBe("ALREADY_TAKEN");
      expect(await world.asVet.mutation(api.onDemand.accept, { requestId }), "a retried accept").toEqual({ bookingId });

      const request = await requestRow(world, requestId);
      expect(request).toMatchObject({ status: "matched", bookingId, vetUserId: world.vetUser });
      const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
      expect(detail.booking).toMatchObject({ status: "confirmed", startsAt: NOW, endsAt: NOW + ON_DEMAND_CONSULTATION_MINUTES * MINUTE });
      const stream = await streamOf(world, bookingId);
      expect(stream.map((event) => [event.seq, event.type])).toEqual([
        [1, "booking_requested"],
        [2, "payment_authorised"],
        [3, "booking_confirmed"],
      ]);
      expect(stream[1]!.data).toMatchObject({ reference: request.authorisationReference, amountMinor: ON_DEMAND_PRICE_MINOR });
      // The confirmation says the consultation is starting, not when its join window opens or until when it is free to cancel.
      const mail = await world.t.run((ctx) => ctx.db.query("emailOutbox").collect());
      const confirmation = mail.filter((email) => email.kind === "bookingConfirmed" && email.recipient === "olivia@example.test");
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0]!.text).toContain("join now");
      expect(confirmation[0]!.text).not.toContain("10 minutes before");
      expect(confirmation[0]!.text).not.toContain("24 hours");
      expect(await world.asOwner.query(api.onDemand.waitingRoom, { requestId })).toMatchObject({ status: "matched", bookingId });
      expect(await queueOf(world.asOtherVet)).toEqual([]);

      const lists = await world.asOwner.query(api.bookings.myBookings, {});
      expect(lists.upcoming.map((item) => [item._id, item.onDemand])).toEqual([[bookingId, true]]);
      const access = await world.asOwner.query(api.calls.callAccess, { meetingId: bookingId });
      expect(access).toMatchObject({ window: { status: "open" } });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("keeps every on-demand booking stream gap-free and rebuildable from its events", async () => {
    const world = await onDemandWorld();
    vi.stubEnv("ON_DEMAND_WIDEN_AFTER_MS", "0");
    try {
      const bookingIds: Id<"bookings">[] = [];
      for (let round = 0; round < 3; round++) {
        await goAvailable(world.asVet);
        const { requestId } = await requestAsOwner(world);
        const { bookingId } = await world.asVet.mutation(api.onDemand.accept, { requestId });
        bookingIds.push(bookingId);
        await world.asVet.mutation(api.bookings.cancelByVet, { bookingId, commandKey: freshKey(), reason: "Emergency" });
        await advance(world, MINUTE);
      }
      for (const bookingId of bookingIds) {
        const seqs = (await streamOf(world, bookingId)).map((event) => event.seq);
        expect(seqs).toEqual(seqs.map((_, index) => index + 1));
        const live = await world.t.run((ctx) => ctx.db.get(bookingId));
        await world.t.run((ctx) => rebuildProjection(ctx, bookingId));
        expect(await world.t.run((ctx) => ctx.db.get(bookingId))).toEqual(live);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("payment", () => {
  it("queues nothing when the card is declined", async () => {
    const world = await onDemandWorld();
    expect(await outcomeOf(requestAsOwner(world, { paymentMethodId: world.declinedCard }))).toBe("CARD_DECLINED");
    expect(await world.asOwner.query(api.onDemand.myWaitingRequest, {})).toBeNull();
    expect(await world.t.run((ctx) => ctx.db.query("onDemandRequests").collect())).toEqual([]);
  });

  it("lets an owner wait in one line at a time, and answers a repeated command with the same request", async () => {
    const world = await onDemandWorld();
    const commandKey = freshKey();
    const args = {
      commandKey,
      petId: world.petId,
      species: "dog" as const,
      language: "en",
      reason: "Cough",
      paymentMethodId: world.ownerCard,
    };
    const first = await world.asOwner.action(api.onDemand.requestConsultation, args);
    expect(await world.asOwner.action(api.onDemand.requestConsultation, args)).toEqual(first);
    expect(await outcomeOf(requestAsOwner(world))).toBe("ALREADY_WAITING");
    expect(await world.asOwner.query(api.onDemand.myWaitingRequest, {})).toBe(first.requestId);
    expect(await outcomeOf(world.asOwner.action(api.onDemand.requestConsultation, { ...args, commandKey: freshKey(), reason: "  " }))).toBe(
      "REASON_REQUIRED",
    );
  });

  it("releases the reservation when the owner leaves the queue, and the request can no longer be taken", async () => {
    const world = await onDemandWorld();
    await goAvailable(world.asVet);
    const { requestId } = await requestAsOwner(world);
    expect(await queueOf(world.asVet)).toEqual([{ requestId, offered: true }]);
    expect(await outcomeOf(world.asOtherOwner.mutation(api.onDemand.leaveQueue, { requestId }))).toBe("NOT_FOUND");
    expect(
      await outcomeOf(world.asOwner.mutation(api.payments.removePaymentMethod, { paymentMethodId: world.ownerCard })),
      "the card holds the waiting request's reservation",
    ).toBe("PAYMENT_METHOD_IN_USE");
    await world.asOwner.mutation(api.onDemand.leaveQueue, { requestId });
    await advance(world, 0);
    expect(await requestRow(world, requestId)).toMatchObject({ status: "left", authorisationReleasedAt: NOW });
    expect(await world.asOwner.query(api.onDemand.waitingRoom, { requestId })).toMatchObject({
      status: "left",
      authorisationReleased: true,
      position: null,
    });
    expect(await queueOf(world.asVet)).toEqual([]);
    expect(await outcomeOf(world.asVet.mutation(api.onDemand.accept, { requestId }))).toBe("REQUEST_CLOSED");
    await world.asOwner.mutation(api.payments.removePaymentMethod, { paymentMethodId: world.ownerCard });
    expect(await world.t.run((ctx) => ctx.db.query("bookings").collect())).toEqual([]);
  });

  it("times out when nobody accepts: the owner is told, offered bookable times, and the reservation is released", async () => {
    const world = await onDemandWorld();
    const { requestId } = await requestAsOwner(world, { language: "fr" });
    await advance(world, ON_DEMAND_REQUEST_TIMEOUT_MS - 1);
    expect(await requestRow(world, requestId)).toMatchObject({ status: "waiting" });
    await advance(world, 1);
    const room = await world.asOwner.query(api.onDemand.waitingRoom, { requestId });
    expect(room).toMatchObject({ status: "timed_out", authorisationReleased: true });
    expect(room.nextBookableTimes.map((time) => time.displayName)).toEqual(["Dr Françoise"]);
    expect(room.nextBookableTimes[0]!.startsAt).toBeGreaterThan(NOW);
    // Said by email too: the owner may have closed the page.
    const mail = await world.t.run((ctx) => ctx.db.query("emailOutbox").collect());
    const told = mail.filter((email) => email.kind === "onDemandTimedOut");
    expect(told.map((email) => email.recipient)).toEqual(["olivia@example.test"]);
    expect(told[0]!.text).toContain("Dr Françoise");
    expect(told[0]!.text).toContain("released");
  });

  it("follows the booking's refund rules once accepted: the owner cannot cancel a started consultation, a vet's cancellation releases it all", async () => {
    const world = await onDemandWorld();
    await goAvailable(world.asVet);
    const { requestId } = await requestAsOwner(world);
    const { bookingId } = await world.asVet.mutation(api.onDemand.accept, { requestId });
    expect(
      await outcomeOf(
        world.asOwner.mutation(api.bookings.cancelByOwner, { bookingId, commandKey: freshKey(), reason: "", quotedRefundMinor: 0 }),
      ),
    ).toBe("CANCELLATION_CLOSED");
    await world.asVet.mutation(api.bookings.cancelByVet, { bookingId, commandKey: freshKey(), reason: "Emergency" });
    await advance(world, 0);
    const types = (await streamOf(world, bookingId)).map((event) => event.type);
    expect(types.slice(3)).toEqual(["booking_cancelled", "payment_released"]);
    const history = await world.asOwner.query(api.payments.paymentHistory, {});
    expect(JSON.stringify(history)).toContain("release");
    // The vet is free again, and idle from now on.
    await advance(world, MINUTE);
    const second = await requestAsOwner(world, { owner: "otherOwner" });
    expect(await queueOf(world.asVet)).toEqual([{ requestId: second.requestId, offered: true }]);
    expect(SLOT).toBeGreaterThan(NOW + HOUR);
  });
});

describe("rate limits", () => {
  it("refuses an eleventh availability change within a minute", async () => {
    const world = await onDemandWorld();
    for (let index = 0; index < 10; index++) {
      await world.asVet.mutation(api.onDemand.setAvailable, { available: index % 2 === 0 });
    }
    expect(await outcomeOf(goAvailable(world.asVet))).toBe("RATE_LIMITED");
  });
});
