import type { Locator, Page } from "@playwright/test";
import { createAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import { expectAnnounced, focusedElement, KeyboardUser, recordLiveRegions } from "./support/keyboard";
import { waitForContent } from "./support/page-checks";
import { api } from "../convex/_generated/api";
import { book, clientFor, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";
import { uiText, type UiLocale } from "./support/ui-text";

const phone = { width: 390, height: 844 };

async function expectFocusOn(page: Page, target: Locator, what: string): Promise<void> {
  await expect.poll(async () => (await target.evaluate((node) => node === document.activeElement).catch(() => false)) ? "yes" : await focusedElement(page), {
    message: `focus on ${what}`,
  }).toBe("yes");
}

const mainHeading = (page: Page) => page.locator("#main-content h1");

/** Signs in through the header's dialog, by keys only, from the page the test is on. */
async function signInFromHeader(page: Page, user: KeyboardUser, locale: UiLocale, account: { email: string; password: string }) {
  const text = (source: string) => uiText(locale, source);
  await user.tabTo(page.getByRole("banner").getByRole("link", { name: text("Sign in") }));
  await user.press("Enter");
  const dialog = page.getByRole("dialog", { name: text("Sign in") });
  await expect(dialog).toBeVisible();
  await user.type(account.email);
  await user.tabTo(dialog.getByLabel(text("Password"), { exact: true }));
  await user.type(account.password);
  await user.press("Enter");
  await expect(dialog).toHaveCount(0);
}

test.describe("focus after actions that replace what had focus", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: phone });

  test("signing in over a page (es owner) puts focus on that page's heading, and says so", async ({ page }) => {
    const account = await createAccount({ role: "owner", locale: "es" });
    await recordLiveRegions(page);
    await page.goto("/es/veterinarians");
    await waitForContent(page);
    const user = new KeyboardUser(page);
    await signInFromHeader(page, user, "es", account);
    await expect(page.getByRole("banner").getByRole("button", { name: uiText("es", "Sign out") })).toBeVisible();
    await expectFocusOn(page, mainHeading(page), "the directory's heading after signing in");
    await expectAnnounced(page, uiText("es", "Veterinarians"));
  });

  test("signing in from the home page (en vet) lands on the overview with focus on its heading", async ({ page }) => {
    const vet = await publishedVet({ locale: "en" });
    await page.goto("/en");
    await waitForContent(page);
    const user = new KeyboardUser(page);
    await signInFromHeader(page, user, "en", vet.account);
    await expect(page).toHaveURL(/\/en\/vet\/overview/);
    await expectFocusOn(page, mainHeading(page), "the vet overview's heading");
  });

  test("'Create an account' in the sign-in dialog opens sign-up with focus on its heading (fr)", async ({ page }) => {
    await page.goto("/fr/veterinarians");
    await waitForContent(page);
    const user = new KeyboardUser(page);
    await user.tabTo(page.getByRole("banner").getByRole("link", { name: uiText("fr", "Sign in") }));
    await user.press("Enter");
    const dialog = page.getByRole("dialog", { name: uiText("fr", "Sign in") });
    await user.tabTo(dialog.getByRole("link", { name: uiText("fr", "Create an account") }));
    await user.press("Enter");
    await expect(page).toHaveURL(/\/fr\/auth\/signup/);
    await expect(dialog).toHaveCount(0);
    await expectFocusOn(page, mainHeading(page), "the sign-up page's heading");
  });

  test("a guard's redirect to sign-in and the 'not for your account' page start at their heading", async ({ page, browser }) => {
    await recordLiveRegions(page);
    await page.goto("/es/bookings");
    await expect(page).toHaveURL(/\/es\/auth\/signin\?redirect=/);
    await expectFocusOn(page, mainHeading(page), "the sign-in page's heading after the redirect");
    await expectAnnounced(page, uiText("es", "Sign in"));

    const owner = await createAccount({ role: "owner", locale: "fr" });
    const context = await browser.newContext({ viewport: phone });
    const ownerPage = await context.newPage();
    await signInPage(ownerPage, owner);
    await ownerPage.goto("/fr/vet/overview");
    await expect(mainHeading(ownerPage)).toHaveText(uiText("fr", "This page is not for your account"));
    await expectFocusOn(ownerPage, mainHeading(ownerPage), "the refusal's heading");
    await context.close();
  });

  test("saving a good card in the booking wizard puts focus on the card it chose (de)", async ({ page }) => {
    const vet = await publishedVet();
    // No card yet: the wizard opens the card form, which folds away once the card is saved.
    const account = await createAccount({ role: "owner", locale: "de" });
    await clientFor(account).mutation(api.pets.createPet, { name: "Nala", species: "cat", sex: "female", allergies: [], medications: [] });
    await signInPage(page, account);
    await recordLiveRegions(page);
    const slots = await freeSlots(vet);
    await page.goto(`/de/bookings/book/${vet.vetId}?startsAt=${slots[0]!.startsAt}`);
    await waitForContent(page);
    const user = new KeyboardUser(page);
    const text = (source: string) => uiText("de", source);
    const continueButton = page.getByRole("button", { name: text("Continue") });
    await user.tabTo(continueButton);
    await user.press("Enter");
    await user.tabTo(continueButton);
    await user.press("Enter");
    await user.tabTo(page.getByLabel(text("Reason for the consultation")));
    await user.type("Husten");
    await user.tabTo(continueButton);
    await user.press("Enter");
    await expectFocusOn(page, page.locator("#payment-title"), "the payment step's heading");
    await user.tabTo(page.getByLabel(text("Card number")));
    await user.type("5555555555554444");
    await user.tabTo(page.getByLabel(text("Expiry (MM/YY)")));
    await user.type("1130");
    await user.tabTo(page.getByLabel(text("Security code")));
    await user.type("321");
    await user.press("Enter");
    await expectAnnounced(page, text("Card saved and chosen for this consultation."));
    const chosen = page.getByRole("radio", { name: /4444/ });
    await expect(chosen).toBeChecked();
    await expectFocusOn(page, chosen, "the card just saved");
  });

  test("'Add a pet' puts focus on the new form's first field, Name (es)", async ({ page }) => {
    const owner = await createAccount({ role: "owner", locale: "es" });
    await signInPage(page, owner);
    await page.goto("/es/my-pets");
    await waitForContent(page);
    const user = new KeyboardUser(page);
    await user.tabTo(page.getByRole("button", { name: uiText("es", "Add a pet") }));
    await user.press("Enter");
    const newPet = page.getByRole("region", { name: uiText("es", "New pet") });
    await expectFocusOn(page, newPet.getByLabel(uiText("es", "Name"), { exact: true }), "the new pet's name");
  });

  for (const how of ["×", "Escape"] as const) {
    test(`closing the sign-in dialog with ${how} gives focus back to the header's 'Sign in' (es)`, async ({ page }) => {
      await page.goto("/es/veterinarians");
      await waitForContent(page);
      const user = new KeyboardUser(page);
      const opener = page.getByRole("banner").getByRole("link", { name: uiText("es", "Sign in") });
      await user.tabTo(opener);
      await user.press("Enter");
      const dialog = page.getByRole("dialog", { name: uiText("es", "Sign in") });
      await expect(dialog).toBeVisible();
      if (how === "Escape") await user.press("Escape");
      else await dialog.getByRole("button", { name: uiText("es", "Close") }).click();
      await expect(dialog).toHaveCount(0);
      await expectFocusOn(page, opener, "the link that opened the dialog");
    });
  }

  test("a click that leaves focus on the page's heading (as Safari's does) still gets focus back to 'Sign in' (es)", async ({ page }) => {
    await page.goto("/es/veterinarians");
    await waitForContent(page);
    await mainHeading(page).evaluate((heading: HTMLElement) => {
      heading.tabIndex = -1;
      heading.focus();
    });
    const opener = page.getByRole("banner").getByRole("link", { name: uiText("es", "Sign in") });
    // A scripted click does not move focus, like a mouse click in Safari.
    await opener.evaluate((link: HTMLElement) => link.click());
    const dialog = page.getByRole("dialog", { name: uiText("es", "Sign in") });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: uiText("es", "Close") }).click();
    await expect(dialog).toHaveCount(0);
    await expectFocusOn(page, opener, "the link that opened the dialog");
  });

  test("moving a booking keeps focus on the page: on the new time (es)", async ({ page }) => {
    const vet = await publishedVet();
    const owner = await ownerReadyToBook({ locale: "es" });
    const slots = await freeSlots(vet);
    // Days ahead, so it can still be moved.
    const bookingId = await book(owner, vet, slots[slots.length - 30]!.startsAt);
    await signInPage(page, owner.account);
    await recordLiveRegions(page);
    await page.goto(`/es/bookings/${bookingId}/edit`);
    await waitForContent(page);
    const user = new KeyboardUser(page);
    const back = page.getByRole("link", { name: uiText("es", "Back to the consultation") });
    expect((await back.boundingBox())!.height, "a link on its own line is a full tap target at phone width").toBeGreaterThanOrEqual(44);
    const when = page.getByTestId("consultation-when");
    const before = await when.textContent();
    await user.tabTo(page.locator(".slot-picker__slot").first(), { maxStops: 40 });
    await user.press("ArrowRight");
    await user.tabTo(page.getByRole("button", { name: new RegExp(`^${uiText("es", "Move to {0}, {1}").split("{")[0]}`) }));
    await user.press("Enter");
    await expectAnnounced(page, uiText("es", "Your consultation was moved."));
    await expect(when).not.toHaveText(before!);
    await expectFocusOn(page, when, "the consultation's new time");
  });
});

