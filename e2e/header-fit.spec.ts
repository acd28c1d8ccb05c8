import { createAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import { waitForContent } from "./support/page-checks";

const locales = ["en", "de", "fr", "es"] as const;

test.describe("the header's menu at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const role of ["owner", "vet"] as const) {
    test(`fits on one line for a signed-in ${role} in every locale, without overflow`, async ({ page }) => {
      const account = await createAccount({ role, locale: "fr" });
      await signInPage(page, account);
      for (const locale of locales) {
        await page.goto(`/${locale}`);
        await waitForContent(page);
        // Measured once the header shows the signed-in menu, not while it still reads the session.
        await expect(page.locator(".app-header__tools button")).toBeVisible();
        await expect(page.locator(".app-nav .app-nav__link")).toHaveCount(role === "vet" ? 4 : 5);
        const linkTops = () =>
          page
            .locator(".app-nav__link")
            .evaluateAll((links) => links.map((link) => `${Math.round(link.getBoundingClientRect().top)} ${link.textContent ?? ""}`));
        await expect
          .poll(async () => new Set((await linkTops()).map((line) => line.split(" ")[0])).size, {
            message: `${locale}: every menu link on the same line (first read: ${(await linkTops()).join(", ")})`,
            timeout: 5_000,
          })
          .toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: no sideways scroll`).toBeLessThanOrEqual(1280);
      }
    });
  }
});
