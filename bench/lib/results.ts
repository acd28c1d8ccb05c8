import { writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import type { BenchRow } from "./bench";

export interface BenchResults {
  generatedAt: string;
  node: string;
  /** loadAverage1m: how busy the machine was when the run ended; figures from a loaded machine are noisy */
  machine: { cpus: number; cpuModel: string; memoryGiB: number; loadAverage1m: number };
  benches: Array<{ file: string; name: string; durationMs: number; rows: BenchRow[]; error?: string }>;
}

export function machineDescription(): BenchResults["machine"] {
  const cores = cpus();
  return {
    cpus: cores.length,
    cpuModel: cores[0]?.model ?? "unknown",
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
  };
}

export function writeResults(path: string, benches: BenchResults["benches"]): BenchResults {
  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    machine: machineDescription(),
    benches,
  };
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}
