import { performance } from "node:perf_hooks";

export interface TimedRun {
  latenciesMs: number[];
  operations: number;
  elapsedMs: number;
  perSecond: number;
}

/**
 * Runs `operation` back to back (with `concurrency` loops in parallel) until `durationMs` has passed or
 * `maxOperations` have run, timing each call. `operation` gets the index of the call.
 */
export async function runTimed(
  operation: (index: number) => Promise<unknown>,
  options: { durationMs: number; maxOperations?: number; concurrency?: number; warmup?: number },
): Promise<TimedRun> {
  for (let index = 0; index < (options.warmup ?? 0); index++) await operation(-1 - index);
  const latenciesMs: number[] = [];
  const started = performance.now();
  const deadline = started + options.durationMs;
  const maxOperations = options.maxOperations ?? Number.POSITIVE_INFINITY;
  let issued = 0;
  const loop = async () => {
    while (performance.now() < deadline && issued < maxOperations) {
      const index = issued++;
      const before = performance.now();
      await operation(index);
      latenciesMs.push(performance.now() - before);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, loop));
  const elapsedMs = performance.now() - started;
  return { latenciesMs, operations: latenciesMs.length, elapsedMs, perSecond: (latenciesMs.length * 1000) / elapsedMs };
}

/** Milliseconds on a clock shared by every process of this machine (epoch-based, sub-millisecond). */
export function sharedClockMs(): number {
  return performance.timeOrigin + performance.now();
}
