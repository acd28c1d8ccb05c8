import type { Browser, Page } from "@playwright/test";
import { e2eUrls } from "../../e2e/support/ports";

/** Lighthouse's mobile profile: 4× CPU slowdown, 150 ms round trips, 1.6 Mbps down, 750 kbps up; phone viewport. */
export async function throttledPhonePage(browser: Browser): Promise<Page> {
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

declare global {
  interface Window {
    __vitals?: { lcp: number; fcp: number; longTasks: { start: number; duration: number }[] };
  }
}

/** Before the page's first script: observes paints and long tasks from the start (nothing depends on buffering). */
export async function observeVitals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const vitals = { lcp: 0, fcp: 0, longTasks: [] as { start: number; duration: number }[] };
    window.__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) vitals.lcp = Math.max(vitals.lcp, entry.startTime);
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") vitals.fcp = entry.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
}

/**
 * LCP and Total Blocking Time as Lighthouse defines it: each long task's time beyond 50 ms, counted from the first
 * contentful paint, here until the page has been quiet for `quietMs` after it showed what it is for.
 */
export async function readVitals(page: Page, quietMs = 1500): Promise<{ lcpMs: number; tbtMs: number }> {
  await page.waitForTimeout(quietMs);
  const vitals = await page.evaluate(() => window.__vitals!);
  const tbtMs = vitals.longTasks
    .filter((task) => task.start + task.duration > vitals.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start + 50, vitals.fcp)), 0);
  return { lcpMs: vitals.lcp, tbtMs };
}
