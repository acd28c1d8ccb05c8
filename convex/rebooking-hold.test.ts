import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  HOUR,
  MINUTE,
  SLOT,
  bookAsOwner,
  bookingWorld,
  freshKey,
  outcomeOf,
  runEachTestAtNow,
  saveCard,
  holdCall,
  type BookingWorld,
} from "./model/bookings/booking-world.testing";
import { interruptedConsultation } from "./model/bookings/interrupted-call.testing";
import { DAY_MS } from "./shared/time";
import { REBOOKING_HOLD_HOURS } from "./shared/policy";

runEachTestAtNow();

const eventsOf = (world: BookingWorld, bookingId: Id<"bookings">) =>
  world.t.run((ctx) =>
    ctx.db
      .query("bookingEvents")
      .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId))
      .collect(),
  );
const typesOf = async (world: BookingWorld, bookingId: Id<"bookings">) =>
  (await eventsOf(world, bookingId)).map((event) => event.type);

async function expectGapFree(world: BookingWorld, bookingId: Id<"bookings">) {
  const seqs = (await eventsOf(world, bookingId)).map((event) => event.seq);
  expect(seqs).toEqual(seqs.map((_, index) => index + 1));
}

/** What anyone looking at the vet's page sees as free in the next three days. */
const publicFreeStarts = async (world: BookingWorld) =>
  (await world.t.query(api.schedule.freeSlots, { vetId: world.vetId, from: Date.now(), to: Date.now() + 3 * DAY_MS })).map(
    (slot) => slot.startsAt,
  );

const vetCalendarHeld = async (world: BookingWorld) =>
  (await world.asVet.query(api.schedule.calendar, { from: Date.now(), to: Date.now() + 7 * DAY_MS })).held;

const holdOf = async (world: BookingWorld, bookingId: Id<"bookings">) =>
  (await world.asOwner.query(api.bookings.bookingDetail, { bookingId })).interruption?.hold ?? null;

/** Another owner, with their own pet and card, tries to book the vet at `startsAt`: "ok" or the refusal's code. */
async function otherOwnerBooks(world: BookingWorld, startsAt: number): Promise<string> {
  const paymentMethodId = await saveCard(world.asOtherOwner);
  return outcomeOf(
    world.asOtherOwner.action(api.bookings.book, {
      commandKey: freshKey(),
      vetId: world.vetId,
      petId: world.otherPetId,
      startsAt,
      reason: "Coughing",
      intakeAnswers: [],
      paymentMethodId,
    }),
  );
}

const choose = (world: BookingWorld, bookingId: Id<"bookings">, choice: { choice: "refund" } | { choice: "rebook"; startsAt: number }) =>
  world.asOwner.mutation(api.bookings.chooseAfterInterruption, { bookingId, commandKey: freshKey(), choice });

