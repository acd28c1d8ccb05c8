import type { Browser, BrowserContext, Page } from "@playwright/test";
import { newSession, type TestAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import {
  describeFindings,
  desktopViewport,
  horizontalOverflow,
  narrowPhoneViewport,
  phoneViewport,
  seriousAxeFindings,
  smallTapTargets,
  waitForContent,
  type AxeFinding,
} from "./support/page-checks";
import { appLocales, catalogData, routeCatalog, type Audience, type CatalogData } from "./support/route-catalog";
import { e2eUrls } from "./support/ports";
import { englishTextsToAvoid, textsShown } from "./support/english-words";

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
    // Half the locales are scanned on a phone, half on a desktop; every route is checked on phones of 390 and 360 px.
    const scanViewport = locale === "en" || locale === "de" ? desktopViewport : phoneViewport;
    const englishTexts = locale === "en" ? [] : englishTextsToAvoid(locale);

    for (const audience of ["visitor", "owner", "vet"] as const) {
      test(`${locale}, ${audience}: no serious WCAG 2.2 AA violation; at 390 and 360 px no horizontal scroll and no tap target under 44 px${locale === "en" ? "" : "; no English UI text"}`, async ({ browser }) => {
        const accounts: Record<Audience, TestAccount | null> = { visitor: null, owner: data.owner, vet: data.vet };
        const findings: Record<string, AxeFinding[]> = {};
        const overflowing: string[] = [];
        const smallTargets: string[] = [];
        const english: string[] = [];
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
            for (const phone of [phoneViewport, narrowPhoneViewport]) {
              await page.setViewportSize(phone);
              const overflow = await horizontalOverflow(page);
              if (overflow > 0) overflowing.push(`${url} at ${phone.width} px: ${overflow} px wider than the window`);
              for (const target of await smallTapTargets(page)) smallTargets.push(`${url} at ${phone.width} px: ${target}`);
            }
            for (const text of await textsShown(page, englishTexts)) english.push(`${url}: "${text}"`);
          });
        }
        await context.close();
        expect(describeFindings(findings), "serious or critical axe violations").toBe("");
        expect(overflowing, "routes that scroll sideways on a phone").toEqual([]);
        expect(smallTargets, "tap targets under 44 × 44 px on a phone").toEqual([]);
        expect(english, `English UI text on ${locale} pages`).toEqual([]);
      });
    }
  }
});
