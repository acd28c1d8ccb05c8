import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine, ReadSet } from "../../src/engine/types.js";
import { anonymous, mutation, open } from "./engine-harness.js";

let engine: Engine;
beforeAll(async () => {
  engine = await open();
});
afterAll(async () => {
  await engine.close();
});

interface Page {
  page: Array<{ slot: number }>;
  isDone: boolean;
  continueCursor: string;
}

async function loadPage(vetId: string, cursor: string | null, journal: string | null = null): Promise<{ page: Page; journal: string | null; readSet: ReadSet }> {
  const result = await engine.runQuery("bookings:page", { vetId, paginationOpts: { numItems: 2, cursor } }, anonymous, undefined, journal);
  if (result.outcome.status !== "success") throw new Error(result.outcome.errorMessage);
  return { page: result.outcome.value as unknown as Page, journal: result.journal ?? null, readSet: result.readSet };
}

const slots = (page: Page) => page.page.map((row) => row.slot);

describe("pagination", () => {
  it("walks an index range page by page", async () => {
    for (const slot of [10, 20, 30, 40, 50]) await mutation(engine, "bookings:book", { vetId: "pg-walk", day: "mon", slot });
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const { page } = await loadPage("pg-walk", cursor);
      seen.push(...slots(page));
      if (page.isDone) break;
      cursor = page.continueCursor;
    }
    expect(seen).toEqual([10, 20, 30, 40, 50]);
  });

  it("keeps reactive pages gap-free when rows are inserted between them", async () => {
    for (const slot of [10, 20, 30, 40]) await mutation(engine, "bookings:book", { vetId: "pg-gap", day: "mon", slot });
    const first = await loadPage("pg-gap", null);
    const second = await loadPage("pg-gap", first.page.continueCursor);
    expect(slots(first.page)).toEqual([10, 20]);
    expect(slots(second.page)).toEqual([30, 40]);

    let invalidatesFirst = false;
    let invalidatesSecond = false;
    const unsubscribe = engine.onCommit((notice) => {
      invalidatesFirst ||= notice.invalidates(first.readSet);
      invalidatesSecond ||= notice.invalidates(second.readSet);
    });
    await mutation(engine, "bookings:book", { vetId: "pg-gap", day: "mon", slot: 15 });
    unsubscribe();
    expect(invalidatesFirst).toBe(true);
    expect(invalidatesSecond).toBe(false);

    // The subscription re-runs with its journal: the first page grows instead of pushing 20 out of every page.
    const rerun = await loadPage("pg-gap", null, first.journal);
    expect(slots(rerun.page)).toEqual([10, 15, 20]);
    expect(rerun.page.continueCursor).toBe(first.page.continueCursor);
    expect([...slots(rerun.page), ...slots(second.page)]).toEqual([10, 15, 20, 30, 40]);
  });

  it("ends a page at an explicit endCursor and reports a split for oversized pages", async () => {
    for (let slot = 1; slot <= 12; slot++) await mutation(engine, "bookings:book", { vetId: "pg-split", day: "mon", slot });
    const first = await loadPage("pg-split", null);
    const rest = await loadPage("pg-split", first.page.continueCursor);
    const bounded = await engine.runQuery(
      "bookings:page",
      { vetId: "pg-split", paginationOpts: { numItems: 2, cursor: null, endCursor: rest.page.continueCursor } },
      anonymous,
    );
    const value = bounded.outcome.status === "success" ? (bounded.outcome.value as unknown as Page & { pageStatus: string | null; splitCursor: string | null }) : null;
    expect(value?.page.map((r) => r.slot)).toEqual([1, 2, 3, 4]);
    expect(value?.continueCursor).toBe(rest.page.continueCursor);

    const all = await engine.runQuery("bookings:page", { vetId: "pg-split", paginationOpts: { numItems: 2, cursor: null, endCursor: "_end_cursor" } }, anonymous);
    const allValue = all.outcome.status === "success" ? (all.outcome.value as unknown as { page: unknown[]; pageStatus: string; splitCursor: string; isDone: boolean }) : null;
    expect(allValue?.page).toHaveLength(12);
    expect(allValue?.isDone).toBe(true);
    expect(allValue?.pageStatus).toBe("SplitRecommended");
    expect(typeof allValue?.splitCursor).toBe("string");
  });

  it("pages through a descending range, with the same gap-free journal", async () => {
    for (const slot of [10, 20, 30, 40]) await mutation(engine, "bookings:book", { vetId: "pg-desc", day: "mon", slot });
    const run = async (cursor: string | null, journal: string | null = null) => {
      const result = await engine.runQuery("bookings:pageNewestFirst", { vetId: "pg-desc", paginationOpts: { numItems: 2, cursor } }, anonymous, undefined, journal);
      if (result.outcome.status !== "success") throw new Error(result.outcome.errorMessage);
      return { page: result.outcome.value as unknown as Page, journal: result.journal ?? null };
    };
    const first = await run(null);
    const second = await run(first.page.continueCursor);
    expect(slots(first.page)).toEqual([40, 30]);
    expect(slots(second.page)).toEqual([20, 10]);
    await mutation(engine, "bookings:book", { vetId: "pg-desc", day: "mon", slot: 35 });
    expect(slots((await run(null, first.journal)).page)).toEqual([40, 35, 30]);
    expect(slots((await run(first.page.continueCursor)).page)).toEqual([20, 10]);
  });

  it("stops a page early at maximumRowsRead", async () => {
    for (let slot = 1; slot <= 6; slot++) await mutation(engine, "bookings:book", { vetId: "pg-max", day: "mon", slot });
    const { outcome } = await engine.runQuery("bookings:page", { vetId: "pg-max", paginationOpts: { numItems: 10, cursor: null, maximumRowsRead: 3 } }, anonymous);
    const value = outcome.status === "success" ? (outcome.value as unknown as Page) : null;
    expect(value?.page.map((r) => r.slot)).toEqual([1, 2, 3]);
    expect(value?.isDone).toBe(false);
  });

  it("rejects a cursor from another index as InvalidCursor", async () => {
    const { outcome } = await engine.runQuery("bookings:page", { vetId: "pg-walk", paginationOpts: { numItems: 2, cursor: "counters.by_name:AAAA" } }, anonymous);
    expect(outcome.status === "error" && outcome.errorMessage).toMatch(/InvalidCursor/);
  });
});
