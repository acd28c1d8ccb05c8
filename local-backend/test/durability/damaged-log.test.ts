import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { api } from "../fixtures/functions/_generated/api";
import { BackendProcess } from "../conformance/support/backend-process";
import { httpClient } from "../conformance/support/clients";

// Couples to the engine's log layout on purpose: `<data>/db/log-<seq>.bin`, records framed as
// [u32 length][u32 crc32][payload], then the zeros the file grew by.
const recordHeaderBytes = 8;

/** Where the records of a log file end: the first header of zeros, or the end of the file. */
function recordsEnd(bytes: Buffer): number {
  let offset = 0;
  while (offset + recordHeaderBytes <= bytes.length && bytes.readUInt32LE(offset) !== 0) offset += recordHeaderBytes + bytes.readUInt32LE(offset);
  return offset;
}

let backend: BackendProcess | undefined;

afterEach(async () => {
  await backend?.dispose();
  backend = undefined;
});

function largestLogFile(dataDir: string): string {
  const dir = join(dataDir, "db");
  const logs = readdirSync(dir)
    .filter((name) => /^log-\d+\.bin$/.test(name))
    .map((name) => join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (logs[0] === undefined || statSync(logs[0]).size === 0) throw new Error(`no non-empty commit log in ${dir}`);
  return logs[0];
}

async function commitIncrements(count: number): Promise<void> {
  const client = httpClient(backend!);
  for (let index = 0; index < count; index++) await client.mutation(api.counters.increment, { name: "log" });
}

it("drops a torn last record with a warning and keeps every earlier commit", async () => {
  backend = await BackendProcess.start();
  await commitIncrements(10);
  await backend.kill9();

  // a crash in the middle of an append: a header promising more bytes than were written
  const header = Buffer.alloc(recordHeaderBytes);
  header.writeUInt32LE(4_096, 0);
  header.writeUInt32LE(0xdeadbeef, 4);
  const logFile = largestLogFile(backend.dataDir);
  const bytes = readFileSync(logFile);
  Buffer.concat([header, Buffer.from("partial record")]).copy(bytes, recordsEnd(bytes));
  writeFileSync(logFile, bytes);

  await backend.launch();
  expect(backend.output()).toMatch(/torn|incomplete|truncat/i);
  expect(await httpClient(backend).query(api.counters.get, { name: "log" })).toBe(10);

  // the torn bytes are gone: later commits survive another crash
  await commitIncrements(1);
  await backend.restart({ crash: true });
  expect(await httpClient(backend).query(api.counters.get, { name: "log" })).toBe(11);
});

it("refuses to start on a log corrupted in the middle, with a clear error, rather than truncating it", async () => {
  backend = await BackendProcess.start();
  await commitIncrements(10);
  await backend.kill9();

  const logFile = largestLogFile(backend.dataDir);
  const bytes = readFileSync(logFile);
  bytes[recordHeaderBytes + 2]! ^= 0xff; // inside the first record, with more records after it
  writeFileSync(logFile, bytes);

  await expect(backend.launch()).rejects.toThrow(/corrupt/i);
  expect(readFileSync(logFile).length).toBe(bytes.length);
});
