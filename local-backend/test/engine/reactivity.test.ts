import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommitNotice, Engine, ReadSet } from "../../src/engine/types.js";
import { anonymous, mutation, open } from "./engine-harness.js";

let engine: Engine;
let notices: CommitNotice[] = [];
beforeAll(async () => {
  engine = await open();
  engine.onCommit((notice) => notices.push(notice));
});
afterAll(async () => {
  await engine.close();
});

async function readSetOf(path: string, args: Record<string, unknown>): Promise<ReadSet> {
  const { outcome, readSet } = await engine.runQuery(path, args as never, anonymous);
  expect(outcome.status).toBe("success");
  return readSet;
}

async function invalidated(readSet: ReadSet, write: () => Promise<unknown>): Promise<boolean> {
  notices = [];
  await write();
  expect(notices).toHaveLength(1);
  return (notices[0] as CommitNotice).invalidates(readSet);
}

describe("read-set invalidation", () => {
  it("notifies each commit once, after it is durable, with an increasing ts", async () => {
    notices = [];
    const before = engine.currentTs();
    const { ts } = await engine.runMutation("bookings:book", { vetId: "rx-ts", day: "mon", slot: 1 }, anonymous);
    expect(notices.map((n) => n.ts)).toEqual([ts]);
    expect(ts > before).toBe(true);
    expect(engine.currentTs()).toBe(ts);
  });

  it("re-runs a vet's day when a booking lands in it, not when another vet's does", async () => {
    const readSet = await readSetOf("bookings:forVetDay", { vetId: "rx-a", day: "mon" });
    expect(await invalidated(readSet, () => mutation(engine, "bookings:book", { vetId: "rx-b", day: "mon", slot: 1 }))).toBe(false);
    expect(await invalidated(readSet, () => mutation(engine, "bookings:book", { vetId: "rx-a", day: "tue", slot: 1 }))).toBe(false);
    expect(await invalidated(readSet, () => mutation(engine, "bookings:book", { vetId: "rx-a", day: "mon", slot: 1 }))).toBe(true);
  });

  it("tracks only the part of a range a query actually read", async () => {
    for (const slot of [10, 20, 30]) await mutation(engine, "bookings:book", { vetId: "rx-range", day: "mon", slot });
    const readSet = await readSetOf("bookings:slotsBetween", { vetId: "rx-range", day: "mon", from: 15, to: 25, order: "asc" });
    expect(await invalidated(readSet, () => mutation(engine, "bookings:book", { vetId: "rx-range", day: "mon", slot: 5 }))).toBe(false);
    expect(await invalidated(readSet, () => mutation(engine, "bookings:book", { vetId: "rx-range", day: "mon", slot: 26 }))).toBe(false);
    expect(await invalidated(readSet, () => mutation(engine, "bookings:book", { vetId: "rx-range", day: "mon", slot: 16 }))).toBe(true);
  });

  it("re-runs a db.get when that document changes, and only then", async () => {
    const id = (await mutation(engine, "bookings:book", { vetId: "rx-get", day: "mon", slot: 1 })) as string;
    const other = (await mutation(engine, "bookings:book", { vetId: "rx-get", day: "mon", slot: 2 })) as string;
    const readSet = await readSetOf("bookings:get", { id });
    expect(await invalidated(readSet, () => mutation(engine, "bookings:addNote", { id: other, note: "x" }))).toBe(false);
    expect(await invalidated(readSet, () => mutation(engine, "bookings:addNote", { id, note: "x" }))).toBe(true);
  });

  it("commits nothing for a patch that leaves the document as it was", async () => {
    const id = (await mutation(engine, "bookings:book", { vetId: "rx-same", day: "mon", slot: 1 })) as string;
    await mutation(engine, "bookings:addNote", { id, note: "same" });
    notices = [];
    const before = engine.currentTs();
    await mutation(engine, "bookings:addNote", { id, note: "same" });
    expect(notices).toEqual([]);
    expect(engine.currentTs()).toBe(before);
  });

  it("invalidates when a document moves out of the range read", async () => {
    const id = (await mutation(engine, "bookings:book", { vetId: "rx-move", day: "mon", slot: 1 })) as string;
    const readSet = await readSetOf("bookings:forVetDay", { vetId: "rx-move", day: "mon" });
    expect(await invalidated(readSet, () => mutation(engine, "bookings:cancel", { id }))).toBe(true);
  });

  it("serves queries at an earlier committed ts", async () => {
    await mutation(engine, "bookings:book", { vetId: "rx-history", day: "mon", slot: 1 });
    const tsBefore = engine.currentTs();
    await mutation(engine, "bookings:book", { vetId: "rx-history", day: "mon", slot: 2 });
    const then = await engine.runQuery("bookings:forVetDay", { vetId: "rx-history", day: "mon" }, anonymous, tsBefore);
    const now = await engine.runQuery("bookings:forVetDay", { vetId: "rx-history", day: "mon" }, anonymous);
    expect(then.ts).toBe(tsBefore);
    expect(then.outcome.status === "success" && (then.outcome.value as unknown[]).length).toBe(1);
    expect(now.outcome.status === "success" && (now.outcome.value as unknown[]).length).toBe(2);
  });
});
