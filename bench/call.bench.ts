import { chromium, type Browser, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestAccount } from "../e2e/support/accounts";
import { consultationStartingNow } from "../e2e/support/call-booking";
import { signInPage } from "../e2e/support/fixtures";
import { e2ePorts, e2eUrls } from "../e2e/support/ports";
import { startPeerServer } from "../scripts/peer-server";
import { serveApp } from "../scripts/serve-app";
import { defineBench, type BenchRow } from "./lib/bench";
import { summarise } from "./lib/stats";

const samples = 20;
const warmup = 2;
const targetP95Ms = 500;
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const chromiumFlags = [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`))));
  });
}

/** The same local backend the e2e suite uses (fresh data, functions from convex/, e2e ports). */
async function startBackend(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      join(repoRoot, "local-backend/src/cli.ts"),
      "start",
      "--functions",
      "convex",
      "--data",
      dataDir,
      "--port",
      String(e2ePorts.backend),
      "--site-port",
      String(e2ePorts.backendSite),
      "--app-url",
      e2eUrls.app,
    ],
    { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] },
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`local backend exited with ${child.exitCode}`);
    const ready = await fetch(`${e2eUrls.backend}/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error("local backend did not start within 2 minutes");
}

async function signedInPage(browser: Browser, account: TestAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eUrls.app });
  const page = await context.newPage();
  await signInPage(page, account);
  return page;
}

async function waitForPath(page: Page, suffix: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.endsWith(suffix), { timeout: 15_000 });
}

/**
 * In the page: click Join, then time until the other side's video is playing with real frames.
 * A string, not a function: tsx would wrap inner functions in a helper the page does not have.
 */
const clickJoinAndTimeRemoteVideo = `new Promise((resolve, reject) => {
  const join = Array.from(document.querySelectorAll("button")).find((button) =>
    button.textContent.includes("Join the consultation"));
  if (join === undefined || join.disabled) return reject(new Error("Join is not available"));
  const clickedAt = performance.now();
  join.click();
  const check = () => {
    const video = document.querySelector("video.call-video--remote");
    if (video !== null && video.videoWidth > 0 && !video.paused) resolve(performance.now() - clickedAt);
    else setTimeout(check, 2);
  };
  check();
})`;

export default defineBench({
  name: "video call: join click to remote video playing (loopback)",
  async run(): Promise<BenchRow[]> {
    if (!existsSync(join(repoRoot, "dist/index.html"))) await run("npx", ["vite", "build", "--logLevel", "error"]);
    const dataDir = mkdtempSync(join(tmpdir(), "vetline-call-bench-"));
    const backend = await startBackend(dataDir);
    const peerServer = await startPeerServer({ port: e2ePorts.peer });
    let app: Server | null = null;
    let browser: Browser | null = null;
    try {
      app = await serveApp({ port: e2ePorts.app, config: { convexUrl: e2eUrls.backend, peerPort: e2ePorts.peer } });
      const { vet, owner, bookingId } = await consultationStartingNow();
      browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags });
      const vetPage = await signedInPage(browser, vet.account);
      const ownerPage = await signedInPage(browser, owner.account);
      const prepareUrl = `/en/call/${bookingId}/prepare`;

      await vetPage.goto(prepareUrl);
      await vetPage.getByRole("button", { name: "Join the consultation" }).click();
      await waitForPath(vetPage, bookingId);

      const latencies: number[] = [];
      for (let round = 0; round < warmup + samples; round++) {
        await ownerPage.goto(prepareUrl);
        await ownerPage.getByRole("button", { name: "Join the consultation", disabled: false }).waitFor();
        const ms = await ownerPage.evaluate<number>(clickJoinAndTimeRemoteVideo);
        if (round >= warmup) latencies.push(ms);
        await ownerPage.getByRole("button", { name: "Leave" }).click();
        await waitForPath(ownerPage, "/left");
        // The vet's side notices the owner left before the next round calls again.
        await vetPage.getByText(/^Waiting for /).waitFor({ timeout: 15_000 });
      }
      const join = summarise(latencies);
      process.stderr.write(`join to remote video: p50 ${join.p50Ms.toFixed(0)} ms, p95 ${join.p95Ms.toFixed(0)} ms\n`);
      return [
        {
          name: "join click → remote video playing",
          p50Ms: join.p50Ms,
          p95Ms: join.p95Ms,
          target: `p95 ≤ ${targetP95Ms} ms`,
          meetsTarget: join.p95Ms <= targetP95Ms,
          details: { samples: join.count, maxMs: Math.round(join.maxMs) },
        },
      ];
    } finally {
      await browser?.close();
      await new Promise<void>((resolve) => (app ? app.close(() => resolve()) : resolve()));
      await peerServer.close();
      backend.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
