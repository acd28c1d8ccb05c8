import { expect, test } from "./support/fixtures";
import { e2eUrls } from "./support/ports";
import { uiText } from "./support/ui-text";

const description = "Vetline: video consultations with licensed veterinarians, booked into their live schedule.";
const noScript = "Vetline needs JavaScript: turn it on in your browser to find a vet and book a consultation.";

test("before its scripts run, a page is in the language of its address, or of the reader's browser for an address without one", async ({
  browser,
}) => {
  // Scripts off: what a slow network's first paint, a search engine or a screen reader gets before the app starts.
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-AT", baseURL: e2eUrls.app });
  const page = await context.newPage();
  for (const [path, locale] of [
    ["/fr/veterinarians", "fr"],
    ["/es/terms", "es"],
    ["/", "de"],
    ["/veterinarians?species=dog", "de"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.headers()["content-language"]).toBe(locale);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", uiText(locale, description));
    // Not a blank page: what to do, in the page's language. (Playwright turns scripts off by emulation, under which
    // Chromium still parses <noscript> as if scripts ran and shows nothing of it, so the page as served is read.)
    expect(await response!.text()).toContain(`<noscript><p class="noscript-notice">${uiText(locale, noScript)}</p></noscript>`);
  }
  await context.close();

  // With scripts, the app keeps the address's language and the description follows a change of language.
  const running = await browser.newContext({ locale: "de-AT", baseURL: e2eUrls.app });
  const app = await running.newPage();
  await app.goto("/es/terms");
  await expect(app.locator("html")).toHaveAttribute("lang", "es");
  await expect(app.locator('meta[name="description"]')).toHaveAttribute("content", uiText("es", description));
  await running.close();
});
