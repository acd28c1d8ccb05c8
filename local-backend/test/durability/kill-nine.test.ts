import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BackendProcess, repoRoot } from "../conformance/support/backend-process";
import { httpClient } from "../conformance/support/clients";

const rounds = 20;
const writerName = "durability";
const writerScript = fileURLToPath(new URL("./acknowledged-writer.ts", import.meta.url));
const seqsAfter = makeFunctionReference<"query", { writer: string; afterSeq: number }, number[]>("writes:seqsAfter");

let backend: BackendProcess;

beforeAll(async () => {
  backend = await BackendProcess.start();
});

afterAll(async () => {
  await backend?.dispose();
});

/** Streams writes until the backend is killed at a random moment; resolves with the acknowledged sequence numbers. */
async function crashDuringWrites(firstSeq: number): Promise<number[]> {
  const writer = spawn(process.execPath, ["--import", "tsx", writerScript, backend.url, writerName, String(firstSeq), "4"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const acknowledged: number[] = [];
  let buffered = "";
  let started!: () => void;
  const writerStarted = new Promise<void>((resolve) => (started = resolve));
  writer.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (line === "started") started();
      const match = /^ack (\d+)$/.exec(line);
      if (match) acknowledged.push(Number(match[1]));
    }
  });
  const writerExited = new Promise<void>((resolve) => writer.on("exit", () => resolve()));
  await writerStarted;
  await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
  await backend.kill9();
  await writerExited;
  return acknowledged;
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

it(`keeps every acknowledged write across ${rounds} kill -9 crashes`, async () => {
  let nextSeq = 0;
  let acknowledgedTotal = 0;
  let losses = 0;
  const allAcknowledged = new Set<number>();
  for (let round = 1; round <= rounds; round++) {
    const acknowledged = await crashDuringWrites(nextSeq);
    acknowledged.forEach((seq) => allAcknowledged.add(seq));
    acknowledgedTotal += acknowledged.length;
    nextSeq += acknowledged.length + 8; // skip past any write that was in flight at the crash

    await backend.launch();
    const storedList = await storedSeqs();
    const stored = new Set(storedList);
    expect(stored.size, `round ${round}: a write was stored twice`).toBe(storedList.length);
    const missing = [...allAcknowledged].filter((seq) => !stored.has(seq));
    losses += missing.length;
    expect(missing, `round ${round}: acknowledged writes missing after restart`).toEqual([]);
  }
  console.log(`durability: ${rounds} kill -9 rounds, ${acknowledgedTotal} writes acknowledged, ${losses} lost`);
  expect(acknowledgedTotal).toBeGreaterThan(rounds);
}, 120_000);
