import type { Browser, Page } from "@playwright/test";
import type { TestAccount } from "../e2e/support/accounts";
import { consultationStartingNow } from "../e2e/support/call-booking";
import { signInPage } from "../e2e/support/fixtures";
import { e2eUrls } from "../e2e/support/ports";
import { startAppStack } from "./lib/app-stack";
import { defineBench, type BenchRow } from "./lib/bench";
import { summarise } from "./lib/stats";

const samples = 20;
const warmup = 2;
const targetP95Ms = 500;

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
    const stack = await startAppStack();
    try {
      const { vet, owner, bookingId } = await consultationStartingNow();
      const browser = await stack.launchBrowser();
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
      await stack.stop();
    }
  },
});
