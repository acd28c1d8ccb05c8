import type { Browser, Page } from "@playwright/test";
import { signInPage } from "../e2e/support/fixtures";
import { e2eUrls } from "../e2e/support/ports";
import { ownerReadyToBook, publishedVet } from "../e2e/support/scenarios";
import { startAppStack } from "./lib/app-stack";
import { defineBench, type BenchRow } from "./lib/bench";
import { summarise } from "./lib/stats";

/**
 * Largest Contentful Paint and Total Blocking Time of the built app's key pages, throttled to a
 * mid-range phone (Lighthouse's mobile profile: 4× CPU slowdown, 150 ms RTT, 1.6 Mbps down),
 * beside the "good" budgets of Core Web Vitals. Each load is cold: a fresh browser context.
 */
const loadsPerPage = 5;
const budgets = { lcpMs: 2500, tbtMs: 200 };

const collectVitals = `new Promise((resolve) => {
  let lcp = 0;
  let blocking = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) blocking += Math.max(0, entry.duration - 50);
  }).observe({ type: "longtask", buffered: true });
  setTimeout(() => resolve({ lcp, blocking }), 1500);
})`;

async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eUrls.app, viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return page;
}

type PageUnderTest = { name: string; path: string; ready: string; prepare?: (page: Page) => Promise<void> };

export default defineBench({
  name: "web vitals on a throttled phone profile",
  async run(): Promise<BenchRow[]> {
    const stack = await startAppStack();
    try {
      const vet = await publishedVet({ timeZone: "Europe/Berlin" });
      const owner = await ownerReadyToBook();
      const pages: PageUnderTest[] = [
        { name: "home", path: "/en", ready: "h1" },
        { name: "directory", path: "/en/veterinarians", ready: `text=${vet.displayName}` },
        {
          name: "booking",
          path: `/en/bookings/book/${vet.vetId}`,
          ready: "h1",
          prepare: (page) => signInPage(page, owner.account),
        },
      ];
      const browser = await stack.launchBrowser();
      const rows: BenchRow[] = [];
      for (const target of pages) {
        const lcp: number[] = [];
        const tbt: number[] = [];
        for (let load = 0; load < loadsPerPage; load++) {
          const page = await throttledPage(browser);
          await target.prepare?.(page);
          await page.goto(target.path);
          await page.locator(target.ready).first().waitFor({ timeout: 60_000 });
          const vitals = (await page.evaluate(collectVitals)) as { lcp: number; blocking: number };
          lcp.push(vitals.lcp);
          tbt.push(vitals.blocking);
          await page.context().close();
        }
        const lcpSummary = summarise(lcp);
        const tbtSummary = summarise(tbt);
        process.stderr.write(`${target.name}: LCP p50 ${lcpSummary.p50Ms.toFixed(0)} ms, TBT p50 ${tbtSummary.p50Ms.toFixed(0)} ms\n`);
        rows.push(
          {
            name: `${target.name}: largest contentful paint`,
            p50Ms: lcpSummary.p50Ms,
            p95Ms: lcpSummary.p95Ms,
            baselineName: "budget",
            target: `p95 ≤ ${budgets.lcpMs} ms`,
            meetsTarget: lcpSummary.p95Ms <= budgets.lcpMs,
            details: { loads: loadsPerPage, ratioToBudget: Number((lcpSummary.p95Ms / budgets.lcpMs).toFixed(2)) },
          },
          {
            name: `${target.name}: total blocking time`,
            p50Ms: tbtSummary.p50Ms,
            p95Ms: tbtSummary.p95Ms,
            baselineName: "budget",
            target: `p95 ≤ ${budgets.tbtMs} ms`,
            meetsTarget: tbtSummary.p95Ms <= budgets.tbtMs,
            details: { loads: loadsPerPage, ratioToBudget: Number((tbtSummary.p95Ms / budgets.tbtMs).toFixed(2)) },
          },
        );
      }
      return rows;
    } finally {
      await stack.stop();
    }
  },
});
