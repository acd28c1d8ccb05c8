import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../fixtures/functions/_generated/api";
import { BackendProcess, makeTempDir, runCli } from "./support/backend-process";
import { httpClient } from "./support/clients";

let backend: BackendProcess;
let firstStartOutput = "";

beforeAll(async () => {
  backend = await BackendProcess.start();
  firstStartOutput = backend.output();
  const client = httpClient(backend);
  for (let index = 0; index < 5; index++) {
    await client.mutation(api.messages.send, { channel: "export", body: `note ${index}`, author: "dr. who" });
    await client.mutation(api.bookings.book, { vetId: "vet-export", day: "2026-05-01", startMinute: 480 + index * 20, petName: "Io" });
  }
  await backend.stop();
});

afterAll(async () => {
  await backend?.dispose();
});

describe("command line", () => {
  it("logs a line with `ready` and the URLs once `start` listens", () => {
    const readyLine = firstStartOutput.split("\n").find((line) => /ready/i.test(line));
    expect(readyLine).toBeDefined();
    expect(firstStartOutput).toContain(backend.url);
    expect(firstStartOutput).toContain(backend.siteUrl);
  });

  it("runs an internal function with the admin rights (`run`)", async () => {
    const secret = await runCli(["run", "internals:secret", ...backend.cliArgs()]);
    expect(secret.code, secret.stderr).toBe(0);
    expect(secret.stdout).toContain("internal ok");

    const bump = await runCli(["run", "internals:bump", JSON.stringify({ name: "from-cli", by: 3 }), ...backend.cliArgs()]);
    expect(bump.code, bump.stderr).toBe(0);
    expect(bump.stdout.trim()).toMatch(/\b3\b/);

    await backend.launch();
    expect(await httpClient(backend).query(api.counters.get, { name: "from-cli" })).toBe(3);
    await backend.stop();
  });

  it("refuses to start with a query cache size that is not a number of bytes, and says why", async () => {
    const started = await runCli(["start", ...backend.cliArgs()], { UDF_CACHE_MAX_SIZE: "100MB" });
    expect(started.code).toBe(1);
    expect(started.stderr).toContain("UDF_CACHE_MAX_SIZE must be a number of bytes");
  });

  it("sets and lists environment variables", async () => {
    const set = await runCli(["env", "set", "CLINIC_NAME", "Happy Paws", ...backend.cliArgs()]);
    expect(set.code, set.stderr).toBe(0);
    const list = await runCli(["env", "list", ...backend.cliArgs()]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/CLINIC_NAME=Happy Paws/);
  });

  it("round-trips the data through export, reset and import", async () => {
    const exportDir = makeTempDir("export");
    const first = join(exportDir, "first.jsonl");
    const second = join(exportDir, "second.jsonl");
    const exported = await runCli(["export", first, ...backend.cliArgs()]);
    expect(exported.code, exported.stderr).toBe(0);
    const exportedText = readFileSync(first, "utf8");
    expect(exportedText).toContain("note 4");

    const reset = await runCli(["reset", ...backend.cliArgs()]);
    expect(reset.code, reset.stderr).toBe(0);
    await backend.launch();
    expect(await httpClient(backend).query(api.messages.list, { channel: "export" })).toEqual([]);
    await backend.stop();

    const imported = await runCli(["import", first, ...backend.cliArgs()]);
    expect(imported.code, imported.stderr).toBe(0);
    expect((await runCli(["export", second, ...backend.cliArgs()])).code).toBe(0);
    expect(readFileSync(second, "utf8")).toBe(exportedText);

    await backend.launch();
    const messages = await httpClient(backend).query(api.messages.list, { channel: "export" });
    expect(messages.map((message) => message.body)).toEqual(["note 0", "note 1", "note 2", "note 3", "note 4"]);
    await backend.stop();
    rmSync(exportDir, { recursive: true, force: true });
  });
});
