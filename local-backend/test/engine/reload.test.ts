import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openEngine } from "../../src/engine/index.js";
import { anonymous, FIXTURES, tempDataDir, valueOf } from "./engine-harness.js";

/** A scratch copy of the fixtures, inside the repository so it resolves `convex` from node_modules. */
function copyOfFixtures(): string {
  const scratch = path.resolve(FIXTURES, "../../../../node_modules/.cache/local-backend-engine-tests");
  mkdirSync(scratch, { recursive: true });
  const functionsDir = mkdtempSync(path.join(scratch, "functions-"));
  cpSync(FIXTURES, functionsDir, { recursive: true });
  return functionsDir;
}

describe("functions folder", () => {
  it("runs \"use node\" actions bundled for Node", async () => {
    const engine = await openEngine({ functionsDir: FIXTURES, dataDir: tempDataDir(), siteUrl: "http://127.0.0.1:3211", cloudUrl: "http://127.0.0.1:3210", log: () => undefined });
    expect(valueOf(await engine.runAction("nodeActions:sha1", { text: "vet" }, anonymous))).toBe("cd57239bd6edcd4567e20c0428102374f57993b4");
    expect(engine.functionKind("nodeActions:sha1")).toBe("action");
    expect(engine.functionKind("bookings:book")).toBe("mutation");
    expect(engine.functionKind("bookings.js:forVetDay")).toBe("query");
    expect(engine.functionKind("bookings:nothing")).toBeNull();
    await engine.close();
  });

  it("reloads changed functions when watching, keeping the data", async () => {
    const functionsDir = copyOfFixtures();
    const engine = await openEngine({ functionsDir, dataDir: tempDataDir(), siteUrl: "http://127.0.0.1:3211", cloudUrl: "http://127.0.0.1:3210", watch: true, log: () => undefined });
    valueOf((await engine.runMutation("bookings:book", { vetId: "reload", day: "mon", slot: 1 }, anonymous)).outcome);
    const reloaded = new Promise<void>((resolve) => engine.onReload(resolve));
    const file = path.join(functionsDir, "bookings.ts");
    writeFileSync(
      file,
      readFileSync(file, "utf8") +
        '\nexport const total = query({ args: {}, handler: async (ctx) => (await ctx.db.query("bookings").collect()).length });\n',
    );
    await reloaded;
    expect(valueOf((await engine.runQuery("bookings:total", {}, anonymous)).outcome)).toBe(1);
    await engine.close();
    rmSync(functionsDir, { recursive: true, force: true });
  });

  it("restarts with a schema that gained a table, keeping every id valid", async () => {
    const functionsDir = copyOfFixtures();
    const dataDir = tempDataDir();
    const options = { functionsDir, dataDir, siteUrl: "http://127.0.0.1:3211", cloudUrl: "http://127.0.0.1:3210", log: () => undefined };
    const first = await openEngine(options);
    const id = valueOf((await first.runMutation("bookings:book", { vetId: "schema", day: "mon", slot: 1 }, anonymous)).outcome);
    await first.close();

    const schemaFile = path.join(functionsDir, "schema.ts");
    writeFileSync(schemaFile, readFileSync(schemaFile, "utf8").replace("export default defineSchema({", "export default defineSchema({\n  alerts: defineTable({ text: v.string() }),"));
    const second = await openEngine(options);
    expect(valueOf((await second.runQuery("bookings:get", { id }, anonymous)).outcome)).toMatchObject({ _id: id, slot: 1 });
    await second.close();
    rmSync(functionsDir, { recursive: true, force: true });
  });
});
