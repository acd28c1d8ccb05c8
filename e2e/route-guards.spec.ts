import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { uiText, type UiLocale } from "./support/ui-text";

/**
 * Route guards decide before a page renders: someone who may not see a page never gets a frame of it,
 * not even a loading skeleton. A MutationObserver installed before the app starts records every element
 * the page ever inserted, so content that flashed and went away still counts.
 */
async function recordEverythingPainted(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = {
      classes: new Set<string>(),
      headings: [] as string[],
      labels: [] as string[],
      titles: [] as string[],
      frames: [] as Array<{ path: string; mainHeading: string | null }>,
    };
    (window as unknown as { __painted: typeof seen }).__painted = seen;
    const note = (element: Element) => {
      for (const name of element.classList) seen.classes.add(name);
      const label = element.getAttribute("aria-label");
      if (label) seen.labels.push(label);
      if (element.tagName === "H1") seen.headings.push(element.textContent ?? "");
    };
    new MutationObserver((records) => {
      seen.titles.push(document.title);
      // Every state of <main> with something in it, with the address it was shown at.
      const main = document.querySelector("main");
      if (main && main.childElementCount > 0) {
        seen.frames.push({ path: window.location.pathname, mainHeading: main.querySelector("h1")?.textContent ?? null });
      }
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          note(node);
          node.querySelectorAll("*").forEach(note);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function painted(page: Page) {
  return page.evaluate(() => {
    type Painted = {
      classes: Set<string>;
      headings: string[];
      labels: string[];
      titles: string[];
      frames: Array<{ path: string; mainHeading: string | null }>;
    };
    const seen = (window as unknown as { __painted: Painted }).__painted;
    return { ...seen, classes: [...seen.classes] };
  });
}

async function expectNoFrameOfVetOverview(page: Page, locale: UiLocale) {
  const seen = await painted(page);
  expect(seen.classes, "the overview's layout was never inserted").not.toContain("vet-overview");
  expect(seen.headings).not.toContain(uiText(locale, "Your day"));
  expect(seen.labels, "not even its loading skeleton").not.toContain(uiText(locale, "Loading your day…"));
  expect(seen.titles.some((title) => title.startsWith(uiText(locale, "Your day")))).toBe(false);
}

for (const locale of ["de", "fr"] as const) {
  test(`${locale}: a signed-out visitor opening the vet overview lands on sign-in without a frame of it`, async ({ page }) => {
    await recordEverythingPainted(page);
    await page.goto(`/${locale}/vet/overview`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/signin\\?redirect=%2F${locale}%2Fvet%2Foverview$`));
    await expect(page.getByRole("heading", { level: 1, name: uiText(locale, "Sign in") })).toBeVisible();
    await expectNoFrameOfVetOverview(page, locale);
    const framesAtOverview = (await painted(page)).frames.filter((frame) => frame.path === `/${locale}/vet/overview`);
    expect(framesAtOverview, "nothing at all, not even a spinner, is shown at the guarded address").toEqual([]);
  });

  test(`${locale}: an owner opening the vet overview gets the localized refusal without a frame of it`, async ({ page, login }) => {
    await login({ role: "owner" });
    await recordEverythingPainted(page);
    await page.goto(`/${locale}/vet/overview`);
    await expect(page.getByRole("heading", { level: 1, name: uiText(locale, "This page is not for your account") })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/vet/overview$`));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expectNoFrameOfVetOverview(page, locale);
    const refusal = uiText(locale, "This page is not for your account");
    const frames = (await painted(page)).frames;
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => frame.mainHeading !== refusal), "the refusal is the first and only thing shown").toEqual([]);
    // The way out leads to the owner's own start page, in the same language.
    await page.getByRole("link", { name: uiText(locale, "Go to my start page") }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/bookings$`));
  });
}

test("a vet opening an owner's page by a link inside the app gets the refusal without a frame of it", async ({ page, login }) => {
  await login({ role: "vet" });
  await recordEverythingPainted(page);
  await page.goto("/de/vet/overview");
  await expect(page.getByRole("heading", { level: 1, name: uiText("de", "Your day") })).toBeVisible();
  // An in-app navigation (no page load) to an owner-only page.
  await page.evaluate(() => {
    window.history.pushState({}, "", "/de/my-pets");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: uiText("de", "This page is not for your account") })).toBeVisible();
  const seen = await painted(page);
  expect(seen.headings).not.toContain(uiText("de", "My pets"));
  expect(seen.classes).not.toContain("my-pets");
});

test("after signing out, going back to the account page asks to sign in and never shows it", async ({ page, login }) => {
  await login({ role: "owner" });
  await page.goto("/fr/manage/account");
  await expect(page.getByRole("heading", { level: 1, name: uiText("fr", "Account") })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: uiText("fr", "Sign out") }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await page.evaluate(() => {
    const painted: string[] = [];
    (window as unknown as { __headings: string[] }).__headings = painted;
    new MutationObserver(() => {
      document.querySelectorAll("h1").forEach((heading) => painted.push(heading.textContent ?? ""));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/auth\/signin\?redirect=%2Ffr%2Fmanage%2Faccount$/);
  await expect(page.getByRole("heading", { level: 1, name: uiText("fr", "Sign in") })).toBeVisible();
  const headings = await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
  expect(headings).not.toContain(uiText("fr", "Account"));
});
