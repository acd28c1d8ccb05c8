import { describe, expect, it, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  MINUTE,
  PRICE_MINOR,
  SLOT,
  bookAsOwner,
  bookingWorld,
  freshKey,
  runEachTestAtNow,
  type BookingWorld,
} from "./model/bookings/booking-world.testing";

type Client = BookingWorld["asOwner"];

const ENDS_AT = SLOT + 20 * MINUTE;
const OPENS_AT = SLOT - 10 * MINUTE;
const CLOSES_AT = ENDS_AT + 30 * MINUTE;

runEachTestAtNow();

async function bookedWorld() {
  const world = await bookingWorld();
  const { bookingId } = await bookAsOwner(world, { reason: "Limping on the left hind leg" });
  return { ...world, bookingId, meetingId: bookingId as string };
}

type CallWorld = Awaited<ReturnType<typeof bookedWorld>>;

const errorData = async (promise: Promise<unknown>): Promise<Record<string, unknown>> => {
  try {
    await promise;
  } catch (error) {
    return (error as { data?: Record<string, unknown> }).data ?? { message: String(error) };
  }
  return { code: "no error" };
};

const accessOf = (client: Client, meetingId: string) => client.query(api.calls.callAccess, { meetingId });

const eventTypesOf = (world: CallWorld) =>
  world.t.run(async (ctx) =>
    (
      await ctx.db
        .query("bookingEvents")
        .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", world.bookingId))
        .collect()
    ).map((event) => event.type),
  );

const bookingStatusOf = (world: CallWorld) =>
  world.t.run(async (ctx) => (await ctx.db.get(world.bookingId as Id<"bookings">))?.status);

const settle = (world: CallWorld) => world.t.finishAllScheduledFunctions(vi.runAllTimers);

async function bothJoined(world: CallWorld) {
  vi.setSystemTime(SLOT - 2 * MINUTE);
  const owner = await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
  const vet = await world.asVet.mutation(api.calls.join, { meetingId: world.meetingId });
  return { ownerPeerId: owner.peerId, vetPeerId: vet.peerId };
}

describe("who may see a call", () => {
  it("shows the owner the vet, the pet and when the call opens", async () => {
    const world = await bookedWorld();
    expect(await accessOf(world.asOwner, world.meetingId)).toEqual({
      bookingId: world.bookingId,
      vetId: world.vetId,
      role: "owner",
      petName: "Rex",
      otherPartyName: "Dr Vera",
      startsAt: SLOT,
      endsAt: ENDS_AT,
      window: { opensAt: OPENS_AT, closesAt: CLOSES_AT, status: "early" },
      ended: false,
      endedByVet: false,
      interrupted: false,
      me: { presence: "absent", peerId: null },
      other: { presence: "absent", peerId: null, peerReadyAt: null },
    });
  });

  it("shows the vet the owner", async () => {
    const world = await bookedWorld();
    expect(await accessOf(world.asVet, world.meetingId)).toMatchObject({
      role: "vet",
      petName: "Rex",
      otherPartyName: "olivia",
    });
  });

  it("refuses everyone else the same way, whether the meeting exists or not", async () => {
    const world = await bookedWorld();
    expect(await errorData(accessOf(world.asOtherOwner, world.meetingId))).toEqual({ code: "NOT_FOUND" });
    expect(await errorData(accessOf(world.asOtherVet, world.meetingId))).toEqual({ code: "NOT_FOUND" });
    expect(await errorData(accessOf(world.asOwner, "not-a-meeting"))).toEqual({ code: "NOT_FOUND" });
    expect(await errorData(world.asOtherOwner.mutation(api.calls.join, { meetingId: world.meetingId }))).toEqual({
      code: "NOT_FOUND",
    });
    expect(await errorData(world.t.query(api.calls.callAccess, { meetingId: world.meetingId }))).toEqual({
      code: "NOT_AUTHENTICATED",
    });
  });

  it("says a cancelled consultation has no call", async () => {
    const world = await bookedWorld();
    await world.asVet.mutation(api.bookings.cancelByVet, {
      bookingId: world.bookingId,
      commandKey: freshKey(),
      reason: "Ill",
    });
    expect(await errorData(accessOf(world.asOwner, world.meetingId))).toEqual({ code: "CALL_CANCELLED" });
  });
});

describe("the join window", () => {
  it("refuses joining before it opens and says when it will", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(OPENS_AT - 1);
    expect(await errorData(world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId }))).toEqual({
      code: "TOO_EARLY",
      opensAt: OPENS_AT,
    });
  });

  it("opens ten minutes before the start", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(OPENS_AT);
    await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    expect((await accessOf(world.asOwner, world.meetingId)).window.status).toBe("open");
  });

  it("stays open until thirty minutes after the end, then refuses", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(CLOSES_AT);
    await world.asVet.mutation(api.calls.join, { meetingId: world.meetingId });
    vi.setSystemTime(CLOSES_AT + 1);
    expect(await errorData(world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId }))).toEqual({
      code: "WINDOW_CLOSED",
      closesAt: CLOSES_AT,
    });
    expect((await accessOf(world.asOwner, world.meetingId)).window.status).toBe("closed");
  });

  it("keeps the booking joinable in the owner's list exactly as long as the call accepts a join", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(CLOSES_AT);
    expect((await world.asOwner.query(api.bookings.myBookings, {})).upcoming.map((item) => item._id)).toEqual([world.bookingId]);
    expect((await accessOf(world.asOwner, world.meetingId)).window.status).toBe("open");
    vi.setSystemTime(CLOSES_AT + 1);
    const lists = await world.asOwner.query(api.bookings.myBookings, {});
    expect(lists.upcoming).toEqual([]);
    expect(lists.past.map((item) => item._id)).toEqual([world.bookingId]);
  });
});

