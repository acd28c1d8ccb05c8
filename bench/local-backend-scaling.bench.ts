import { convexTest } from "convex-test";
import { makeFunctionReference } from "convex/server";
import type { ConvexHttpClient } from "convex/browser";
import { BackendProcess } from "../local-backend/test/conformance/support/backend-process";
import { httpClient } from "../local-backend/test/conformance/support/clients";
import { fixtureModules } from "../local-backend/test/differential/fixture-modules";
import schema from "../local-backend/test/fixtures/functions/schema";
import { defineBench, withRatio, type BenchRow } from "./lib/bench";
import { performance } from "node:perf_hooks";
import { runTimed } from "./lib/measure";
import { summarise } from "./lib/stats";

/**
 * A booking-like table over 100 vets, ten bookings per vet and day; each operation reads one vet's day
 * through the index, and every tenth operation also books a slot. Same functions, same data, on the local
 * backend (HTTP client, separate process) and on convex-test (in-process).
 */
const tableSizes = [1_000, 10_000, 100_000];
const vets = 100;
const bookingsPerVetDay = 10;
const seedBatch = 4_000;
const measureMs = 4_000;

type Booking = { vetId: string; day: string; startMinute: number; petName: string };
const forVetDay = makeFunctionReference<"query", { vetId: string; day: string }>("bookings:forVetDay");
const book = makeFunctionReference<"mutation", Booking>("bookings:book");
const bulkInsert = makeFunctionReference<"mutation", { rows: Booking[] }, number>("bookings:bulkInsert");

function dayName(index: number): string {
  return new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
}

function* bookingRows(count: number): Generator<Booking> {
  for (let index = 0; index < count; index++) {
    const vet = index % vets;
    const perVet = Math.floor(index / vets);
    yield {
      vetId: `vet-${vet}`,
      day: dayName(Math.floor(perVet / bookingsPerVetDay)),
      startMinute: 480 + (perVet % bookingsPerVetDay) * 30,
      petName: `pet-${index}`,
    };
  }
}

function batches(count: number): Booking[][] {
  const all = [...bookingRows(count)];
  const result: Booking[][] = [];
  for (let start = 0; start < all.length; start += seedBatch) result.push(all.slice(start, start + seedBatch));
  return result;
}

interface Target {
  read(args: { vetId: string; day: string }): Promise<unknown>;
  write(row: Booking): Promise<unknown>;
}

/**
 * The mixed workload; `random` is seeded so both targets see the same sequence of operations.
 * Reads and inserts are also timed on their own: the read is what must stay flat as the table grows.
 */
async function workload(target: Target, size: number, warmup: number) {
  const days = Math.max(1, Math.floor(size / vets / bookingsPerVetDay));
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const readsMs: number[] = [];
  const insertsMs: number[] = [];
  const timed = async (samples: number[], call: () => Promise<unknown>) => {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  };
  const run = await runTimed(
    async (index) => {
      const vetId = `vet-${Math.floor(random() * vets)}`;
      const day = dayName(Math.floor(random() * days));
      await timed(readsMs, () => target.read({ vetId, day }));
      if (index % 10 === 9) {
        await timed(insertsMs, () => target.write({ vetId, day, startMinute: 1_200 + (index % 200), petName: `new-${index}` }));
      }
    },
    { durationMs: measureMs, warmup },
  );
  return { ...run, reads: summarise(readsMs), inserts: summarise(insertsMs) };
}

function localTarget(client: ConvexHttpClient): Target {
  return { read: (args) => client.query(forVetDay, args), write: (row) => client.mutation(book, row) };
}

export default defineBench({
  name: "local-backend scaling vs convex-test",
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    for (const size of tableSizes) {
      const backend = await BackendProcess.start();
      try {
        const admin = httpClient(backend, { admin: true });
        let seeded = Date.now();
        for (const batch of batches(size)) await admin.mutation(bulkInsert, { rows: batch });
        const localSeedMs = Date.now() - seeded;
        // a fresh backend process: warm its JIT before measuring; convex-test's warm-up is kept short at 100k docs
        const local = await workload(localTarget(httpClient(backend)), size, 100);

        const harness = convexTest(schema, fixtureModules());
        seeded = Date.now();
        for (const batch of batches(size)) await harness.mutation(bulkInsert, { rows: batch });
        const convexTestSeedMs = Date.now() - seeded;
        const reference = await workload(
          { read: (args) => harness.query(forVetDay, args), write: (row) => harness.mutation(book, row) },
          size,
          3,
        );

        process.stderr.write(
          `${size} docs: local ${Math.round(local.perSecond)}/s (seed ${localSeedMs} ms), ` +
            `convex-test ${Math.round(reference.perSecond)}/s (seed ${convexTestSeedMs} ms)\n`,
        );
        const row = withRatio({
          // p50/p95: the indexed read; throughput: operations (read, plus an insert every tenth) per second
          name: `scaling ${size.toLocaleString("en-US")} docs: vet-day read (+1 insert / 10 ops), local backend`,
          p50Ms: local.reads.p50Ms,
          p95Ms: local.reads.p95Ms,
          throughput: local.perSecond,
          baselineName: "convex-test",
          baselineThroughput: reference.perSecond,
          details: {
            operations: local.operations,
            seedMs: localSeedMs,
            operationP50Ms: summarise(local.latenciesMs).p50Ms,
            insertP50Ms: local.inserts.p50Ms,
            insertP95Ms: local.inserts.p95Ms,
            convexTestReadP50Ms: reference.reads.p50Ms,
            convexTestReadP95Ms: reference.reads.p95Ms,
            convexTestInsertP50Ms: reference.inserts.p50Ms,
            convexTestOperations: reference.operations,
            convexTestSeedMs,
          },
        });
        if (size === 10_000) {
          row.target = "≥ 10× convex-test";
          row.meetsTarget = (row.ratio ?? 0) >= 10;
        }
        rows.push(row);
      } finally {
        await backend.dispose();
      }
    }
    const smallest = rows[0];
    const largest = rows.at(-1);
    if (smallest?.p50Ms !== undefined && largest?.p50Ms !== undefined && largest !== smallest) {
      largest.target = "flat: p50 ≤ 1.5× the 1,000-doc p50";
      largest.meetsTarget = largest.p50Ms <= 1.5 * smallest.p50Ms;
    }
    return rows;
  },
});
