import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { HOUR, MINUTE, NOW, PRICE_MINOR, SLOT, bookingWorld, freshKey, holdCall, runEachTestAtNow, saveCard, type BookingWorld } from "./model/bookings/booking-world.testing";
import { JOIN_CLOSES_AFTER_END_MS } from "./shared/policy";

runEachTestAtNow();

async function book(world: BookingWorld, startsAt: number, vetId: Id<"vetProfiles"> = world.vetId) {
  const paymentMethodId = await saveCard(world.asOwner);
  const { bookingId } = await world.asOwner.action(api.bookings.book, {
    commandKey: freshKey(),
    vetId,
    petId: world.petId,
    startsAt,
    reason: "Itching behind the ears",
    intakeAnswers: [{ question: "Eating normally?", answer: "Yes" }],
    paymentMethodId,
  });
  return bookingId as Id<"bookings">;
}

const settle = (world: BookingWorld) => world.t.finishAllScheduledFunctions(vi.runAllTimers);

async function holdConsultation(world: BookingWorld, bookingId: Id<"bookings">, startsAt: number) {
  vi.setSystemTime(startsAt);
  await holdCall(world, bookingId);
  await settle(world);
}

describe("the vet overview", () => {
  it("is for vets only", async () => {
    const world = await bookingWorld();
    await expect(world.t.query(api.overview.vetOverview, { minute: 0 })).rejects.toThrow(/NOT_AUTHENTICATED/);
    await expect(world.asOwner.query(api.overview.vetOverview, { minute: 0 })).rejects.toThrow(/FORBIDDEN_ROLE/);
  });

  it("shows only the caller's consultations, with pet, reason and intake", async () => {
    const world = await bookingWorld();
    await book(world, SLOT);
    await book(world, SLOT + HOUR, world.otherVetId);
    const mine = await world.asVet.query(api.overview.vetOverview, { minute: 0 });
    expect(mine.next).toHaveLength(1);
    expect(mine.next[0]).toMatchObject({
      startsAt: SLOT,
      status: "confirmed",
      reason: "Itching behind the ears",
      intakeAnswers: [{ question: "Eating normally?", answer: "Yes" }],
      pet: { name: "Rex", species: "dog" },
      ownerName: "olivia",
      ownerPresence: "absent",
      join: { open: false },
    });
    expect(mine.week.reduce((sum, day) => sum + day.consultations, 0)).toBe(1);
    const theirs = await world.asOtherVet.query(api.overview.vetOverview, { minute: 0 });
    expect(theirs.next.map((consultation) => consultation.startsAt)).toEqual([SLOT + HOUR]);
  });

  it("shows today's consultation with the owner waiting in the prepare room", async () => {
    const world = await bookingWorld();
    const startsAt = NOW + 2 * HOUR;
    const bookingId = await book(world, startsAt);
    vi.setSystemTime(startsAt - 5 * MINUTE);
    await world.asOwner.mutation(api.calls.enterPrepare, { meetingId: bookingId });
    const overview = await world.asVet.query(api.overview.vetOverview, { minute: 1 });
    expect(overview.today).toHaveLength(1);
    expect(overview.today[0]).toMatchObject({ bookingId, ownerPresence: "preparing", join: { open: true } });
  });

  it("computes the last 30 days from the events and lists notes still to write", async () => {
    const world = await bookingWorld();
    const held = await book(world, SLOT);
    const cancelled = await book(world, SLOT + 2 * HOUR);
    await world.asOwner.mutation(api.bookings.cancelByOwner, {
      commandKey: freshKey(),
      bookingId: cancelled,
      reason: "Feeling better",
      quotedRefundMinor: PRICE_MINOR,
    });
    await holdConsultation(world, held, SLOT);

    vi.setSystemTime(SLOT + 3 * HOUR);
    const overview = await world.asVet.query(api.overview.vetOverview, { minute: 2 });
    expect(overview.lastThirtyDays).toEqual({
      held: 1,
      cancellations: 1,
      noShows: 0,
      // The held one is captured in full; the cancelled one (three days ahead) is refunded in full.
      revenue: [{ currency: "EUR", amountMinor: PRICE_MINOR }],
    });
    expect(overview.notesToWrite.map((note) => note.bookingId)).toEqual([held]);

    const note = { subjective: "Itchy", objective: "Red ear canal", assessment: "Otitis", plan: "Drops", followUp: "Recheck in a week" };
    await world.asVet.mutation(api.bookings.publishSummary, { commandKey: freshKey(), bookingId: held, note });
    const afterNotes = await world.asVet.query(api.overview.vetOverview, { minute: 3 });
    expect(afterNotes.notesToWrite).toEqual([]);
  });

  it("counts a cancellation of a time still ahead at once, not once its slot has passed", async () => {
    const world = await bookingWorld();
    const cancelled = await book(world, SLOT);
    await world.asOwner.mutation(api.bookings.cancelByOwner, {
      commandKey: freshKey(),
      bookingId: cancelled,
      reason: "Feeling better",
      quotedRefundMinor: PRICE_MINOR,
    });
    const overview = await world.asVet.query(api.overview.vetOverview, { minute: 1 });
    expect(overview.lastThirtyDays).toMatchObject({ held: 0, cancellations: 1, revenue: [] });
  });

  it("prompts an unpublished vet with what is missing", async () => {
    const world = await bookingWorld();
    await world.t.run((ctx) => ctx.db.patch(world.vetId, { published: false, bio: {} }));
    const overview = await world.asVet.query(api.overview.vetOverview, { minute: 0 });
    expect(overview.profile.published).toBe(false);
    expect(overview.profile.missing).toContain("bio");
  });
});

