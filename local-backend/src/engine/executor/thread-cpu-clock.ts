import { readFileSync, readlinkSync } from "node:fs";

/**
 * CPU time of one thread, from Linux's /proc: a worker learns its thread id with `currentThreadId()`,
 * the engine reads that thread's time with `threadCpuMs(tid)`. Elsewhere both answer null and run
 * budgets fall back to wall-clock time.
 */

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux architecture Node supports
/** A difference of two readings may be short of the CPU really used by up to one tick. */
export const CPU_CLOCK_RESOLUTION_MS = 1000 / TICKS_PER_SECOND;

export function currentThreadId(): number | null {
  try {
    const link = readlinkSync("/proc/thread-self"); // "<pid>/task/<tid>"
    const tid = Number(link.slice(link.lastIndexOf("/") + 1));
    return Number.isInteger(tid) ? tid : null;
  } catch {
    return null;
  }
}

/**
 * A thread's /proc stat line from field 3 on (the command name before it may contain spaces): index 0 is
 * field 3, the state; utime is field 14, stime 15, the CPU last run on 39.
 */
export function statFields(file: string): string[] {
  const stat = readFileSync(file, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

export function threadCpuMs(tid: number): number | null {
  try {
    const fields = statFields(`/proc/self/task/${tid}/stat`);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}
