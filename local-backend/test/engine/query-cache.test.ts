import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller, Engine, FunctionRunReport } from "../../src/engine/types.js";
import { cachedQueryBytes, QueryCache, type CachedQuery } from "../../src/engine/query-cache.js";
import { ReadSetImpl, WriteSet } from "../../src/engine/store.js";
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

describe("query cache size", () => {
  function result(name: string, resultChars = 100): CachedQuery {
    const readSet = new ReadSetImpl();
    readSet.add("counters", "by_name", { lower: name, upper: `${name}\u0000` });
    const outcome = { status: "success" as const, value: "x".repeat(resultChars - 2), logLines: [] as string[] };
    return { path: "counters:get", args: { name }, caller: anonymous, journalIn: null, fromTs: 1n, outcome, readSet, journal: null, resultChars, subscribed: false, logLinesTaken: true };
  }

  it("keeps results up to its size in bytes and gives up the least recently used first", () => {
    const oneResult = cachedQueryBytes("a", result("a"));
    const cache = new QueryCache(3 * oneResult);
    for (const name of ["a", "b", "c"]) cache.store(name, result(name), cache.generation);
    expect(cache.lookup("a", 1n)).toBeDefined();
    cache.store("d", result("d"), cache.generation);
    expect(["a", "b", "c", "d"].map((name) => cache.lookup(name, 1n) !== undefined)).toEqual([true, false, true, true]);
    expect(cache.sizeBytes).toBe(3 * oneResult);
  });

  it("counts a large result by its size: it pushes out as many of the least recent small ones as it needs room", () => {
    const small = cachedQueryBytes("a", result("a"));
    let chars = 100;
    while (cachedQueryBytes("f", result("f", chars)) < 2.5 * small) chars += 10;
    const large = result("f", chars);
    const cache = new QueryCache(6 * small);
    for (const name of ["a", "b", "c", "d", "e"]) cache.store(name, result(name), cache.generation);
    cache.store("f", large, cache.generation);
    expect(["a", "b", "c", "d", "e", "f"].map((name) => cache.lookup(name, 1n) !== undefined)).toEqual([false, false, true, true, true, true]);
    expect(cache.sizeBytes).toBe(3 * small + cachedQueryBytes("f", large));
  });

  it("drops a result stored in the same turn as a commit that writes into it, before the result is indexed", () => {
    const cache = new QueryCache();
    cache.store("a", result("a"), cache.generation);
    cache.store("b", result("b"), cache.generation);
    const writes = new WriteSet();
    writes.keys.set("counters\u0000by_name", ["a"]);
    cache.invalidate(2n, writes);
    expect([cache.lookup("a", 2n), cache.lookup("b", 2n)?.args]).toEqual([undefined, { name: "b" }]);
  });

  it("computes again a subscribed result stored in the same turn as a commit that writes into it", () => {
    const cache = new QueryCache();
    cache.store("a", { ...result("a"), subscribed: true }, cache.generation);
    cache.store("b", { ...result("b"), subscribed: true }, cache.generation);
    const writes = new WriteSet();
    writes.keys.set("counters\u0000by_name", ["a"]);
    expect(cache.invalidate(2n, writes).map(([key]) => key)).toEqual(["a"]);
    expect([cache.lookup("a", 2n), cache.lookup("b", 2n)?.args]).toEqual([undefined, { name: "b" }]);
  });

  it("counts a result stored in this turn at once, and keeps it when the turn ends with nobody asking", async () => {
    const oneResult = cachedQueryBytes("a", result("a"));
    const cache = new QueryCache();
    cache.store("a", result("a"), cache.generation);
    expect(cache.sizeBytes).toBe(oneResult);
    cache.store("b", result("b"), cache.generation);
    await new Promise((resolve) => setImmediate(resolve));
    const writes = new WriteSet();
    writes.keys.set("counters\u0000by_name", ["b"]);
    cache.invalidate(2n, writes);
    expect([cache.lookup("a", 2n)?.args, cache.lookup("b", 2n), cache.sizeBytes]).toEqual([{ name: "a" }, undefined, oneResult]);
  });

  it("keeps nothing larger than the whole cache, and nothing at all with a size of 0", () => {
    const cache = new QueryCache(cachedQueryBytes("a", result("a")));
    cache.store("a", result("a", 1_000), cache.generation);
    expect(cache.lookup("a", 1n)).toBeUndefined();
    const off = new QueryCache(0);
    off.store("a", result("a"), off.generation);
    expect([off.lookup("a", 1n), off.sizeBytes]).toEqual([undefined, 0]);
  });

  it("holds thousands of small results by default, as Convex's 100 MiB cache does", async () => {
    const roomy = await open();
    const seen: boolean[] = [];
    roomy.deployment?.onFunctionRun((report) => seen.push(report.cachedResult === true));
    try {
      for (let index = 0; index < 3_000; index++) await roomy.runQuery("counters:get", { name: `many-${index}` }, anonymous);
      seen.length = 0;
      for (const index of [0, 1_000, 2_999]) await roomy.runQuery("counters:get", { name: `many-${index}` }, anonymous);
      expect(seen).toEqual([true, true, true]);
    } finally {
      await roomy.close();
    }
  });

  it("runs again a result pushed out of a small cache, and answers the recently read ones from it", async () => {
    const small = await open(undefined, { queryCacheBytes: 4_000 });
    const seen: boolean[] = [];
    small.deployment?.onFunctionRun((report) => seen.push(report.cachedResult === true));
    try {
      const read = (name: string) => small.runQuery("counters:get", { name }, anonymous);
      for (let index = 0; index < 20; index++) await read(`few-${index}`);
      seen.length = 0;
      await read("few-19");
      await read("few-0");
      expect(seen).toEqual([true, false]);
    } finally {
      await small.close();
    }
  });
});
