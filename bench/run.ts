/**
 * `npm run bench`: runs every bench/*.bench.ts in its own child process, one after the other (so one bench's
 * memory and timers cannot disturb the next), prints one table and writes bench/results.json.
 * `npm run bench -- NAME...` runs only the files whose name contains one of the words.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchRow } from "./lib/bench";
import { writeResults, type BenchResults } from "./lib/results";
import { formatTable } from "./lib/table";

const benchDir = fileURLToPath(new URL(".", import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith(".bench.ts"))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

async function runInChild(file: string, outputFile: string): Promise<number | null> {
  const child = spawn(process.execPath, ["--import", "tsx", join(benchDir, "lib/run-one.ts"), join(benchDir, file), outputFile], {
    stdio: ["ignore", "inherit", "inherit"],
    // Browser benches start the e2e stack; shifted ports let them run beside an e2e run.
    env: { ...process.env, E2E_PORT_OFFSET: process.env.E2E_PORT_OFFSET ?? "1000" },
  });
  return await new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

const scratch = mkdtempSync(join(tmpdir(), "vetline-bench-"));
const benches: BenchResults["benches"] = [];
for (const file of files) {
  process.stderr.write(`\n▶ ${file}\n`);
  const outputFile = join(scratch, `${file}.json`);
  const started = Date.now();
  const code = await runInChild(file, outputFile);
  const durationMs = Date.now() - started;
  if (code === 0) {
    const { name, rows } = JSON.parse(readFileSync(outputFile, "utf8")) as { name: string; rows: BenchRow[] };
    benches.push({ file, name, durationMs, rows });
  } else {
    benches.push({ file, name: file, durationMs, rows: [], error: `exited with code ${code}` });
  }
}
rmSync(scratch, { recursive: true, force: true });

// A partial run (`npm run bench -- NAME`) keeps the other files' last results.
const resultsFile = join(benchDir, "results.json");
const previous = filters.length > 0 && existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, "utf8")) as BenchResults).benches : [];
const kept = previous.filter((bench) => !files.includes(bench.file));
const results = writeResults(resultsFile, [...kept, ...benches].sort((a, b) => a.file.localeCompare(b.file)));
const thisRun = new Set(files);
console.log(`\n${formatTable(benches.flatMap((bench) => bench.rows))}`);
for (const bench of benches.filter((entry) => entry.error !== undefined)) {
  console.log(`✗ ${bench.file}: ${bench.error}`);
}
const { cpus, loadAverage1m } = results.machine;
console.log(`\n${thisRun.size} bench files run, ${results.benches.length} in bench/results.json (load average ${loadAverage1m} on ${cpus} cores)`);
process.exitCode = benches.some((bench) => bench.error !== undefined) ? 1 : 0;
