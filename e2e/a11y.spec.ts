import type { Browser, BrowserContext, Page } from "@playwright/test";
import { newSession, type TestAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import {
  describeFindings,
  desktopViewport,
  horizontalOverflow,
  phoneViewport,
  seriousAxeFindings,
  smallTapTargets,
  waitForContent,
  type AxeFinding,
} from "./support/page-checks";
import { appLocales, catalogData, routeCatalog, type Audience, type CatalogData } from "./support/route-catalog";
import { e2eUrls } from "./support/ports";

async function pageFor(browser: Browser, account: TestAccount | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: e2eUrls.app });
  const page = await context.newPage();
  if (account) await signInPage(page, await newSession(account));
  return { context, page };
}

test.describe("accessibility of every route", () => {
  test.describe.configure({ mode: "parallel", timeout: 120_000 });
  let data: CatalogData;

  test.beforeAll(async () => {
    data = await catalogData();
  });

  for (const locale of appLocales) {
    // Half the locales are scanned on a phone, half on a desktop; every route is checked for sideways scroll at 360 px.
    const scanViewport = locale === "en" || locale === "de" ? desktopViewport : phoneViewport;

    for (const audience of ["visitor", "owner", "vet"] as const) {
      test(`${locale}, ${audience}: no serious WCAG 2.2 AA violation, and at 360 px no horizontal scroll and no tap target under 44 px`, async ({ browser }) => {
        const accounts: Record<Audience, TestAccount | null> = { visitor: null, owner: data.owner, vet: data.vet };
        const findings: Record<string, AxeFinding[]> = {};
        const overflowing: string[] = [];
        const smallTargets: string[] = [];
        const { context, page } = await pageFor(browser, accounts[audience]);
        for (const route of routeCatalog.filter((entry) => entry.audience === audience)) {
          const url = route.url(locale, data);
          await test.step(`${route.name}: ${url}`, async () => {
            await page.setViewportSize(scanViewport);
            await page.goto(url);
            await waitForContent(page);
            await expect(page.locator("html")).toHaveAttribute("lang", locale);
            if (audience !== "visitor") expect(page.url(), "the page is scanned signed in, not the sign-in page").not.toContain("/auth/signin");
            findings[`${url} (${audience}, ${scanViewport.width} px)`] = await seriousAxeFindings(page);
            await page.setViewportSize(phoneViewport);
            const overflow = await horizontalOverflow(page);
            if (overflow > 0) overflowing.push(`${url}: ${overflow} px wider than the window`);
            for (const target of await smallTapTargets(page)) smallTargets.push(`${url}: ${target}`);
          });
        }
        await context.close();
        expect(describeFindings(findings), "serious or critical axe violations").toBe("");
        expect(overflowing, "routes that scroll sideways at 360 px").toEqual([]);
        expect(smallTargets, "tap targets under 44 × 44 px on a phone").toEqual([]);
      });
    }
  }
});
