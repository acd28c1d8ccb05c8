import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseLog } from "../../src/engine/log.js";
import { anonymous, mutation, open, query, tempDataDir } from "./engine-harness.js";

function logFiles(dataDir: string): string[] {
  return readdirSync(path.join(dataDir, "db"))
    .filter((name) => name.startsWith("log-"))
    .map((name) => path.join(dataDir, "db", name));
}

describe("durability", () => {
  it("keeps every acknowledged commit across a restart", async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    const ids = await Promise.all([1, 2, 3, 4, 5].map((slot) => mutation(first, "bookings:book", { vetId: "dur", day: "mon", slot })));
    await first.env.set("SECRET", "s3cret");
    await first.close();

    const second = await open(dataDir);
    const rows = (await query(second, "bookings:forVetDay", { vetId: "dur", day: "mon" })) as Array<{ _id: string }>;
    expect(rows.map((row) => row._id).sort()).toEqual([...ids].sort());
    expect(second.env.get("SECRET")).toBe("s3cret");
    expect(second.currentTs() > 0n).toBe(true);
    await second.close();
  });

  it("drops a torn last record with a warning and keeps the rest", async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    await mutation(first, "bookings:book", { vetId: "torn", day: "mon", slot: 1 });
    await first.close();
    // a write cut short lands where the records end, in the zeros the file grew by
    const file = logFiles(dataDir).at(-1) as string;
    const bytes = readFileSync(file);
    Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5]).copy(bytes, parseLog(bytes, file, true).validLength);
    writeFileSync(file, bytes);

    const warnings: string[] = [];
    const second = await open(dataDir, { log: (line) => warnings.push(line) });
    expect(warnings.some((line) => /dropped an incomplete last record/.test(line))).toBe(true);
    expect(await query(second, "bookings:forVetDay", { vetId: "torn", day: "mon" })).toHaveLength(1);
    await mutation(second, "bookings:book", { vetId: "torn", day: "mon", slot: 2 });
    await second.close();

    const third = await open(dataDir);
    expect(await query(third, "bookings:forVetDay", { vetId: "torn", day: "mon" })).toHaveLength(2);
    await third.close();
  });

  it("refuses to start on a log corrupted in the middle", async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    await mutation(first, "bookings:book", { vetId: "corrupt", day: "mon", slot: 1 });
    await mutation(first, "bookings:book", { vetId: "corrupt", day: "mon", slot: 2 });
    await first.close();
    const file = logFiles(dataDir).at(-1) as string;
    const bytes = readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(12) ^ 0xff, 12);
    writeFileSync(file, bytes);
    await expect(open(dataDir)).rejects.toThrow(/corrupt at byte 0 \(checksum mismatch\)\. Refusing to start/);
  });

  it("compacts the log into a snapshot and restarts from it", async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir, { compactAfterBytes: 2_000 });
    for (let slot = 0; slot < 40; slot++) await mutation(first, "bookings:book", { vetId: "compact", day: "mon", slot });
    await first.close();
    expect(existsSync(path.join(dataDir, "db", "snapshot.jsonl"))).toBe(true);
    const remainingLogBytes = logFiles(dataDir).reduce((total, file) => total + parseLog(readFileSync(file), file, true).validLength, 0);
    expect(remainingLogBytes).toBeLessThan(4_000);

    const second = await open(dataDir);
    expect(await query(second, "bookings:forVetDay", { vetId: "compact", day: "mon" })).toHaveLength(40);
    await second.close();
  });

  it("reads documents back exactly after a restart from a snapshot, whatever their text holds", async () => {
    // a loaded document keeps its snapshot line's text for reads: commas, brackets and quotes must not cut it short
    const note = 'a,b],"c":[1,2], ünïcødé 😀 \\ ,5]';
    const dataDir = tempDataDir();
    const first = await open(dataDir, { compactAfterBytes: 2_000 });
    const id = await mutation(first, "bookings:book", { vetId: "text", day: "mon", slot: 1 });
    await mutation(first, "bookings:addNote", { id, note });
    for (let slot = 2; slot < 30; slot++) await mutation(first, "bookings:book", { vetId: "text", day: "mon", slot });
    const written = await query(first, "bookings:get", { id });
    await first.close();
    // the noted document is in the snapshot, not only in the log after it
    expect(readFileSync(path.join(dataDir, "db", "snapshot.jsonl"), "utf8")).toContain(JSON.stringify(note));

    const second = await open(dataDir);
    expect(await query(second, "bookings:get", { id })).toEqual(written);
    expect(await query(second, "bookings:withNote", { vetId: "text" })).toEqual([written]);
    await mutation(second, "bookings:addNote", { id, note: `${note} again` });
    await second.close();

    const third = await open(dataDir);
    expect(await query(third, "bookings:get", { id })).toEqual({ ...(written as object), note: `${note} again` });
    await third.close();
  });

  it("exports and restores JSON Lines exactly, replacing the tables it holds", async () => {
    const source = await open();
    const id = await mutation(source, "bookings:book", { vetId: "export", day: "mon", slot: 1 });
    await mutation(source, "bookings:addNote", { id, note: "ünïcødé 😀" });
    const file = path.join(tempDataDir(), "export.jsonl");
    await source.exportJsonl(file);
    await source.close();
    const lines = readFileSync(file, "utf8").trim().split("\n");
    expect(lines.every((line) => typeof (JSON.parse(line) as { table: unknown }).table === "string")).toBe(true);

    const target = await open();
    await mutation(target, "bookings:book", { vetId: "not-in-export", day: "mon", slot: 1 });
    await target.importJsonl(file);
    expect(await query(target, "bookings:forVetDay", { vetId: "not-in-export", day: "mon" })).toEqual([]);
    const copy = path.join(tempDataDir(), "copy.jsonl");
    await target.exportJsonl(copy);
    expect(readFileSync(copy, "utf8").split("\n").sort()).toEqual(readFileSync(file, "utf8").split("\n").sort());
    expect(await query(target, "bookings:get", { id })).toMatchObject({ _id: id, note: "ünïcødé 😀" });
    const { outcome } = await target.runMutation("bookings:addNote", { id, note: "after import" }, anonymous);
    expect(outcome.status).toBe("success");
    await target.close();
  });
});
