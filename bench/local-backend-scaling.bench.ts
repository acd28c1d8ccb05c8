import { convexTest } from "convex-test";
import { makeFunctionReference } from "convex/server";
import type { ConvexHttpClient } from "convex/browser";
import { BackendProcess } from "../local-backend/test/conformance/support/backend-process";
import { httpClient } from "../local-backend/test/conformance/support/clients";
import { fixtureModules } from "../local-backend/test/differential/fixture-modules";
import schema from "../local-backend/test/fixtures/functions/schema";
import { backendVersions, comparisonRows, inTurn, loadAverage, type BackendVersion } from "./lib/backend-versions";
import { defineBench, type BenchRow } from "./lib/bench";
import { performance } from "node:perf_hooks";
import { runTimed, type TimedRun } from "./lib/measure";
import { median, summarise } from "./lib/stats";

/**
 * A booking-like table over 100 vets, ten bookings per vet and day; each operation reads one vet's day
 * through the index, and every tenth operation also books a slot. Same functions, same data, on the local
 * backend (HTTP client, separate process: today's, before worker threads, and the current one, side by
 * side and in turns) and on convex-test (in-process).
 */
const tableSizes = [1_000, 10_000, 100_000];
const vets = 100;
const bookingsPerVetDay = 10;
const seedBatch = 4_000;
/**
 * The first seconds after seeding are the cold phase: V8 is still compiling the backend's hot code
 * (the current backend has two isolates to warm, the engine's and the function thread's) and that
 * compilation competes for the same two cores. It is measured and reported, without a budget; the
 * budget holds the warm phase that follows, the steady state a running deployment is in.
 */
const coldMs = 4_000;
const measureMs = 4_000;
/** each phase of each size is split into turns, today's backend and the current one alternating */
const turns = 4;
/**
 * Each size is measured on `rounds` pairs of freshly started and seeded backends: what a process meets at its
 * start holds for its whole life, so one pair samples that luck once (see the live-update bench).
 */
const rounds = 2;

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

/** What one phase of a workload measured: its timed runs, and its reads and inserts timed on their own. */
class Phase {
  readonly runs: TimedRun[] = [];
  readonly readsMs: number[] = [];
  /** reads whose arguments the workload has not read since they were last written: no cache can answer them */
  readonly firstReadsMs: number[] = [];
  readonly insertsMs: number[] = [];

  get perSecond(): number {
    const operations = this.runs.reduce((sum, run) => sum + run.operations, 0);
    return (operations * 1000) / this.runs.reduce((sum, run) => sum + run.elapsedMs, 0);
  }

  summary() {
    return {
      operations: this.runs.reduce((sum, run) => sum + run.operations, 0),
      perSecond: this.perSecond,
      reads: summarise(this.readsMs),
      firstReads: summarise(this.firstReadsMs),
      inserts: summarise(this.insertsMs),
    };
  }
}

/**
 * The mixed workload on one target, with its seeded choice of vet and day, in two phases: `cold` (the
 * first seconds after the backend was seeded, while V8 still compiles its hot code) and `warm` (after).
 */
class Workload {
  private readonly readSinceWrite = new Set<string>();
  private seed = 42;
  private index = 0;

  constructor(
    private readonly target: Target,
    private readonly size: number,
    readonly cold = new Phase(),
    readonly warm = new Phase(),
  ) {}

