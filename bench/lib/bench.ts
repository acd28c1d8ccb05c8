import { summarise } from "./stats";

/** One line of the benchmark table (and of results.json). Absent fields print as "–". */
export interface BenchRow {
  name: string;
  p50Ms?: number;
  p95Ms?: number;
  /** operations per second */
  throughput?: number;
  /** what the row is compared with, e.g. "convex-test" */
  baselineName?: string;
  baselineThroughput?: number;
  /** throughput / baselineThroughput */
  ratio?: number;
  /** the target the figure is held to, in words, e.g. "p50 ≤ 3 ms" */
  target?: string;
  meetsTarget?: boolean;
  details?: Record<string, number | string>;
}

export interface Bench {
  name: string;
  run(): Promise<BenchRow[]>;
}

export function defineBench(bench: Bench): Bench {
  return bench;
}

export function withRatio(row: BenchRow): BenchRow {
  if (row.throughput === undefined || row.baselineThroughput === undefined || row.baselineThroughput === 0) return row;
  return { ...row, ratio: row.throughput / row.baselineThroughput };
}

/** A row of latencies held to a p95 target; also printed, for the run's log. */
export function latencyRow(name: string, samplesMs: readonly number[], targetP95Ms: number): BenchRow {
  const { p50Ms, p95Ms } = summarise(samplesMs);
  process.stderr.write(`${name}: p50 ${p50Ms.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms\n`);
  return {
    name,
    p50Ms,
    p95Ms,
    target: `p95 ≤ ${targetP95Ms} ms`,
    meetsTarget: p95Ms <= targetP95Ms,
    details: { rounds: samplesMs.length },
  };
}
