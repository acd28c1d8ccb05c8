import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ConvexClient, type ConvexHttpClient } from "convex/browser";
import WebSocket from "ws";
import { BackendProcess, repoRoot } from "../local-backend/test/conformance/support/backend-process";
import { httpClient } from "../local-backend/test/conformance/support/clients";
import { api } from "../local-backend/test/fixtures/functions/_generated/api";
import { backendVersions, comparisonRows, inTurn, loadAverage, type BackendVersion } from "./lib/backend-versions";
import { defineBench, type BenchRow } from "./lib/bench";
import { runTimed, sharedClockMs, type TimedRun } from "./lib/measure";
import { summarise } from "./lib/stats";

/**
 * Live updates and mutations/s on today's backend (before worker threads, issue 19) and the current
 * one, both running side by side in their own processes and measured in short turns; each figure
 * pools its version's turns. The first `coldTurns` after start are reported on their own, without a
 * budget: V8 is still compiling both backends' hot code then (the current one has two isolates to warm),
 * and 8 HTTP clients' mutations rise from about 1,000 to 3,000/s over their first three seconds.
 *
 * The turns come from `rounds` pairs of freshly started backends. What a process meets at its start (where
 * its threads land, what V8 compiles when) holds for its whole life: in A/A runs here (the same code on
 * both sides, 2026-11-30) one pair of processes measured one WebSocket client's mutations at 0.90× and the
 * next at 1.09×, though every turn's ratio within a pair was alike. Turns of one pair sample that luck once.
 */
const rounds = 3;
const coldTurns = 3;
const turnsPerRound = 6;
const liveSamplesPerTurn = 40;
const warmup = 30;
const sliceMs = { sequential: 400, concurrent: 400, trivial: 300 };
const counterName = "live-update";

/** Client B's updates, keyed by value, with the shared-clock time B received them. */
class SubscriberProcess {
  private readonly waiters = new Map<number, (receivedAt: number) => void>();
  private buffered = "";

  private constructor(private readonly child: ChildProcess) {
    child.stdout?.on("data", (chunk: Buffer) => {
      this.buffered += chunk.toString();
      const lines = this.buffered.split("\n");
      this.buffered = lines.pop() ?? "";
      for (const line of lines) {
        const [, value, receivedAt] = line.split(" ");
        this.waiters.get(Number(value))?.(Number(receivedAt));
      }
    });
  }

