import { describe, expect, it, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { DAY_MS } from "./shared/time";
import { HOUR, SLOT, bookAsOwner, bookingWorld, freshKey, runEachTestAtNow, type BookingWorld } from "./model/bookings/booking-world.testing";
import { interruptedConsultation } from "./model/bookings/interrupted-call.testing";

runEachTestAtNow();

/** How each list the vet and the owner read shows one booking's interruption. */
async function listedInterruption(world: BookingWorld, bookingId: Id<"bookings">) {
  const overview = await world.asVet.query(api.overview.vetOverview, { minute: 0 });
  const calendar = await world.asVet.query(api.schedule.calendar, { from: SLOT - DAY_MS, to: SLOT + DAY_MS });
  const vetList = await world.asVet.query(api.bookings.vetBookings, { from: SLOT - DAY_MS, to: SLOT + DAY_MS });
  const owner = await world.asOwner.query(api.bookings.myBookings, {});
  return {
    overviewToday: overview.today.find((item) => item.bookingId === bookingId)?.interruption,
    notesToWrite: overview.notesToWrite.find((item) => item.bookingId === bookingId)?.interruption,
    schedule: calendar.bookings.find((item) => item.bookingId === bookingId)?.interruption,
    vetBookings: vetList.find((item) => item._id === bookingId)?.interruption,
    ownerBookings: [...owner.upcoming, ...owner.past].find((item) => item._id === bookingId)?.interruption,
  };
}

const everywhere = (value: unknown) => ({
  overviewToday: value,
  notesToWrite: value,
  schedule: value,
  vetBookings: value,
  ownerBookings: value,
});

describe("an interrupted consultation in the lists", () => {
  it("the vet's overview, schedule and bookings and the owner's list say interrupted, then what the owner chose", async () => {
    const world = await bookingWorld();
    const { bookingId } = await interruptedConsultation(world);
    expect(await listedInterruption(world, bookingId)).toEqual(everywhere({ choice: null }));

    await world.asOwner.mutation(api.bookings.chooseAfterInterruption, {
      bookingId,
      commandKey: freshKey(),
      choice: { choice: "refund" },
    });
    expect(await listedInterruption(world, bookingId)).toEqual(everywhere({ choice: "refund" }));
  });

  it("a free new consultation chosen shows as the owner's choice", async () => {
    const world = await bookingWorld();
    const { bookingId } = await interruptedConsultation(world);
    await world.asOwner.mutation(api.bookings.chooseAfterInterruption, {
      bookingId,
      commandKey: freshKey(),
      choice: { choice: "rebook", startsAt: SLOT + 2 * HOUR },
    });
    expect((await listedInterruption(world, bookingId)).vetBookings).toEqual({ choice: "rebook" });
  });

  it("a booking that was not interrupted lists no interruption", async () => {
    const world = await bookingWorld();
    const { bookingId } = await bookAsOwner(world);
    vi.setSystemTime(SLOT - HOUR);
    const listed = await listedInterruption(world, bookingId);
    expect(listed).toEqual({ ...everywhere(null), notesToWrite: undefined });
  });
});
