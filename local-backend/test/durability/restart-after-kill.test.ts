import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeFunctionReference } from "convex/server";
import { ConvexHttpClient } from "convex/browser";
import { afterAll, expect, it } from "vitest";
import { BackendProcess, fixtureFunctionsDir, freePort, makeTempDir, readAdminKey, repoRoot } from "../conformance/support/backend-process";

/**
 * A supervisor starts `npm run local-backend -- start` detached (its own process group) and, when it dies,
 * kills the group with SIGKILL and starts it again at once. Here the supervisor never reaps what it
 * killed (like a container without an init), so the killed processes stay zombies while the next
 * backend starts on the same data folder.
 */

const rounds = 20;
const restartBudgetMs = 2_000;
const writesPerRound = 5;
const append = makeFunctionReference<"mutation", { writer: string; seq: number }, string>("writes:append");
const seqsAfter = makeFunctionReference<"query", { writer: string; afterSeq: number }, number[]>("writes:seqsAfter");

const dataDir = makeTempDir("restart-after-kill");
const logDir = makeTempDir("restart-after-kill-log");
const supervisors: ChildProcess[] = [];
/** npm's process group of the backend started last, so a failed test leaves no backend behind */
let liveGroup: number | null = null;

afterAll(() => {
  if (liveGroup !== null) {
    try {
      process.kill(-liveGroup, "SIGKILL");
    } catch {
      // already gone
    }
  }
  for (const supervisor of supervisors) supervisor.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(logDir, { recursive: true, force: true });
});

/**
 * `sh` puts npm in a new session (`setsid`, so npm leads its own process group) and then becomes `sleep`:
 * npm's parent is a process that never waits for its children. Resolves with npm's pid (= its group).
 */
function startUnderNonReapingParent(port: number, sitePort: number): Promise<number> {
  const command =
    `setsid npm run --silent local-backend -- start --functions '${fixtureFunctionsDir}' --data '${dataDir}' ` +
    `--port ${port} --site-port ${sitePort} >> '${join(logDir, "backend.log")}' 2>&1 & echo $!; exec sleep 600`;
  const supervisor = spawn("sh", ["-c", command], { cwd: repoRoot, detached: true, stdio: ["ignore", "pipe", "ignore"] });
  supervisors.push(supervisor);
  return new Promise((resolve) =>
    supervisor.stdout?.once("data", (chunk: Buffer) => {
      liveGroup = Number(chunk.toString().trim());
      resolve(liveGroup);
    }),
  );
}

async function untilVersionAnswers(url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      if ((await fetch(`${url}/version`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no /version 200 from ${url} within ${timeoutMs} ms`);
}

function processState(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] ?? null;
  } catch {
    return null;
  }
}

async function storedSeqs(client: ConvexHttpClient, writer: string): Promise<number[]> {
  const seqs: number[] = [];
  for (;;) {
    const batch = await client.query(seqsAfter, { writer, afterSeq: seqs.at(-1) ?? -1 });
    if (batch.length === 0) return seqs;
    seqs.push(...batch);
  }
}

it(`restarts within ${restartBudgetMs} ms right after kill -9 of its process group, ${rounds} rounds in a row, losing nothing acknowledged`, async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let group = await startUnderNonReapingParent(port, await freePort());
  await untilVersionAnswers(url, 60_000);
  const acknowledged: number[] = [];
  const restartsMs: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const client = new ConvexHttpClient(url);
    for (let i = 0; i < writesPerRound; i++) {
      const seq = acknowledged.length;
      await client.mutation(append, { writer: "restarts", seq });
      acknowledged.push(seq);
    }
    const killedGroup = group;
    process.kill(-killedGroup, "SIGKILL");
    const killedAt = performance.now();
    group = await startUnderNonReapingParent(port, await freePort());
    await untilVersionAnswers(url, 30_000);
    restartsMs.push(performance.now() - killedAt);
    expect(processState(killedGroup), "the killed npm is still a zombie: nobody reaped it").toBe("Z");
  }
  const admin = new ConvexHttpClient(url);
  (admin as unknown as { setAdminAuth(key: string): void }).setAdminAuth(readAdminKey(dataDir));
  expect(await storedSeqs(admin, "restarts")).toEqual(acknowledged);
  process.kill(-group, "SIGKILL");
  console.log(`restart after kill -9: ${restartsMs.map((ms) => ms.toFixed(0)).join(", ")} ms (max ${Math.max(...restartsMs).toFixed(0)})`);
  expect(Math.max(...restartsMs)).toBeLessThan(restartBudgetMs);
}, 180_000);

it("starts although a lock file names a live process that is not a backend", async () => {
  const folder = makeTempDir("foreign-lock");
  writeFileSync(join(folder, "backend.lock"), JSON.stringify({ pid: process.pid, url: "http://127.0.0.1:9" }));
  const backend = await BackendProcess.start({ dataDir: folder });
  try {
    expect((await fetch(`${backend.url}/version`)).status).toBe(200);
  } finally {
    await backend.dispose();
  }
});