describe("presence", () => {
  it("tells the vet the owner is getting ready, then joined, with a peer id only once joined", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT - 5 * MINUTE);
    await world.asOwner.mutation(api.calls.enterPrepare, { meetingId: world.meetingId });
    expect((await accessOf(world.asVet, world.meetingId)).other).toEqual({ presence: "preparing", peerId: null, peerReadyAt: null });
    const { peerId } = await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    expect((await accessOf(world.asVet, world.meetingId)).other).toEqual({
      presence: "joined",
      peerId: null,
      peerReadyAt: null,
    });
    expect((await accessOf(world.asOwner, world.meetingId)).me).toEqual({ presence: "joined", peerId });
  });

  it("gives the other side the peer id once that peer is registered on the signaling server, not before", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT - 5 * MINUTE);
    const { peerId } = await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    vi.setSystemTime(SLOT - 5 * MINUTE + 80);
    await world.asOwner.mutation(api.calls.peerReady, { meetingId: world.meetingId, peerId });
    expect((await accessOf(world.asVet, world.meetingId)).other).toEqual({
      presence: "joined",
      peerId,
      peerReadyAt: SLOT - 5 * MINUTE + 80,
    });
    // Registered again after a signaling outage: the new time tells the caller to call again.
    vi.setSystemTime(SLOT - 4 * MINUTE);
    await world.asOwner.mutation(api.calls.peerReady, { meetingId: world.meetingId, peerId });
    expect((await accessOf(world.asVet, world.meetingId)).other.peerReadyAt).toBe(SLOT - 4 * MINUTE);
  });

  it("ignores a registration of an earlier join's peer, or of someone else", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT);
    const first = await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    const second = await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    await world.asOwner.mutation(api.calls.peerReady, { meetingId: world.meetingId, peerId: first.peerId });
    await world.asOtherOwner.mutation(api.calls.peerReady, { meetingId: world.meetingId, peerId: second.peerId });
    expect((await accessOf(world.asVet, world.meetingId)).other).toEqual({
      presence: "joined",
      peerId: null,
      peerReadyAt: null,
    });
    await world.asOwner.mutation(api.calls.peerReady, { meetingId: world.meetingId, peerId: second.peerId });
    expect((await accessOf(world.asVet, world.meetingId)).other.peerId).toBe(second.peerId);
    // A new join draws a new peer id that is not registered yet.
    await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    expect((await accessOf(world.asVet, world.meetingId)).other.peerId).toBeNull();
  });

  it("gives each join a fresh random peer id that the meeting id does not reveal", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT);
    const first = await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    const second = await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    expect(first.peerId).toMatch(/^owner-[0-9a-f]{32}$/);
    expect(second.peerId).not.toBe(first.peerId);
    expect(first.peerId).not.toContain(world.meetingId);
  });

  it("shows a participant who stopped beating as away after thirty seconds", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT);
    await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    vi.setSystemTime(SLOT + 25_000);
    await world.asOwner.mutation(api.calls.heartbeat, { meetingId: world.meetingId });
    vi.setSystemTime(SLOT + 50_000);
    expect((await accessOf(world.asVet, world.meetingId)).other.presence).toBe("joined");
    vi.setSystemTime(SLOT + 56_000);
    expect((await accessOf(world.asVet, world.meetingId)).other).toEqual({ presence: "away", peerId: null, peerReadyAt: null });
  });

  it("does not let someone else's heartbeat keep a participant present", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT);
    await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    vi.setSystemTime(SLOT + 25_000);
    await world.asOtherOwner.mutation(api.calls.heartbeat, { meetingId: world.meetingId });
    vi.setSystemTime(SLOT + 31_000);
    expect((await accessOf(world.asVet, world.meetingId)).other.presence).toBe("away");
  });

  it("shows a participant who hung up as left, without a peer id", async () => {
    const world = await bookedWorld();
    await bothJoined(world);
    await world.asOwner.mutation(api.calls.leave, { meetingId: world.meetingId });
    expect((await accessOf(world.asVet, world.meetingId)).other).toEqual({ presence: "left", peerId: null, peerReadyAt: null });
  });

  it("hides the other side's peer id once the window has closed", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(CLOSES_AT);
    const { peerId } = await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    await world.asOwner.mutation(api.calls.peerReady, { meetingId: world.meetingId, peerId });
    expect((await accessOf(world.asVet, world.meetingId)).other.peerId).toBe(peerId);
    vi.setSystemTime(CLOSES_AT + 1);
    expect((await accessOf(world.asVet, world.meetingId)).other).toEqual({
      presence: "joined",
      peerId: null,
      peerReadyAt: null,
    });
  });
});

