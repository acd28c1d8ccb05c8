import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "./lib/app-stack";
import { defineBench, type BenchRow } from "./lib/bench";

/**
 * `npm start` from nothing running to the first page served, twice: on an empty data folder
 * (keys generated, demo data seeded) and again on the data the first run left. Each run builds
 * the app, as `npm start` does.
 */
const portOffset = 2000;
const webUrl = `http://127.0.0.1:${5173 + portOffset}/en`;

type StartTimes = { firstPageMs: number; readyMs: number };

async function untilStopped(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answering = await fetch(webUrl).then(
      () => true,
      () => false,
    );
    if (!answering) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the previous npm start is still serving");
}

async function timeStart(dataDir: string): Promise<StartTimes> {
  await untilStopped();
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: repoRoot,
    env: { ...process.env, VETLINE_DATA_DIR: dataDir, VETLINE_PORT_OFFSET: String(portOffset) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const ready = new Promise<number>((resolve) =>
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Vetline is running")) resolve(performance.now() - started);
    }),
  );
  let firstPageMs = Number.NaN;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const served = await fetch(webUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (served) {
      firstPageMs = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = await ready;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  return { firstPageMs, readyMs };
}

export default defineBench({
  name: "npm start cold start",
  async run(): Promise<BenchRow[]> {
    const dataDir = mkdtempSync(join(tmpdir(), "vetline-cold-start-"));
    try {
      const fresh = await timeStart(dataDir);
      const again = await timeStart(dataDir);
      process.stderr.write(`fresh: page ${fresh.firstPageMs.toFixed(0)} ms, ready ${fresh.readyMs.toFixed(0)} ms; again: page ${again.firstPageMs.toFixed(0)} ms\n`);
      return [
        {
          name: "npm start, empty data: first page served",
          p50Ms: fresh.firstPageMs,
          target: "≤ 30 s",
          meetsTarget: fresh.firstPageMs <= 30_000,
          details: { demoDataReadyMs: Math.round(fresh.readyMs) },
        },
        {
          name: "npm start, existing data: first page served",
          p50Ms: again.firstPageMs,
          baselineName: "empty data",
          target: "≤ 30 s",
          meetsTarget: again.firstPageMs <= 30_000,
          details: { readyMs: Math.round(again.readyMs), ratioToEmptyData: Number((again.firstPageMs / fresh.firstPageMs).toFixed(2)) },
        },
      ];
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
