import { book, freeSlots, ownerReadyToBook, publishedVet } from "../e2e/support/scenarios";
import { startAppStack } from "./lib/app-stack";
import { defineBench, latencyRow, type BenchRow } from "./lib/bench";
import { armPaintWatch, callFromPage, measuredRounds, openSignedIn, paintedAt } from "./lib/two-browsers";

/**
 * A change made in one browser, painted in another: the owner renames their pet from their
 * browser (an HTTP mutation with their session), the vet's overview, open in a second browser
 * context, repaints with the new name. Both pages share one clock (one browser process).
 */
const rounds = 30;
const warmup = 3;
const targetP95Ms = 100;

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
      const vetPage = await openSignedIn(browser, vet.account, "/en/vet/overview");
      await vetPage.getByText("Pixel").first().waitFor({ timeout: 30_000 });
      const ownerPage = await openSignedIn(browser, owner.account, "/en");

      const latencies = await measuredRounds({ warmup, rounds }, async (round) => {
        const name = `Pixel ${round}`;
        await armPaintWatch(vetPage, name);
        const { sentAt } = await callFromPage(ownerPage, "mutation", "pets:updatePet", {
          petId: owner.petId,
          name,
          species: "dog",
          sex: "female",
          allergies: [],
          medications: [],
        });
        return (await paintedAt(vetPage)) - sentAt;
      });
      return [latencyRow("mutation in browser A → painted in browser B", latencies, targetP95Ms)];
    } finally {
      await stack.stop();
    }
  },
});