  static start(url: string): SubscriberProcess {
    const script = fileURLToPath(new URL("./local-backend-subscriber.ts", import.meta.url));
    return new SubscriberProcess(
      spawn(process.execPath, ["--import", "tsx", script, url, counterName], { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"] }),
    );
  }

  receipt(value: number): Promise<number> {
    return new Promise((resolve) => this.waiters.set(value, resolve));
  }

  stop(): void {
    this.child.kill("SIGTERM");
  }
}

/** What one phase of a version's turns measured. */
class Phase {
  /** one list of live-update latencies per turn */
  readonly liveMs: number[][] = [];
  readonly sequential: TimedRun[] = [];
  readonly concurrent: TimedRun[] = [];
  readonly trivial: TimedRun[] = [];
}

/** One version's measurements, over every round. */
interface Measured {
  readonly version: BackendVersion;
  readonly cold: Phase;
  readonly warm: Phase;
}

/** One version's backend and clients in one round; its measurements go to the `cold` phase, then to `warm`. */
class Subject {
  phase: Phase;
  private liveValue = 0;

  private constructor(
    readonly measured: Measured,
    private readonly backend: BackendProcess,
    private readonly subscriber: SubscriberProcess,
    private readonly clientA: ConvexClient,
    private readonly http: ConvexHttpClient,
  ) {
    this.phase = measured.cold;
  }

  static async start(measured: Measured): Promise<Subject> {
    const backend = await BackendProcess.start({ cli: measured.version.cli });
    const subscriber = SubscriberProcess.start(backend.url);
    const clientA = new ConvexClient(backend.url, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      unsavedChangesWarning: false,
    });
    const subject = new Subject(measured, backend, subscriber, clientA, httpClient(backend));
    const initial = subscriber.receipt(0);
    await clientA.mutation(api.counters.set, { name: counterName, value: 0 });
    await initial;
    await subject.liveUpdates(warmup, false);
    return subject;
  }

  async liveUpdates(count: number, keep = true): Promise<void> {
    const turnMs: number[] = [];
    if (keep) this.phase.liveMs.push(turnMs);
    for (let sample = 0; sample < count; sample++) {
      const value = ++this.liveValue;
      const received = this.subscriber.receipt(value);
      const sentAt = sharedClockMs();
      await this.clientA.mutation(api.counters.set, { name: counterName, value });
      const latency = (await received) - sentAt;
      turnMs.push(latency);
    }
  }

  async mutationsOneAtATime(turn: number): Promise<void> {
    const run = await runTimed(() => this.clientA.mutation(api.counters.increment, { name: "throughput-ws" }), {
      durationMs: sliceMs.sequential,
      warmup: turn === 0 ? 50 : 5,
    });
    this.phase.sequential.push(run);
  }

  async mutationsInFlight(turn: number): Promise<void> {
    // skipQueue: the HTTP client otherwise sends one client's mutations one at a time
    const run = await runTimed(() => this.http.mutation(api.counters.increment, { name: "throughput-http" }, { skipQueue: true }), {
      durationMs: sliceMs.concurrent,
      concurrency: 8,
      warmup: turn === 0 ? 50 : 8,
    });
    this.phase.concurrent.push(run);
  }

  /** the floor under every HTTP-client figure: one round trip for a query that reads nothing */
  async emptyQueries(turn: number): Promise<void> {
    const run = await runTimed(() => this.http.query(api.validation.square, { n: 3 }), { durationMs: sliceMs.trivial, warmup: turn === 0 ? 100 : 5 });
    this.phase.trivial.push(run);
  }

  async stop(): Promise<void> {
    this.subscriber.stop();
    await this.clientA.close();
    await this.backend.dispose();
  }
}

/** A version's turns as one run: latencies pooled, throughput over the summed time. */
function pooled(runs: readonly TimedRun[]): BenchRow {
  const latencies = runs.flatMap((run) => run.latenciesMs);
  const elapsedMs = runs.reduce((sum, run) => sum + run.elapsedMs, 0);
  const summary = summarise(latencies);
  return { name: "", p50Ms: summary.p50Ms, p95Ms: summary.p95Ms, throughput: (latencies.length * 1000) / elapsedMs, details: { operations: latencies.length } };
}

function liveRow(samplesMs: readonly number[]): BenchRow {
  const live = summarise(samplesMs);
  return {
    name: "",
    p50Ms: live.p50Ms,
    p95Ms: live.p95Ms,
    target: "p50 ≤ 3 ms, p95 ≤ 10 ms",
    meetsTarget: live.p50Ms <= 3 && live.p95Ms <= 10,
    details: { samples: live.count, p99Ms: live.p99Ms, maxMs: live.maxMs },
  };
}

/** A figure of a phase: all its turns pooled, and one row per turn (for the median of the turns' ratios). */
interface Metric {
  pooled(phase: Phase): BenchRow;
  perTurn(phase: Phase): BenchRow[];
}

const liveUpdates: Metric = {
  pooled: (phase) => liveRow(phase.liveMs.flat()),
  perTurn: (phase) => phase.liveMs.map(liveRow),
};

function timedRuns(runsOf: (phase: Phase) => TimedRun[]): Metric {
  return { pooled: (phase) => pooled(runsOf(phase)), perTurn: (phase) => runsOf(phase).map((run) => pooled([run])) };
}

function report(measured: readonly Measured[]): void {
  for (const subject of measured) {
    for (const [name, phase] of [["cold", subject.cold], ["warm", subject.warm]] as const) {
      const live = summarise(phase.liveMs.flat());
      const rate = (runs: TimedRun[]) => pooled(runs).throughput?.toFixed(0);
      process.stderr.write(
        `  ${subject.version.label}, ${name}: live update p50 ${live.p50Ms.toFixed(2)} ms, p95 ${live.p95Ms.toFixed(2)} ms; mutations ` +
          `${rate(phase.sequential)}/s (WS), ${rate(phase.concurrent)}/s (8 HTTP); empty query ${rate(phase.trivial)}/s\n`,
      );
    }
  }
}

export default defineBench({
  name: "local-backend live updates and mutations",
  async run(): Promise<BenchRow[]> {
    const { baseline, current } = backendVersions();
    const measured: Measured[] = (baseline === null ? [current] : [baseline, current]).map((version) => ({
      version,
      cold: new Phase(),
      warm: new Phase(),
    }));
    let turn = 0;
    for (let round = 0; round < rounds; round++) {
      const subjects: Subject[] = [];
      try {
        for (const version of measured) subjects.push(await Subject.start(version));
        for (let turnInRound = 0; turnInRound < coldTurns + turnsPerRound; turnInRound++, turn++) {
          const cold = turnInRound < coldTurns;
          for (const subject of subjects) subject.phase = cold ? subject.measured.cold : subject.measured.warm;
          process.stderr.write(
            `  round ${round + 1}/${rounds}, turn ${turnInRound + 1}/${coldTurns + turnsPerRound}${cold ? " (cold)" : ""} (load average ${loadAverage()})\n`,
          );
          await inTurn(subjects, turn, (subject) => subject.liveUpdates(liveSamplesPerTurn));
          await inTurn(subjects, turn + 1, (subject) => subject.mutationsOneAtATime(turnInRound));
          await inTurn(subjects, turn, (subject) => subject.mutationsInFlight(turnInRound));
          await inTurn(subjects, turn + 1, (subject) => subject.emptyQueries(turnInRound));
        }
      } finally {
        await Promise.all(subjects.map((subject) => subject.stop()));
      }
    }
    report(measured);
    const today = baseline === null ? null : measured[0]!;
    const now = measured.at(-1)!;
    const compareIn = (name: string, metric: Metric, todayPhase: Phase | undefined, nowPhase: Phase, budget: boolean) =>
      comparisonRows(name, todayPhase === undefined ? null : metric.pooled(todayPhase), metric.pooled(nowPhase), {
        budget,
        ...(todayPhase === undefined ? {} : { turns: { today: metric.perTurn(todayPhase), now: metric.perTurn(nowPhase) } }),
      });
    const compare = (name: string, metric: Metric, budget: boolean) => [
      ...compareIn(name, metric, today?.warm, now.warm, budget),
      ...compareIn(`${name}, first ${coldTurns} turns after start`, metric, today?.cold, now.cold, false),
    ];
    return [
      ...compare("live update: mutation in A → value in B (WS, separate processes)", liveUpdates, true),
      ...compare("query round trip, reads nothing (HTTP client floor)", timedRuns((phase) => phase.trivial), false),
      ...compare("mutations/s: WebSocket client, one at a time", timedRuns((phase) => phase.sequential), true),
      ...compare("mutations/s: HTTP client, 8 in flight", timedRuns((phase) => phase.concurrent), true),
    ];
  },
});
