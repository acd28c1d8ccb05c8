import { expect, signInPage, test } from "./support/fixtures";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";
import { uiText } from "./support/ui-text";

const DAY_MS = 86_400_000;

/**
 * The booking page's change forms speak the app's language: an empty reason is pointed out at the field, in words
 * of the page's locale, marked and focused — never the browser's own English bubble ("Please fill out this field.").
 */
test("an owner (es, phone) emptying the reason gets the app's error at the field; the vet (de) must give a reason to cancel", async ({
  page,
  browser,
}) => {
  const vet = await publishedVet({ locale: "de" });
  const owner = await ownerReadyToBook({ locale: "es", petName: "Luna" });
  const [slot] = await freeSlots(vet, Date.now() + 3 * DAY_MS, 1);
  const bookingId = await book(owner, vet, slot!.startsAt, "Tose por la noche");

  const es = (text: string) => uiText("es", text);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, owner.account);
  await page.goto(`/es/bookings/${bookingId}/edit`);
  const details = page.getByRole("region", { name: es("Change the pet or the reason") });
  const reason = details.getByLabel(es("Reason for the consultation"));
  await expect(reason).toHaveValue("Tose por la noche");
  await reason.fill("   ");
  await details.getByRole("button", { name: es("Save changes") }).click();
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription(es("Please give a reason."));
  expect(await reason.evaluate((field) => (field as HTMLTextAreaElement).form?.noValidate)).toBe(true);
  await reason.fill("Tose y estornuda");
  await expect(reason).not.toHaveAttribute("aria-invalid", "true");
  await details.getByRole("button", { name: es("Save changes") }).click();
  await expect(page.getByText(es("Your changes were saved."))).toBeVisible();

  const de = (text: string, values?: Record<string, string>) => uiText("de", text, values);
  const vetContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const vetPage = await vetContext.newPage();
  await signInPage(vetPage, vet.account);
  await vetPage.goto(`/de/bookings/${bookingId}/edit`);
  const cancel = vetPage.getByRole("region", { name: de("Cancel the consultation") });
  await cancel.getByRole("button", { name: de("Cancel the consultation") }).click();
  const dialog = vetPage.getByRole("dialog", { name: de("Cancel the consultation?") });
  const confirm = dialog.getByRole("button", { name: /€|EUR/ });
  await confirm.click();
  const vetReason = dialog.getByLabel(de("Reason for the owner"));
  await expect(vetReason).toBeFocused();
  await expect(vetReason).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText(de("Please give a reason."))).toBeVisible();
  await vetReason.fill("Notfall in der Praxis");
  await confirm.press("Enter");
  await expect(vetPage).toHaveURL(new RegExp(`/de/bookings/${bookingId}/summary$`));
  await vetContext.close();
});
