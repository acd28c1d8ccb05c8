/**
 * The time a run may spend in user code. Like Convex, time spent waiting for the engine (database
 * operations, nested calls) does not count: the clock pauses while the run has a syscall open. Where
 * the thread's CPU time can be read (Linux), a run that reached its limit in wall-clock time but has
 * not used that much CPU (a busy machine) gets the rest, up to ten times its limit in wall-clock time:
 * the limit is the function's, not the machine's, but a runaway must still end soon.
 */
/** How much longer than its limit, in wall-clock time, a run starved of CPU may take. */
export const WALL_CLOCK_FACTOR = 10;

export class RunBudget {
  private deadline: number;
  /** the latest the run may end, whatever its CPU time */
  private hardDeadline: number;
  private openSyscalls = 0;
  private pausedAt = 0;
  private cpuAtStart: number | null = null;
  private cpuAtImport: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  /**
   * `cpuClock`: CPU milliseconds of the run's thread so far (null: unknown). `paused`: the clock starts at
   * the first `resume()` (the thread is still booting).
   */
  constructor(
    private readonly limitMs: number,
    private readonly onExpired: () => void,
    private readonly cpuClock: () => number | null,
    paused = false,
  ) {
    this.deadline = performance.now() + limitMs;
    this.hardDeadline = this.deadline + (WALL_CLOCK_FACTOR - 1) * limitMs;
    if (paused) this.pause();
    else this.begin();
  }

  pause(): void {
    if (this.openSyscalls++ === 0) {
      this.pausedAt = performance.now();
      this.disarm();
    }
  }

  resume(): void {
    if (--this.openSyscalls === 0) {
      const paused = performance.now() - this.pausedAt;
      this.deadline += paused;
      this.hardDeadline += paused;
      this.begin();
    }
  }

  /** The thread imports a module for the run: neither that time nor that CPU is the function's. */
  pauseForImport(): void {
    this.cpuAtImport = this.cpuClock();
    this.pause();
  }

  resumeAfterImport(): void {
    const cpuNow = this.cpuClock();
    if (this.cpuAtStart !== null && this.cpuAtImport !== null && cpuNow !== null) this.cpuAtStart += cpuNow - this.cpuAtImport;
    this.cpuAtImport = null;
    this.resume();
  }

  stop(): void {
    this.stopped = true;
    this.disarm();
  }

  private begin(): void {
    this.cpuAtStart ??= this.cpuClock();
    this.arm();
  }

  private arm(): void {
    if (this.stopped) return;
    this.disarm();
    const remaining = this.deadline - performance.now();
    this.timer = setTimeout(() => this.check(), Math.max(0, Math.ceil(remaining)));
    this.timer.unref();
  }

  private check(): void {
    this.timer = null;
    if (this.stopped || this.openSyscalls > 0) return;
    const now = performance.now();
    if (now < this.deadline) return this.arm();
    const cpuNow = this.cpuClock();
    const cpuUsed = cpuNow === null || this.cpuAtStart === null ? null : cpuNow - this.cpuAtStart;
    if (cpuUsed !== null && cpuUsed < this.limitMs && now < this.hardDeadline) {
      this.deadline = Math.min(now + (this.limitMs - cpuUsed), this.hardDeadline);
      return this.arm();
    }
    this.stopped = true;
    this.onExpired();
  }

  private disarm(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
