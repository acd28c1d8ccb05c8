import type { Page } from "@playwright/test";
import { signInPage } from "../e2e/support/fixtures";
import { e2eUrls } from "../e2e/support/ports";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "../e2e/support/scenarios";
import { startAppStack } from "./lib/app-stack";
import { defineBench, type BenchRow } from "./lib/bench";
import { summarise } from "./lib/stats";

/**
 * The consultation's conversation in two browsers (issue 22): a click on Send on one side → the message painted in
 * the other side's thread, without a reload. Owner and vet take turns (each stays under the per-minute send limit);
 * both pages share one browser process, so one clock.
 */
const rounds = 20;
const warmup = 2;
const target = { p95Ms: 100 };

const armPaintWatch = (text: string) => `window.__paintedAt = new Promise((resolve) => {
  const log = document.querySelector('[role="log"]');
  const seen = () => log !== null && log.textContent.includes(${JSON.stringify(text)});
  if (seen()) return resolve(performance.timeOrigin + performance.now());
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}); undefined`;

const clickSend = `(() => {
  const button = Array.from(document.querySelectorAll("form.conversation__composer button[type=submit]"))[0];
  if (!button) throw new Error("no Send button");
  const clickedAt = performance.timeOrigin + performance.now();
  button.click();
  return clickedAt;
})()`;

async function sendAndWatch(from: Page, to: Page, text: string): Promise<number> {
  await to.evaluate(armPaintWatch(text));
  await from.getByRole("textbox", { name: "Your message" }).fill(text);
  const clickedAt = (await from.evaluate(clickSend)) as number;
  const paintedAt = (await to.evaluate("window.__paintedAt")) as number;
  return paintedAt - clickedAt;
}

export default defineBench({
  name: "conversation between two browsers",
  async run(): Promise<BenchRow[]> {
    const stack = await startAppStack();
    try {
      const vet = await publishedVet({ timeZone: "UTC" });
      const owner = await ownerReadyToBook({ petName: "Pixel" });
      const [slot] = await freeSlots(vet, Date.now() + 86_400_000, 2);
      if (slot === undefined) throw new Error("the bench vet offers no slot");
      const bookingId = await book(owner, vet, slot.startsAt);
      const browser = await stack.launchBrowser();
      const pages: Page[] = [];
      for (const account of [owner.account, vet.account]) {
        const page = await (await browser.newContext({ baseURL: e2eUrls.app })).newPage();
        await signInPage(page, account);
        await page.goto(`/en/bookings/${bookingId}/summary`);
        await page.getByRole("textbox", { name: "Your message" }).waitFor({ timeout: 30_000 });
        pages.push(page);
      }
      const [ownerPage, vetPage] = pages as [Page, Page];

      const visible: number[] = [];
      for (let round = 0; round < warmup + rounds; round++) {
        const [from, to] = round % 2 === 0 ? [ownerPage, vetPage] : [vetPage, ownerPage];
        const elapsed = await sendAndWatch(from, to, `Round ${round}: how is she today?`);
        if (round >= warmup) visible.push(elapsed);
      }
      const summary = summarise(visible);
      process.stderr.write(`send → visible on the other side: p50 ${summary.p50Ms.toFixed(1)} ms, p95 ${summary.p95Ms.toFixed(1)} ms\n`);
      return [
        {
          name: "conversation: Send clicked → message painted on the other side",
          p50Ms: summary.p50Ms,
          p95Ms: summary.p95Ms,
          target: `p95 ≤ ${target.p95Ms} ms`,
          meetsTarget: summary.p95Ms <= target.p95Ms,
          details: { rounds },
        },
      ];
    } finally {
      await stack.stop();
    }
  },
});
