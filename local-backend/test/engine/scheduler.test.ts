import { describe, expect, it } from "vitest";
import type { JSONValue } from "convex/values";
import type { Engine } from "../../src/engine/types.js";
import { mutation, open, query, tempDataDir } from "./engine-harness.js";

async function waitFor<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return read();
}

const jobState = (engine: Engine, id: JSONValue) => query(engine, "counters:job", { id }) as Promise<{ state: { kind: string } } | null>;

describe("scheduler", () => {
  it("runs a scheduled mutation and records its state", async () => {
    const engine = await open();
    const id = await mutation(engine, "counters:incrementLater", { name: "sched-run", delayMs: 0 });
    expect(await waitFor(() => query(engine, "counters:get", { name: "sched-run" }), (value) => value === 1)).toBe(1);
    expect((await waitFor(() => jobState(engine, id), (job) => job?.state.kind === "success"))?.state.kind).toBe("success");
    await engine.close();
  });

  it("cancels a pending job", async () => {
    const engine = await open();
    const id = await mutation(engine, "counters:incrementLater", { name: "sched-cancel", delayMs: 200 });
    await mutation(engine, "counters:cancelJob", { id });
    expect((await jobState(engine, id))?.state.kind).toBe("canceled");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await query(engine, "counters:get", { name: "sched-cancel" })).toBeNull();
    await engine.close();
  });

  it("runs a job that came due while the backend was down", async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    const id = await mutation(first, "counters:incrementLater", { name: "sched-restart", delayMs: 300 });
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 400));

    const second = await open(dataDir);
    expect(await waitFor(() => query(second, "counters:get", { name: "sched-restart" }), (value) => value === 1)).toBe(1);
    expect((await waitFor(() => jobState(second, id), (job) => job?.state.kind === "success"))?.state.kind).toBe("success");
    await second.close();
  });

  it("does not schedule jobs of a mutation that failed", async () => {
    const engine = await open();
    const { outcome } = await engine.runMutation("counters:scheduleThenFail", { name: "sched-failed" }, { kind: "user", identity: null });
    expect(outcome).toMatchObject({ status: "error", errorData: { code: "CHANGED_MY_MIND" } });
    expect(await query(engine, "counters:jobsFor", { name: "sched-failed" })).toBe(0);
    await mutation(engine, "counters:incrementLater", { name: "sched-failed", delayMs: 60_000 });
    expect(await query(engine, "counters:jobsFor", { name: "sched-failed" })).toBe(1);
    await engine.close();
  });
});
