import { breakTermsRoute } from "./support/broken-route";
import { expect, test } from "./support/fixtures";
import { e2ePorts, e2eUrls } from "./support/ports";
import { startSentryCollector } from "./support/sentry-collector";

test.describe("locale from the browser", () => {
  test.describe("German browser", () => {
    test.use({ locale: "de-DE" });
    test("/ goes to the German home page", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/de\/?$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ein Tierarzt für Ihr Tier, per Video, noch heute");
      // What a search result and a shared link show under the title.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Vetline: Videosprechstunden mit approbierten/);
    });
  });

  test.describe("Japanese browser", () => {
    test.use({ locale: "ja-JP" });
    test("/ falls back to English", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/en\/?$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });

  test("a saved choice wins over the browser's language", async ({ page, navigate }) => {
    await navigate("/$locale/privacy", { locale: "en" });
    await page.getByRole("link", { name: /Español/ }).click();
    await expect(page).toHaveURL(/\/es\/privacy$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/es\/?$/);
  });
});

test("the switcher keeps the page and changes language, title, lang and description", async ({ page, navigate }) => {
  await navigate("/$locale/privacy", { locale: "en" });
  await expect(page).toHaveTitle("Privacy · Vetline");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: /Français/ }).click();
  await expect(page).toHaveURL(/\/fr\/privacy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confidentialité");
  await expect(page).toHaveTitle("Confidentialité · Vetline");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Vetline\u00a0: téléconsultations/);
});

test("an unknown page inside a locale shows the localized not-found page", async ({ page }) => {
  await page.goto("/de/no/such/page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/de\/?$/);
});

test.describe("an address without its language", () => {
  test.use({ locale: "de-DE" });
  test("opens the same page in the reader's language, with its query; an unknown page inside a locale is still not found", async ({ page }) => {
    await page.goto("/veterinarians?species=dog");
    await expect(page).toHaveURL(/\/de\/veterinarians\?species=dog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tierärzte");
    await page.goto("/fr-CA/privacy");
    await expect(page).toHaveURL(/\/fr\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confidentialité");
    await page.goto("/it/terms");
    await expect(page).toHaveURL(/\/de\/terms$/);
    await page.goto("/?from=mail");
    await expect(page).toHaveURL(/\/de\?from=mail$/);
    await page.goto("/en/no/such/page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    // Replaced, not pushed: Back leaves the redirect's address behind.
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/de\/terms$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/no\/such\/page$/);
  });
});

test("a route that throws shows the application-error fallback with the host", async ({ page, navigate }) => {
  await breakTermsRoute(page, "Terms could not render");
  await navigate("/$locale/terms", { locale: "en" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application error");
  await expect(page.getByText(`occurred while loading 127.0.0.1:${e2ePorts.app}`)).toBeVisible();
  await expect(page.getByTestId("error-digest")).toHaveText(/^Digest: [0-9a-f]{8}$/);
});

test("a route chunk that fails to load during navigation ends in a full page load", async ({ page, navigate }) => {
  let failedOnce = false;
  await page.route(/\/assets\/privacy-[\w-]+\.js$/, async (route) => {
    if (failedOnce) return route.continue();
    failedOnce = true;
    return route.abort("failed");
  });
  await navigate("/$locale", { locale: "en" });
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  const fullLoad = page.waitForEvent("load");
  // A synthetic click: a pointer moving onto the link would preload the chunk first, and that request (not the
  // navigation's) would be the one that fails.
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).dispatchEvent("click");
  await fullLoad;
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  expect(failedOnce).toBe(true);
  expect(await page.evaluate(() => "e2eSamePage" in window)).toBe(false);
});

test.describe("error reports", () => {
  test.describe.configure({ mode: "serial" });

  test("reach the configured collector without the email address", async ({ page }) => {
    const collector = await startSentryCollector(e2ePorts.sentryCollector);
    try {
      await breakTermsRoute(page, "Terms failed for anna.schmidt@example.org");
      await page.goto(`${e2eUrls.appWithSentry}/en/terms`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application error");
      await expect.poll(() => collector.envelopes.some((body) => body.includes('"type":"event"'))).toBe(true);
      const event = collector.envelopes.find((body) => body.includes('"type":"event"')) ?? "";
      expect(event).toContain("Terms failed for [redacted]");
      expect(event).not.toContain("anna.schmidt@example.org");
      const eventId = /"event_id":"([0-9a-f]{32})"/.exec(event)?.[1];
      await expect(page.getByTestId("error-digest")).toHaveText(`Digest: ${eventId}`);
    } finally {
      await collector.close();
    }
  });

  test("are not sent anywhere when no DSN is configured", async ({ page }) => {
    const collector = await startSentryCollector(e2ePorts.sentryCollector);
    try {
      await breakTermsRoute(page, "Terms failed for anna.schmidt@example.org");
      await page.goto(`${e2eUrls.app}/en/terms`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application error");
      await page.waitForTimeout(1500);
      expect(collector.envelopes).toEqual([]);
    } finally {
      await collector.close();
    }
  });
});
