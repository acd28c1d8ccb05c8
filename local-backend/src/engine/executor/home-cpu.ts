import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { currentThreadId, statFields } from "./thread-cpu-clock.js";

/**
 * The engine's thread and the query and mutation thread it uses first share one CPU, the home CPU; every
 * other thread may run anywhere. The two hand work to each other and wait in turn (a run's start, each
 * syscall, its end), and a hand-off between threads on one CPU is a switch from one to the other, while
 * waking a thread on a sleeping CPU costs an interrupt, on a virtual machine a trip through the hypervisor:
 * here a round trip of two threads took 9 µs on one CPU against 40 µs on two. The pool hands runs to the
 * home thread whenever it is free, so a run in parallel goes to another thread on another CPU.
 *
 * Linux only, through util-linux's `taskset` (Node has no call for a thread's CPUs); without it nothing changes.
 */
export class HomeCpu {
  private homeThread: PlacedThread | null = null;
  private engineThreadPinned = false;

  private constructor(
    readonly cpu: number,
    /** the CPUs this process may use, as taskset writes them ("0-3,6") */
    private readonly allowed: string,
  ) {}

  /** The CPU the engine's thread runs on now; null where threads cannot be placed or there is one CPU. */
  static choose(): HomeCpu | null {
    if (process.platform !== "linux" || availableParallelism() < 2) return null;
    const allowed = allowedCpus();
    const cpu = currentCpu();
    return allowed === null || cpu === null ? null : new HomeCpu(cpu, allowed);
  }

  /**
   * A thread has started: the first query and mutation thread (or the next one, once it died) moves to the
   * home CPU with the engine's thread; any other may use every CPU (threads start with the affinity of the
   * thread that started them, the engine's).
   */
  place(thread: PlacedThread, tid: number, runsQueriesAndMutations: boolean): void {
    if (runsQueriesAndMutations && (this.homeThread === null || this.homeThread.exited)) {
      thread.home = true;
      this.homeThread = thread;
      restrictThread(tid, String(this.cpu));
      const engineTid = currentThreadId();
      if (!this.engineThreadPinned && engineTid !== null) restrictThread(engineTid, String(this.cpu));
      this.engineThreadPinned = true;
      return;
    }
    if (this.engineThreadPinned) restrictThread(tid, this.allowed);
  }
}

export interface PlacedThread {
  home: boolean;
  readonly exited: boolean;
}

/** `Cpus_allowed_list` of this process; null when unknown. */
function allowedCpus(): string | null {
  try {
    const line = readFileSync("/proc/self/status", "utf8")
      .split("\n")
      .find((entry) => entry.startsWith("Cpus_allowed_list:"));
    return line?.split(":")[1]?.trim() || null;
  } catch {
    return null;
  }
}

/** The CPU the calling thread last ran on (field 39 of /proc/thread-self/stat). */
function currentCpu(): number | null {
  try {
    const cpu = Number(statFields("/proc/thread-self/stat")[36]);
    return Number.isInteger(cpu) ? cpu : null;
  } catch {
    return null;
  }
}

function restrictThread(tid: number, cpus: string): void {
  const child = execFile("taskset", ["-p", "-c", cpus, String(tid)], { timeout: 5_000 }, () => undefined);
  child.on("error", () => undefined);
}
