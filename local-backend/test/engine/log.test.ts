import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frameRecord, LOG_GROWTH_BYTES, LogCorruptionError, LogWriter, parseLog, readLogs } from "../../src/engine/log.js";

const records = ["first", "second", "third"].map((text) => Buffer.from(text));
const log = Buffer.concat(records.map(frameRecord));

describe("commit log framing", () => {
  it("reads back every record", () => {
    const parsed = parseLog(log, "log", true);
    expect(parsed.records.map(String)).toEqual(["first", "second", "third"]);
    expect(parsed.tornTail).toBe(false);
  });

  it("drops a last record cut short by a crash", () => {
    for (let cut = 1; cut < frameRecord(Buffer.from("third")).length; cut++) {
      const parsed = parseLog(log.subarray(0, log.length - cut), "log", true);
      expect(parsed.records.map(String)).toEqual(["first", "second"]);
      expect(parsed.tornTail).toBe(true);
    }
  });

  it("drops a last record whose checksum does not match", () => {
    const damaged = Buffer.from(log);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 1) ^ 0xff, damaged.length - 1);
    const parsed = parseLog(damaged, "log", true);
    expect(parsed.records.map(String)).toEqual(["first", "second"]);
    expect(parsed.tornTail).toBe(true);
  });

  it("refuses a log damaged before its last record", () => {
    const damaged = Buffer.from(log);
    damaged.writeUInt8(damaged.readUInt8(10) ^ 0xff, 10); // inside the payload of "first"
    expect(() => parseLog(damaged, "log", true)).toThrow(LogCorruptionError);
    expect(() => parseLog(damaged, "log", true)).toThrow(/corrupt at byte 0/);
  });

  it("refuses a truncated record in a sealed (not last) log file", () => {
    expect(() => parseLog(log.subarray(0, log.length - 2), "log", false)).toThrow(LogCorruptionError);
  });

  it("truncates the torn tail on disk, with a warning, so appends continue cleanly", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lb-log-"));
    const file = path.join(dir, "log-00000001.bin");
    writeFileSync(file, Buffer.concat([log, frameRecord(Buffer.from("torn")).subarray(0, 6)]));
    const warnings: string[] = [];
    expect(readLogs([{ file }], (line) => warnings.push(line)).records.map(String)).toEqual(["first", "second", "third"]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/dropped an incomplete last record/);
    expect(readFileSync(file).length).toBe(log.length);

    const writer = new LogWriter(file, log.length);
    await Promise.all([writer.append(Buffer.from("fourth")), writer.append(Buffer.from("fifth"))]);
    await writer.close();
    expect(readLogs([{ file }], (line) => warnings.push(line)).records.map(String)).toEqual(["first", "second", "third", "fourth", "fifth"]);
    expect(warnings).toHaveLength(1);
  });

  it("reads the zeros a log file grows by as its end, not as damage, in the last file and in a sealed one", () => {
    const grown = Buffer.concat([log, Buffer.alloc(4096)]);
    for (const isLastFile of [true, false]) {
      const parsed = parseLog(grown, "log", isLastFile);
      expect(parsed.records.map(String)).toEqual(["first", "second", "third"]);
      expect(parsed).toMatchObject({ validLength: log.length, tornTail: false });
    }
  });

  it("writes ahead of its records in zeros, and a writer opened again goes on where the records end", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lb-log-"));
    const file = path.join(dir, "log-00000001.bin");
    const first = new LogWriter(file, 0);
    await Promise.all(["one", "two"].map((text) => first.append(Buffer.from(text))));
    await first.close();
    const written = frameRecord(Buffer.from("one")).length + frameRecord(Buffer.from("two")).length;
    const grown = readFileSync(file);
    expect(grown.length).toBeGreaterThanOrEqual(written + LOG_GROWTH_BYTES);
    expect(grown.subarray(written).every((byte) => byte === 0)).toBe(true);

    const warnings: string[] = [];
    const read = readLogs([{ file }], (line) => warnings.push(line));
    expect(read).toMatchObject({ lastFileBytes: written });
    const again = new LogWriter(file, read.lastFileBytes);
    await again.append(Buffer.from("three"));
    await again.close();
    expect(readLogs([{ file }], (line) => warnings.push(line)).records.map(String)).toEqual(["one", "two", "three"]);
    expect(readFileSync(file).length).toBe(grown.length);
    expect(warnings).toEqual([]);
  });

  it("grows the file again when a batch reaches past the zeros", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lb-log-"));
    const file = path.join(dir, "log-00000001.bin");
    const writer = new LogWriter(file, 0);
    const big = Buffer.alloc(LOG_GROWTH_BYTES, 7);
    await writer.append(Buffer.from("small"));
    await writer.append(big);
    await writer.append(Buffer.from("after"));
    await writer.close();
    const read = readLogs([{ file }], () => undefined);
    expect(read.records.map((record) => record.length)).toEqual([5, LOG_GROWTH_BYTES, 5]);
    expect(readFileSync(file).length).toBeGreaterThan(read.lastFileBytes);
  });

  it("counts the files before the last by their records, not by the zeros written ahead of them", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lb-log-"));
    const sealed = path.join(dir, "log-00000001.bin");
    const current = path.join(dir, "log-00000002.bin");
    const first = new LogWriter(sealed, 0);
    await Promise.all(["one", "two"].map((text) => first.append(Buffer.from(text))));
    await first.close();
    const second = new LogWriter(current, 0);
    await second.append(Buffer.from("three"));
    await second.close();
    const read = readLogs([{ file: sealed }, { file: current }], () => undefined);
    expect(read.records.map(String)).toEqual(["one", "two", "three"]);
    expect(read.sealedBytes).toBe(frameRecord(Buffer.from("one")).length + frameRecord(Buffer.from("two")).length);
    expect(read.lastFileBytes).toBe(frameRecord(Buffer.from("three")).length);
    expect(readFileSync(sealed).length).toBeGreaterThan(LOG_GROWTH_BYTES);
  });
});
