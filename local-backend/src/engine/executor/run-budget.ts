import { CPU_CLOCK_RESOLUTION_MS } from "./thread-cpu-clock.js";

/**
 * The time a run may spend in user code. Like Convex, time spent waiting for the engine (nested calls,
 * fetches) does not count: the clock pauses while the run has such a call open. Where the thread's CPU
 * time can be read (Linux), a run that reached its limit in wall-clock time but has not used that much
 * CPU (a busy machine) gets the rest, up to ten times its limit in wall-clock time: the limit is the
 * function's, not the machine's, but a runaway must still end soon.
 *
 * Almost every run ends within a millisecond, so a run costs one timer and nothing else: pausing and
 * resuming only move the deadline, and the thread's CPU clock (a read of /proc) is first read when
 * the run has lasted `CPU_PROBE_MS`. The time before that probe counts as CPU time in full, unless a
 * reading of the thread's clock from before the run started (`cpuBefore`) shows it gained less: a
 * probe that fires late because the engine is busy then does not charge the run for the engine's delay.
 * Either way a run can never get more than its limit.
 */
/** How much longer than its limit, in wall-clock time, a run starved of CPU may take. */
export const WALL_CLOCK_FACTOR = 10;
const CPU_PROBE_MS = 50;

export type RunBudgetOptions = {
  /** the clock starts at the first `resume()` (the thread is still booting) */
  paused?: boolean;
  /** the thread's CPU milliseconds at some moment before the run started (null: unknown) */
  cpuBefore?: number | null;
};

export class RunBudget {
  /** user-code milliseconds (wall clock, pauses excluded) before the run started */
  private readonly startedAt: number;
  private pausedMs = 0;
  private openPauses = 0;
  private pausedAt = 0;
  /** CPU milliseconds of the thread at the probe, and the run's unpaused milliseconds then */
  private cpuAtProbe: number | null = null;
  private creditMs = 0;
  private cpuAtImport: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  private readonly cpuBefore: number | null;

  /** `cpuClock`: CPU milliseconds of the run's thread so far (null: unknown). */
  constructor(
    private readonly limitMs: number,
    private readonly onExpired: () => void,
    private readonly cpuClock: () => number | null,
    { paused = false, cpuBefore = null }: RunBudgetOptions = {},
  ) {
    this.startedAt = performance.now();
    this.cpuBefore = cpuBefore;
    if (paused) this.pause();
    this.arm(Math.min(CPU_PROBE_MS, limitMs));
  }

  pause(): void {
    if (this.openPauses++ === 0) this.pausedAt = performance.now();
  }

  resume(): void {
    if (--this.openPauses === 0) this.pausedMs += performance.now() - this.pausedAt;
  }

  /** The thread imports a module for the run: neither that time nor that CPU is the function's. */
  pauseForImport(): void {
    if (this.cpuAtProbe !== null) this.cpuAtImport = this.cpuClock();
    this.pause();
  }

  resumeAfterImport(): void {
    if (this.cpuAtProbe !== null && this.cpuAtImport !== null) {
      const cpuNow = this.cpuClock();
      if (cpuNow !== null) this.cpuAtProbe += cpuNow - this.cpuAtImport;
    }
    this.cpuAtImport = null;
    this.resume();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Milliseconds of the run outside pauses so far. */
  private usedMs(now: number): number {
    const paused = this.pausedMs + (this.openPauses > 0 ? now - this.pausedAt : 0);
    return now - this.startedAt - paused;
  }

  private arm(delayMs: number): void {
    this.timer = setTimeout(() => this.check(), Math.max(1, Math.ceil(delayMs)));
    this.timer.unref();
  }

  private check(): void {
    this.timer = null;
    if (this.stopped) return;
    const now = performance.now();
    const used = this.usedMs(now);
    // Paused at the probe (the thread still starting, a module's import, a call to the engine): probe again
    // shortly. Waiting until the limit instead would count every unpaused millisecond before the late probe
    // as CPU time, so a run starved by a loaded machine would be stopped at its limit in wall-clock time.
    if (this.cpuAtProbe === null && this.openPauses > 0 && used < this.limitMs) return this.arm(CPU_PROBE_MS);
    if (this.cpuAtProbe === null && this.openPauses === 0) {
      this.cpuAtProbe = this.cpuClock();
      this.creditMs = this.cpuBefore === null || this.cpuAtProbe === null ? used : Math.min(used, this.cpuAtProbe - this.cpuBefore + CPU_CLOCK_RESOLUTION_MS);
    }
    if (used < this.limitMs) return this.arm(Math.max(this.limitMs - used, CPU_PROBE_MS / 5));
    const cpuNow = this.cpuAtProbe === null ? null : this.cpuClock();
    const cpuUsed = cpuNow === null || this.cpuAtProbe === null ? null : this.creditMs + cpuNow - this.cpuAtProbe;
    const hardLimit = WALL_CLOCK_FACTOR * this.limitMs;
    if (cpuUsed !== null && cpuUsed < this.limitMs && used < hardLimit) {
      return this.arm(Math.min(this.limitMs - cpuUsed, hardLimit - used));
    }
    this.stopped = true;
    this.onExpired();
  }
}
