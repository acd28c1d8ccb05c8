import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { MINUTE, NOW, SLOT, bookAsOwner, bookingWorld, freshKey } from "../model/bookings/booking-world.testing";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function bookingInJoinWindow() {
  const world = await bookingWorld();
  const { bookingId } = await bookAsOwner(world, { reason: "Coughing" });
  vi.setSystemTime(SLOT - 2 * MINUTE);
  const meetingId = bookingId as string;
  const join = (client: typeof world.asOwner) => client.mutation(api.calls.join, { meetingId });
  const cancelByVet = () =>
    world.asVet.mutation(api.bookings.cancelByVet, { bookingId: meetingId, commandKey: freshKey(), reason: "Emergency" });
  return { ...world, bookingId, join, cancelByVet };
}

type World = Awaited<ReturnType<typeof bookingInJoinWindow>>;

const outcome = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "ok";
  } catch (error) {
    const code = (error as { data?: { code?: string } }).data?.code;
    if (code === undefined) throw error;
    return code;
  }
};

/** The stream is 1..n without gaps and a rebuild from it gives the live projection back. */
async function expectConsistentHistory(world: World) {
  const { seqs, live } = await world.t.run(async (ctx) => ({
    seqs: (
      await ctx.db
        .query("bookingEvents")
        .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", world.bookingId))
        .collect()
    ).map((row) => row.seq),
    live: await ctx.db.get(world.bookingId),
  }));
  expect(seqs).toEqual(seqs.map((_, index) => index + 1));
  await world.t.mutation(internal.bookings.rebuildProjections, { cursor: null });
  expect(await world.t.run(async (ctx) => await ctx.db.get(world.bookingId))).toEqual(live);
  return live;
}

describe("cancelling while the call starts", () => {
  it("refuses a cancellation once both are in the call", async () => {
    const world = await bookingInJoinWindow();
    expect(await outcome(world.join(world.asOwner))).toBe("ok");
    expect(await outcome(world.join(world.asVet))).toBe("ok");
    expect(await outcome(world.cancelByVet())).not.toBe("ok");
    expect((await expectConsistentHistory(world))?.status).toBe("in_call");
  });

  it("refuses to join a consultation cancelled a moment before", async () => {
    const world = await bookingInJoinWindow();
    expect(await outcome(world.cancelByVet())).toBe("ok");
    expect(await outcome(world.join(world.asOwner))).not.toBe("ok");
    expect((await expectConsistentHistory(world))?.status).toBe("cancelled");
  });

  it("settles a simultaneous join and cancel one way, never both", async () => {
    const world = await bookingInJoinWindow();
    expect(await outcome(world.join(world.asOwner))).toBe("ok");
    const [joined, cancelled] = await Promise.all([outcome(world.join(world.asVet)), outcome(world.cancelByVet())]);
    const live = await expectConsistentHistory(world);
    expect([joined, cancelled].filter((result) => result === "ok")).toHaveLength(1);
    expect(live?.status).toBe(joined === "ok" ? "in_call" : "cancelled");
  });
});
