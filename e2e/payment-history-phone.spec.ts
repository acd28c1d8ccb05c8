import { expect, signInPage, test } from "./support/fixtures";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";
import { uiText } from "./support/ui-text";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the payment history's labels fit their column in every language, beside their values", async ({ page }) => {
  const vet = await publishedVet();
  const owner = await ownerReadyToBook({ locale: "de" });
  const [slot] = await freeSlots(vet, Date.now() + 2 * 86_400_000, 1);
  await book(owner, vet, slot!.startsAt);
  await signInPage(page, owner.account);
  for (const locale of ["de", "fr", "es", "en"] as const) {
    await page.goto(`/${locale}/manage/payment`);
    const history = page.locator(".payment-history");
    await expect(history.locator("td").first()).toBeVisible();
    await expect(history).toContainText(uiText(locale, "Consultation"));
    // Each cell's label (its ::before, measured as text in its font) must end before the cell's value begins.
    const problems = await history.locator("td").evaluateAll((cells) => {
      const canvas = document.createElement("canvas").getContext("2d")!;
      return cells.flatMap((cell) => {
        const label = getComputedStyle(cell, "::before");
        canvas.font = `${label.fontWeight} ${label.fontSize} ${label.fontFamily}`;
        const labelEnd = cell.getBoundingClientRect().left + canvas.measureText(cell.dataset.label ?? "").width;
        const value = document.createRange();
        value.selectNodeContents(cell);
        const valueStart = Math.min(...[...value.getClientRects()].map((rect) => rect.left));
        return labelEnd > valueStart + 0.5 ? [`"${cell.dataset.label}" ends at ${labelEnd.toFixed(1)} px, its value starts at ${valueStart.toFixed(1)} px`] : [];
      });
    });
    expect(problems, locale).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: no sideways scroll`).toBeLessThanOrEqual(390);
  }
});
