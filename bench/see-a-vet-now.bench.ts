import type { Page } from "@playwright/test";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { commandKey, ownerReadyToBook, publishedVet } from "../e2e/support/scenarios";
import { startAppStack } from "./lib/app-stack";
import { defineBench, latencyRow, type BenchRow } from "./lib/bench";
import { armPaintWatch, callFromPage, measuredRounds, openSignedIn, paintedAt } from "./lib/two-browsers";

/**
 * "See a vet now" in two browsers (issue 24): the owner's request reaching the vet's overview (sent from the
 * owner's page → painted in the vet's queue), and the vet's accept reaching both sides (click → both pages in the
 * consultation's prepare room). Both pages share one clock (one browser process). The backend lifts the per-account
 * command limit, since one owner and one vet repeat their commands every round.
 */
const rounds = 20;
const warmup = 2;
const targets = { seenP95Ms: 100, preparedP95Ms: 1000 };

/** Resolves when the page shows the prepare room's address and its first paint after that. */
const armPrepareWatch = `window.__preparedAt = new Promise((resolve) => {
  const check = () => (location.pathname.endsWith("/prepare") ? requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())) : setTimeout(check, 1));
  check();
}); undefined`;

const clickAccept = (reason: string) => `(() => {
  const item = Array.from(document.querySelectorAll("li")).find((li) => li.innerText.includes(${JSON.stringify(reason)}));
  const button = item && Array.from(item.querySelectorAll("button")).find((candidate) => candidate.innerText.includes("Accept and start"));
  if (!button) throw new Error("no Accept button");
  const clickedAt = performance.timeOrigin + performance.now();
  button.click();
  return clickedAt;
})()`;

async function preparedAt(page: Page): Promise<number> {
  return (await page.evaluate("window.__preparedAt")) as number;
}

async function waitForEmptyQueue(vetPage: Page) {
  await vetPage.getByText("No owner is waiting for you right now.").waitFor({ timeout: 30_000 });
}

export default defineBench({
  name: "see a vet now between two browsers",
  async run(): Promise<BenchRow[]> {
    const stack = await startAppStack({ env: { BOOKING_COMMANDS_PER_MINUTE: "100000" } });
    try {
      // Irish: no other vet in this fresh deployment speaks it, so every request goes to this vet.
      const vet = await publishedVet({ timeZone: "UTC", languages: ["en", "ga"], species: ["dog"] });
      const owner = await ownerReadyToBook({ petName: "Pixel" });
      const browser = await stack.launchBrowser();
      const vetPage = await openSignedIn(browser, vet.account, "/en/vet/overview");
      await vetPage.getByRole("switch", { name: "Available now" }).click();
      await waitForEmptyQueue(vetPage);
      const ownerPage = await openSignedIn(browser, owner.account, "/en");

      const samples = await measuredRounds({ warmup, rounds }, async (round) => {
        const reason = `Round ${round}: ate a sock`;
        await armPaintWatch(vetPage, reason);
        const { sentAt, value } = await callFromPage<{ requestId: string }>(
          ownerPage,
          "action",
          "onDemand:requestConsultation",
          {
            commandKey: commandKey(),
            petId: owner.petId,
            species: "dog",
            language: "ga",
            reason,
            paymentMethodId: owner.paymentMethodId,
          },
        );
        const seen = (await paintedAt(vetPage)) - sentAt;

        await ownerPage.goto(`/en/bookings/now/${value.requestId}`);
        await ownerPage.getByTestId("queue-position").waitFor();
        await ownerPage.evaluate(armPrepareWatch);
        await vetPage.evaluate(armPrepareWatch);
        const clickedAt = (await vetPage.evaluate(clickAccept(reason))) as number;
        const prepared = Math.max(await preparedAt(vetPage), await preparedAt(ownerPage)) - clickedAt;

        // The vet calls the consultation off, so they are free for the next round, and goes back to the queue.
        const bookingId = new URL(vetPage.url()).pathname.split("/")[3] as Id<"bookings">;
        await vet.client.mutation(api.bookings.cancelByVet, { bookingId, commandKey: commandKey(), reason: "Bench round over" });
        await vetPage.goto("/en/vet/overview");
        await waitForEmptyQueue(vetPage);
        return { seen, prepared };
      });
      return [
        latencyRow(
          "see a vet now: owner asks → request painted in the vet's queue",
          samples.map((sample) => sample.seen),
          targets.seenP95Ms,
        ),
        latencyRow(
          "see a vet now: vet accepts → both in the prepare room",
          samples.map((sample) => sample.prepared),
          targets.preparedP95Ms,
        ),
      ];
    } finally {
      await stack.stop();
    }
  },
});