describe("the slot held for the free new consultation after an interruption", () => {
  it("holds the vet's first free slot for the owner alone, until the hold's end, and says so by email", async () => {
    const world = await bookingWorld();
    const { bookingId } = await interruptedConsultation(world);
    const endedAt = Date.now();
    const hold = await holdOf(world, bookingId);
    expect(hold).not.toBeNull();
    // The vet's own rules apply (60 minutes' notice); the hold lasts the policy's hours, or until the slot starts.
    expect(hold!.startsAt).toBeGreaterThanOrEqual(endedAt + 60 * MINUTE);
    expect(hold!.until).toBe(Math.min(hold!.startsAt, endedAt + REBOOKING_HOLD_HOURS * HOUR));
    expect(await typesOf(world, bookingId)).toEqual(
      expect.arrayContaining(["call_ended", "consultation_interrupted", "rebooking_slot_held"]),
    );

    expect(await publicFreeStarts(world)).not.toContain(hold!.startsAt);
    expect(await otherOwnerBooks(world, hold!.startsAt)).toBe("SLOT_TAKEN");
    // The vet's schedule shows the time as held, not as free.
    expect(await vetCalendarHeld(world)).toEqual([{ startsAt: hold!.startsAt, endsAt: hold!.endsAt }]);
    const directory = await world.t.run(async (ctx) => (await ctx.db.get(world.vetId))?.nextFreeSlotAt);
    expect(directory).not.toBe(hold!.startsAt);

    const email = await world.t.query(internal.emails.latestFor, { email: "olivia@example.test", kind: "consultationInterrupted" });
    expect(email?.text).toMatch(
      hold!.until >= hold!.startsAt
        ? /We are holding .* with Dr Vera for you: nobody else can book it\./
        : /We are holding .* with Dr Vera for you until .*: nobody else can book it before then\./,
    );
    await expectGapFree(world, bookingId);
  });

  it("choosing the refund releases it: it was the vet's first free slot, and is free for everyone again", async () => {
    const world = await bookingWorld();
    const { bookingId } = await interruptedConsultation(world);
    const hold = await holdOf(world, bookingId);
    await choose(world, bookingId, { choice: "refund" });
    expect((await publicFreeStarts(world))[0]).toBe(hold!.startsAt);
    expect(await holdOf(world, bookingId)).toBeNull();
    expect(await vetCalendarHeld(world)).toEqual([]);
    expect((await eventsOf(world, bookingId)).find((event) => event.type === "rebooking_hold_released")?.data).toEqual({
      startsAt: hold!.startsAt,
      endsAt: hold!.endsAt,
      reason: "chosen",
    });
    expect(await otherOwnerBooks(world, hold!.startsAt)).toBe("ok");
    await expectGapFree(world, bookingId);
  });

  it("the owner takes the held slot for free; the same slot is never sold twice, even when both try at once", async () => {
    const world = await bookingWorld();
    const { bookingId } = await interruptedConsultation(world);
    const hold = (await holdOf(world, bookingId))!;
    const [other, mine] = await Promise.all([
      otherOwnerBooks(world, hold.startsAt),
      choose(world, bookingId, { choice: "rebook", startsAt: hold.startsAt }),
    ]);
    expect(other).toBe("SLOT_TAKEN");
    const rebookingId = mine.rebookingId!;
    const rebooking = await world.t.run((ctx) => ctx.db.get(rebookingId));
    expect(rebooking).toMatchObject({ startsAt: hold.startsAt, endsAt: hold.endsAt, priceMinor: 0, status: "confirmed" });
    const atHeldTime = await world.t.run((ctx) =>
      ctx.db
        .query("bookings")
        .withIndex("by_vet_and_start", (q) => q.eq("vetId", world.vetId).eq("startsAt", hold.startsAt))
        .collect(),
    );
    expect(atHeldTime.map((booking) => booking._id)).toEqual([rebookingId]);
    expect((await typesOf(world, bookingId)).slice(-2)).toEqual(["rebooking_hold_released", "interruption_resolved"]);

    // The expiry job still runs later, and appends nothing: the hold ended with the choice.
    const before = await typesOf(world, bookingId);
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);
    expect((await typesOf(world, bookingId)).filter((type) => type.startsWith("rebooking_"))).toEqual(
      before.filter((type) => type.startsWith("rebooking_")),
    );
    await expectGapFree(world, bookingId);
    await expectGapFree(world, rebookingId);
  });

  it("expires at its end: the slot is free for everyone again, and the owner can still choose", async () => {
    const world = await bookingWorld();
    // The vet works on Tuesday for this one consultation (SLOT), then on Thursday: the slot held starts after the
    // hold's hours have passed.
    await world.t.run(async (ctx) => {
      const schedule = await ctx.db
        .query("schedules")
        .withIndex("by_vet", (q) => q.eq("vetId", world.vetId))
        .unique();
      const none: { start: string; end: string }[] = [];
      await ctx.db.patch(schedule!._id, {
        weeklyHours: {
          monday: none,
          tuesday: [{ start: "10:00", end: "10:20" }],
          wednesday: none,
          thursday: [{ start: "00:00", end: "24:00" }],
          friday: none,
          saturday: none,
          sunday: none,
        },
      });
    });
    const { bookingId } = await interruptedConsultation(world);
    const hold = (await holdOf(world, bookingId))!;
    expect(hold.until).toBe(Date.now() + REBOOKING_HOLD_HOURS * HOUR);
    expect(hold.startsAt).toBeGreaterThan(hold.until);

    // Not before its time.
    await expect(world.t.mutation(internal.bookings.releaseRebookingHold, { bookingId })).rejects.toThrow(/HOLD_NOT_EXPIRED/);
    expect(await typesOf(world, bookingId)).not.toContain("rebooking_hold_released");

    vi.advanceTimersByTime(hold.until - Date.now());
    await world.t.finishInProgressScheduledFunctions();
    const released = (await eventsOf(world, bookingId)).filter((event) => event.type === "rebooking_hold_released");
    expect(released.map((event) => event.data)).toEqual([{ startsAt: hold.startsAt, endsAt: hold.endsAt, reason: "expired" }]);
    expect(await holdOf(world, bookingId)).toBeNull();
    expect(await publicFreeStarts(world)).toContain(hold.startsAt);
    expect(await otherOwnerBooks(world, hold.startsAt)).toBe("ok");

    await choose(world, bookingId, { choice: "refund" });
    // Released once: the choice after the expiry releases nothing more.
    expect((await typesOf(world, bookingId)).filter((type) => type === "rebooking_hold_released")).toHaveLength(1);
    await expectGapFree(world, bookingId);
  });

  it("a consultation that was not interrupted holds nothing", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    vi.setSystemTime(SLOT);
    await holdCall(world, bookingId);
    expect((await typesOf(world, bookingId)).filter((type) => type.startsWith("rebooking_"))).toEqual([]);
    expect(await world.t.run(async (ctx) => (await ctx.db.get(bookingId))?.heldSlotStartsAt ?? null)).toBeNull();
  });
});
