import { translated } from "./support/catalog";
import { expect, signInPage, test } from "./support/fixtures";
import { expectAnnounced, recordLiveRegions } from "./support/keyboard";
import { holdFunctionRequests } from "./support/sync-socket";
import { publishedVet, tinyPng } from "./support/scenarios";

test("a vet (fr, keys) changes the profile photo: a wrong file is refused at the field, a right one replaces the photo, and the focus stays", async ({
  page,
}) => {
  const T = (message: string) => translated("fr", message);
  const vet = await publishedVet({ locale: "fr" });
  await signInPage(page, vet.account);
  await recordLiveRegions(page);
  // The photo's attach call waits until the test has seen the field say it is uploading.
  const attach = await holdFunctionRequests(page, "vets:attachPhoto");
  await page.goto("/fr/vet/profile");
  const photo = page.getByRole("img", { name: T("Your current photo") });
  const before = await photo.getAttribute("src");
  // Its label reads "Uploading…" meanwhile.
  const field = page.locator(".vet-photo-field input[type=file]");

  // Reached by keyboard, the field shows where the focus is: a ring around the button-like label it sits in.
  await field.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  const ring = await field.evaluate((input) => getComputedStyle(input.closest("label")!).outlineStyle);
  expect(ring, "a focus ring on the photo button").toBe("solid");
  await field.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(field).toHaveAccessibleDescription(new RegExp(T("Use a JPEG, PNG or WebP image.").replace(/[.]/g, "\\.")));
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: tinyPng });
  await expect(page.getByText(T("Uploading…"))).toBeVisible();
  await expect(field).toHaveAttribute("aria-busy", "true");
  await expect(field).toBeFocused();
  attach.release();
  await expect(photo).not.toHaveAttribute("src", before ?? "");
  await expectAnnounced(page, T("Photo saved."));
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(T("Change photo"))).toBeFocused();
});
