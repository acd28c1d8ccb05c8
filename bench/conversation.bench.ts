import type { Page } from "@playwright/test";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "../e2e/support/scenarios";
import { startAppStack } from "./lib/app-stack";
import { defineBench, latencyRow, type BenchRow } from "./lib/bench";
import { armPaintWatch, measuredRounds, openSignedIn, paintedAt } from "./lib/two-browsers";

/**
 * The consultation's conversation in two browsers (issue 22): a click on Send on one side → the message painted in
 * the other side's thread, without a reload. Owner and vet take turns (each stays under the per-minute send limit);
 * both pages share one browser process, so one clock.
 */
const rounds = 20;
const warmup = 2;
const targetP95Ms = 100;

const clickSend = `(() => {
  const button = Array.from(document.querySelectorAll("form.conversation__composer button[type=submit]"))[0];
  if (!button) throw new Error("no Send button");
  const clickedAt = performance.timeOrigin + performance.now();
  button.click();
  return clickedAt;
})()`;

async function sendAndWatch(from: Page, to: Page, text: string): Promise<number> {
  await armPaintWatch(to, text, '[role="log"]');
  await from.getByRole("textbox", { name: "Your message" }).fill(text);
  const clickedAt = (await from.evaluate(clickSend)) as number;
  return (await paintedAt(to)) - clickedAt;
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
      const openThread = async (account: typeof owner.account) => {
        const page = await openSignedIn(browser, account, `/en/bookings/${bookingId}/summary`);
        await page.getByRole("textbox", { name: "Your message" }).waitFor({ timeout: 30_000 });
        return page;
      };
      const ownerPage = await openThread(owner.account);
      const vetPage = await openThread(vet.account);

      const visible = await measuredRounds({ warmup, rounds }, (round) => {
        const [from, to] = round % 2 === 0 ? [ownerPage, vetPage] : [vetPage, ownerPage];
        return sendAndWatch(from, to, `Round ${round}: how is she today?`);
      });
      return [latencyRow("conversation: Send clicked → message painted on the other side", visible, targetP95Ms)];
    } finally {
      await stack.stop();
    }
  },
});
