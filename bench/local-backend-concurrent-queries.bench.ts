import { makeFunctionReference } from "convex/server";
import type { ConvexHttpClient } from "convex/browser";
import { BackendProcess } from "../local-backend/test/conformance/support/backend-process";
import { httpClient } from "../local-backend/test/conformance/support/clients";
import { backendVersions, comparisonRows, inTurn, loadAverage, type BackendVersion } from "./lib/backend-versions";
import { defineBench, type BenchRow } from "./lib/bench";
import { runTimed, type TimedRun } from "./lib/measure";
import { summarise } from "./lib/stats";

/**
 * Independent queries from several clients at once, each mostly its own code (a free-slot-like loop):
 * with functions in worker threads they run on every core. One client alone, then eight in flight, on
 * today's backend (before worker threads, issue 19) and the current one, side by side and in turns;
 * the current rows carry the ratio to today's.
 */
const freeMinutes = makeFunctionReference<"query", { day: string; steps: number }, number>("workload:freeMinutes");
const steps = 200_000;
const turns = 6;
const sliceMs = 700;

class Subject {
  readonly one: TimedRun[] = [];
  readonly eight: TimedRun[] = [];
  private day = 0;

  private constructor(
    readonly version: BackendVersion,
    private readonly backend: BackendProcess,
    private readonly http: ConvexHttpClient,
  ) {}

  static async start(version: BackendVersion): Promise<Subject> {
    const backend = await BackendProcess.start({ cli: version.cli });
    return new Subject(version, backend, httpClient(backend));
  }

  // Arguments never repeat: the current backend caches query results as Convex does, and a cached answer would
  // measure the cache, not queries running side by side.
  private call = () => {
    const call = this.day++;
    return this.http.query(freeMinutes, { day: `2026-01-${String((call % 28) + 1).padStart(2, "0")}`, steps: steps + call });
  };

  async measure(concurrency: 1 | 8, turn: number): Promise<void> {
    const run = await runTimed(this.call, { durationMs: sliceMs, concurrency, warmup: turn === 0 ? 20 : 2 });
    (concurrency === 1 ? this.one : this.eight).push(run);
  }

  async stop(): Promise<void> {
    await this.backend.dispose();
  }
}

function pooled(runs: readonly TimedRun[]): BenchRow {
  const latencies = runs.flatMap((run) => run.latenciesMs);
  const elapsedMs = runs.reduce((sum, run) => sum + run.elapsedMs, 0);
  const summary = summarise(latencies);
  return { name: "", p50Ms: summary.p50Ms, p95Ms: summary.p95Ms, throughput: (latencies.length * 1000) / elapsedMs, details: { operations: latencies.length } };
}

export default defineBench({
  name: "local-backend concurrent queries",
  async run(): Promise<BenchRow[]> {
    const { baseline, current } = backendVersions();
    const subjects: Subject[] = [];
    try {
      for (const version of baseline === null ? [current] : [baseline, current]) subjects.push(await Subject.start(version));
      for (let turn = 0; turn < turns; turn++) {
        process.stderr.write(`  turn ${turn + 1}/${turns} (load average ${loadAverage()})\n`);
        await inTurn(subjects, turn, (subject) => subject.measure(1, turn));
        await inTurn(subjects, turn + 1, (subject) => subject.measure(8, turn));
      }
    } finally {
      await Promise.all(subjects.map((subject) => subject.stop()));
    }
    const today = baseline === null ? null : subjects[0]!;
    const now = subjects.at(-1)!;
    const rows = (concurrency: 1 | 8) => (subject: Subject) => {
      const row = pooled(concurrency === 1 ? subject.one : subject.eight);
      // what parallelism buys within one version: eight clients' throughput over one client's
      const parallel = (pooled(subject.eight).throughput ?? Number.NaN) / (pooled(subject.one).throughput ?? Number.NaN);
      return concurrency === 8 ? { ...row, details: { ...row.details, eightOverOne: Number(parallel.toFixed(2)) } } : row;
    };
    for (const subject of subjects) {
      const rate = (runs: TimedRun[]) => pooled(runs).throughput?.toFixed(0);
      process.stderr.write(`  ${subject.version.label}: 1 client ${rate(subject.one)}/s, 8 clients ${rate(subject.eight)}/s\n`);
    }
    const compare = (name: string, row: (subject: Subject) => BenchRow) => comparisonRows(name, today === null ? null : row(today), row(now), { budget: false });
    return [
      ...compare(`query of ${steps.toLocaleString("en-US")} steps, 1 client`, rows(1)),
      ...compare(`query of ${steps.toLocaleString("en-US")} steps, 8 clients in flight`, rows(8)),
    ];
  },
});
