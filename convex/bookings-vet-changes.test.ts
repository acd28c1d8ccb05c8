import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import { HOUR, PRICE_MINOR, SLOT, bookAsOwner, bookingWorld, freshKey, outcomeOf, runEachTestAtNow, type BookingWorld } from "./model/bookings/booking-world.testing";

runEachTestAtNow();

async function latestEmail(world: BookingWorld, email: string, kind: "bookingCancelled" | "newTimeProposed" | "proposalDeclined" | "bookingRescheduled" | "bookingConfirmed") {
  return await world.t.query(internal.emails.latestFor, { email, kind });
}

describe("the vet proposes a new time", () => {
  it("keeps the booking until the owner accepts, then moves it and tells both in their own words", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    const proposed = SLOT + 5 * HOUR;
    await world.asVet.mutation(api.bookings.proposeNewTime, {
      bookingId,
      commandKey: freshKey(),
      startsAt: proposed,
      note: "Surgery that morning",
    });
    const pending = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(pending.booking.startsAt).toBe(SLOT);
    expect(pending.proposal).toEqual({ startsAt: proposed, endsAt: proposed + 20 * 60_000, note: "Surgery that morning" });
    const toOwner = await latestEmail(world, "olivia@example.test", "newTimeProposed");
    expect(toOwner?.text).toContain("Dr Vera asks to move the video consultation for Rex");
    expect(toOwner?.text).toContain("Message: “Surgery that morning”");
    const toVet = await latestEmail(world, "vera@example.test", "newTimeProposed");
    expect(toVet?.text).toContain("You proposed to move the video consultation for Rex with olivia");

    await world.asOwner.mutation(api.bookings.answerProposal, { bookingId, commandKey: freshKey(), accept: true });
    const moved = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(moved.booking).toMatchObject({ status: "confirmed", startsAt: proposed });
    expect(moved.proposal).toBeNull();
    expect((await latestEmail(world, "vera@example.test", "bookingRescheduled"))?.text).toContain(
      "olivia accepted the new time you proposed",
    );
    expect((await latestEmail(world, "olivia@example.test", "bookingRescheduled"))?.text).toContain(
      "You accepted the new time Dr Vera proposed",
    );
  });

  it("keeps the booking when the owner declines, and the vet hears so", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    await world.asVet.mutation(api.bookings.proposeNewTime, { bookingId, commandKey: freshKey(), startsAt: SLOT + HOUR, note: "" });
    await world.asOwner.mutation(api.bookings.answerProposal, { bookingId, commandKey: freshKey(), accept: false });
    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId });
    expect(detail.booking.startsAt).toBe(SLOT);
    expect(detail.proposal).toBeNull();
    expect((await latestEmail(world, "vera@example.test", "proposalDeclined"))?.text).toContain("olivia declined the new time you proposed");
  });

  it("refuses a time that is not free, and an acceptance once someone else took the proposed time", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    const { bookingId: other } = await bookAsOwner(world, { startsAt: SLOT + 2 * HOUR });
    expect(
      await outcomeOf(
        world.asVet.mutation(api.bookings.proposeNewTime, { bookingId, commandKey: freshKey(), startsAt: SLOT + 2 * HOUR, note: "" }),
      ),
    ).toBe("SLOT_TAKEN");
    await world.asVet.mutation(api.bookings.proposeNewTime, { bookingId, commandKey: freshKey(), startsAt: SLOT + 4 * HOUR, note: "" });
    await world.asOwner.mutation(api.bookings.reschedule, { bookingId: other, commandKey: freshKey(), startsAt: SLOT + 4 * HOUR });
    expect(
      await outcomeOf(world.asOwner.mutation(api.bookings.answerProposal, { bookingId, commandKey: freshKey(), accept: true })),
    ).toBe("SLOT_TAKEN");
  });

  it("is the booking's vet's and owner's alone", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    const propose = { bookingId, commandKey: freshKey(), startsAt: SLOT + HOUR, note: "" };
    expect(await outcomeOf(world.asOtherVet.mutation(api.bookings.proposeNewTime, propose))).toBe("NOT_FOUND");
    expect(await outcomeOf(world.asOwner.mutation(api.bookings.proposeNewTime, propose))).toBe("FORBIDDEN_ROLE");
    await world.asVet.mutation(api.bookings.proposeNewTime, { ...propose, commandKey: freshKey() });
    const answer = { bookingId, commandKey: freshKey(), accept: true };
    expect(await outcomeOf(world.asOtherOwner.mutation(api.bookings.answerProposal, answer))).toBe("NOT_FOUND");
    expect(await outcomeOf(world.asVet.mutation(api.bookings.answerProposal, answer))).toBe("FORBIDDEN_ROLE");
    expect((await world.asOwner.query(api.bookings.bookingDetail, { bookingId })).booking.startsAt).toBe(SLOT);
  });
});

describe("the vet cancels", () => {
  it("charges nothing (the authorisation is released), gives the owner the reason and the vet's other free times, and the vet a note of it", async () => {
    vi.stubEnv("SITE_URL", "http://127.0.0.1:5173");
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    await world.asVet.mutation(api.bookings.cancelByVet, { bookingId, commandKey: freshKey(), reason: "Called to an emergency" });
    const toOwner = await latestEmail(world, "olivia@example.test", "bookingCancelled");
    expect(toOwner?.text).toContain("Dr Vera had to cancel the video consultation for Rex");
    expect(toOwner?.text).toContain("Reason given: “Called to an emergency”");
    expect(toOwner?.text).toContain("Nothing is charged to your card: the €45.00 reserved on it is released.");
    expect(toOwner?.text).not.toMatch(/refund/i);
    expect(toOwner?.text).toContain("Dr Vera has these free times for you instead:");
    expect(toOwner?.html).toMatch(/href="http:\/\/127\.0\.0\.1:5173\/en\/bookings\/book\/[^"?]+\?startsAt=\d+"/);
    expect(toOwner?.html).not.toContain(`startsAt=${SLOT}"`);
    const toVet = await latestEmail(world, "vera@example.test", "bookingCancelled");
    expect(toVet?.text).toContain("You cancelled the video consultation for Rex with olivia");
    expect(toVet?.text).toContain(`olivia is not charged: the €${(PRICE_MINOR / 100).toFixed(2)} reserved on their card is released`);
    expect(toVet?.text).not.toMatch(/refund/i);
    vi.unstubAllEnvs();
  });
});
