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
