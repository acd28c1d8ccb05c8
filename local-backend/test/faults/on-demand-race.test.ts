import { join } from "node:path";
import type { ConvexClient } from "convex/browser";
import { ConvexError } from "convex/values";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { BackendProcess, repoRoot } from "../conformance/support/backend-process";
import { webSocketClient } from "../conformance/support/clients";
import { exportRows, ownerWithPetAndCard, publishedVet, setBackendEnv } from "./support/vetline-accounts";

/**
 * "See a vet now" on the local backend through the official clients: every round an owner asks for a vet and
 * all vets, each on its own WebSocket client, accept the same request at the same moment. Exactly one may win,
 * everyone else gets a typed refusal, and a vet still in the consultation they won last round may not win again.
 * The backend shows every request to every vet at once (ON_DEMAND_WIDEN_AFTER_MS=0) and lifts the per-account
 * command limit, since every vet accepts once a round. ON_DEMAND_RACE_ROUNDS / ON_DEMAND_RACE_VETS change sizes.
 */
const ROUNDS = Number(process.env.ON_DEMAND_RACE_ROUNDS ?? 100);
const VETS = Number(process.env.ON_DEMAND_RACE_VETS ?? 20);
const OWNERS = 4;
const HEARTBEAT_MS = 15_000;

type Vet = { index: number; client: ConvexClient };
type Owner = Awaited<ReturnType<typeof ownerWithPetAndCard>>;

let backend: BackendProcess;
const clients: ConvexClient[] = [];
let heartbeats: ReturnType<typeof setInterval> | undefined;

function socketClient(token: string): ConvexClient {
  const client = webSocketClient(backend);
  client.setAuth(async () => token);
  clients.push(client);
  return client;
}

const codeOf = (reason: unknown) =>
  reason instanceof ConvexError ? String((reason.data as { code?: string }).code) : `untyped: ${String(reason)}`;

