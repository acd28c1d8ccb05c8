import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RunBudget, WALL_CLOCK_FACTOR } from "../../src/engine/executor/run-budget";

const LIMIT_MS = 1000;

/** A run's budget on a thread that gets `cpuShare` of a core; `run(forMs)` lets time pass until it expires. */
function starvedRun(options: { startsPaused: boolean; cpuShare: number }) {
  let cpuMs = 0;
  let expiredAt: number | null = null;
  const started = performance.now();
  const budget = new RunBudget(LIMIT_MS, () => (expiredAt = performance.now() - started), () => cpuMs, { paused: options.startsPaused });
  return {
    budget,
    expiredAt: () => expiredAt,
    async run(forMs: number, stepMs = 10) {
      for (let elapsed = 0; elapsed < forMs && expiredAt === null; elapsed += stepMs) {
        cpuMs += stepMs * options.cpuShare;
        await vi.advanceTimersByTimeAsync(stepMs);
      }
    },
  };
}

describe("a run's time budget", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] }));
  afterEach(() => vi.useRealTimers());

  it("stops a run that uses its limit in CPU time", async () => {
    const run = starvedRun({ startsPaused: false, cpuShare: 1 });
    await run.run(3000);
    expect(run.expiredAt()).toBeGreaterThanOrEqual(LIMIT_MS);
    expect(run.expiredAt()).toBeLessThan(LIMIT_MS + 100);
  });

  it("gives a run starved of CPU more wall-clock time, also when its thread was still starting at the first probe", async () => {
    // The thread starts 300 ms after the run was handed to it (a loaded machine), then gets a tenth of a core.
    const run = starvedRun({ startsPaused: true, cpuShare: 0.1 });
    await vi.advanceTimersByTimeAsync(300);
    run.budget.resume();
    await run.run(5000);
    expect(run.expiredAt()).toBeNull();
    // ...but not without end: the hard limit in wall-clock time.
    await run.run(WALL_CLOCK_FACTOR * LIMIT_MS);
    expect(run.expiredAt()).not.toBeNull();
  });
});

describe("a run's time budget when the engine is busy", () => {
  it("charges a late first probe only the CPU the thread gained since a reading from before the run", async () => {
    // A tenth of a core for the run's thread, and an engine that is busy for the first 150 ms of the run, so its
    // first probe (due at 50 ms) fires at 150 ms.
    const limitMs = 200;
    const started = performance.now();
    const cpuClock = () => Math.floor((performance.now() - started) * 0.1);
    let expiredAt: number | null = null;
    const budget = new RunBudget(limitMs, () => (expiredAt = performance.now() - started), cpuClock, { cpuBefore: 0 });
    while (performance.now() - started < 150) {
      // the engine's own work
    }
    // Charged the 150 ms of the engine's delay as CPU, the run would be stopped at about 650 ms.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(expiredAt).toBeNull();
    // It is still stopped once its CPU reaches the limit (here at about 1.9 s), within the hard limit in wall-clock time.
    await new Promise((resolve) => setTimeout(resolve, WALL_CLOCK_FACTOR * limitMs - 1200 + 1500));
    expect(expiredAt).not.toBeNull();
    budget.stop();
  });
});