test.describe("the status region on a new page", () => {
  test.use({ viewport: phone });

  test("holds only the new page's title, not the last page's results (fr)", async ({ page }) => {
    const vet = await publishedVet();
    await page.goto(`/fr/veterinarians?q=${encodeURIComponent(vet.displayName)}`);
    await waitForContent(page);
    const status = page.locator('[data-announcer="polite"]');
    await expect(status).toContainText(/trouvé/);
    const user = new KeyboardUser(page);
    await user.tabTo(page.getByRole("link", { name: vet.displayName }).first());
    await user.press("Enter");
    await expectFocusOn(page, mainHeading(page), "the vet page's heading");
    await expect(status).toHaveText(await page.title());
    await expect(status).not.toContainText(/trouvé/);
  });
});

test.describe("the booking wizard's Continue", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: phone });

  test("is reachable by Tab on every step, and with something missing says what at the thing missing (fr)", async ({ page }) => {
    const text = (source: string) => uiText("fr", source);
    const vet = await publishedVet();
    const account = await createAccount({ role: "owner", locale: "fr" });
    for (const name of ["Moka", "Pépin"]) {
      await clientFor(account).mutation(api.pets.createPet, { name, species: "cat", sex: "male", allergies: [], medications: [] });
    }
    await signInPage(page, account);
    await recordLiveRegions(page);
    const slots = await freeSlots(vet);
    await page.goto(`/fr/bookings/book/${vet.vetId}?startsAt=${slots[0]!.startsAt}`);
    await waitForContent(page);
    const user = new KeyboardUser(page);
    const continueButton = page.getByRole("button", { name: text("Continue") });
    await user.tabTo(continueButton);
    await user.press("Enter");

    // Two pets, none chosen yet.
    await expectFocusOn(page, page.locator("#pet-title"), "the pet step's heading");
    await user.tabTo(continueButton);
    await user.press("Enter");
    const firstPet = page.getByRole("radio", { name: "Moka" });
    await expectFocusOn(page, firstPet, "the first pet to choose");
    await expect(page.getByRole("radiogroup")).toHaveAccessibleDescription(text("Choose the pet the consultation is about."));
    await expectAnnounced(page, text("Choose the pet the consultation is about."));
    await user.press("Space");
    await expect(firstPet).toBeChecked();
    await expect(page.getByRole("main").getByText(text("Choose the pet the consultation is about."))).toHaveCount(0);
    await user.tabTo(continueButton);
    await user.press("Enter");

    await expectFocusOn(page, page.locator("#reason-title"), "the reason step's heading");
    await user.tabTo(continueButton);
    await user.press("Enter");
    const reason = page.getByLabel(text("Reason for the consultation"));
    await expectFocusOn(page, reason, "the empty reason");
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(reason).toHaveAccessibleDescription(new RegExp(text("Tell the vet what the consultation is about.")));
    await user.type("Il tousse");
    await user.tabTo(continueButton);
    await user.press("Enter");

    await expectFocusOn(page, page.locator("#payment-title"), "the payment step's heading");
    await user.tabTo(continueButton);
    await user.press("Enter");
    await expectFocusOn(page, page.getByLabel(text("Card number")), "the new card's number");
    await expectAnnounced(page, text("Add a card to continue."));
    await expect(page.locator("#payment-title")).toBeVisible();
  });
});
