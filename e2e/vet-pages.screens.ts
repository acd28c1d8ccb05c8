import { signInPage, test } from "./support/fixtures";
import { waitForContent } from "./support/page-checks";
import { e2eUrls } from "./support/ports";
import { catalogData, routeCatalog, type CatalogData } from "./support/route-catalog";

/**
 * `npm run screenshots`: the vet's pages on a 390 px phone in Spanish and French (issue #27), saved as
 * e2e/screenshots/vet-390/<locale>/<route>.png, beside the whole-product set.
 */
const vetPhone = { width: 390, height: 844 };
const vetRoutes = [...routeCatalog.filter((entry) => entry.audience === "vet"), accountRoute()];

function accountRoute() {
  return { name: "account", url: (locale: string) => `/${locale}/manage/account` };
}

test.describe("vet pages at 390 px in es and fr", () => {
  test.describe.configure({ mode: "parallel", timeout: 300_000 });
  let data: CatalogData;

  test.beforeAll(async () => {
    data = await catalogData();
  });

  for (const locale of ["es", "fr"] as const) {
    test(locale, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: e2eUrls.app, reducedMotion: "reduce", viewport: vetPhone });
      const page = await context.newPage();
      await signInPage(page, data.vet);
      for (const route of vetRoutes) {
        await page.goto(route.url(locale, data));
        await waitForContent(page);
        await page.screenshot({ path: `e2e/screenshots/vet-390/${locale}/${route.name}.png`, fullPage: true });
      }
      await context.close();
    });
  }
});
