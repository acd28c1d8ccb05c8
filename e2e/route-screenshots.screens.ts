import { newSession, type TestAccount } from "./support/accounts";
import { signInPage, test } from "./support/fixtures";
import { desktopViewport, phoneViewport, waitForContent } from "./support/page-checks";
import { e2eUrls } from "./support/ports";
import { appLocales, catalogData, routeCatalog, type Audience, type CatalogData } from "./support/route-catalog";

/**
 * `npm run screenshots`: every route of SPEC §2, in every locale, at 360 px and 1280 px, saved as
 * e2e/screenshots/<locale>/<route>-<width>.png so a reviewer can look at the whole product at once.
 */
test.describe("screenshots of every route", () => {
  test.describe.configure({ mode: "parallel", timeout: 300_000 });
  let data: CatalogData;

  test.beforeAll(async () => {
    data = await catalogData();
  });

  for (const locale of appLocales) {
    test(`${locale}`, async ({ browser }) => {
      const accounts: Record<Audience, TestAccount | null> = { visitor: null, owner: data.owner, vet: data.vet };
      for (const audience of ["visitor", "owner", "vet"] as const) {
        const context = await browser.newContext({ baseURL: e2eUrls.app, reducedMotion: "reduce" });
        const page = await context.newPage();
        const account = accounts[audience];
        if (account) await signInPage(page, await newSession(account));
        for (const route of routeCatalog.filter((entry) => entry.audience === audience)) {
          for (const viewport of [phoneViewport, desktopViewport]) {
            await page.setViewportSize(viewport);
            await page.goto(route.url(locale, data));
            await waitForContent(page);
            await page.screenshot({ path: `e2e/screenshots/${locale}/${route.name}-${viewport.width}.png`, fullPage: true });
          }
        }
        await context.close();
      }
    });
  }
});