describe("the no-show job", () => {
  it("records a no-show by the owner when the vet waited and the window closed", async () => {
    const world = await bookingWorld();
    const bookingId = await book(world, SLOT);
    vi.setSystemTime(SLOT);
    await world.asVet.mutation(api.calls.enterPrepare, { meetingId: bookingId });
    const endsAt = SLOT + 20 * MINUTE;
    vi.setSystemTime(endsAt + JOIN_CLOSES_AFTER_END_MS + MINUTE);
    await world.t.mutation(internal.overview.recordNoShows, {});
    await settle(world);
    const events = await world.t.run((ctx) =>
      ctx.db.query("bookingEvents").withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId)).collect(),
    );
    expect(events.map((event) => event.type)).toContain("no_show_recorded");
    expect(events.find((event) => event.type === "no_show_recorded")?.data).toEqual({ absent: "owner", refundMinor: 0 });
    const booking = await world.t.run((ctx) => ctx.db.get(bookingId));
    expect(booking?.status).toBe("no_show");
  });

  it("refunds the owner in full when the vet never appeared", async () => {
    const world = await bookingWorld();
    const bookingId = await book(world, SLOT);
    vi.setSystemTime(SLOT + 20 * MINUTE + JOIN_CLOSES_AFTER_END_MS + MINUTE);
    await world.t.mutation(internal.overview.recordNoShows, {});
    const noShow = await world.t.run((ctx) =>
      ctx.db
        .query("bookingEvents")
        .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", bookingId))
        .collect(),
    );
    expect(noShow.find((event) => event.type === "no_show_recorded")?.data).toEqual({ absent: "vet", refundMinor: PRICE_MINOR });
  });

  it("leaves consultations whose window is still open", async () => {
    const world = await bookingWorld();
    const bookingId = await book(world, SLOT);
    vi.setSystemTime(SLOT + 20 * MINUTE + JOIN_CLOSES_AFTER_END_MS - MINUTE);
    expect(await world.t.mutation(internal.overview.recordNoShows, {})).toBe(0);
    expect((await world.t.run((ctx) => ctx.db.get(bookingId)))?.status).toBe("confirmed");
  });
});
