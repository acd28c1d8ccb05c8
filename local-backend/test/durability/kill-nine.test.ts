import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BackendProcess, repoRoot } from "../conformance/support/backend-process";
import { eventually, httpClient } from "../conformance/support/clients";

const rounds = 20;
const writerName = "durability";
const writerScript = fileURLToPath(new URL("./acknowledged-writer.ts", import.meta.url));
const seqsAfter = makeFunctionReference<"query", { writer: string; afterSeq: number }, number[]>("writes:seqsAfter");

let backend: BackendProcess;
let writer: ChildProcessByStdio<null, Readable, null>;
const acknowledged = new Set<number>();

beforeAll(async () => {
  backend = await BackendProcess.start();
});

afterAll(async () => {
  writer?.kill("SIGKILL");
  await backend?.dispose();
});

/** One writer process for the whole test: it keeps streaming while the backend crashes and comes back. */
function startWriter(): Promise<void> {
  writer = spawn(process.execPath, ["--import", "tsx", writerScript, backend.url, writerName, "4"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let buffered = "";
  return new Promise((started) => {
    writer.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        if (line === "started") started();
        const match = /^ack (\d+)$/.exec(line);
        if (match) acknowledged.add(Number(match[1]));
      }
    });
  });
}

async function stopWriter(): Promise<void> {
  const exited = new Promise<void>((resolve) => writer.once("exit", () => resolve()));
  writer.kill("SIGTERM");
  await exited;
}

async function storedSeqs(): Promise<number[]> {
  const client = httpClient(backend, { admin: true });
  const seqs: number[] = [];
  for (;;) {
    const batch = await client.query(seqsAfter, { writer: writerName, afterSeq: seqs.at(-1) ?? -1 });
    if (batch.length === 0) return seqs;
    seqs.push(...batch);
  }
}

async function missingAcknowledgedWrites(): Promise<number[]> {
  const acknowledgedSoFar = [...acknowledged];
  const stored = await storedSeqs();
  expect(new Set(stored).size, "a write was stored twice").toBe(stored.length);
  const storedSet = new Set(stored);
  return acknowledgedSoFar.filter((seq) => !storedSet.has(seq));
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

it(`keeps every acknowledged write across ${rounds} kill -9 crashes during a stream of mutations`, async () => {
  await startWriter();
  let acknowledgedBeforeCrashes = 0;
  let lost = 0;
  for (let round = 1; round <= rounds; round++) {
    const before = acknowledged.size;
    // The crash lands in a flowing stream: once a write has been acknowledged since the restart (a loaded machine
    // can take longer than the pause below for the first one), then at a random moment.
    await eventually(() => acknowledged.size, (size) => size > before, { timeoutMs: 30_000, intervalMs: 10, what: `round ${round}: a write acknowledged` });
    await sleep(150 + Math.random() * 350);
    await backend.kill9();
    if (acknowledged.size === before) throw new Error(`round ${round}: no write was acknowledged before the crash`);
    acknowledgedBeforeCrashes = acknowledged.size;
    await backend.launch();
    const missing = await missingAcknowledgedWrites();
    lost += missing.length;
    expect(missing, `round ${round}: acknowledged writes missing after the restart`).toEqual([]);
  }
  await stopWriter();
  const missingAtEnd = await missingAcknowledgedWrites();
  lost += missingAtEnd.length;
  expect(missingAtEnd).toEqual([]);
  console.log(
    `durability: ${rounds} kill -9 rounds, ${acknowledged.size} writes acknowledged ` +
      `(${acknowledgedBeforeCrashes} before the last crash), ${lost} lost`,
  );
}, 240_000); // ~45 s on an idle 2-core machine: most of it is the 20 backend start-ups
