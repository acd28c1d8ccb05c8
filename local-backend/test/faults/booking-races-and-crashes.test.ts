import { join } from "node:path";
import type { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { ConvexError } from "convex/values";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { BackendProcess, repoRoot, runCli } from "../conformance/support/backend-process";
import { eventually, httpClient, webSocketClient } from "../conformance/support/clients";
import { exportRows, ownerWithPetAndCard, publishedVet } from "./support/vetline-accounts";

/**
 * The real functions (convex/) on the local backend, driven through the official clients: the 50-way slot
 * race over 100 rounds, a reschedule race, and kill -9 during a booking load. The backend runs with a raised
 * BOOKING_COMMANDS_PER_MINUTE, since every racing owner books once a round (the default limit of 10 has its own
 * test in convex/bookings.test.ts), and a raised SIGN_UPS_PER_MINUTE for its many owners. RACE_ROUNDS / RACE_WAY / CRASH_ROUNDS change the sizes.
 */
const RACE_ROUNDS = Number(process.env.RACE_ROUNDS ?? 100);
const RACE_WAY = Number(process.env.RACE_WAY ?? 50);
const CRASH_ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const CRASH_CLIENTS = 4;

const rebuildProjections = makeFunctionReference<"mutation", { cursor: string | null }, null>(
  "bookings:rebuildProjections",
);

type Owner = { client: ConvexClient; petId: Id<"pets">; cardId: Id<"paymentMethods">; email: string };

let backend: BackendProcess;
let vetId: Id<"vetProfiles">;
const clients: ConvexClient[] = [];

function socketClient(token: string): ConvexClient {
  const client = webSocketClient(backend);
  client.setAuth(async () => token);
  clients.push(client);
  return client;
}

async function newOwner(): Promise<Owner> {
  const { email, token, petId, cardId } = await ownerWithPetAndCard(backend);
  return { client: socketClient(token), petId, cardId, email };
}

/** Distinct future slots of the vet, handed out in order. */
let slotCursor = 0;
let slotPool: number[] = [];
async function nextSlot(): Promise<number> {
  if (slotCursor >= slotPool.length) {
    const from = Date.now() + 2 * 24 * 3_600_000;
    const slots = await httpClient(backend).query(api.schedule.freeSlots, {
      vetId,
      from,
      to: from + 7 * 24 * 3_600_000,
    });
    slotPool = slots.map((slot) => slot.startsAt);
    slotCursor = 0;
  }
  const slot = slotPool[slotCursor++];
  if (slot === undefined) throw new Error("out of free slots");
  // Leave a gap so neighbouring slots of different rounds never touch.
  slotCursor++;
  return slot;
}

let commandCounter = 0;
const commandKey = () => `faults-${process.pid}-${++commandCounter}`;

function book(owner: Owner, startsAt: number) {
  return owner.client.action(api.bookings.book, {
    commandKey: commandKey(),
    vetId,
    petId: owner.petId,
    startsAt,
    reason: "Race",
    intakeAnswers: [],
    paymentMethodId: owner.cardId,
  });
}

const codeOf = (reason: unknown) =>
  reason instanceof ConvexError ? String((reason.data as { code?: string }).code) : `untyped: ${String(reason)}`;

beforeAll(async () => {
  backend = await BackendProcess.start({ functionsDir: join(repoRoot, "convex") });
  for (const limit of ["BOOKING_COMMANDS_PER_MINUTE", "SIGN_UPS_PER_MINUTE"]) {
    const raiseLimit = await runCli(["env", "set", limit, "100000", ...backend.cliArgs()]);
    if (raiseLimit.code !== 0) throw new Error(raiseLimit.stderr);
  }
  vetId = (await publishedVet(backend)).vetId;
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await backend?.dispose();
});

describe("bookings on the local backend under races and crashes", () => {
  it(`sells each slot once: ${RACE_WAY} owners race for one slot, ${RACE_ROUNDS} rounds`, async () => {
    const owners = await Promise.all(Array.from({ length: RACE_WAY }, () => newOwner()));
    const tally = { won: 0, slotTaken: 0, other: [] as string[] };
    const raced: number[] = [];
    const roundMs: number[] = [];
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const slot = await nextSlot();
      raced.push(slot);
      const startedAt = performance.now();
      const results = await Promise.allSettled(owners.map((owner) => book(owner, slot)));
      roundMs.push(performance.now() - startedAt);
      const wins = results.filter((result) => result.status === "fulfilled").length;
      const codes = results.flatMap((result) => (result.status === "rejected" ? [codeOf(result.reason)] : []));
      tally.won += wins;
      tally.slotTaken += codes.filter((code) => code === "SLOT_TAKEN").length;
      tally.other.push(...codes.filter((code) => code !== "SLOT_TAKEN"));
      expect(wins, `round ${round}: bookings that won the slot`).toBe(1);
    }
    const activeAt = new Map<unknown, number>();
    for (const { table, doc } of await exportRows(backend)) {
      if (table !== "bookings" || !["confirmed", "in_call", "requested"].includes(String(doc.status))) continue;
      activeAt.set(doc.startsAt, (activeAt.get(doc.startsAt) ?? 0) + 1);
    }
    const sorted = [...roundMs].sort((a, b) => a - b);
    const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(0);
    console.log(
      `slot race: ${RACE_ROUNDS} rounds × ${RACE_WAY} owners; ${tally.won} won, ${tally.slotTaken} SLOT_TAKEN, ` +
        `${tally.other.length} other errors; round p50 ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms`,
    );
    expect(tally.other).toEqual([]);
    expect(tally.slotTaken).toBe(RACE_ROUNDS * (RACE_WAY - 1));
    expect(raced.map((slot) => activeAt.get(slot) ?? 0), "active bookings per raced slot").toEqual(raced.map(() => 1));
  }, 600_000);

  it("lets only one of two owners reschedule into the same free slot", async () => {
    const [first, second] = await Promise.all([newOwner(), newOwner()]);
    if (first === undefined || second === undefined) throw new Error("owners");
    const bookingA = await book(first, await nextSlot());
    const bookingB = await book(second, await nextSlot());
    const target = await nextSlot();
    const results = await Promise.allSettled(
      [
        [first, bookingA.bookingId],
        [second, bookingB.bookingId],
      ].map(([owner, bookingId]) =>
        (owner as Owner).client.mutation(api.bookings.reschedule, {
          bookingId: bookingId as string,
          commandKey: commandKey(),
          startsAt: target,
        }),
      ),
    );
    const codes = results.map((result) => (result.status === "fulfilled" ? "ok" : codeOf(result.reason))).sort();
    console.log(`reschedule race: ${codes.join(", ")}`);
    expect(codes).toEqual(["SLOT_TAKEN", "ok"]);
  }, 60_000);

  it(`loses no acknowledged booking and makes no duplicate across ${CRASH_ROUNDS} kill -9 restarts`, async () => {
    // Three teams take turns, so each owner has a booking in flight at only every third crash.
    const owners = await Promise.all(Array.from({ length: CRASH_CLIENTS * 3 }, () => newOwner()));
    const acknowledged = new Map<string, Owner>();
    let failedInFlight = 0;
    // Subscribed once, before the crashes: the clients must resubscribe by themselves after each restart.
    const seen = new Map<Owner, Set<string>>();
    const unsubscribes = owners.map((owner) => {
      const ids = new Set<string>();
      seen.set(owner, ids);
      return owner.client.onUpdate(api.bookings.myBookings, {}, (lists) => {
        for (const item of [...lists.upcoming, ...lists.past]) ids.add(item._id);
      });
    });
    const startedAt = Date.now();
    for (let round = 0; round < CRASH_ROUNDS; round++) {
      const team = owners.filter((_, index) => index % 3 === round % 3);
      const attempts = await Promise.all(team.map(async (owner) => ({ owner, slot: await nextSlot() })));
      const inFlight = attempts.map(({ owner, slot }) =>
        book(owner, slot).then(
          ({ bookingId }) => acknowledged.set(bookingId, owner),
          () => failedInFlight++,
        ),
      );
      // Crash while the load is running: some bookings are done, some in flight, some not started.
      await new Promise((resolve) => setTimeout(resolve, 40 + Math.random() * 200));
      await backend.kill9();
      await backend.launch();
      await Promise.all(inFlight);
    }
    const rows = await exportRows(backend);
    const active = rows.filter(
      ({ table, doc }) => table === "bookings" && ["confirmed", "in_call", "requested"].includes(String(doc.status)),
    );
    const starts = active.map(({ doc }) => doc.startsAt);
    const lost = [...acknowledged.keys()].filter((bookingId) => !active.some(({ doc }) => doc._id === bookingId));
    console.log(
      `crash recovery: ${CRASH_ROUNDS} kill -9 restarts under ${CRASH_CLIENTS} booking clients; ` +
        `${acknowledged.size} bookings acknowledged, ${failedInFlight} failed in flight, ${lost.length} lost, ` +
        `${starts.length - new Set(starts).size} slots sold twice (${((Date.now() - startedAt) / 1000).toFixed(0)} s)`,
    );
    expect(lost).toEqual([]);
    expect(new Set(starts).size).toBe(starts.length);
    // Each client reconnects and resubscribes by itself: its live list must show every acknowledged booking.
    const allSeen = () =>
      [...acknowledged].every(([bookingId, owner]) => seen.get(owner)?.has(bookingId) === true);
    await eventually(allSeen, Boolean, { timeoutMs: 30_000 }).catch(() => undefined);
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    const unseen = [...acknowledged].filter(([bookingId, owner]) => seen.get(owner)?.has(bookingId) !== true);
    expect(unseen.map(([bookingId]) => bookingId), "acknowledged bookings a reconnected client's live list does not show").toEqual([]);
  }, 240_000);

  it("keeps every event stream gap-free, and a rebuild of the projections equals the live ones", async () => {
    const before = await exportRows(backend);
    const streams = new Map<string, number[]>();
    for (const { table, doc } of before) {
      if (table !== "bookingEvents") continue;
      const seqs = streams.get(String(doc.bookingId)) ?? [];
      seqs.push(Number(doc.seq));
      streams.set(String(doc.bookingId), seqs);
    }
    const gaps = [...streams].filter(([, seqs]) =>
      seqs.sort((a, b) => a - b).some((seq, index) => seq !== index + 1),
    );
    const liveBookings = before.filter(({ table }) => table === "bookings").map(({ doc }) => doc);
    expect(streams.size).toBe(liveBookings.length);

    await httpClient(backend, { admin: true }).mutation(rebuildProjections, { cursor: null });
    const rebuilt = await eventually(
      async () => (await exportRows(backend)).filter(({ table }) => table === "bookings").map(({ doc }) => doc),
      (rows) => rows.length === liveBookings.length,
    );
    const byId = (rows: Record<string, unknown>[]) =>
      Object.fromEntries(rows.map((row) => [String(row._id), row]));
    console.log(
      `streams: ${streams.size} bookings, ${[...streams.values()].reduce((sum, seqs) => sum + seqs.length, 0)} events, ` +
        `${gaps.length} with gaps; projection rebuild compared over ${liveBookings.length} bookings`,
    );
    expect(gaps).toEqual([]);
    expect(byId(rebuilt)).toEqual(byId(liveBookings));
  }, 120_000);
});
