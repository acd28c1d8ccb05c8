import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frameRecord, LogCorruptionError, LogWriter, parseLog, readLogs } from "../../src/engine/log.js";

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
    expect(readLogs([{ file }], (line) => warnings.push(line)).map(String)).toEqual(["first", "second", "third"]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/dropped an incomplete last record/);
    expect(readFileSync(file).length).toBe(log.length);

    const writer = new LogWriter(file, log.length);
    await Promise.all([writer.append(Buffer.from("fourth")), writer.append(Buffer.from("fifth"))]);
    await writer.close();
    expect(readLogs([{ file }], (line) => warnings.push(line)).map(String)).toEqual(["first", "second", "third", "fourth", "fifth"]);
    expect(warnings).toHaveLength(1);
  });
});
