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
        const tops = await page.locator(".app-nav__link").evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
        expect(tops.length, `${locale}: menu links`).toBeGreaterThan(0);
        expect(new Set(tops).size, `${locale}: every menu link on the same line`).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: no sideways scroll`).toBeLessThanOrEqual(1280);
      }
    });
  }
});
