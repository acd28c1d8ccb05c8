/**
 * Convex's documented execution limits (https://docs.convex.dev/production/state/limits) and the
 * error texts its isolates report (crates/isolate/src/termination.rs in convex-backend).
 */

export interface ExecutionLimits {
  /** user-code time of a query or mutation (database operations excluded): 1 s on Convex */
  queryMutationMs: number;
  /** an action or HTTP action in the default (Convex) runtime: 30 minutes on Convex */
  actionMs: number;
  /** an action in a `"use node"` file: 10 minutes on Convex */
  nodeActionMs: number;
  /** heap of the default runtime: 64 MiB on Convex */
  memoryMiB: number;
  /** heap of `"use node"` actions: 512 MiB on Convex */
  nodeMemoryMiB: number;
}

export const CONVEX_EXECUTION_LIMITS: ExecutionLimits = {
  queryMutationMs: 1_000,
  actionMs: 30 * 60_000,
  nodeActionMs: 10 * 60_000,
  memoryMiB: 64,
  nodeMemoryMiB: 512,
};

/** Rust's `Duration` Debug format, which Convex's message uses: `1s`, `1800s`, `1.5s`, `250ms`. */
function formatDuration(ms: number): string {
  if (ms < 1_000) return `${ms}ms`;
  return `${ms / 1_000}s`;
}

export function userTimeoutMessage(limitMs: number): string {
  return `Function execution timed out (maximum duration: ${formatDuration(limitMs)})`;
}

export function outOfMemoryMessage(limitMiB: number): string {
  return `JavaScript execution ran out of memory (maximum memory usage: ${limitMiB} MB)`;
}
