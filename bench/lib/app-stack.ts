import { chromium, type Browser } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumExecutable, chromiumFlags } from "../../e2e/support/chromium";
import { e2ePorts, e2eUrls } from "../../e2e/support/ports";
import { startPeerServer } from "../../scripts/peer-server";
import { serveApp } from "../../scripts/serve-app";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

function runToEnd(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`))));
  });
}

export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: its process exited with ${child.exitCode}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

let build: Promise<void> | undefined;

/**
 * Builds the app once per bench run. Never reuses a `dist/` found on disk: one left by an older checkout measured
 * that older app (a web-vitals run measured a build from hours before, and a bisect measured one commit throughout).
 */
function buildOnce(): Promise<void> {
  build ??= runToEnd("npx", ["vite", "build", "--logLevel", "error"]);
  return build;
}

export type AppStack = { launchBrowser: () => Promise<Browser>; stop: () => Promise<void> };

/**
 * The production-like stack the e2e suite uses (built app, local backend on fresh data, signaling),
 * on the e2e ports, for benchmarks that drive real browsers. `env`: deployment variables for the backend.
 */
export async function startAppStack({ env = {} }: { env?: Record<string, string> } = {}): Promise<AppStack> {
  await buildOnce();
  const dataDir = mkdtempSync(join(tmpdir(), "vetline-bench-stack-"));
  // Deployment variables (e.g. a raised rate limit for a bench that repeats one person's command), set before start.
  for (const [name, value] of Object.entries(env)) {
    await runToEnd(process.execPath, ["local-backend/bin/local-backend.mjs", "env", "set", name, value, "--functions", "convex", "--data", dataDir]);
  }
  const ports = ["--port", String(e2ePorts.backend), "--site-port", String(e2ePorts.backendSite), "--app-url", e2eUrls.app];
  const backend = spawn(
    process.execPath,
    ["local-backend/bin/local-backend.mjs", "start", "--functions", "convex", "--data", dataDir, ...ports],
    { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] },
  );
  await waitUntilReady(`${e2eUrls.backend}/version`, backend);
  const peerServer = await startPeerServer({ port: e2ePorts.peer });
  const app: Server = await serveApp({ port: e2ePorts.app, config: { convexUrl: e2eUrls.backend, peerPort: e2ePorts.peer } });
  const browsers: Browser[] = [];
  return {
    launchBrowser: async () => {
      const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumFlags });
      browsers.push(browser);
      return browser;
    },
    stop: async () => {
      await Promise.all(browsers.map((browser) => browser.close()));
      await new Promise<void>((resolve) => app.close(() => resolve()));
      await peerServer.close();
      backend.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
