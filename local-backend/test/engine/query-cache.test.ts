import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller, Engine, FunctionRunReport } from "../../src/engine/types.js";
import { admin, anonymous, mutation, open, valueOf } from "./engine-harness.js";

// Query results are cached as on Convex (src/engine/query-cache.ts): a repeated query is answered without a
// run until a commit writes into what it read; subscribed results are computed again during the commit.

let engine: Engine;
let reports: FunctionRunReport[] = [];
beforeAll(async () => {
  engine = await open();
  engine.deployment?.onFunctionRun((report) => reports.push(report));
});
afterAll(async () => {
  await engine.close();
});

function user(subject: string): Caller {
  return { kind: "user", identity: { subject, issuer: "https://issuer.test", tokenIdentifier: `https://issuer.test|${subject}` } };
}

async function counter(name: string, options: { caller?: Caller; subscribed?: boolean } = {}): Promise<unknown> {
  const { outcome } = await engine.runQuery("counters:get", { name }, options.caller ?? anonymous, undefined, null, options.subscribed);
  return valueOf(outcome);
}

/** The query runs (not cache hits) reported since the last call. */
function queryRuns(): Array<{ identifier: string; cached: boolean }> {
  const runs = reports.filter((report) => report.udfType === "Query").map((report) => ({ identifier: report.identifier, cached: report.cachedResult === true }));
  reports = [];
  return runs;
}

describe("query cache", () => {
  it("answers a repeated query without running it, until a commit writes into what it read", async () => {
    await mutation(engine, "counters:increment", { name: "qc-a" }, admin);
    queryRuns();
    expect([await counter("qc-a"), await counter("qc-a")]).toEqual([1, 1]);
    expect(queryRuns()).toEqual([
      { identifier: "counters.js:get", cached: false },
      { identifier: "counters.js:get", cached: true },
    ]);
    await mutation(engine, "counters:increment", { name: "qc-other" }, admin);
    expect(await counter("qc-a")).toBe(1);
    await mutation(engine, "counters:increment", { name: "qc-a" }, admin);
    expect(await counter("qc-a")).toBe(2);
    expect(queryRuns().map((run) => run.cached)).toEqual([true, false]);
  });

  it("keeps results apart per caller: an auth-dependent query answers each identity its own", async () => {
    const whoAmI = async (caller: Caller) => valueOf((await engine.runQuery("runtime:whoAmI", {}, caller)).outcome);
    queryRuns();
    expect([await whoAmI(user("ada")), await whoAmI(user("bea")), await whoAmI(anonymous), await whoAmI(user("ada"))]).toEqual(["ada", "bea", null, "ada"]);
    expect(queryRuns().map((run) => run.cached)).toEqual([false, false, false, true]);
  });

  it("gives a run's console lines to its first caller only", async () => {
    const read = () => engine.runQuery("readAhead:counterOrElsewhere", { name: "qc-log", elsewhere: false }, anonymous);
    const [first, second] = [await read(), await read()];
    expect(first.outcome.logLines).toHaveLength(1);
    expect(second.outcome.logLines).toEqual([]);
    expect(valueOf(second.outcome)).toEqual(valueOf(first.outcome));
  });

  it("runs a query that read the clock every time: its result is only valid at that time", async () => {
    queryRuns();
    const [first, second] = [await engine.runQuery("runtime:determinism", {}, anonymous), await engine.runQuery("runtime:determinism", {}, anonymous)];
    expect([first.outcome.logLines.length, second.outcome.logLines.length]).toEqual([1, 1]);
    expect(queryRuns().map((run) => run.cached)).toEqual([false, false]);
  });

  it("counts new Date() as reading the clock: such a query runs every time too", async () => {
    queryRuns();
    await engine.runQuery("runtime:dateObjects", {}, anonymous);
    await engine.runQuery("runtime:dateObjects", {}, anonymous);
    expect(queryRuns().map((run) => run.cached)).toEqual([false, false]);
  });

  it("computes a subscribed result again during the commit that invalidates it, so the subscription's re-run is a cache hit", async () => {
    await mutation(engine, "counters:increment", { name: "qc-sub" }, admin);
    expect(await counter("qc-sub", { subscribed: true })).toBe(1);
    queryRuns();
    const { ts } = await engine.runMutation("counters:increment", { name: "qc-sub" }, admin);
    const rerun = await engine.runQuery("counters:get", { name: "qc-sub" }, anonymous, ts, null, true);
    expect(valueOf(rerun.outcome)).toBe(2);
    expect(rerun.ts).toBe(ts);
    expect(queryRuns()).toEqual([
      { identifier: "counters.js:get", cached: false },
      { identifier: "counters.js:get", cached: true },
    ]);
  });

  it("serves a query at an older timestamp from that snapshot, not from a newer cached result", async () => {
    await mutation(engine, "counters:increment", { name: "qc-old" }, admin);
    const before = engine.currentTs();
    await mutation(engine, "counters:increment", { name: "qc-old" }, admin);
    expect(await counter("qc-old")).toBe(2);
    expect(valueOf((await engine.runQuery("counters:get", { name: "qc-old" }, anonymous, before)).outcome)).toBe(1);
  });

  it("drops every result when an environment variable changes (functions read process.env)", async () => {
    const greeting = async () => valueOf((await engine.runQuery("readAhead:greeting", {}, anonymous)).outcome);
    await engine.env.set("GREETING", "hello");
    expect(await greeting()).toBe("hello");
    await engine.env.set("GREETING", "bonjour");
    expect(await greeting()).toBe("bonjour");
  });
});