/** A small deterministic generator, so a failing round can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const random = seededRandom(Number(process.env.ON_DEMAND_RACE_SEED ?? 24));

function shuffled<Item>(items: readonly Item[], next: () => number): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

let keyCounter = 0;
const commandKey = () => `on-demand-race-${process.pid}-${++keyCounter}`;

beforeAll(async () => {
  backend = await BackendProcess.start({ functionsDir: join(repoRoot, "convex") });
  await setBackendEnv(backend, "BOOKING_COMMANDS_PER_MINUTE", "100000");
  await setBackendEnv(backend, "SIGN_UPS_PER_MINUTE", "100000");
  await setBackendEnv(backend, "ON_DEMAND_WIDEN_AFTER_MS", "0");
}, 120_000);

afterAll(async () => {
  if (heartbeats !== undefined) clearInterval(heartbeats);
  await Promise.all(clients.map((client) => client.close()));
  await backend?.dispose();
});

describe("see a vet now on the local backend under races", () => {
  it(`gives each request to exactly one of ${VETS} vets accepting at once, ${ROUNDS} rounds`, async () => {
    const vets: Vet[] = await Promise.all(
      Array.from({ length: VETS }, async (_, index) => {
        const { token } = await publishedVet(backend, { displayName: `Dr Race ${index}` });
        return { index, client: socketClient(token) };
      }),
    );
    const owners: Owner[] = [];
    for (let index = 0; index < OWNERS; index++) owners.push(await ownerWithPetAndCard(backend, `Racer ${index}`));
    await Promise.all(vets.map((vet) => vet.client.mutation(api.onDemand.setAvailable, { available: true })));
    heartbeats = setInterval(() => {
      for (const vet of vets) void vet.client.mutation(api.onDemand.heartbeat, {}).catch(() => undefined);
    }, HEARTBEAT_MS);

    const tally = { won: 0, alreadyTaken: 0, busy: 0, other: [] as string[] };
    const winners: number[] = [];
    const roundMs: number[] = [];
    let previous: { vet: Vet; bookingId: Id<"bookings"> } | null = null;
    for (let round = 0; round < ROUNDS; round++) {
      const owner = owners[round % OWNERS]!;
      const { requestId } = await owner.http.action(api.onDemand.requestConsultation, {
        commandKey: commandKey(),
        petId: owner.petId,
        species: "dog",
        language: "en",
        reason: `Race ${round}`,
        paymentMethodId: owner.cardId,
      });
      // Fired in a new order each round, so the winner is whoever the backend happens to serve first.
      const order = shuffled(vets, random);
      const startedAt = performance.now();
      const settled = await Promise.allSettled(order.map((vet) => vet.client.mutation(api.onDemand.accept, { requestId })));
      const results = vets.map((vet) => settled[order.indexOf(vet)]!);
      roundMs.push(performance.now() - startedAt);

      const wins = results.flatMap((result, index) => (result.status === "fulfilled" ? [{ index, ...result.value }] : []));
      const codes = results.map((result) => (result.status === "rejected" ? codeOf(result.reason) : "won"));
      tally.won += wins.length;
      tally.alreadyTaken += codes.filter((code) => code === "ALREADY_TAKEN").length;
      tally.busy += codes.filter((code) => code === "VET_BUSY").length;
      tally.other.push(...codes.filter((code) => !["won", "ALREADY_TAKEN", "VET_BUSY"].includes(code)));
      expect(wins.length, `round ${round}: vets who got the request`).toBe(1);
      const winner = vets[wins[0]!.index]!;
      if (previous !== null) {
        expect(winner.index, `round ${round}: a vet still in a consultation won another`).not.toBe(previous.vet.index);
        expect(["ALREADY_TAKEN", "VET_BUSY"]).toContain(codes[previous.vet.index]);
        // Only now does last round's consultation end, so the winner of that round raced while busy.
        await previous.vet.client.mutation(api.bookings.cancelByVet, {
          bookingId: previous.bookingId,
          commandKey: commandKey(),
          reason: "Race over",
        });
      }
      winners.push(winner.index);
      previous = { vet: winner, bookingId: wins[0]!.bookingId };
    }

    const rows = await exportRows(backend);
    const requests = rows.filter(({ table }) => table === "onDemandRequests").map(({ doc }) => doc);
    const onDemandBookings = rows
      .filter(({ table, doc }) => table === "bookings" && doc.onDemandRequestId !== undefined)
      .map(({ doc }) => doc);
    const bookingsPerRequest = new Map<unknown, number>();
    for (const booking of onDemandBookings) {
      bookingsPerRequest.set(booking.onDemandRequestId, (bookingsPerRequest.get(booking.onDemandRequestId) ?? 0) + 1);
    }
    const events = rows.filter(({ table }) => table === "bookingEvents").map(({ doc }) => doc);
    const endedAt = new Map<unknown, number>();
    const seqs = new Map<unknown, number[]>();
    for (const event of events) {
      seqs.set(event.bookingId, [...(seqs.get(event.bookingId) ?? []), Number(event.seq)]);
      if (event.type === "booking_cancelled") endedAt.set(event.bookingId, Number(event.at));
    }
    // A vet's consultations, in order: each must have ended before the next began.
    const overlaps: string[] = [];
    const byVet = new Map<unknown, typeof onDemandBookings>();
    for (const booking of onDemandBookings) byVet.set(booking.vetUserId, [...(byVet.get(booking.vetUserId) ?? []), booking]);
    for (const [vetUserId, list] of byVet) {
      const ordered = [...list].sort((a, b) => Number(a.startsAt) - Number(b.startsAt));
      ordered.slice(1).forEach((booking, index) => {
        const before = ordered[index]!;
        const end = endedAt.get(before._id) ?? Number.POSITIVE_INFINITY;
        if (end > Number(booking.startsAt)) overlaps.push(`${String(vetUserId)}: ${String(before._id)} and ${String(booking._id)}`);
      });
    }
    const gaps = onDemandBookings.filter((booking) => {
      const list = [...(seqs.get(booking._id) ?? [])].sort((a, b) => a - b);
      return list.length === 0 || list.some((seq, index) => seq !== index + 1);
    });
    const sorted = [...roundMs].sort((a, b) => a - b);
    const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(0);
    console.log(
      `on-demand race: ${ROUNDS} rounds × ${VETS} vets accepting at once; ${tally.won} won, ${tally.alreadyTaken} ALREADY_TAKEN, ` +
        `${tally.busy} VET_BUSY (last round's winner, still in its consultation), ${tally.other.length} other errors; ` +
        `${new Set(winners).size} different winners; all accepts of a round answered in p50 ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms`,
    );
    expect(tally.other).toEqual([]);
    expect(tally.alreadyTaken + tally.busy).toBe(ROUNDS * (VETS - 1));
    expect(tally.busy, "only the vet still in a consultation may be told it is busy").toBeLessThanOrEqual(ROUNDS - 1);
    expect(requests.map((request) => request.status)).toEqual(requests.map(() => "matched"));
    expect(onDemandBookings.length, "bookings made from requests").toBe(ROUNDS);
    expect([...bookingsPerRequest.values()].filter((count) => count !== 1), "requests matched more than once").toEqual([]);
    expect(overlaps, "a vet given two consultations at once").toEqual([]);
    expect(gaps.map((booking) => booking._id), "booking streams with gaps").toEqual([]);
  }, 600_000);
});
