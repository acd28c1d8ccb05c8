import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { readAdminKey } from "../local-backend/src/server/deployment-secrets";
import { repoRoot } from "./lib/app-stack";
import { defineBench, type BenchRow } from "./lib/bench";

/**
 * Getting an edit of convex/ live, the two ways the local backend offers: the Convex workflow
 * (`npx convex dev` bundles and pushes to the backend as a self-hosted deployment) and the backend's
 * own `--watch` (it bundles the folder itself). "Live" = a query returns what the edited file says.
 */
const EDITS = 5;
const edited = "vets.ts";
const probe = makeFunctionReference<"query", Record<string, never>, number>("vets:benchProbe");
const convexBin = join(repoRoot, "node_modules/convex/bin/main.js");

function scratchProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "vetline-push-bench-"));
  cpSync(join(repoRoot, "convex"), join(dir, "convex"), { recursive: true });
  writeFileSync(join(dir, "package.json"), readFileSync(join(repoRoot, "package.json")));
  symlinkSync(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

function addProbe(project: string, value: number): void {
  appendFileSync(join(project, "convex", edited), `\nexport const benchProbe = queryGeneric({ args: {}, handler: async () => ${value} });\n`);
}

function setProbe(project: string, value: number): void {
  const file = join(project, "convex", edited);
  writeFileSync(file, readFileSync(file, "utf8").replace(/handler: async \(\) => \d+ \}\);\n$/, `handler: async () => ${value} });\n`));
}

async function startBackend(project: string, dataDir: string, watch: boolean): Promise<{ child: ChildProcess; url: string; adminKey: string }> {
  // The compiled backend, as npm start and npm run dev run it. The push backend runs in an empty folder:
  // with no convex/ beside it, it waits for the first push.
  const args = [join(repoRoot, "local-backend/bin/local-backend.mjs"), "start", "--data", dataDir, "--port", "0", "--site-port", "0"];
  if (watch) args.push("--functions", join(project, "convex"), "--watch");
  const child = spawn(process.execPath, args, { cwd: watch ? project : dataDir, stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /local-backend ready: (http:\/\/\S+)/.exec(out);
      if (match !== null) resolve(match[1] as string);
    });
    child.once("exit", (code) => reject(new Error(`backend exited with ${code}: ${out}`)));
  });
  return { child, url, adminKey: (await readAdminKey(dataDir)) as string };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

async function untilProbe(url: string, value: number, since: number): Promise<number> {
  const client = new ConvexHttpClient(url, { logger: false });
  for (;;) {
    const seen = await client.query(probe, {}).catch(() => null);
    if (seen === value) return performance.now() - since;
    if (performance.now() - since > 120_000) throw new Error(`vets:benchProbe never returned ${value}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function convexCli(project: string, backend: { url: string; adminKey: string }, args: string[]): ChildProcess {
  return spawn(process.execPath, [convexBin, ...args], {
    cwd: project,
    env: { ...process.env, CONVEX_SELF_HOSTED_URL: backend.url, CONVEX_SELF_HOSTED_ADMIN_KEY: backend.adminKey, CONVEX_DEPLOYMENT: "", CI: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Edits the file EDITS times, each time waiting until the new value is served. */
async function timeEdits(project: string, url: string): Promise<number[]> {
  const times: number[] = [];
  for (let edit = 1; edit <= EDITS; edit++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const since = performance.now();
    setProbe(project, 100 + edit);
    times.push(await untilProbe(url, 100 + edit, since));
  }
  return times;
}

async function pushWorkflow(): Promise<{ coldMs: number; coldCliMs: number; edits: number[] }> {
  const project = scratchProject();
  const dataDir = mkdtempSync(join(tmpdir(), "vetline-push-bench-data-"));
  const backend = await startBackend(project, dataDir, false);
  try {
    writeFileSync(join(project, "convex", edited), readFileSync(join(project, "convex", edited), "utf8").replace(/^/, 'import { queryGeneric } from "convex/server";\n'));
    addProbe(project, 100);
    const since = performance.now();
    const once = convexCli(project, backend, ["dev", "--once", "--typecheck", "disable", "--codegen", "disable"]);
    // Listen before waiting on the probe: the CLI may exit before the query first answers.
    const exited = new Promise<number | null>((resolve) => once.once("exit", resolve));
    const coldMs = await untilProbe(backend.url, 100, since);
    const code = await exited;
    if (code !== 0) throw new Error(`npx convex dev --once exited with ${code}`);
    const coldCliMs = performance.now() - since;
    const watcher = convexCli(project, backend, ["dev", "--typecheck", "disable", "--codegen", "disable", "--tail-logs", "disable"]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      return { coldMs, coldCliMs, edits: await timeEdits(project, backend.url) };
    } finally {
      await stop(watcher);
    }
  } finally {
    await stop(backend.child);
    rmSync(project, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function watchWorkflow(): Promise<number[]> {
  const project = scratchProject();
  const dataDir = mkdtempSync(join(tmpdir(), "vetline-watch-bench-data-"));
  writeFileSync(join(project, "convex", edited), readFileSync(join(project, "convex", edited), "utf8").replace(/^/, 'import { queryGeneric } from "convex/server";\n'));
  addProbe(project, 100);
  const backend = await startBackend(project, dataDir, true);
  try {
    await untilProbe(backend.url, 100, performance.now());
    return await timeEdits(project, backend.url);
  } finally {
    await stop(backend.child);
    rmSync(project, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default defineBench({
  name: "convex/ edits going live",
  async run(): Promise<BenchRow[]> {
    const push = await pushWorkflow();
    const watch = await watchWorkflow();
    const pushEdit = median(push.edits);
    const watchEdit = median(watch);
    process.stderr.write(`push: cold ${push.coldMs.toFixed(0)} ms, edits ${push.edits.map((t) => t.toFixed(0)).join(", ")} ms; --watch edits ${watch.map((t) => t.toFixed(0)).join(", ")} ms\n`);
    return [
      {
        name: "npx convex dev --once: convex/ pushed cold, first query served",
        p50Ms: push.coldMs,
        details: { cliExitedMs: Math.round(push.coldCliMs) },
      },
      {
        name: "npx convex dev (watch): one-file edit live",
        p50Ms: pushEdit,
        p95Ms: Math.max(...push.edits),
        baselineName: "local-backend --watch",
        target: "≤ 1.5 s",
        meetsTarget: pushEdit <= 1_500,
        details: { ratioToWatch: Number((pushEdit / watchEdit).toFixed(2)) },
      },
      {
        name: "local-backend --watch: one-file edit live",
        p50Ms: watchEdit,
        p95Ms: Math.max(...watch),
      },
    ];
  },
});
