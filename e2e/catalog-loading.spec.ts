import type { Page } from "@playwright/test";
import { expect, signInPage, test, type Fixtures } from "./support/fixtures";
import { translated, type CatalogLocale } from "./support/catalog";
import { messageIdsShown, recordShownTexts } from "./support/message-ids";
import { ownerReadyToBook, publishedVet } from "./support/scenarios";

type TestedLocale = "de" | "fr";
const languageName: Record<TestedLocale, RegExp> = { de: /Deutsch/, fr: /Français/ };
const otherLocale = (locale: TestedLocale): TestedLocale => (locale === "de" ? "fr" : "de");

/** A slow network: every script fetched from now on (a page's code and catalogs) takes a second. */
async function slowScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
}

/** An owner on the home page in `locale`, then a slow network: a click lands while the next page's code and catalogs download. */
async function homeOnSlowNetwork(page: Page, navigate: Fixtures["navigate"], locale: CatalogLocale): Promise<void> {
  const owner = await ownerReadyToBook();
  await signInPage(page, owner.account);
  await navigate("/$locale", { locale });
  await slowScripts(page);
}

/** The same on the directory page: a click on the switcher lands while catalogs download. */
async function directoryOnSlowNetwork(page: Page, navigate: Fixtures["navigate"], locale: CatalogLocale): Promise<void> {
  const owner = await ownerReadyToBook();
  await signInPage(page, owner.account);
  await navigate("/$locale/veterinarians/", { locale });
  await expect(page.getByRole("search", { name: translated(locale, "Filter veterinarians") })).toBeVisible();
  await slowScripts(page);
}

/**
 * Each page loads the first page's catalog and its features' own (ADR 0011): a feature page must render translated
 * whether it is opened by its address or reached by a link from a page that loaded other catalogs, and no message
 * id may show in between.
 */
for (const locale of ["de", "fr"] satisfies TestedLocale[]) {
  test.describe(`${locale}: feature catalogs`, () => {
    test.beforeEach(async ({ page }) => {
      await recordShownTexts(page);
    });

    test("pages opened by their address are translated from the first paint", async ({ page, navigate }) => {
      const vet = await publishedVet();
      const owner = await ownerReadyToBook();
      await signInPage(page, owner.account);

      await navigate("/$locale/veterinarians/", { locale });
      await expect(page.getByRole("search", { name: translated(locale, "Filter veterinarians") })).toBeVisible();
      await navigate("/$locale/veterinarians/$vetId", { locale, vetId: vet.vetId });
      await expect(page.getByRole("region", { name: translated(locale, "Free times in the next 14 days") })).toBeVisible();
      await navigate("/$locale/bookings/book/$vetId", { locale, vetId: vet.vetId });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated(locale, "Book a consultation with {0}", { 0: vet.displayName }));

      expect(await messageIdsShown(page)).toEqual([]);
    });

    test("a click while the hover's download is still under way shows the page translated", async ({ page, navigate }) => {
      await homeOnSlowNetwork(page, navigate, locale);
      const link = page.getByRole("main").getByRole("link", { name: translated(locale, "Find a vet") });
      await link.hover();
      await page.waitForTimeout(300);
      await link.click();
      // Until the page is there, a bar says the click was taken.
      const progress = page.getByRole("progressbar", { name: translated(locale, "Loading the page") });
      await expect(progress).toBeVisible();
      await expect(page.getByRole("search", { name: translated(locale, "Filter veterinarians") })).toBeVisible();
      await expect(progress).toHaveCount(0);
      expect(await messageIdsShown(page)).toEqual([]);
    });

    test("a second link clicked while the first page loads shows its own page translated", async ({ page, navigate }) => {
      await homeOnSlowNetwork(page, navigate, locale);
      await page.getByRole("main").getByRole("link", { name: translated(locale, "Find a vet") }).click();
      // Changed their mind while the directory loads: every page of a language shares the language's loader.
      await page.waitForTimeout(300);
      await page.getByRole("navigation", { name: translated(locale, "Main") }).getByRole("link", { name: translated(locale, "My pets") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated(locale, "My pets"));
      await expect(page.getByRole("button", { name: translated(locale, "Add a pet") })).toBeVisible();
      expect(await messageIdsShown(page)).toEqual([]);
    });

    test("a click on the other language while the hover's download is still under way switches the page", async ({ page, navigate }) => {
      await directoryOnSlowNetwork(page, navigate, locale);
      const other = otherLocale(locale);
      const link = page.getByRole("navigation", { name: translated(locale, "Language") }).getByRole("link", { name: languageName[other] });
      await link.hover();
      await page.waitForTimeout(300);
      await link.click();
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(page.getByRole("search", { name: translated(other, "Filter veterinarians") })).toBeVisible();
      expect(await messageIdsShown(page)).toEqual([]);
      // The switcher shows the language the page is in, and only that one.
      const switcher = page.getByRole("navigation", { name: translated(other, "Language") });
      await expect(switcher.locator('[aria-current="true"]')).toHaveAttribute("hreflang", other);
      await expect(switcher.locator('[aria-current="page"]')).toHaveCount(0);
      const weight = (hreflang: string) => switcher.locator(`[hreflang="${hreflang}"]`).evaluate((element) => getComputedStyle(element).fontWeight);
      expect(await weight(other)).not.toEqual(await weight(locale));
    });

    test("a language chosen while another one's download is under way is the one the page shows", async ({ page, navigate }) => {
      await directoryOnSlowNetwork(page, navigate, locale);
      const other = otherLocale(locale);
      const switcher = page.getByRole("navigation", { name: translated(locale, "Language") });
      await switcher.getByRole("link", { name: languageName[other] }).click();
      // Changed their mind before the other language arrived: back to the page's own.
      await page.waitForTimeout(200);
      await switcher.getByRole("link", { name: languageName[locale] }).click();
      // Past the first choice's download: it must not switch the page when it lands.
      await page.waitForTimeout(1_500);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("search", { name: translated(locale, "Filter veterinarians") })).toBeVisible();
      expect(await messageIdsShown(page)).toEqual([]);
    });

    test("pages reached by links from the home page load their catalogs before they show", async ({ page, navigate }) => {
      const surname = `Catalogs${locale}${Date.now()}`;
      const vet = await publishedVet({ name: `Dr. ${surname}`, minimumNoticeMinutes: 0 });
      const owner = await ownerReadyToBook();
      await signInPage(page, owner.account);

      await navigate("/$locale", { locale });
      await page.getByRole("main").getByRole("link", { name: translated(locale, "Find a vet") }).click();
      const filters = page.getByRole("search", { name: translated(locale, "Filter veterinarians") });
      await expect(filters).toBeVisible();
      await filters.getByLabel(translated(locale, "Search name, specialty or bio")).fill(surname);
      await filters.getByRole("button", { name: translated(locale, "Apply") }).click();
      await page.getByRole("link", { name: vet.displayName }).click();
      const freeTimes = page.getByRole("region", { name: translated(locale, "Free times in the next 14 days") });
      // A free time, not the time zone note's link to the account page.
      await freeTimes.getByRole("link", { name: /^\d{1,2}:\d{2}/ }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated(locale, "Book a consultation with {0}", { 0: vet.displayName }));

      // The other language's catalogs for this page arrive with the switch.
      const other = otherLocale(locale);
      await page.getByRole("navigation", { name: translated(locale, "Language") }).getByRole("link", { name: languageName[other] }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated(other, "Book a consultation with {0}", { 0: vet.displayName }));

      expect(await messageIdsShown(page)).toEqual([]);
    });
  });
}
