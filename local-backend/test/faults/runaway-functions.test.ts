import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackendProcess } from "../conformance/support/backend-process";
import { httpClient, webSocketClient } from "../conformance/support/clients";
import { WALL_CLOCK_FACTOR } from "../../src/engine/executor/run-budget";
import { api } from "../fixtures/functions/_generated/api";

/**
 * A function that never returns, or never stops allocating, costs its caller Convex's error and
 * nobody else more than a bounded delay: another client's subscription keeps updating meanwhile.
 */

const queryMutationLimitMs = 1_000;
const actionLimitMs = 2_000;
// Time between the limit and the caller holding the error: stopping the thread, the round trip.
const marginMs = 1_000;
// The limit is CPU time: on a busy machine a run may get up to ten times its limit in wall-clock time
// (WALL_CLOCK_FACTOR); on a quiet one it is stopped right at its limit.
const busyMachineFactor = WALL_CLOCK_FACTOR;

let backend: BackendProcess;

beforeAll(async () => {
  backend = await BackendProcess.start({ extraArgs: ["--action-timeout", String(actionLimitMs / 1000)] });
});

afterAll(async () => {
  await backend?.dispose();
});

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
}

/**
 * Another client writes a counter over HTTP and watches it over the WebSocket: each sample is the
 * time from sending a write to seeing it in the subscription. Samples until `until` settles.
 */
async function sampleUpdateLatencies(client: ConvexClient, name: string, until: Promise<unknown>): Promise<number[]> {
  const writer = httpClient(backend);
  let settled = false;
  void until.finally(() => (settled = true));
  let latest = -1;
  const waiters = new Map<number, () => void>();
  const stop = client.onUpdate(api.counters.get, { name }, (value) => {
    latest = value ?? -1;
    for (const [target, wake] of waiters) if (latest >= target) wake();
  });
  const samples: number[] = [];
  try {
    for (let value = 1; !settled; value++) {
      const started = performance.now();
      const seen = new Promise<void>((resolve) => (latest >= value ? resolve() : waiters.set(value, resolve)));
      await writer.mutation(api.counters.set, { name, value });
      await seen;
      waiters.delete(value);
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    stop();
  }
  return samples;
}

async function idleSamples(client: ConvexClient, name: string): Promise<number[]> {
  return await sampleUpdateLatencies(client, name, new Promise((resolve) => setTimeout(resolve, 1_000)));
}

async function timed<T>(call: () => Promise<T>): Promise<{ result: T; elapsedMs: number }> {
  const started = performance.now();
  const result = await call();
  return { result, elapsedMs: performance.now() - started };
}

async function errorOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("the call succeeded");
}

const runaways = [
  {
    kind: "query",
    limitMs: queryMutationLimitMs,
    call: () => errorOf(() => httpClient(backend).query(api.runaway.spinningQuery, {})),
  },
  {
    kind: "mutation",
    limitMs: queryMutationLimitMs,
    // Mutations run one at a time: writes queue behind the runaway until it is stopped.
    blocksWrites: true,
    call: () => errorOf(() => httpClient(backend).mutation(api.runaway.spinningMutation, { name: "written-before-spinning" })),
  },
  {
    kind: "action",
    limitMs: actionLimitMs,
    call: () => errorOf(() => httpClient(backend).action(api.runaway.spinningAction, {})),
  },
  {
    kind: "HTTP action",
    limitMs: actionLimitMs,
    call: async () => {
      const response = await fetch(`${backend.siteUrl}/spin`);
      return `${response.status} ${await response.text()}`;
    },
  },
] as Array<{ kind: string; limitMs: number; blocksWrites?: boolean; call: () => Promise<string> }>;

describe("a function that never returns", () => {
  for (const runaway of runaways) {
    it(`a ${runaway.kind} gets Convex's timeout error within its limit while another client's subscription keeps updating`, async () => {
      const client = webSocketClient(backend);
      try {
        const counter = `watched-during-${runaway.kind}`;
        await idleSamples(client, `${counter}-warm-up`);
        const idle = await idleSamples(client, counter);
        const stopped = timed(runaway.call);
        const during = await sampleUpdateLatencies(client, counter, stopped);
        const { result: message, elapsedMs } = await stopped;
        if (runaway.blocksWrites === true) during.push(...(await sampleUpdateLatencies(client, counter, new Promise((resolve) => setTimeout(resolve, 300)))));

        expect(message).toContain(`Function execution timed out (maximum duration: ${runaway.limitMs / 1000}s)`);
        expect(elapsedMs).toBeGreaterThanOrEqual(runaway.limitMs);
        expect(elapsedMs).toBeLessThan(runaway.limitMs * busyMachineFactor + marginMs);
        if (runaway.blocksWrites === true) {
          expect(Math.max(...during), "a write waited no longer than the runaway mutation's limit").toBeLessThan(runaway.limitMs * busyMachineFactor + marginMs);
        } else {
          expect(during.length, "the subscription kept updating while the function ran").toBeGreaterThan(3);
        }
        console.log(
          `runaway ${runaway.kind}: stopped after ${elapsedMs.toFixed(0)} ms (limit ${runaway.limitMs} ms); ` +
            `another client's update latency p95 idle ${p95(idle).toFixed(1)} ms, during the runaway ${p95(during).toFixed(1)} ms (${during.length} updates)`,
        );
      } finally {
        await client.close();
      }
    });
  }

  it("a mutation stopped by the limit commits nothing", async () => {
    const message = await errorOf(() => httpClient(backend).mutation(api.runaway.spinningMutation, { name: "never-committed" }));
    expect(message).toContain("Function execution timed out");
    expect(await httpClient(backend).query(api.counters.get, { name: "never-committed" })).toBeNull();
  });
});

describe("a function that allocates without end", () => {
  it("gets Convex's out-of-memory error, and the backend stays up", async () => {
    const message = await errorOf(() => httpClient(backend).query(api.runaway.allocatingQuery, {}));
    expect(message).toContain("JavaScript execution ran out of memory (maximum memory usage: 64 MB)");
    expect((await fetch(`${backend.url}/version`)).status).toBe(200);
    await httpClient(backend).mutation(api.counters.set, { name: "after-out-of-memory", value: 7 });
    expect(await httpClient(backend).query(api.counters.get, { name: "after-out-of-memory" })).toBe(7);
  });
});
