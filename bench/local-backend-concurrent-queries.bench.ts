import { makeFunctionReference } from "convex/server";
import { BackendProcess } from "../local-backend/test/conformance/support/backend-process";
import { httpClient } from "../local-backend/test/conformance/support/clients";
import { defineBench, type BenchRow } from "./lib/bench";
import { runTimed } from "./lib/measure";
import { summarise } from "./lib/stats";

/**
 * Independent queries from several clients at once, each mostly its own code (a free-slot-like loop):
 * with functions in worker threads they run on every core. One client alone, then eight in flight;
 * the ratio of the two throughputs is what parallelism buys. Run it with VETLINE_LOCAL_BACKEND_CLI
 * pointing at another checkout's CLI to compare builds (each run is its own process).
 */
const freeMinutes = makeFunctionReference<"query", { day: string; steps: number }, number>("workload:freeMinutes");
const steps = 200_000;
const measureMs = 4_000;

export default defineBench({
  name: "local-backend concurrent queries",
  async run(): Promise<BenchRow[]> {
    const backend = await BackendProcess.start();
    try {
      const http = httpClient(backend);
      let day = 0;
      const call = () => http.query(freeMinutes, { day: `2026-01-${String((day++ % 28) + 1).padStart(2, "0")}`, steps });
      const one = await runTimed(call, { durationMs: measureMs, warmup: 20 });
      const eight = await runTimed(call, { durationMs: measureMs, concurrency: 8, warmup: 20 });
      const oneSummary = summarise(one.latenciesMs);
      const eightSummary = summarise(eight.latenciesMs);
      process.stderr.write(`concurrent queries: 1 client ${one.perSecond.toFixed(0)}/s, 8 clients ${eight.perSecond.toFixed(0)}/s\n`);
      return [
        {
          name: `query of ${steps.toLocaleString("en-US")} steps, 1 client`,
          p50Ms: oneSummary.p50Ms,
          p95Ms: oneSummary.p95Ms,
          throughput: one.perSecond,
          details: { operations: one.operations },
        },
        {
          name: `query of ${steps.toLocaleString("en-US")} steps, 8 clients in flight`,
          p50Ms: eightSummary.p50Ms,
          p95Ms: eightSummary.p95Ms,
          throughput: eight.perSecond,
          baselineName: "1 client",
          baselineThroughput: one.perSecond,
          ratio: eight.perSecond / one.perSecond,
          details: { operations: eight.operations },
        },
      ];
    } finally {
      await backend.dispose();
    }
  },
});
