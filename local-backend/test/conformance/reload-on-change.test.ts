import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BackendProcess, repoRoot } from "./support/backend-process";
import { eventually, httpClient, RecordedSubscription, webSocketClient } from "./support/clients";

// Under node_modules/.cache so the folder's `convex/server` imports resolve like in a project.
const scratchRoot = join(repoRoot, "node_modules/.cache");
let functionsDir: string;
let backend: BackendProcess;
let client: ConvexClient;

function greetingModule(text: string): string {
  return `import { queryGeneric } from "convex/server";
export const greeting = queryGeneric({ args: {}, handler: async () => ${JSON.stringify(text)} });
`;
}

beforeAll(async () => {
  mkdirSync(scratchRoot, { recursive: true });
  functionsDir = mkdtempSync(join(scratchRoot, "vetline-watch-"));
  writeFileSync(join(functionsDir, "hello.ts"), greetingModule("hello v1"));
  backend = await BackendProcess.start({ functionsDir, watch: true });
  client = webSocketClient(backend);
});

afterAll(async () => {
  await client?.close();
  await backend?.dispose();
  rmSync(functionsDir, { recursive: true, force: true });
});

it("reloads changed and added function files while running with --watch, and re-runs subscriptions", async () => {
  const greeting = new RecordedSubscription(client, makeFunctionReference<"query", Record<string, never>, string>("hello:greeting"), {});
  await greeting.waitFor((text) => text === "hello v1");

  writeFileSync(join(functionsDir, "hello.ts"), greetingModule("hello v2"));
  await greeting.waitFor((text) => text === "hello v2", "the subscription re-run on the new code");

  writeFileSync(join(functionsDir, "added.ts"), greetingModule("a new module"));
  const added = makeFunctionReference<"query", Record<string, never>, string>("added:greeting");
  expect(
    await eventually(
      () => httpClient(backend).query(added, {}).catch(() => null),
      (text) => text !== null,
      { what: "the added module" },
    ),
  ).toBe("a new module");
});