  private random(): number {
    this.seed = (this.seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return this.seed / 2 ** 31;
  }

  private async timed(samples: number[][], call: () => Promise<unknown>): Promise<void> {
    const started = performance.now();
    await call();
    const elapsedMs = performance.now() - started;
    for (const list of samples) list.push(elapsedMs);
  }

  /**
   * Reads (and every tenth operation an insert) for `durationMs`, recorded in `phase`; `random` is
   * seeded, so every target sees the same sequence of operations. Reads and inserts are also timed on
   * their own: the read is what must stay flat as the table grows.
   */
  async run(phase: Phase, durationMs: number): Promise<void> {
    phase.runs.push(await runTimed(() => this.operation(phase), { durationMs }));
  }

  /** The first `operations` operations, recorded in the cold phase so that none lands among the measured reads. */
  async warmUp(operations: number): Promise<void> {
    this.cold.runs.push(await runTimed(() => this.operation(this.cold), { durationMs: Number.POSITIVE_INFINITY, maxOperations: operations }));
  }

  private async operation(phase: Phase): Promise<void> {
    const days = Math.max(1, Math.floor(this.size / vets / bookingsPerVetDay));
    const index = this.index++;
    const vetId = `vet-${Math.floor(this.random() * vets)}`;
    const day = dayName(Math.floor(this.random() * days));
    const vetDay = `${vetId} ${day}`;
    const firstRead = !this.readSinceWrite.has(vetDay);
    await this.timed(firstRead ? [phase.readsMs, phase.firstReadsMs] : [phase.readsMs], () => this.target.read({ vetId, day }));
    this.readSinceWrite.add(vetDay);
    if (index % 10 === 9) {
      await this.timed([phase.insertsMs], () => this.target.write({ vetId, day, startMinute: 1_200 + (index % 200), petName: `new-${index}` }));
      this.readSinceWrite.delete(vetDay);
    }
  }
}

function localTarget(client: ConvexHttpClient): Target {
  return { read: (args) => client.query(forVetDay, args), write: (row) => client.mutation(book, row) };
}

/** One version's measurements at one size, over every round. */
interface Measured {
  version: BackendVersion;
  cold: Phase;
  warm: Phase;
  seedMs: number[];
}

/** One version's backend in one round, seeded with `size` bookings, and its workload. */
interface Subject {
  measured: Measured;
  backend: BackendProcess;
  workload: Workload;
}

async function startSubject(measured: Measured, size: number): Promise<Subject> {
  const backend = await BackendProcess.start({ cli: measured.version.cli });
  const admin = httpClient(backend, { admin: true });
  const seeded = Date.now();
  for (const batch of batches(size)) await admin.mutation(bulkInsert, { rows: batch });
  measured.seedMs.push(Date.now() - seeded);
  return { measured, backend, workload: new Workload(localTarget(httpClient(backend)), size, measured.cold, measured.warm) };
}

function localRow(subject: Measured, size: number, phase: "cold" | "warm" = "warm"): BenchRow {
  const local = subject[phase].summary();
  return {
    // p50/p95: the indexed read; throughput: operations (read, plus an insert every tenth) per second
    name: "",
    p50Ms: local.reads.p50Ms,
    p95Ms: local.reads.p95Ms,
    throughput: local.perSecond,
    details: {
      size,
      operations: local.operations,
      seedMs: Math.round(median(subject.seedMs)),
      firstReadP50Ms: local.firstReads.p50Ms,
      firstReads: local.firstReads.count,
      insertP50Ms: local.inserts.p50Ms,
      insertP95Ms: local.inserts.p95Ms,
    },
  };
}

/** Both versions' turns of a phase, one throughput row each, for the median of the turns' ratios. */
function pairedTurns(today: Measured | null, now: Measured, phase: "cold" | "warm") {
  if (today === null) return {};
  const turnRows = (subject: Measured): BenchRow[] => subject[phase].runs.map((run) => ({ name: "", throughput: run.perSecond }));
  return { turns: { today: turnRows(today), now: turnRows(now) } };
}

export default defineBench({
  name: "local-backend scaling vs convex-test",
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const { baseline, current } = backendVersions();
    // the first read of a vet's day since it was written, at each size: the query cache answers the other reads,
    // and at 1,000 documents (100 vet-days) that is most of them, so only first reads show what a read costs
    const currentReads: Array<{ size: number; firstReadP50Ms: number; row: BenchRow }> = [];
    for (const size of tableSizes) {
      const measured: Measured[] = (baseline === null ? [current] : [baseline, current]).map((version) => ({
        version,
        cold: new Phase(),
        warm: new Phase(),
        seedMs: [],
      }));
      for (let round = 0; round < rounds; round++) {
        const subjects: Subject[] = [];
        try {
          for (const version of measured) subjects.push(await startSubject(version, size));
          for (const [phase, phaseMs] of [["cold", coldMs], ["warm", measureMs]] as const) {
            for (let turn = 0; turn < turns; turn++) {
              process.stderr.write(`  ${size} docs, round ${round + 1}/${rounds}, ${phase}, turn ${turn + 1}/${turns} (load average ${loadAverage()})\n`);
              await inTurn(subjects, round * turns + turn, (subject) => subject.workload.run(subject.workload[phase], phaseMs / turns));
            }
          }
        } finally {
          await Promise.all(subjects.map((subject) => subject.backend.dispose()));
        }
      }

      const harness = convexTest(schema, fixtureModules());
      const seeded = Date.now();
      for (const batch of batches(size)) await harness.mutation(bulkInsert, { rows: batch });
      const convexTestSeedMs = Date.now() - seeded;
      // convex-test's warm-up is kept short at 100k docs
      const reference = new Workload({ read: (args) => harness.query(forVetDay, args), write: (row) => harness.mutation(book, row) }, size);
      await reference.warmUp(3);
      await reference.run(reference.warm, measureMs);
      const referenceSummary = reference.warm.summary();

      const today = baseline === null ? null : measured[0]!;
      const now = measured.at(-1)!;
      for (const subject of measured) {
        process.stderr.write(
          `  ${size} docs, ${subject.version.label}: ${Math.round(subject.warm.perSecond)}/s, cold ${Math.round(subject.cold.perSecond)}/s (seed ${subject.seedMs.join(", ")} ms)\n`,
        );
      }
      process.stderr.write(`  ${size} docs, convex-test: ${Math.round(reference.warm.perSecond)}/s (seed ${convexTestSeedMs} ms)\n`);
      const nowRow = localRow(now, size);
      const versusConvexTest = (nowRow.throughput ?? Number.NaN) / reference.warm.perSecond;
      nowRow.details = {
        ...nowRow.details,
        convexTestThroughput: Math.round(reference.warm.perSecond),
        convexTestRatio: Number(versusConvexTest.toFixed(1)),
        convexTestReadP50Ms: referenceSummary.reads.p50Ms,
        convexTestReadP95Ms: referenceSummary.reads.p95Ms,
        convexTestInsertP50Ms: referenceSummary.inserts.p50Ms,
        convexTestOperations: referenceSummary.operations,
        convexTestSeedMs,
      };
      if (size === 10_000) {
        nowRow.target = "≥ 10× convex-test";
        nowRow.meetsTarget = versusConvexTest >= 10;
      }
      const name = `scaling ${size.toLocaleString("en-US")} docs: vet-day read (+1 insert / 10 ops), local backend`;
      const compared = comparisonRows(name, today === null ? null : localRow(today, size), nowRow, { budget: true, ...pairedTurns(today, now, "warm") });
      rows.push(...compared);
      currentReads.push({ size, firstReadP50Ms: now.warm.summary().firstReads.p50Ms, row: compared.at(-1)! });
      rows.push(
        ...comparisonRows(`${name}, first ${coldMs / 1000} s after seeding`, today === null ? null : localRow(today, size, "cold"), localRow(now, size, "cold"), {
          budget: false,
          ...pairedTurns(today, now, "cold"),
        }),
      );
    }
    const smallest = currentReads[0];
    const largest = currentReads.at(-1);
    if (smallest !== undefined && largest !== undefined && largest !== smallest) {
      const flat = largest.firstReadP50Ms <= 1.5 * smallest.firstReadP50Ms;
      largest.row.target = `${largest.row.target === undefined ? "" : `${largest.row.target}; `}flat: first-read p50 ≤ 1.5× the 1,000-doc one`;
      largest.row.meetsTarget = (largest.row.meetsTarget ?? true) && flat;
    }
    return rows;
  },
});
