/** Nearest-rank percentile of samples (any order); `fraction` in [0, 1]. */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank]!;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
}

export function summarise(samplesMs: readonly number[]): LatencySummary {
  const total = samplesMs.reduce((sum, sample) => sum + sample, 0);
  return {
    count: samplesMs.length,
    p50Ms: percentile(samplesMs, 0.5),
    p95Ms: percentile(samplesMs, 0.95),
    p99Ms: percentile(samplesMs, 0.99),
    meanMs: samplesMs.length === 0 ? Number.NaN : total / samplesMs.length,
    maxMs: samplesMs.length === 0 ? Number.NaN : Math.max(...samplesMs),
  };
}
