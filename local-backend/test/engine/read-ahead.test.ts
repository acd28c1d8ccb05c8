import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller, CommitNotice, Engine, ReadSet } from "../../src/engine/types.js";
import { admin, anonymous, mutation, open, valueOf } from "./engine-harness.js";

// A run's leading reads are answered ahead from the function's previous run (src/engine/executor/read-ahead.ts):
// whether the guess is right or wrong, results, read sets and counted reads must be what a plain run gives.

let engine: Engine;
let notices: CommitNotice[] = [];
beforeAll(async () => {
  engine = await open();
  engine.onCommit((notice) => notices.push(notice));
});
afterAll(async () => {
  await engine.close();
});

async function run(path: string, args: Record<string, unknown>, caller: Caller = anonymous): Promise<{ value: unknown; readSet: ReadSet }> {
  const { outcome, readSet } = await engine.runQuery(path, args as never, caller);
  return { value: valueOf(outcome), readSet };
}

async function setCounter(name: string): Promise<void> {
  await mutation(engine, "counters:increment", { name }, admin);
}

async function invalidates(readSet: ReadSet, name: string): Promise<boolean> {
  notices = [];
  await setCounter(name);
  return notices.some((notice) => notice.invalidates(readSet));
}

function user(subject: string): Caller {
  return { kind: "user", identity: { subject, issuer: "https://issuer.test", tokenIdentifier: `https://issuer.test|${subject}` } };
}

describe("reads answered ahead", () => {
  it("give a repeated query, and one with other arguments, the result and read set of a plain run", async () => {
    for (const name of ["ra-a", "ra-b"]) await setCounter(name);
    const first = await run("readAhead:counterOrElsewhere", { name: "ra-a", elsewhere: false });
    const again = await run("readAhead:counterOrElsewhere", { name: "ra-a", elsewhere: false });
    const other = await run("readAhead:counterOrElsewhere", { name: "ra-b", elsewhere: false });
    expect([first.value, again.value, other.value]).toEqual([1, 1, 1].map((value) => ({ value, documentsRead: 1 })));
    expect(await invalidates(other.readSet, "ra-a")).toBe(false);
    expect(await invalidates(other.readSet, "ra-b")).toBe(true);
    expect(await invalidates(again.readSet, "ra-a")).toBe(true);
  });

  it("leave nothing behind when the run reads something else: not in its read set, not in its counted reads", async () => {
    await setCounter("ra-c");
    await run("readAhead:counterOrElsewhere", { name: "ra-c", elsewhere: false });
    // the guess is counter ra-c again; the run reads ra-c-elsewhere, which does not exist
    const elsewhere = await run("readAhead:counterOrElsewhere", { name: "ra-c", elsewhere: true });
    expect(elsewhere.value).toEqual({ value: null, documentsRead: 0 });
    expect(await invalidates(elsewhere.readSet, "ra-c")).toBe(false);
    expect(await invalidates(elsewhere.readSet, "ra-c-elsewhere")).toBe(true);
  });

  it("answer who asks, a db.get and an index range for this run's caller and arguments", async () => {
    const ids: string[] = [];
    for (const [vetId, slot] of [["ra-vet-1", 1], ["ra-vet-1", 2], ["ra-vet-2", 7]] as const) {
      ids.push((await mutation(engine, "bookings:book", { vetId, day: "mon", slot })) as string);
    }
    const ada = await run("readAhead:bookingAndDay", { id: ids[0] }, user("ada"));
    const bea = await run("readAhead:bookingAndDay", { id: ids[2] }, user("bea"));
    const nobody = await run("readAhead:bookingAndDay", { id: ids[1] });
    expect(ada.value).toEqual({ subject: "ada", slots: [1, 2], documentsRead: 3 });
    expect(bea.value).toEqual({ subject: "bea", slots: [7], documentsRead: 2 });
    expect(nobody.value).toEqual({ subject: null, slots: [1, 2], documentsRead: 3 });
    notices = [];
    await mutation(engine, "bookings:book", { vetId: "ra-vet-1", day: "mon", slot: 3 });
    expect(notices.map((notice) => [notice.invalidates(ada.readSet), notice.invalidates(bea.readSet)])).toEqual([[true, false]]);
  });

  it("let a mutation read ahead, write, and read its own write", async () => {
    const results = [];
    for (let round = 0; round < 3; round++) results.push(await mutation(engine, "readAhead:bumpAndReread", { name: "ra-bump" }));
    expect(results).toEqual([
      { before: null, after: 1 },
      { before: 1, after: 2 },
      { before: 2, after: 3 },
    ]);
  });
});
