import { translated } from "./support/catalog";
import { expect, signInPage, test } from "./support/fixtures";
import { ownerReadyToBook, publishedVet } from "./support/scenarios";

/**
 * Search params typed, edited or cut short in an address: a value the page cannot use is dropped, and the page opens
 * as without it, never the application-error page.
 */
test("malformed search values open their pages without them, in German and at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const vet = await publishedVet();
  const owner = await ownerReadyToBook();
  await signInPage(page, owner.account);

  for (const search of ["species=unicorn", "species=Dog&sort=bogus&available=soon", "species=dog&species=cat", "minPrice=abc&lang=zzz"]) {
    await page.goto(`/de/veterinarians?${search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated("de", "Veterinarians"));
    // The list itself answers: vets' cards (other tests' vets may fill its first page), not an error.
    await expect(page.getByRole("region", { name: translated("de", "Results") }).getByRole("listitem").first()).toBeVisible();
  }

  await page.goto(`/de/bookings/book/${vet.vetId}?startsAt=soon`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated("de", "Book a consultation with {0}", { 0: vet.displayName }));
});
