import { describe, expect, it } from "vitest";
import { WorkerPool, type PooledThread } from "../../src/engine/executor/worker-pool.js";

class FakeThread implements PooledThread {
  exited = false;
  retired = false;
  constructor(
    readonly name: string,
    readonly home: boolean,
  ) {}
  terminate(): void {
    this.exited = true;
  }
  ref(): void {}
  unref(): void {}
}

/** A pool of two threads, the first of them its preferred (home) thread, both idle. */
async function twoIdleThreads() {
  const made: FakeThread[] = [];
  const pool = new WorkerPool<FakeThread>(
    () => {
      const thread = new FakeThread(`t${made.length}`, made.length === 0);
      made.push(thread);
      return thread;
    },
    { warm: 2, max: 4, growAfterMs: 1_000, shouldGrow: () => false, prefer: (thread) => thread.home },
  );
  const [first, second] = [await pool.acquire(), await pool.acquire()];
  pool.release(first);
  pool.release(second);
  return { pool, home: made[0]!, other: made[1]! };
}

describe("worker pool", () => {
  it("hands out its preferred thread whenever it is idle, whichever came free last", async () => {
    const { pool, home, other } = await twoIdleThreads();
    expect(await pool.acquire()).toBe(home);
    expect(await pool.acquire()).toBe(other);
  });

  it("hands a run that asks to avoid it another idle thread, and the preferred one when no other is idle", async () => {
    const { pool, home, other } = await twoIdleThreads();
    expect(await pool.acquire({ avoidPreferred: true })).toBe(other);
    expect(await pool.acquire({ avoidPreferred: true })).toBe(home);
  });
});
