import type { Page } from "@playwright/test";
import { api } from "../convex/_generated/api";
import { createAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import { expectAnnounced, focusedElement, KeyboardUser, liveRegionsSaid, recordLiveRegions } from "./support/keyboard";
import { waitForContent } from "./support/page-checks";
import { book, clientFor, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";
import { uiText, type UiLocale } from "./support/ui-text";

const phone = { width: 390, height: 844 };

async function expectFocusOn(page: Page, target: ReturnType<Page["locator"]>, what: string): Promise<void> {
  await expect(target, `focus on ${what}; it is on ${await focusedElement(page)}`).toBeFocused();
}

/** A new owner with one pet and no card yet: the first booking adds the card in the wizard. */
async function ownerWithOnePet(locale: UiLocale, petName: string) {
  const account = await createAccount({ role: "owner", locale });
  await clientFor(account).mutation(api.pets.createPet, { name: petName, species: "dog", sex: "female", allergies: [], medications: [] });
  return account;
}

for (const locale of ["en", "fr"] as const) {
  const text = (source: string, values?: Record<string, string>) => uiText(locale, source, values);

  test.describe(`focus and announcements, ${locale}, keys only at 390 px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({ viewport: phone });

    test("the directory filters keep focus while the arrow keys change them, and the results are read out", async ({ page }) => {
      await publishedVet({ species: ["rabbit"] });
      await recordLiveRegions(page);
      await page.goto(`/${locale}/veterinarians`);
      await waitForContent(page);
      const user = new KeyboardUser(page);
      // On a phone the filters start folded, so the first results are on the first screen.
      const firstResult = page.locator(".vet-list > *").first();
      await expect(firstResult).toBeVisible();
      expect((await firstResult.boundingBox())!.y).toBeLessThan(phone.height);
      const filters = page.locator(".directory-filters-disclosure > summary");
      await user.tabTo(filters);
      await user.press("Enter");

      const species = page.getByLabel(text("Species"), { exact: true });
      await user.tabTo(species);
      await user.press("ArrowDown");
      await expect(species).not.toHaveValue("");
      await expectFocusOn(page, species, "the species filter after a change");
      await expectAnnounced(page, /\d|^(No veterinarian|Aucun)/);
      // Further changes leave focus where it is, and each result is read out again.
      await user.press("ArrowDown");
      await expectFocusOn(page, species, "the species filter after a second change");
      await expectAnnounced(page, /\d|^(No veterinarian|Aucun)/);

      const search = page.getByLabel(text("Search name, specialty or bio"));
      await user.tabTo(search, { backwards: true });
      await user.type("zzzz-nobody");
      await user.press("Enter");
      await expect(page).toHaveURL(/q=zzzz-nobody/);
      await expectFocusOn(page, search, "the search field after Enter");
      await expectAnnounced(page, text("No veterinarian matches “{q}” with these filters", { q: "zzzz-nobody" }));
      await expect(search).toHaveValue("zzzz-nobody");
    });

    test("arrowing through a filter's options reads out only the settled result, while the results follow each key", async ({ page }) => {
      await publishedVet({ species: ["rabbit"] });
      await recordLiveRegions(page);
      await page.goto(`/${locale}/veterinarians`);
      await waitForContent(page);
      const user = new KeyboardUser(page);
      await user.tabTo(page.locator(".directory-filters-disclosure > summary"));
      await user.press("Enter");
      const species = page.getByLabel(text("Species"), { exact: true });
      await user.tabTo(species);
      await expectAnnounced(page, /\d|^(No veterinarian|Aucun)/);
      for (let step = 1; step <= 4; step++) {
        await user.press("ArrowDown");
        // The search runs at once: the address and the list follow each key.
        await expect(page).toHaveURL(new RegExp(`species=${await species.inputValue()}`));
      }
      await expectFocusOn(page, species, "the species filter");
      const said = await expectAnnounced(page, /\d|^(No veterinarian|Aucun)/);
      await page.waitForTimeout(1500);
      said.push(...(await liveRegionsSaid(page)));
      const results = said.filter((entry) => /\d|^(No veterinarian|Aucun)/.test(entry));
      expect(results, `one result read out after four keys; the live regions said ${JSON.stringify(said)}`).toHaveLength(1);
    });

    test("a page reached from a link starts at its heading, and its title is read out", async ({ page }) => {
      const vet = await publishedVet();
      await recordLiveRegions(page);
      await page.goto(`/${locale}/veterinarians?q=${encodeURIComponent(vet.displayName)}`);
      await waitForContent(page);
      const user = new KeyboardUser(page);
      await user.tabTo(page.getByRole("link", { name: vet.displayName }).first());
      await user.press("Enter");
      const heading = page.getByRole("heading", { level: 1, name: vet.displayName });
      await expectFocusOn(page, heading, "the vet page's heading");
      await expectAnnounced(page, vet.displayName);
    });

    test("the vet page's free times are one Tab stop per day, and the arrow keys move through a day", async ({ page }) => {
      const vet = await publishedVet();
      await page.goto(`/${locale}/veterinarians/${vet.vetId}`);
      await waitForContent(page);
      const user = new KeyboardUser(page);
      const days = page.locator(".vet-slots__day");
      const dayCount = await days.count();
      expect(dayCount).toBeGreaterThan(2);
      // Late in the evening today has only a time or two left: the walk starts on the first day with three or more.
      const timesPerDay = await Promise.all(Array.from({ length: dayCount }, (_, index) => days.nth(index).locator(".vet-slots__time").count()));
      const day = timesPerDay.findIndex((count, index) => count > 2 && index < dayCount - 1);
      expect(day, `a day with three or more free times, then another day: ${timesPerDay.join(", ")}`).toBeGreaterThanOrEqual(0);
      const firstDayTimes = days.nth(day).locator(".vet-slots__time");
      await user.tabTo(firstDayTimes.first());
      await user.press("ArrowRight");
      await expectFocusOn(page, firstDayTimes.nth(1), "the day's second time");
      await user.press("End");
      await expectFocusOn(page, firstDayTimes.last(), "the day's last time");
      // One Tab leaves the day for the next one.
      await user.press("Tab");
      await expectFocusOn(page, days.nth(day + 1).locator(".vet-slots__time").first(), "the next day's first time");
      await user.press("Shift+Tab");
      await expectFocusOn(page, firstDayTimes.last(), "the time last visited in the day before");
      const tabStops = await page.locator('.vet-slots__time[tabindex="0"]').count();
      expect(tabStops).toBe(await days.count());
      // Every time is still a link a finger can hit.
      for (const box of [await firstDayTimes.first().boundingBox(), await firstDayTimes.last().boundingBox()]) {
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.width).toBeGreaterThanOrEqual(44);
      }
      await user.press("Enter");
      // A visitor is asked to sign in first, with the time kept for afterwards.
      await expect(page).toHaveURL(/startsAt(=|%3D)\d+/);
    });

    test("every page's footer links the accessibility statement, in the page's language", async ({ page }) => {
      await page.goto(`/${locale}/veterinarians`);
      await waitForContent(page);
      const user = new KeyboardUser(page);
      const link = page.getByRole("contentinfo").getByRole("link", { name: text("Accessibility") });
      await user.tabTo(link, { maxStops: 120 });
      await user.press("Enter");
      const heading = page.getByRole("heading", { level: 1, name: text("Accessibility") });
      await expectFocusOn(page, heading, "the statement's heading");
      await expect(page.getByRole("heading", { name: text("Known problems") })).toBeVisible();
    });

    test("the bookings list names each Details link after its booking", async ({ page }) => {
      const vet = await publishedVet();
      const owner = await ownerReadyToBook({ locale });
      const slots = await freeSlots(vet);
      await book(owner, vet, slots[0]!.startsAt);
      await book(owner, vet, slots[5]!.startsAt);
      await signInPage(page, owner.account);
      await page.goto(`/${locale}/bookings`);
      await waitForContent(page);
      const details = page.getByRole("link", { name: new RegExp(`^${text("Details")} `) });
      await expect(details).toHaveCount(2);
      const names = await details.evaluateAll((links) => links.map((link) => link.getAttribute("aria-labelledby")!.split(" ").map((id) => document.getElementById(id)!.textContent).join(" ")));
      expect(new Set(names).size).toBe(2);
      for (const name of names) expect(name).toContain(vet.displayName);
    });

    test("sign-up by keyboard: a refused password is marked at its field, which takes focus", async ({ page }) => {
      await page.goto(`/${locale}/auth/signup`);
      await waitForContent(page);
      const user = new KeyboardUser(page);
      await user.tabTo(page.getByLabel(text("Name"), { exact: true }));
      await user.type("Kim Keys");
      await user.tabTo(page.getByLabel(text("Email"), { exact: true }));
      await user.type(`keys-${Date.now()}@example.com`);
      const password = page.getByLabel(text("Password"), { exact: true });
      await user.tabTo(password);
      await user.type("short");
      await user.press("Enter");
      await expectFocusOn(page, password, "the refused password");
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAccessibleDescription(new RegExp(text("Use at least 8 characters. A longer passphrase is stronger.").slice(0, 12)));
    });

    test("the sign-in dialog starts at its first field, not at its close button", async ({ page }) => {
      await page.goto(`/${locale}/veterinarians`);
      await waitForContent(page);
      const user = new KeyboardUser(page);
      await user.tabTo(page.getByRole("banner").getByRole("link", { name: text("Sign in") }));
      await user.press("Enter");
      const dialog = page.getByRole("dialog", { name: text("Sign in") });
      await expect(dialog).toBeVisible();
      await expectFocusOn(page, dialog.getByRole("textbox").first(), "the dialog's first field");
    });

    test("a first booking with a new card: every step takes focus and is announced; a card the bank refuses is not saved", async ({ page }) => {
      const vet = await publishedVet();
      const account = await ownerWithOnePet(locale, "Pixel");
      await signInPage(page, account);
      await recordLiveRegions(page);
      await page.goto(`/${locale}/veterinarians/${vet.vetId}`);
      await waitForContent(page);
      const user = new KeyboardUser(page);

      // The second free time (a day's times are one Tab stop, arrows move between them): the first can pass the vet's
      // notice while this long walk types its way to paying (a boundary every 20 minutes), and is then refused as taken.
      await user.tabTo(page.locator(".vet-slots__time").first());
      await user.press("ArrowRight");
      await expect(page.locator(".vet-slots__time").nth(1)).toBeFocused();
      await user.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${locale}/bookings/book/${vet.vetId}`));
      await expectFocusOn(page, page.getByRole("heading", { level: 1 }), "the booking page's heading");

      const continueButton = page.getByRole("button", { name: text("Continue") });
      await user.tabTo(continueButton);
      await user.press("Enter");
      await expectFocusOn(page, page.locator("#pet-title"), "the pet step's heading");
      await expectAnnounced(page, text("Step {stepNumber} of {stepCount}: {stepName}", { stepNumber: "2", stepCount: "5", stepName: text("Pet") }));
      // The only pet is already chosen.
      await expect(page.getByRole("radio", { name: "Pixel" })).toBeChecked();
      await user.tabTo(continueButton);
      await user.press("Enter");

      await expectFocusOn(page, page.locator("#reason-title"), "the reason step's heading");
      await user.tabTo(page.getByLabel(text("Reason for the consultation")));
      await user.type("Sneezing");
      await user.tabTo(continueButton);
      await user.press("Enter");

      await expectFocusOn(page, page.locator("#payment-title"), "the payment step's heading");
      await expectAnnounced(page, text("Step {stepNumber} of {stepCount}: {stepName}", { stepNumber: "4", stepCount: "5", stepName: text("Payment") }));
      const number = page.getByLabel(text("Card number"));
      await user.tabTo(number);
      await user.type("4000000000000002");
      const expiry = page.getByLabel(text("Expiry (MM/YY)"));
      await user.tabTo(expiry);
      await user.type("1230");
      const cvc = page.getByLabel(text("Security code"));
      await user.tabTo(cvc);
      await user.type("123");
      await user.press("Enter");
      // The bank's refusal is at the card number, which takes focus, and is read out; no card was saved.
      const refused = text("Your bank declined this card when we checked it, so it was not saved. Please use another card or contact your bank.");
      await expectFocusOn(page, number, "the card number the bank refused");
      await expect(number).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(".add-card-form").getByText(refused)).toBeVisible();
      await expectAnnounced(page, refused);
      await expect(page.getByRole("radio")).toHaveCount(0);

      await user.press("Control+a");
      await user.type("4242424242424242");
      await user.tabTo(page.getByRole("button", { name: text("Save card") }));
      await user.press("Enter");
      await expectAnnounced(page, text("Card saved and chosen for this consultation."));
      await expect(page.getByRole("radio")).toBeChecked();
      // The expiry typed as 1230 was accepted.
      await expect(page.getByRole("radio")).toHaveAccessibleName(/4242.*12\/30/);
      await user.tabTo(continueButton);
      await user.press("Enter");

      await expectFocusOn(page, page.locator("#review-title"), "the review step's heading");
      await user.tabTo(page.getByRole("button", { name: new RegExp(text("Confirm and pay {price}", { price: "" }).trim()) }));
      await user.press("Enter");
      const summaryHeading = page.getByRole("heading", { level: 1 });
      await expect(summaryHeading).toContainText("Pixel");
      await expectFocusOn(page, summaryHeading, "the booking's heading");
      console.log(`${locale}: first booking with a new card took ${user.keys} navigation keys plus ${user.typed} typed characters`);
    });
  });
}
