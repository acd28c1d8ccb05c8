import type { Browser, Page } from "@playwright/test";
import { signInPage } from "../e2e/support/fixtures";
import { ownerReadyToBook, publishedVet, type PublishedVet } from "../e2e/support/scenarios";
import { startAppStack } from "./lib/app-stack";
import { defineBench, type BenchRow } from "./lib/bench";
import { summarise } from "./lib/stats";
import { observeVitals, readVitals, throttledPhonePage } from "./lib/throttled-phone";

/**
 * Largest Contentful Paint and Total Blocking Time of the built app's key pages, throttled to a mid-range phone
 * (Lighthouse's mobile profile), beside the "good" budgets of Core Web Vitals; each load is cold (a fresh browser
 * context). Then, on the same profile, the time from clicking a vet's card in the directory to the vet's free times
 * on screen: after resting the pointer on the card (its route preload starts the slots query) and without.
 */
const loadsPerPage = 5;
const budgets = { lcpMs: 2500, tbtMs: 200 };
const slotRounds = 5;
/** How long the pointer rests on the card before the click: a quick reader's hover. */
const hoverMs = 300;

type PageUnderTest = { name: string; path: string; ready: string; prepare?: (page: Page) => Promise<void> };

function budgetRow(name: string, samples: number[], budgetMs: number): BenchRow {
  const { p50Ms, p95Ms } = summarise(samples);
  process.stderr.write(`${name}: p50 ${p50Ms.toFixed(0)} ms, p95 ${p95Ms.toFixed(0)} ms\n`);
  return {
    name,
    p50Ms,
    p95Ms,
    baselineName: "budget",
    target: `p95 ≤ ${budgetMs} ms`,
    meetsTarget: p95Ms <= budgetMs,
    details: { loads: samples.length, ratioToBudget: Number((p95Ms / budgetMs).toFixed(2)) },
  };
}

async function vitalsRows(browser: Browser, target: PageUnderTest): Promise<BenchRow[]> {
  const lcp: number[] = [];
  const tbt: number[] = [];
  for (let load = 0; load < loadsPerPage; load++) {
    const page = await throttledPhonePage(browser);
    await target.prepare?.(page);
    await observeVitals(page);
    await page.goto(target.path);
    await page.locator(target.ready).first().waitFor({ timeout: 60_000 });
    const { lcpMs, tbtMs } = await readVitals(page);
    lcp.push(lcpMs);
    tbt.push(tbtMs);
    await page.context().close();
  }
  return [
    budgetRow(`${target.name}: largest contentful paint`, lcp, budgets.lcpMs),
    budgetRow(`${target.name}: total blocking time`, tbt, budgets.tbtMs),
  ];
}

type SlotsWatch = { clickedAt: number; slotsAt?: number; loadingShown: boolean };
declare global {
  interface Window {
    __slotsWatch?: SlotsWatch;
  }
}

// A string, run as is in the page (a bundled function would carry the bench's helpers with it).
const clickAndWatchSlots = `(() => {
  const watch = { clickedAt: performance.now(), loadingShown: false };
  window.__slotsWatch = watch;
  new MutationObserver(() => {
    const section = document.querySelector("section.vet-slots");
    if (section?.querySelector('[role="status"]')) watch.loadingShown = true;
    if (watch.slotsAt === undefined && section?.querySelector('a[href*="startsAt="]')) {
      watch.slotsAt = -1;
      requestAnimationFrame(() => { watch.slotsAt = performance.now(); });
    }
  }).observe(document.body, { subtree: true, childList: true });
  document.querySelector("[data-bench-card]").click();
})()`;

/**
 * One round: the directory opened cold (filtered to this vet), then a click on the vet's card — `hover` first or
 * not (a synthetic click, so neither hover nor focus preloads anything). Measured in the page, from the click to
 * the first free time painted; and whether the free-times placeholder ("Loading free times…") ever showed.
 */
async function slotsAfterClick(browser: Browser, vet: PublishedVet, search: string, hover: boolean): Promise<SlotsWatch> {
  const page = await throttledPhonePage(browser);
  try {
    await page.goto(`/en/veterinarians?q=${encodeURIComponent(search)}`);
    const card = page.getByRole("link", { name: vet.displayName });
    await card.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    if (hover) {
      await card.hover();
      await page.waitForTimeout(hoverMs);
    }
    await card.evaluate((link) => link.setAttribute("data-bench-card", ""));
    await page.evaluate(clickAndWatchSlots);
    await page.waitForFunction(() => (window.__slotsWatch?.slotsAt ?? -1) > 0, undefined, { timeout: 60_000 });
    return await page.evaluate(() => window.__slotsWatch!);
  } finally {
    await page.context().close();
  }
}

async function slotRows(browser: Browser, vet: PublishedVet, search: string): Promise<BenchRow[]> {
  const samples = { hover: [] as number[], click: [] as number[] };
  const loadingShown = { hover: 0, click: 0 };
  for (let round = 0; round < slotRounds; round++) {
    for (const way of ["click", "hover"] as const) {
      const watch = await slotsAfterClick(browser, vet, search, way === "hover");
      samples[way].push(watch.slotsAt! - watch.clickedAt);
      if (watch.loadingShown) loadingShown[way] += 1;
    }
  }
  const click = summarise(samples.click);
  const hover = summarise(samples.hover);
  const ratio = Number((hover.p50Ms / click.p50Ms).toFixed(2));
  process.stderr.write(
    `vet page free times after a click: p50 ${click.p50Ms.toFixed(0)} ms (placeholder ${loadingShown.click}/${slotRounds}); ` +
      `after ${hoverMs} ms of hover: p50 ${hover.p50Ms.toFixed(0)} ms (placeholder ${loadingShown.hover}/${slotRounds}), ratio ${ratio}\n`,
  );
  return [
    {
      name: "vet page: free times visible after a click, no hover",
      p50Ms: click.p50Ms,
      p95Ms: click.p95Ms,
      details: { rounds: slotRounds, placeholderShown: `${loadingShown.click}/${slotRounds}` },
    },
    {
      name: `vet page: free times visible after ${hoverMs} ms hover + click`,
      p50Ms: hover.p50Ms,
      p95Ms: hover.p95Ms,
      baselineName: "click without hover",
      ratio,
      target: "no loading placeholder",
      meetsTarget: loadingShown.hover === 0,
      details: { rounds: slotRounds, placeholderShown: `${loadingShown.hover}/${slotRounds}`, p95Ratio: Number((hover.p95Ms / click.p95Ms).toFixed(2)) },
    },
  ];
}

export default defineBench({
  name: "web vitals on a throttled phone profile",
  async run(): Promise<BenchRow[]> {
    const stack = await startAppStack();
    try {
      const surname = `Vitals${Date.now()}`;
      const vet = await publishedVet({ name: `Dr. ${surname}`, timeZone: "Europe/Berlin", minimumNoticeMinutes: 0 });
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
      for (const target of pages) rows.push(...(await vitalsRows(browser, target)));
      rows.push(...(await slotRows(browser, vet, surname)));
      return rows;
    } finally {
      await stack.stop();
    }
  },
});
