import type { Locator, Page } from "@playwright/test";
import { consultationStartingNow } from "./support/call-booking";
import { expect, signInPage, test } from "./support/fixtures";
import { focusProblem, KeyboardUser } from "./support/keyboard";
import { ownerReadyToBook, publishedVet } from "./support/scenarios";

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way is visible and uncovered. */
const tabTo = (page: Page, target: Locator, options?: { backwards?: boolean; maxStops?: number }) =>
  new KeyboardUser(page).tabTo(target, options);

test.describe("keyboard only", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an owner books from the vet's page to the confirmation without a mouse", async ({ page }) => {
    // Open round the clock: a day has up to 72 times, and each day must still be a single Tab stop.
    const vet = await publishedVet();
    const owner = await ownerReadyToBook({ petName: "Pixel" });
    await signInPage(page, owner.account);
    await page.goto(`/en/veterinarians/${vet.vetId}`);
    await expect(page.getByRole("heading", { level: 1, name: vet.displayName })).toBeVisible();

    await tabTo(page, page.locator(".vet-slots__time").first());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/en/bookings/book/${vet.vetId}`));
    // The time chosen on the vet's page is already selected, and it is where Tab enters its day.
    const chosen = page.locator('.slot-picker__slot[aria-checked="true"]');
    await expect(chosen).toHaveCount(1);
    await tabTo(page, chosen);
    // Arrow keys move through the day's times and choose them (wrapping at the end).
    const expectedNext = await chosen.evaluate((radio) => {
      const times = Array.from(radio.closest('[role="radiogroup"]')?.querySelectorAll('[role="radio"]') ?? []);
      return times[(times.indexOf(radio) + 1) % times.length]?.textContent ?? "";
    });
    await page.keyboard.press("ArrowRight");
    await expect(chosen).toHaveText(expectedNext);
    await expect(chosen).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: "Continue" }), { maxStops: 20 });
    await page.keyboard.press("Enter");

    const pet = page.getByRole("radio", { name: /Pixel/ });
    await tabTo(page, pet);
    await page.keyboard.press("Space");
    await expect(pet).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");

    await tabTo(page, page.getByLabel("Reason for the consultation"));
    await page.keyboard.type("Sneezing since the walk in the park");
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "How would you like to pay?" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Check and confirm" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: /Confirm and pay/ }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: `Consultation with ${vet.displayName} for Pixel` })).toBeVisible();
  });

  test("the call controls mute, turn the camera off and leave from the keyboard", async ({ page }) => {
    const { owner, bookingId } = await consultationStartingNow();
    await signInPage(page, owner.account);
    await page.goto(`/en/call/${bookingId}/prepare`);
    const join = page.getByRole("button", { name: "Join the consultation" });
    await expect(join).toBeEnabled();
    await tabTo(page, join);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/en/call/${bookingId}$`));

    const controls = page.getByRole("toolbar", { name: "Call controls" });
    await tabTo(page, controls.getByRole("button", { name: "Mute" }));
    await page.keyboard.press("Enter");
    await expect(controls.getByRole("button", { name: "Unmute" })).toBeFocused();

    await tabTo(page, controls.getByRole("button", { name: "Camera off" }));
    await page.keyboard.press("Space");
    await expect(controls.getByRole("button", { name: "Camera on" })).toBeFocused();

    await tabTo(page, controls.getByRole("button", { name: "Leave" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/en/call/${bookingId}/left$`));
  });

  test("the sign-in dialog opened inside the app keeps focus inside and gives it back on close", async ({ page }) => {
    await page.goto("/en/veterinarians");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const opener = page.getByRole("banner").getByRole("link", { name: "Sign in" });
    await tabTo(page, opener);
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/en\/auth\/signin$/);
    for (let stop = 0; stop < 12; stop++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      expect(await focusProblem(page)).toBeNull();
    }
    for (let stop = 0; stop < 4; stop++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/veterinarians$/);
    await expect(opener).toBeFocused();
  });
});
