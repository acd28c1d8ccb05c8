import type { Locator, Page } from "@playwright/test";
import { consultationStartingNow } from "./support/call-booking";
import { expect, signInPage, test } from "./support/fixtures";
import { ownerReadyToBook, publishedVet } from "./support/scenarios";

/**
 * Where the focused element stands: the focus ring is drawn, and at the centre of its visible part
 * nothing (sticky header, call controls, overlay) covers it. A visually hidden radio counts as shown
 * by its label.
 */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return "nothing is focused";
    const style = getComputedStyle(focused);
    const ringDrawn = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const describe = `<${focused.tagName.toLowerCase()}> "${(focused.textContent ?? focused.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`;
    if (!ringDrawn) return `${describe} has no visible focus indicator`;
    const labels = "labels" in focused ? Array.from((focused as HTMLInputElement).labels ?? []) : [];
    const box = (labels[0] && focused.getBoundingClientRect().width < 2 ? labels[0] : focused).getBoundingClientRect();
    // The part inside the window: a tall field the browser scrolled only partly into view counts by what shows.
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const hit = top < bottom && left < right ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null;
    const shown = hit !== null && (focused.contains(hit) || labels.some((label) => label.contains(hit)));
    const where = `at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} in a ${window.innerWidth}×${window.innerHeight} window`;
    return shown ? null : `${describe} ${where} is covered by ${hit ? `<${hit.tagName.toLowerCase()} class="${hit.className}">` : "nothing (off screen)"}`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way is visible and uncovered. */
async function tabTo(page: Page, target: Locator, { backwards = false, maxStops = 80 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    expect(await focusProblem(page)).toBeNull();
    // The locator is resolved at every stop: a list may render again (the account's zone arrives after the device's).
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`tabTo: focus never reached the target in ${maxStops} stops`);
}

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
    await expect(page).toHaveURL(/\/en\/@authauth\/signin$/);
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
