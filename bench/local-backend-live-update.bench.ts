import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { BackendProcess, repoRoot } from "../local-backend/test/conformance/support/backend-process";
import { httpClient } from "../local-backend/test/conformance/support/clients";
import { api } from "../local-backend/test/fixtures/functions/_generated/api";
import { defineBench, type BenchRow } from "./lib/bench";
import { runTimed, sharedClockMs } from "./lib/measure";
import { summarise } from "./lib/stats";

const samples = 400;
const warmup = 30;
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

export default defineBench({
  name: "local-backend live updates and mutations",
  async run(): Promise<BenchRow[]> {
    const backend = await BackendProcess.start();
    const subscriber = SubscriberProcess.start(backend.url);
    const clientA = new ConvexClient(backend.url, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      unsavedChangesWarning: false,
    });
    try {
      const initial = subscriber.receipt(0);
      await clientA.mutation(api.counters.set, { name: counterName, value: 0 });
      await initial;

      const latencies: number[] = [];
      for (let value = 1; value <= warmup + samples; value++) {
        const received = subscriber.receipt(value);
        const sentAt = sharedClockMs();
        await clientA.mutation(api.counters.set, { name: counterName, value });
        const latency = (await received) - sentAt;
        if (value > warmup) latencies.push(latency);
      }
      const live = summarise(latencies);
      process.stderr.write(`live update: p50 ${live.p50Ms.toFixed(2)} ms, p95 ${live.p95Ms.toFixed(2)} ms\n`);

      const sequential = await runTimed(() => clientA.mutation(api.counters.increment, { name: "throughput-ws" }), {
        durationMs: 3_000,
        warmup: 50,
      });
      const http = httpClient(backend);
      // skipQueue: the HTTP client otherwise sends one client's mutations one at a time
      const concurrent = await runTimed(
        () => http.mutation(api.counters.increment, { name: "throughput-http" }, { skipQueue: true }),
        {
        durationMs: 3_000,
          concurrency: 8,
          warmup: 50,
        },
      );
      // the floor under every HTTP-client figure: one round trip for a query that reads nothing
      const trivial = await runTimed(() => http.query(api.validation.square, { n: 3 }), { durationMs: 2_000, warmup: 100 });
      const trivialSummary = summarise(trivial.latenciesMs);
      const sequentialSummary = summarise(sequential.latenciesMs);
      const concurrentSummary = summarise(concurrent.latenciesMs);

      return [
        {
          name: "live update: mutation in A → value in B (WS, separate processes)",
          p50Ms: live.p50Ms,
          p95Ms: live.p95Ms,
          target: "p50 ≤ 3 ms, p95 ≤ 10 ms",
          meetsTarget: live.p50Ms <= 3 && live.p95Ms <= 10,
          details: { samples: live.count, p99Ms: live.p99Ms, maxMs: live.maxMs },
        },
        {
          name: "query round trip, reads nothing (HTTP client floor)",
          p50Ms: trivialSummary.p50Ms,
          p95Ms: trivialSummary.p95Ms,
          throughput: trivial.perSecond,
          details: { operations: trivial.operations },
        },
        {
          name: "mutations/s: WebSocket client, one at a time",
          p50Ms: sequentialSummary.p50Ms,
          p95Ms: sequentialSummary.p95Ms,
          throughput: sequential.perSecond,
          details: { operations: sequential.operations },
        },
        {
          name: "mutations/s: HTTP client, 8 in flight",
          p50Ms: concurrentSummary.p50Ms,
          p95Ms: concurrentSummary.p95Ms,
          throughput: concurrent.perSecond,
          details: { operations: concurrent.operations },
        },
      ];
    } finally {
      subscriber.stop();
      await clientA.close();
      await backend.dispose();
    }
  },
});
