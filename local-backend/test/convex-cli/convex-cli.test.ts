import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { readZip } from "../../src/server/deploy/zip.js";
import { eventually } from "../conformance/support/clients.js";
import { convex, copyProject, fixtureProject, push, spawnConvex, startBackend, type Project } from "./support/cli-project.js";

const list = makeFunctionReference<"query", { channel: string }, string[]>("messages:list");
const send = makeFunctionReference<"mutation", { channel: string; body: string }, string>("messages:send");
const purge = makeFunctionReference<"mutation", Record<string, never>, null>("messages:purge");
const storeText = makeFunctionReference<"action", { name: string; text: string }, string>("files:storeText");
const silentLogger = { log() {}, warn() {}, error() {}, logVerbose() {} };

let project: Project;
let backend: Awaited<ReturnType<typeof startBackend>>;
const cleanups: Array<() => Promise<void> | void> = [];

function edit(file: string, change: (text: string) => string): void {
  const path = join(project.dir, "convex", file);
  writeFileSync(path, change(readFileSync(path, "utf8")));
}

function http(): ConvexHttpClient {
  return new ConvexHttpClient(backend.url, { logger: silentLogger });
}

beforeAll(async () => {
  project = copyProject(join(fixtureProject, "convex"), "cli-project");
  backend = await startBackend();
  cleanups.push(() => project.dispose());
});

afterAll(async () => {
  await backend?.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(backend.dataDir, { recursive: true, force: true });
});

