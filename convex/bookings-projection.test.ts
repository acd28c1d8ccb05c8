import { ConvexError } from "convex/values";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { internal } from "./_generated/api";
import type { Doc } from "./_generated/dataModel";
import { HOUR, MINUTE, NOW, PRICE_MINOR, bookingWorld } from "./model/bookings/booking-world.testing";
import { foldEvents } from "./model/bookings/evolve";
import { executeBookingCommand, openBooking } from "./model/bookings/run-command";
import type { BookingActor, BookingCommand, BookingEvent } from "./model/bookings/types";

type World = Awaited<ReturnType<typeof bookingWorld>>;
let world: World;

// Generating a few hundred histories in the in-memory backend takes seconds: once for the whole file.
beforeAll(async () => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  world = await bookingWorld();
  await generateBookings(world);
}, 120_000);
afterAll(() => {
  vi.useRealTimers();
});

const BOOKINGS = 300;
const BATCH = 50;

/** A small deterministic generator, so a failure can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const note = { subjective: "s", objective: "o", assessment: "a", plan: "p", followUp: "" };

function randomCommand(random: () => number, startsAt: number): Exclude<BookingCommand, { type: "book" }> {
  const commands: Exclude<BookingCommand, { type: "book" }>[] = [
    { type: "reschedule", startsAt: startsAt + 20 * MINUTE, endsAt: startsAt + 40 * MINUTE, now: NOW },
    { type: "change_details", reason: `Reason ${Math.floor(random() * 1000)}`, now: NOW },
    { type: "cancel_by_owner", reason: "", now: startsAt - Math.floor(random() * 48) * HOUR },
    { type: "cancel_by_vet", reason: "Unavailable", now: NOW },
    { type: "start_call", now: startsAt },
    { type: "join", participant: random() < 0.5 ? "owner" : "vet" },
    { type: "leave", participant: random() < 0.5 ? "owner" : "vet" },
    { type: "end_call", now: Date.now() },
    { type: "record_no_show", absent: random() < 0.5 ? "owner" : "vet", now: startsAt + 5 * MINUTE },
    { type: "publish_summary", note, now: startsAt + 5 * MINUTE },
  ];
  const command = commands[Math.floor(random() * commands.length)];
  if (command === undefined) throw new Error("no command");
  return command;
}

async function generateBookings(world: World) {
  const random = seededRandom(42);
  const card = await world.t.run((ctx) =>
    ctx.db.insert("paymentMethods", {
      ownerId: world.owner,
      provider: "local",
      token: "local_card_approved:test",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
      isDefault: true,
      createdAt: NOW,
    }),
  );
  const owner: BookingActor = { kind: "owner", userId: world.owner };
  for (let batch = 0; batch < BOOKINGS / BATCH; batch++) {
    await world.t.run(async (ctx) => {
      for (let index = 0; index < BATCH; index++) {
        const startsAt = NOW + (batch * BATCH + index + 48) * HOUR;
        const { bookingId } = await openBooking(
          ctx,
          {
            type: "book",
            terms: {
              vetId: world.vetId,
              vetUserId: world.vetUser,
              ownerId: world.owner,
              petId: world.petId,
              startsAt,
              endsAt: startsAt + 20 * MINUTE,
              reason: "Generated",
              intakeAnswers: [],
              paymentMethodId: card,
              priceMinor: PRICE_MINOR + index,
              currency: "EUR",
            },
            authorisation: { reference: `auth-${batch}-${index}`, amountMinor: PRICE_MINOR + index },
          },
          owner,
        );
        const steps = Math.floor(random() * 6);
        for (let step = 0; step < steps; step++) {
          try {
            await executeBookingCommand(ctx, bookingId, randomCommand(random, startsAt), owner);
          } catch (error) {
            // Illegal commands for the current state are part of the mix; they must change nothing.
            if (!(error instanceof ConvexError)) throw error;
          }
        }
      }
    });
  }
  await world.t.finishAllScheduledFunctions(vi.runAllTimers);
}

type EventRow = Doc<"bookingEvents">;

async function snapshot(world: World) {
  return world.t.run(async (ctx) => ({
    bookings: await ctx.db.query("bookings").collect(),
    events: await ctx.db.query("bookingEvents").collect(),
    records: await ctx.db.query("paymentRecords").collect(),
  }));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe("the bookings projection over generated histories", () => {
  it("numbers every stream 1, 2, 3… without gaps, and the projection points at its last event", async () => {
    const { bookings, events } = await snapshot(world);
    const streams = groupBy(events, (event: EventRow) => event.bookingId);
    for (const booking of bookings) {
      const seqs = (streams.get(booking._id) ?? []).map((event) => event.seq);
      expect(seqs).toEqual(seqs.map((_, index) => index + 1));
      expect(booking.seq).toBe(seqs.length);
    }
  });

  it("keeps every booking's money consistent: ledger, events and policy add up", async () => {
    const { bookings, events, records } = await snapshot(world);
    const streams = groupBy(events, (event: EventRow) => event.bookingId);
    const ledgers = groupBy(records, (record) => record.bookingId);
    const sum = (rows: Doc<"paymentRecords">[], kind: Doc<"paymentRecords">["kind"]) =>
      rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountMinor, 0);

    for (const booking of bookings) {
      const state = foldEvents(
        (streams.get(booking._id) ?? []).map((row) => ({ type: row.type, data: row.data }) as BookingEvent),
      );
      const ledger = ledgers.get(booking._id) ?? [];
      expect(state).not.toBeNull();
      if (state === null) continue;
      expect(sum(ledger, "authorisation")).toBe(booking.priceMinor);
      expect(sum(ledger, "capture")).toBe(state.payment.capturedMinor);
      expect(sum(ledger, "refund")).toBe(state.payment.refundedMinor);
      const refundDue = state.cancellation?.refundMinor ?? state.noShow?.refundMinor ?? 0;
      const expectedNet = ["cancelled", "completed", "no_show"].includes(state.status)
        ? booking.priceMinor - refundDue
        : 0;
      expect(sum(ledger, "capture") - sum(ledger, "refund")).toBe(expectedNet);
    }
  });
  it("is rebuilt from the events exactly as it was maintained live", async () => {
    const live = (await snapshot(world)).bookings;
    expect(live).toHaveLength(BOOKINGS);
    expect(new Set(live.map((booking) => booking.status)).size).toBeGreaterThanOrEqual(4);

    await world.t.run(async (ctx) => {
      for (const booking of live) {
        await ctx.db.patch(booking._id, { status: "requested", startsAt: 0, reason: "corrupted", seq: 0 });
      }
    });
    await world.t.mutation(internal.bookings.rebuildProjections, { cursor: null });
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);

    expect((await snapshot(world)).bookings).toEqual(live);
  }, 60_000);
});
