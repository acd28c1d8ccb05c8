import type { Locator, Page } from "@playwright/test";
import { expect, signInPage, test } from "./support/fixtures";
import { expectAnnounced, KeyboardUser, recordLiveRegions } from "./support/keyboard";
import { phoneViewport, waitForContent } from "./support/page-checks";
import { freeSlots, ownerReadyToBook, publishedVet, type PublishedVet } from "./support/scenarios";
import { holdFunctionRequests } from "./support/sync-socket";
import { uiText, type UiLocale } from "./support/ui-text";

/** The expiry of the card every ready owner has saved (e2e/support/scenarios.ts): 12 / three years on. */
const savedExpiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, "0")}`;

/** Whether anything the user can operate or read as a label lies under `box` (the notice itself apart). */
async function controlsUnder(page: Page, box: Locator): Promise<string[]> {
  return box.evaluate((notice) => {
    const area = notice.getBoundingClientRect();
    const controls = [...document.querySelectorAll<HTMLElement>("input, select, textarea, button, a[href], label, summary")];
    return controls
      .filter((control) => !notice.contains(control) && !control.contains(notice))
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        return rect.left < area.right && area.left < rect.right && rect.top < area.bottom && area.top < rect.bottom;
      })
      .map((control) => control.textContent?.trim() || control.getAttribute("aria-label") || control.tagName);
  });
}

/** The booking wizard from the vet's first free time to its payment step, for the pet Nala; returns Continue. */
async function walkToPayment(page: Page, vet: PublishedVet, locale: UiLocale, reason: string): Promise<Locator> {
  const text = (source: string) => uiText(locale, source);
  const [slot] = await freeSlots(vet);
  await page.goto(`/${locale}/bookings/book/${vet.vetId}?startsAt=${slot!.startsAt}`);
  await waitForContent(page);
  const continueButton = page.getByRole("button", { name: text("Continue") });
  await continueButton.click();
  await page.getByRole("radio", { name: "Nala" }).check();
  await continueButton.click();
  await page.getByLabel(text("Reason for the consultation")).fill(reason);
  await continueButton.click();
  return continueButton;
}

/** Types a card into the open add-card form (the expiry of the ready owner's saved card) and saves it. */
async function saveNewCard(page: Page, locale: UiLocale, number: string): Promise<void> {
  const text = (source: string) => uiText(locale, source);
  await page.getByLabel(text("Card number")).fill(number);
  await page.getByLabel(text("Expiry (MM/YY)")).fill(savedExpiry);
  await page.getByLabel(text("Security code")).fill("123");
  await page.getByRole("button", { name: text("Save card") }).click();
}

test.describe("the card form", () => {
  test.describe.configure({ timeout: 90_000 });

  test("payment page, Spanish phone, keys only: all wrong fields at once, the same card refused, 'saved' covering nothing", async ({ page }) => {
    const locale: UiLocale = "es";
    const text = (source: string) => uiText(locale, source);
    const owner = await ownerReadyToBook({ locale });
    await page.setViewportSize(phoneViewport);
    await signInPage(page, owner.account);
    await recordLiveRegions(page);
    await page.goto(`/${locale}/manage/payment`);
    await waitForContent(page);
    const user = new KeyboardUser(page);
    const cards = page.getByRole("list").filter({ hasText: "4242" });
    await expect(cards.getByRole("listitem")).toHaveCount(1);

    const number = page.getByLabel(text("Card number"));
    const expiry = page.getByLabel(text("Expiry (MM/YY)"));
    const cvc = page.getByLabel(text("Security code"));
    const save = page.getByRole("button", { name: text("Save card") });
    // "Caducidad (MM/AA)" wraps at 390 px where "Código de seguridad" does not: the two boxes stay level anyway.
    const boxesLevel = async () => Math.abs((await expiry.boundingBox())!.y - (await cvc.boundingBox())!.y) < 1;
    expect(await boxesLevel(), "expiry and security code boxes on one level").toBe(true);
    const fill = async (field: Locator, value: string) => {
      if (!(await field.evaluate((node) => node === document.activeElement))) await user.tabTo(field);
      await user.press("Control+a");
      await user.type(value);
    };

    // An expired card with a short security code: both fields marked at once, focus on the first.
    await fill(number, "4242424242424242");
    await fill(expiry, "01/20");
    await fill(cvc, "12");
    await user.press("Enter");
    await expect(expiry).toHaveAttribute("aria-invalid", "true");
    await expect(cvc).toHaveAttribute("aria-invalid", "true");
    await expect(number).not.toHaveAttribute("aria-invalid", "true");
    expect(await boxesLevel(), "expiry and security code boxes on one level with their errors shown").toBe(true);
    await expect(expiry).toBeFocused();
    const form = page.locator(".add-card-form");
    await expect(form.getByText(text("This card has expired."))).toBeVisible();
    await expect(form.getByText(text("The security code is not valid: 3 digits on the back, or 4 on the front for American Express."))).toBeVisible();

    // The card already saved, typed again: refused at the card number, nothing saved twice.
    await fill(expiry, savedExpiry);
    await fill(cvc, "123");
    await user.press("Enter");
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toBeFocused();
    await expect(form.getByText(text("This card is already saved."))).toBeVisible();
    await expectAnnounced(page, text("This card is already saved."));
    await expect(cards.getByRole("listitem")).toHaveCount(1);

    // Another card is saved: "saved" stands beside the button, over no field or label (the CVC's was covered).
    await fill(number, "5555555555554444");
    await fill(expiry, "11/30");
    await fill(cvc, "321");
    await user.tabTo(save);
    await user.press("Enter");
    const saved = form.getByRole("status").filter({ hasText: text("Card saved.") });
    await expect(saved).toBeVisible();
    await expect(page.getByText(/4444/)).toBeVisible();
    await saved.scrollIntoViewIfNeeded();
    expect(await controlsUnder(page, saved)).toEqual([]);
    const cvcLabel = page.locator("label", { hasText: text("Security code") });
    await cvcLabel.scrollIntoViewIfNeeded();
    const labelFree = await cvcLabel.evaluate((label) => {
      const rect = label.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return top !== null && label.contains(top);
    });
    expect(labelFree, "the security code's label is not covered").toBe(true);
    await expect(number).toHaveValue("");
  });

  test("booking, German: the same card typed again chooses the saved one instead of saving it twice", async ({ page }) => {
    const locale: UiLocale = "de";
    const text = (source: string) => uiText(locale, source);
    const vet = await publishedVet();
    const owner = await ownerReadyToBook({ locale, petName: "Nala" });
    await signInPage(page, owner.account);
    await recordLiveRegions(page);
    await walkToPayment(page, vet, locale, "Husten");

    await expect(page.getByRole("radio")).toHaveCount(1);
    await page.getByText(text("Add a card"), { exact: true }).click();
    await saveNewCard(page, locale, "4242 4242 4242 4242");

    const chosen = page.getByRole("radio", { name: /4242/ });
    await expect(chosen).toBeChecked();
    await expect(chosen).toBeFocused();
    await expect(page.getByRole("radio")).toHaveCount(1);
    const note = text("This card is already saved, so we chose it for this consultation.");
    await expect(page.locator("#main-content").getByText(note)).toBeVisible();
    await expectAnnounced(page, note);
    await expect(page.getByLabel(text("Card number"))).toBeHidden();
  });

  test("booking, French: Continue pressed while the bank still checks a new card goes on with that card once it is saved", async ({ page }) => {
    const locale: UiLocale = "fr";
    const text = (source: string) => uiText(locale, source);
    const vet = await publishedVet();
    const owner = await ownerReadyToBook({ locale, petName: "Nala" });
    await signInPage(page, owner.account);
    await recordLiveRegions(page);
    // A slow bank: the card reaches the check only once the test has seen the page wait for it.
    const bank = await holdFunctionRequests(page, "payments:addPaymentMethod");
    const continueButton = await walkToPayment(page, vet, locale, "Toux");

    // The saved card is already chosen; the owner adds another and presses Continue at once.
    await page.getByText(text("Add a card"), { exact: true }).click();
    await saveNewCard(page, locale, "5555 5555 5555 4444");
    await continueButton.click();
    const waiting = text("Your new card is being checked with your bank. We continue as soon as it is saved.");
    await expect(page.locator("#main-content").getByText(waiting)).toBeVisible();
    await expectAnnounced(page, waiting);
    bank.release();
    // Once saved, the review step shows, paid with the new card (not the one chosen before).
    await expect(page.getByRole("heading", { name: text("Check and confirm") })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("#main-content")).toContainText("4444");
    await expect(page.locator("#main-content")).not.toContainText("4242");
  });

  test("booking, German: a card added for one consultation is chosen and said so on the page, and the default card stays", async ({ page }) => {
    const locale: UiLocale = "de";
    const text = (source: string) => uiText(locale, source);
    const vet = await publishedVet();
    const owner = await ownerReadyToBook({ locale, petName: "Nala" });
    await signInPage(page, owner.account);
    await walkToPayment(page, vet, locale, "Husten");

    await page.getByText(text("Add a card"), { exact: true }).click();
    // The owner has a card already: a new one does not replace their default unless they say so.
    await expect(page.getByRole("checkbox", { name: text("Use as my default card") })).not.toBeChecked();
    await saveNewCard(page, locale, "5555 5555 5555 4444");

    const chosen = page.getByRole("radio", { name: /4444/ });
    await expect(chosen).toBeChecked();
    await expect(page.getByRole("radio")).toHaveCount(2);
    await expect(page.locator("#main-content").getByText(text("Card saved and chosen for this consultation."))).toBeVisible();

    await page.goto(`/${locale}/manage/payment`);
    const defaultCard = page.locator(".saved-card").filter({ has: page.getByText(text("Default"), { exact: true }) });
    await expect(defaultCard).toHaveCount(1);
    await expect(defaultCard).toContainText("4242");
    // The badge is a word of its own after the expiry date, not glued to it ("12/29Default").
    expect(await defaultCard.evaluate((card) => card.textContent ?? "")).toMatch(new RegExp(`\\d{2}/\\d{2} ${text("Default")}`));
  });
});