describe("the unmodified Convex CLI against local-backend as a self-hosted deployment", () => {
  it("pushes with `dev --once`: codegen, index list, and the functions are served", async () => {
    const result = await push(project, backend);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("Convex functions ready!");
    expect(result.output).toMatch(/\[\+\] messages\.by_channel\s+channel/);
    expect(existsSync(join(project.dir, "convex/_generated/api.d.ts"))).toBe(true);
    expect(await http().query(list, { channel: "general" })).toEqual([]);
  });

  it("a second push adds an index and changes a function; subscriptions re-run with the new code", async () => {
    await http().mutation(send, { channel: "general", body: "hello" });
    const client = new ConvexClient(backend.url, { webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket, logger: silentLogger, unsavedChangesWarning: false });
    cleanups.push(() => client.close());
    const seen: string[][] = [];
    client.onUpdate(list, { channel: "general" }, (value) => seen.push(value));
    await eventually(() => seen, (values) => values.some((value) => value.includes("hello")), { what: "first result" });

    edit("messages.ts", (text) => text.replace("return messages.map((message) => message.body);", "return messages.map((message) => message.body.toUpperCase());"));
    edit("schema.ts", (text) => text.replace('.index("by_channel", ["channel"])', '.index("by_channel", ["channel"]).index("by_body", ["body"])'));
    const result = await push(project, backend);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/\[\+\] messages\.by_body\s+body/);
    await eventually(() => seen, (values) => values.at(-1)?.includes("HELLO") === true, { what: "the subscription re-run with the pushed code" });
  });

  it("refuses a push whose schema the existing documents break, with Convex's message, and changes nothing", async () => {
    const before = await http().query(list, { channel: "general" });
    const schema = readFileSync(join(project.dir, "convex/schema.ts"), "utf8");
    edit("schema.ts", (text) => text.replace("body: v.string()", "body: v.number()"));
    edit("messages.ts", (text) => text.replace("message.body.toUpperCase()", "`changed ${message.body}`"));
    const result = await push(project, backend);
    writeFileSync(join(project.dir, "convex/schema.ts"), schema);
    edit("messages.ts", (text) => text.replace("`changed ${message.body}`", "message.body.toUpperCase()"));

    expect(result.code).not.toBe(0);
    expect(result.output).toContain("Schema validation failed");
    expect(result.output).toMatch(/Document with ID "\w+" in table "messages" does not match the schema: Value does not match validator\.\nPath: \.body\nValue: "hello"\nValidator: v\.float64\(\)/);
    expect(await http().query(list, { channel: "general" })).toEqual(before);
    await expect(http().mutation(send, { channel: "general", body: "still a string" })).resolves.toEqual(expect.any(String));
  });

  it("`dev` (watch) waits after a refused push and pushes again once the offending documents are gone", async () => {
    const schema = readFileSync(join(project.dir, "convex/schema.ts"), "utf8");
    await http().mutation(send, { channel: "strict", body: "not a number" });
    edit("schema.ts", (text) => text.replace("channel: v.string(), body: v.string()", 'channel: v.union(v.literal("general"), v.literal("run"), v.literal("logs")), body: v.string()'));
    const watcher = spawnConvex(project, backend, ["dev", "--typecheck", "disable", "--tail-logs", "disable"]);
    cleanups.push(() => void watcher.kill());
    try {
      // The CLI prints the headline and the document's details in separate writes: wait for the details.
      await eventually(() => watcher.out(), (out) => /in table "messages" does not match the schema/.test(out), {
        what: "the refused push, with the offending document",
        timeoutMs: 60_000,
      });
      expect(watcher.out()).toMatch(/Schema validation failed/);
      await convex(project, backend, ["run", "messages:purgeChannel", '{"channel":"strict"}']);
      await eventually(() => watcher.out(), (out) => out.includes("Convex functions ready!"), { what: "the push retried after the data changed", timeoutMs: 60_000 });
    } finally {
      watcher.kill();
      writeFileSync(join(project.dir, "convex/schema.ts"), schema);
    }
    const restored = await push(project, backend);
    expect(restored.code, restored.output).toBe(0);
  });

  it("refuses a cron naming a missing function, a default-runtime module using Node built-ins and an auth config missing its variable", async () => {
    writeFileSync(
      join(project.dir, "convex/crons.ts"),
      'import { cronJobs, makeFunctionReference } from "convex/server";\nconst crons = cronJobs();\ncrons.interval("tidy up", { minutes: 5 }, makeFunctionReference<"mutation">("messages:missing"));\nexport default crons;\n',
    );
    const cron = await push(project, backend);
    rmSync(join(project.dir, "convex/crons.ts"));
    expect(cron.code).not.toBe(0);
    expect(cron.output).toContain("The cron job 'tidy up' schedules a function that does not exist: messages.js:missing");

    writeFileSync(join(project.dir, "convex/disk.ts"), 'import { existsSync } from "node:fs";\nimport { queryGeneric } from "convex/server";\nexport const exists = queryGeneric(async () => existsSync("/"));\n');
    const node = await push(project, backend);
    rmSync(join(project.dir, "convex/disk.ts"));
    expect(node.code).not.toBe(0);
    expect(node.output).toContain('without the "use node" directive');
    writeFileSync(join(project.dir, "convex/auth.config.ts"), 'export default { providers: [{ domain: process.env.FIXTURE_ISSUER, applicationID: "fixture" }] };\n');
    const auth = await push(project, backend);
    rmSync(join(project.dir, "convex/auth.config.ts"));
    expect(auth.code).not.toBe(0);
    expect(auth.output).toContain("Environment variable FIXTURE_ISSUER is used in auth config file but its value was not set");
    expect(await http().query(list, { channel: "general" })).toContain("HELLO");
  });

  it("keeps internal functions away from clients, while `run` (admin) may call them", async () => {
    await expect(http().mutation(purge, {})).rejects.toThrow(/Could not find public function for 'messages:purge'/);
    const run = await convex(project, backend, ["run", "messages:send", JSON.stringify({ channel: "run", body: "from run" })]);
    expect(run.code, run.output).toBe(0);
    expect(run.stdout.trim()).toMatch(/^"\w+"$/);
    const listed = await convex(project, backend, ["run", "messages:list", '{"channel":"run"}']);
    expect(JSON.parse(listed.stdout)).toEqual(["FROM RUN"]);
    const missing = await convex(project, backend, ["run", "messages:nope"]);
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain("Could not find function for 'messages:nope'");
    expect(missing.output).toContain("messages:list");
  });

  it("round-trips environment variables through `env set|get|list|remove`, seen by functions", async () => {
    expect((await convex(project, backend, ["env", "set", "GREETING", "Grüß Gott"])).code).toBe(0);
    expect((await convex(project, backend, ["env", "get", "GREETING"])).stdout.trim()).toBe("Grüß Gott");
    expect((await convex(project, backend, ["env", "list"])).stdout).toContain("GREETING=Grüß Gott");
    const seen = await convex(project, backend, ["run", "messages:greeting"]);
    expect(JSON.parse(seen.stdout)).toBe("Grüß Gott");
    expect((await convex(project, backend, ["env", "remove", "GREETING"])).code).toBe(0);
    expect((await convex(project, backend, ["env", "list"])).stdout).not.toContain("GREETING");
    const invalid = await convex(project, backend, ["env", "set", "1BAD", "x"]);
    expect(invalid.code).not.toBe(0);
    expect(invalid.output).toContain("EnvironmentVariableNameInvalid");
  });

  it("streams console lines to `logs` as functions run", async () => {
    const logs = spawnConvex(project, backend, ["logs"]);
    cleanups.push(() => void logs.kill());
    await eventually(() => logs.out(), (out) => out.includes("Watching logs"), { what: "logs to start" });
    // The first poll only sets the cursor: keep writing until a line arrives.
    await eventually(
      async () => {
        await http().mutation(send, { channel: "logs", body: "watch me" });
        return logs.out();
      },
      (out) => /\[CONVEX M\(messages\.js:send\)\] \[LOG\] 'sending' 'watch me'/.test(out),
      { what: "the console line in npx convex logs", intervalMs: 500 },
    );
    logs.kill();
  });

  it("lists tables and documents with `data`", async () => {
    const tables = await convex(project, backend, ["data"]);
    expect(tables.stdout.split("\n").map((line) => line.trim())).toContain("messages");
    const documents = await convex(project, backend, ["data", "messages", "--limit", "50"]);
    expect(documents.code, documents.output).toBe(0);
    expect(documents.stdout).toContain('"watch me"');
    expect(documents.stdout).toContain("_creationTime");
  });

  it("exports a ZIP snapshot with file blobs that imports into an empty backend and exports identically", async () => {
    const storageId = await http().action(storeText, { name: "note", text: "blob body ✓" });
    const exportDir = mkdtempSync(join(tmpdir(), "vetline-cli-export-"));
    cleanups.push(() => rmSync(exportDir, { recursive: true, force: true }));
    const first = join(exportDir, "first.zip");
    const exported = await convex(project, backend, ["export", "--path", first, "--include-file-storage"]);
    expect(exported.code, exported.output).toBe(0);
    const entries = new Map(readZip(readFileSync(first)).map((entry) => [entry.name, entry.data.toString("utf8")]));
    expect(entries.get(`_storage/${storageId}.txt`)).toBe("blob body ✓");
    expect(entries.get("messages/documents.jsonl")).toContain('"body":"watch me"');

    const empty = await startBackend();
    cleanups.push(async () => {
      await empty.stop();
      rmSync(empty.dataDir, { recursive: true, force: true });
    });
    const imported = await convex(project, empty, ["import", first, "-y"]);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toMatch(/Added \d+ documents/);
    const second = join(exportDir, "second.zip");
    expect((await convex(project, empty, ["export", "--path", second, "--include-file-storage"])).code).toBe(0);
    const secondEntries = new Map(readZip(readFileSync(second)).map((entry) => [entry.name, entry.data.toString("utf8")]));
    expect(secondEntries).toEqual(entries);

    const again = await convex(project, empty, ["import", first, "-y"]);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain("Table attachments already exists. Please choose a new table name or use replace/append modes.");
  });

  it("serves the last push after a restart and answers `function-spec`", async () => {
    await backend.stop();
    backend = await startBackend(backend.dataDir);
    expect(await http().query(list, { channel: "general" })).toContain("HELLO");
    const spec = await convex(project, backend, ["function-spec"]);
    expect(spec.code, spec.output).toBe(0);
    const parsed = JSON.parse(spec.stdout) as { url: string; functions: Array<{ identifier?: string; functionType: string; visibility?: { kind: string } }> };
    expect(parsed.url).toBe(backend.url);
    expect(parsed.functions).toContainEqual(expect.objectContaining({ identifier: "messages.js:purge", functionType: "Mutation", visibility: { kind: "internal" } }));
  });
});
