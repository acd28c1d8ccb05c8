import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../local-backend/test/conformance/support/backend-process";
import { convex, copyProject, repoRoot, type Project } from "../local-backend/test/convex-cli/support/cli-project";
import { serveApp } from "../scripts/serve-app";
import { createAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";

// A backend that starts with no functions at all: everything the app uses comes from `npx convex dev --once`.
let project: Project;
let dataDir: string;
let backendProcess: ChildProcess;
let backend: { url: string; adminKey: string };
let app: Server;
let appUrl: string;
let pushOutput = "";

async function startEmptyBackend(): Promise<{ url: string; adminKey: string }> {
  const tsx = pathToFileURL(join(repoRoot, "node_modules/tsx/dist/loader.mjs")).href;
  const args = ["--import", tsx, join(repoRoot, "local-backend/src/cli.ts"), "start", "--data", dataDir, "--port", "0", "--site-port", "0"];
  backendProcess = spawn(process.execPath, args, { cwd: dataDir, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    backendProcess.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /local-backend ready: (http:\/\/\S+)/.exec(output);
      if (ready !== null) resolve(ready[1] as string);
    });
    backendProcess.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    backendProcess.once("exit", (code) => reject(new Error(`the backend exited with ${code}:\n${output}`)));
  });
  const { readAdminKey } = await import("../local-backend/src/server/deployment-secrets");
  return { url, adminKey: (await readAdminKey(dataDir)) as string };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "vetline-e2e-push-"));
  project = copyProject(join(repoRoot, "convex"), "e2e-push");
  backend = await startEmptyBackend();
  const push = await convex(project, backend, ["dev", "--once", "--typecheck", "disable", "--codegen", "disable"]);
  pushOutput = push.output;
  if (push.code !== 0) throw new Error(`npx convex dev --once failed:\n${push.output}`);
  appUrl = `http://127.0.0.1:${await freePort()}`;
  app = await serveApp({ port: Number(new URL(appUrl).port), config: { convexUrl: backend.url } });
});

test.afterAll(async () => {
  if (app !== undefined) await new Promise((resolve) => app.close(resolve));
  if (backendProcess?.exitCode === null) {
    backendProcess.kill("SIGTERM");
    await new Promise((resolve) => backendProcess.once("exit", resolve));
  }
  project?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the app works against convex/ pushed with npx convex dev --once: sign-in, a live list, a form that saves", async ({ page }) => {
  test.setTimeout(90_000);
  expect(pushOutput).toContain("Convex functions ready!");
  const owner = await createAccount({ role: "owner", backendUrl: backend.url });
  await signInPage(page, owner);
  await page.goto(`${appUrl}/en/my-pets`);
  await expect(page.getByRole("heading", { level: 1, name: "My pets" })).toBeVisible();

  await page.getByRole("button", { name: "Add a pet" }).click();
  await page.getByLabel("Name").fill("Pushed Pixel");
  await page.getByLabel("Species").selectOption("cat");
  await page.getByLabel("Sex").selectOption("female");
  await page.getByRole("button", { name: "Add pet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pushed Pixel" })).toBeVisible({ timeout: 20_000 });

  await page.goto(`${appUrl}/en/my-pets`);
  await expect(page.getByRole("link", { name: "Pushed Pixel" })).toBeVisible();
});
