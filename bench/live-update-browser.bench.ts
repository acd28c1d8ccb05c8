import { signInPage } from "../e2e/support/fixtures";
import { e2eUrls } from "../e2e/support/ports";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "../e2e/support/scenarios";
import { startAppStack } from "./lib/app-stack";
import { defineBench, type BenchRow } from "./lib/bench";
import { summarise } from "./lib/stats";

/**
 * A change made in one browser, painted in another: the owner renames their pet from their
 * browser (an HTTP mutation with their session), the vet's overview, open in a second browser
 * context, repaints with the new name. Both pages share one clock (one browser process).
 */
const rounds = 30;
const warmup = 3;
const targetP95Ms = 100;

const renameFromOwnerPage = (petId: string, name: string) => `(async () => {
  const token = localStorage.getItem("__convexAuthJWT_vetline");
  const sentAt = performance.timeOrigin + performance.now();
  const response = await fetch(${JSON.stringify(`${e2eUrls.backend}/api/mutation`)}, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer " + token },
    body: JSON.stringify({ path: "pets:updatePet", format: "convex_encoded_json",
      args: [{ petId: ${JSON.stringify(petId)}, name: ${JSON.stringify(name)}, species: "dog", sex: "female", allergies: [], medications: [] }] }),
  });
  if (!response.ok) throw new Error("rename failed: " + response.status);
  return sentAt;
})()`;

const armPaintWatch = (name: string) => `window.__paintedAt = new Promise((resolve) => {
  const seen = () => document.body.innerText.includes(${JSON.stringify(name)});
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}); undefined`;

export default defineBench({
  name: "live update between two browsers",
  async run(): Promise<BenchRow[]> {
    const stack = await startAppStack();
    try {
      const vet = await publishedVet({ timeZone: "UTC" });
      const owner = await ownerReadyToBook({ petName: "Pixel" });
      const [slot] = await freeSlots(vet, Date.now(), 3);
      if (!slot) throw new Error("no free slot");
      await book(owner, vet, slot.startsAt);
      const browser = await stack.launchBrowser();
      const vetPage = await (await browser.newContext({ baseURL: e2eUrls.app })).newPage();
      await signInPage(vetPage, vet.account);
      await vetPage.goto("/en/vet/overview");
      await vetPage.getByText("Pixel").first().waitFor({ timeout: 30_000 });
      const ownerPage = await (await browser.newContext({ baseURL: e2eUrls.app })).newPage();
      await signInPage(ownerPage, owner.account);
      await ownerPage.goto("/en");
      await ownerPage.waitForFunction(() => localStorage.getItem("__convexAuthJWT_vetline") !== null);

      const latencies: number[] = [];
      for (let round = 0; round < warmup + rounds; round++) {
        const name = `Pixel ${round}`;
        await vetPage.evaluate(armPaintWatch(name));
        const sentAt = (await ownerPage.evaluate(renameFromOwnerPage(owner.petId, name))) as number;
        const paintedAt = (await vetPage.evaluate("window.__paintedAt")) as number;
        if (round >= warmup) latencies.push(paintedAt - sentAt);
      }
      const summary = summarise(latencies);
      process.stderr.write(`browser to browser: p50 ${summary.p50Ms.toFixed(1)} ms, p95 ${summary.p95Ms.toFixed(1)} ms\n`);
      return [
        {
          name: "mutation in browser A → painted in browser B",
          p50Ms: summary.p50Ms,
          p95Ms: summary.p95Ms,
          target: `p95 ≤ ${targetP95Ms} ms`,
          meetsTarget: summary.p95Ms <= targetP95Ms,
          details: { rounds },
        },
      ];
    } finally {
      await stack.stop();
    }
  },
});
