import type { BrowserContext, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { vetFreeFromNow } from "./support/call-booking";
import { expectToStayAt } from "./support/click-journey";
import { expect, test } from "./support/fixtures";
import { e2eUrls } from "./support/ports";
import { uiText, type UiLocale } from "./support/ui-text";

/**
 * A new owner and a vet, each in their own browser and language, moving only by what they see:
 * links and buttons by their names, never an address typed after the first page. From the home
 * page through sign-up, a pet, the directory, booking and paying, the vet's live overview, the
 * call and its written summary. Every link click lands where it points and stays there.
 */
const pairs: Array<{ owner: UiLocale; vet: UiLocale }> = [
  { owner: "de", vet: "fr" },
  { owner: "es", vet: "en" },
];

async function newPage(context: BrowserContext): Promise<Page> {
  return await context.newPage();
}

/** Clicks a link by its name and checks the page it opened stays. */
async function follow(page: Page, name: string | RegExp, scope = page.locator("body")) {
  const link = scope.getByRole("link", { name, exact: typeof name === "string" ? true : undefined }).first();
  const href = await link.getAttribute("href");
  if (href === null) throw new Error(`The link "${String(name)}" has no address`);
  await link.click();
  await expectToStayAt(page, href);
}

for (const locales of pairs) {
  test(`an owner (${locales.owner}) books, meets and reads the vet's (${locales.vet}) notes, all by clicking`, async ({ browser }) => {
    test.setTimeout(180_000);
    const id = randomUUID().slice(0, 8);
    const vetSurname = `Journey${id}`;
    const vet = await vetFreeFromNow({ name: `Dr. ${vetSurname}`, locale: locales.vet });
    const ownerName = `Owner ${id}`;
    const petName = `Pixel ${id}`;
    const o = (source: string, values?: Record<string, string>) => uiText(locales.owner, source, values);
    const v = (source: string, values?: Record<string, string>) => uiText(locales.vet, source, values);

    const vetContext = await browser.newContext({ baseURL: e2eUrls.app });
    const ownerContext = await browser.newContext({ baseURL: e2eUrls.app });
    const vetPage = await newPage(vetContext);
    const ownerPage = await newPage(ownerContext);

    // The vet signs in and watches their overview.
    await vetPage.goto(`/${locales.vet}/auth/signin`);
    const vetForm = vetPage.getByRole("main");
    await vetForm.getByLabel(v("Email")).fill(vet.account.email);
    await vetForm.getByLabel(v("Password"), { exact: true }).fill(vet.account.password);
    await vetForm.getByRole("button", { name: v("Sign in") }).click();
    await expectToStayAt(vetPage, `/${locales.vet}/vet/overview`);

    // A new owner arrives on the home page and signs up through the sign-in dialog.
    await ownerPage.goto(`/${locales.owner}`);
    await ownerPage.getByRole("banner").getByRole("link", { name: o("Sign in") }).click();
    const dialog = ownerPage.getByRole("dialog", { name: o("Sign in") });
    await dialog.getByRole("link", { name: o("Create an account") }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/${locales.owner}/auth/signup`));
    await ownerPage.getByLabel(o("Name")).fill(ownerName);
    await ownerPage.getByLabel(o("Email"), { exact: true }).fill(`journey-${id}@example.com`);
    await ownerPage.getByLabel(o("Password"), { exact: true }).fill(`journey correct horse ${id}`);
    await ownerPage.getByRole("button", { name: o("Create account") }).click();
    await expectToStayAt(ownerPage, `/${locales.owner}/bookings`);

    // A pet.
    await follow(ownerPage, o("My pets"), ownerPage.getByRole("banner"));
    await ownerPage.getByRole("button", { name: o("Add a pet") }).click();
    await ownerPage.getByLabel(o("Name")).fill(petName);
    await ownerPage.getByLabel(o("Species")).selectOption("dog");
    await ownerPage.getByLabel(o("Sex")).selectOption("female");
    await ownerPage.getByRole("button", { name: o("Add pet") }).click();
    await expect(ownerPage.getByRole("heading", { level: 1, name: petName })).toBeVisible({ timeout: 20_000 });

    // The directory, filtered to the vet.
    await follow(ownerPage, o("Find a vet"), ownerPage.getByRole("banner"));
    const filters = ownerPage.getByRole("search", { name: o("Filter veterinarians") });
    await filters.getByLabel(o("Search name, specialty or bio")).fill(vetSurname);
    await filters.getByRole("button", { name: o("Apply") }).click();
    await follow(ownerPage, vet.displayName, ownerPage.getByRole("main"));
    await expect(ownerPage.getByRole("heading", { level: 1, name: vet.displayName })).toBeVisible();

    // Book the first free time and pay with a new card.
    await ownerPage.locator(".vet-slots__time").first().click();
    await expect(ownerPage).toHaveURL(new RegExp(`/${locales.owner}/bookings/book/${vet.vetId}`));
    await ownerPage.getByRole("button", { name: o("Continue") }).click();
    await ownerPage.getByRole("radio", { name: petName }).check();
    await ownerPage.getByRole("button", { name: o("Continue") }).click();
    await ownerPage.getByLabel(o("Reason for the consultation")).fill("Sneezing since the walk");
    await ownerPage.getByRole("button", { name: o("Continue") }).click();
    await ownerPage.getByLabel(o("Card number")).fill("4242 4242 4242 4242");
    await ownerPage.getByLabel(o("Expiry (MM/YY)")).fill(`12/${String((new Date().getUTCFullYear() + 3) % 100)}`);
    await ownerPage.getByLabel(o("Security code")).fill("123");
    await ownerPage.getByRole("button", { name: o("Save card") }).click();
    // The bank checks the card first: the owner goes on once it shows as chosen (a Continue pressed before that
    // stays on this step and says a card is missing).
    await expect(ownerPage.getByRole("radio", { name: /4242/ })).toBeChecked();
    await ownerPage.getByRole("button", { name: o("Continue") }).click();
    await ownerPage.getByRole("button", { name: new RegExp(o("Confirm and pay {price}", { price: ".+" })) }).click();
    await expect(
      ownerPage.getByRole("heading", { level: 1, name: o("Consultation with {0} for {1}", { 0: vet.displayName, 1: petName }) }),
    ).toBeVisible({ timeout: 20_000 });

    // The vet sees it arrive without reloading, and both get ready.
    const card = vetPage.getByRole("article").filter({ hasText: ownerName });
    await expect(card).toBeVisible();
    await follow(vetPage, v("Join the consultation"), card);
    await follow(ownerPage, o("Join the call"), ownerPage.getByRole("main"));
    await vetPage.getByRole("button", { name: v("Join the consultation") }).click();
    await expect(vetPage).toHaveURL(new RegExp(`/${locales.vet}/call/[^/]+$`));
    const ownerJoin = ownerPage.getByRole("button", { name: o("Join the consultation") });
    await expect(ownerJoin).toBeEnabled();
    await ownerJoin.click();
    for (const page of [ownerPage, vetPage]) {
      await expect
        .poll(() => page.locator("video.call-video--remote").evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 20_000 })
        .toBeGreaterThan(0);
    }

    // The vet ends it for both, writes and publishes the notes; the owner reads them.
    await vetPage.getByRole("button", { name: v("End consultation") }).click();
    await vetPage.getByRole("button", { name: v("End now") }).click();
    await expect(vetPage).toHaveURL(new RegExp(`/${locales.vet}/call/[^/]+/ended$`));
    await expect(ownerPage).toHaveURL(new RegExp(`/${locales.owner}/call/[^/]+/ended$`));
    await follow(vetPage, v("Write the notes"), vetPage.getByRole("main"));
    await vetPage.getByLabel(v("Subjective")).fill("Sneezing for three days");
    await vetPage.getByLabel(v("Objective")).fill("Clear nasal discharge");
    await vetPage.getByLabel(v("Assessment")).fill("Mild irritation");
    await vetPage.getByLabel(v("Plan")).fill("Steam inhalation twice a day");
    await vetPage.getByRole("button", { name: v("Publish to the owner") }).click();
    await follow(ownerPage, o("See the summary"), ownerPage.getByRole("main"));
    await expect(ownerPage.getByText("Steam inhalation twice a day")).toBeVisible();

    await ownerContext.close();
    await vetContext.close();
  });
}
