import type { Locator, Page } from "@playwright/test";
import { api } from "../convex/_generated/api";
import { createAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import { expectAnnounced, focusedElement, KeyboardUser, recordLiveRegions } from "./support/keyboard";
import { waitForContent } from "./support/page-checks";
import { clientFor, commandKey, freeSlots, publishedVet } from "./support/scenarios";
import { uiText } from "./support/ui-text";

const phone = { width: 390, height: 844 };

async function expectFocusOn(page: Page, target: Locator, what: string): Promise<void> {
  await expect
    .poll(async () => ((await target.evaluate((node) => node === document.activeElement).catch(() => false)) ? "yes" : await focusedElement(page)), {
      message: `focus on ${what}`,
    })
    .toBe("yes");
}

// The same journey in two languages: the keys a user needs must not depend on the language.
for (const locale of ["es", "fr"] as const) {
  test.describe(`keyboard only, ${locale}, 390 px: an owner adds a pet, moves the consultation and cancels it`, () => {
    test.describe.configure({ timeout: 150_000 });
    test.use({ viewport: phone });
    const tr = (source: string, values?: Record<string, string>) => uiText(locale, source, values);

    test("every step by keys, focus and announcements checked after each", async ({ page }) => {
      const vet = await publishedVet();
      const account = await createAccount({ role: "owner", locale });
      const client = clientFor(account);
      const paymentMethodId = await client.action(api.payments.addPaymentMethod, {
        number: "4242 4242 4242 4242",
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: "123",
        makeDefault: true,
      });
      await signInPage(page, account);
      await recordLiveRegions(page);
      const user = new KeyboardUser(page);
      const main = page.locator("#main-content");

      // Add a pet.
      await page.goto(`/${locale}/my-pets`);
      await waitForContent(page);
      await user.tabTo(page.getByRole("button", { name: tr("Add a pet") }));
      await user.press("Enter");
      const newPet = page.getByRole("region", { name: tr("New pet") });
      await expect(newPet).toBeVisible();
      // The form that replaced the button starts where the typing starts.
      await expect(newPet.getByLabel(tr("Name"), { exact: true })).toBeFocused();
      await user.type("Lola");
      await user.tabTo(newPet.getByLabel(tr("Species"), { exact: true }));
      await user.press("ArrowDown");
      await user.tabTo(newPet.getByLabel(tr("Sex"), { exact: true }));
      await user.press("ArrowDown");
      await user.tabTo(newPet.getByRole("button", { name: tr("Add pet") }));
      await user.press("Enter");
      await expect(main.getByText("Lola").first()).toBeVisible();
      await expect.poll(() => focusedElement(page), { message: "focus after adding the pet" }).not.toBe("<body>");
      const keysForPet = user.keys;

      // A consultation with the new pet, days ahead so it can still be moved.
      const pets = await client.query(api.pets.myPets, {});
      const slots = await freeSlots(vet);
      const { bookingId } = await client.action(api.bookings.book, {
        commandKey: commandKey(),
        vetId: vet.vetId,
        petId: pets.find((pet) => pet.name === "Lola")!._id,
        startsAt: slots[slots.length - 40]!.startsAt,
        reason: "Cojea",
        intakeAnswers: [],
        paymentMethodId,
      });

      // Move it.
      await page.goto(`/${locale}/bookings`);
      await waitForContent(page);
      await user.tabTo(page.getByRole("link", { name: new RegExp(`^${tr("Change or cancel")}`) }));
      await user.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${locale}/bookings/${bookingId}/edit`));
      await expectFocusOn(page, main.locator("h1"), "the change page's heading");
      await expectAnnounced(page, tr("Change your consultation"));
      const when = page.getByTestId("consultation-when");
      const before = await when.textContent();
      await user.tabTo(page.locator(".slot-picker__slot").first(), { maxStops: 40 });
      await user.press("ArrowRight");
      await user.tabTo(page.getByRole("button", { name: new RegExp(`^${tr("Move to {0}, {1}").split("{")[0]}`) }));
      await user.press("Enter");
      await expectAnnounced(page, tr("Your consultation was moved."));
      await expect(when).not.toHaveText(before!);
      await expectFocusOn(page, when, "the consultation's new time");
      const keysForMove = user.keys - keysForPet;

      // Cancel it.
      await user.tabTo(page.getByRole("button", { name: tr("Cancel the consultation") }));
      await user.press("Enter");
      const dialog = page.getByRole("dialog", { name: tr("Cancel the consultation?") });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await user.tabTo(dialog.getByRole("button", { name: new RegExp(`^${tr("Cancel and refund {refund}").split("{")[0]}`) }), { maxStops: 10 });
      await user.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${locale}/bookings/${bookingId}/summary`));
      await expectFocusOn(page, main.locator("h1"), "the consultation's heading");
      await expect(main.getByText(tr("Cancelled"), { exact: true }).first()).toBeVisible();
      // Said from the reader's side: they cancelled it themselves.
      await expect(main.getByText(tr("You cancelled this consultation."))).toBeVisible();
      const keysForCancel = user.keys - keysForPet - keysForMove;
      console.log(
        `${locale} keyboard journey: add a pet ${keysForPet} keys, move ${keysForMove}, cancel ${keysForCancel}; ${user.keys} navigation keys and ${user.typed} typed characters in all`,
      );
    });
  });
}