describe("call events", () => {
  it("records joins, the start once both are there, and leaves, as booking events", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT - 2 * MINUTE);
    await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    expect(await bookingStatusOf(world)).toBe("confirmed");
    await world.asVet.mutation(api.calls.join, { meetingId: world.meetingId });
    await world.asOwner.mutation(api.calls.leave, { meetingId: world.meetingId });
    await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    expect((await eventTypesOf(world)).slice(3)).toEqual([
      "participant_joined",
      "participant_joined",
      "call_started",
      "participant_left",
      "participant_joined",
    ]);
    expect(await bookingStatusOf(world)).toBe("in_call");
  });

  it("does not start the call when the other side's tab is gone", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT);
    await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    vi.setSystemTime(SLOT + 2 * MINUTE);
    await world.asVet.mutation(api.calls.join, { meetingId: world.meetingId });
    expect(await bookingStatusOf(world)).toBe("confirmed");
  });

  it("a repeated join (a reload) adds no event", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT);
    await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    await world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId });
    expect((await eventTypesOf(world)).slice(3)).toEqual(["participant_joined"]);
  });
});

describe("ending the consultation", () => {
  it("the vet ends it: call-ended, both sides see it ended, and the price is captured", async () => {
    const world = await bookedWorld();
    await bothJoined(world);
    await world.asVet.mutation(api.calls.endConsultation, { meetingId: world.meetingId });
    expect(await bookingStatusOf(world)).toBe("completed");
    expect(await accessOf(world.asOwner, world.meetingId)).toMatchObject({ ended: true, endedByVet: true });
    expect((await accessOf(world.asVet, world.meetingId)).ended).toBe(true);
    await settle(world);
    const events = await eventTypesOf(world);
    expect(events.slice(-2)).toEqual(["call_ended", "payment_captured"]);
    const detail = await world.asOwner.query(api.bookings.bookingDetail, { bookingId: world.bookingId });
    expect(detail.payment).toMatchObject({ authorisedMinor: PRICE_MINOR, capturedMinor: PRICE_MINOR, refundedMinor: 0 });
  });

  it("moves an ended consultation from the owner's upcoming list to the past at once, not at its planned end", async () => {
    const world = await bookedWorld();
    await bothJoined(world);
    await world.asVet.mutation(api.calls.endConsultation, { meetingId: world.meetingId });
    const lists = await world.asOwner.query(api.bookings.myBookings, {});
    expect(lists.upcoming.map((item) => item._id)).toEqual([]);
    expect(lists.past.map((item) => [item._id, item.status])).toEqual([[world.bookingId, "completed"]]);
  });

  it("nobody can join an ended consultation", async () => {
    const world = await bookedWorld();
    await bothJoined(world);
    await world.asVet.mutation(api.calls.endConsultation, { meetingId: world.meetingId });
    expect(await errorData(world.asOwner.mutation(api.calls.join, { meetingId: world.meetingId }))).toEqual({
      code: "CALL_ENDED",
    });
  });

  it("ending twice records one end", async () => {
    const world = await bookedWorld();
    await bothJoined(world);
    await world.asVet.mutation(api.calls.endConsultation, { meetingId: world.meetingId });
    await world.asVet.mutation(api.calls.endConsultation, { meetingId: world.meetingId });
    expect((await eventTypesOf(world)).filter((type) => type === "call_ended")).toHaveLength(1);
  });

  it("only the booking's vet can end it", async () => {
    const world = await bookedWorld();
    await bothJoined(world);
    expect(await errorData(world.asOwner.mutation(api.calls.endConsultation, { meetingId: world.meetingId }))).toEqual({
      code: "FORBIDDEN_ROLE",
      role: "vet",
    });
    expect(
      await errorData(world.asOtherVet.mutation(api.calls.endConsultation, { meetingId: world.meetingId })),
    ).toEqual({ code: "NOT_FOUND" });
    expect(await bookingStatusOf(world)).toBe("in_call");
  });

  it("cannot end a consultation the owner never joined", async () => {
    const world = await bookedWorld();
    vi.setSystemTime(SLOT);
    await world.asVet.mutation(api.calls.join, { meetingId: world.meetingId });
    expect(await errorData(world.asVet.mutation(api.calls.endConsultation, { meetingId: world.meetingId }))).toEqual({
      code: "CALL_NOT_STARTED",
    });
  });

  it("a call still running when the window closes is ended and settled", async () => {
    const world = await bookedWorld();
    await bothJoined(world);
    await settle(world);
    expect(Date.now()).toBeGreaterThanOrEqual(CLOSES_AT);
    expect(await bookingStatusOf(world)).toBe("completed");
    const events = await eventTypesOf(world);
    expect(events.slice(-2)).toEqual(["call_ended", "payment_captured"]);
    // The clock ended it, not the vet: nobody is told the vet did.
    expect(await accessOf(world.asOwner, world.meetingId)).toMatchObject({ ended: true, endedByVet: false });
  });
});
