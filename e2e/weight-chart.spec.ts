import { api } from "../convex/_generated/api";
import { createAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import { waitForContent } from "./support/page-checks";
import { clientFor } from "./support/scenarios";
import { uiText } from "./support/ui-text";

test.use({ viewport: { width: 390, height: 844 } });

test("the weight chart shows its figures to everyone, dates and weights written the French way", async ({ page }) => {
  const account = await createAccount({ role: "owner", locale: "fr" });
  const client = clientFor(account);
  const petId = await client.mutation(api.pets.createPet, { name: "Moka", species: "dog", sex: "male", allergies: [], medications: [] });
  await client.mutation(api.pets.addWeight, { petId, value: 12.5, unit: "kg", measuredOn: "2026-01-10" });
  await client.mutation(api.pets.addWeight, { petId, value: 13.25, unit: "kg", measuredOn: "2026-03-01" });
  await signInPage(page, account);
  await page.goto(`/fr/pets/${petId}`);
  await waitForContent(page);
  const values = page.getByRole("table", { name: uiText("fr", "Weight history") });
  await expect(values).toBeVisible();
  await expect(values.getByRole("columnheader")).toHaveText([uiText("fr", "Date"), uiText("fr", "Weight")]);
  const rows = values.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(/10 janv\. 2026|10\/01\/2026/);
  await expect(rows.nth(0)).toContainText(/12,5\s?kg/);
  await expect(rows.nth(1)).toContainText(/13,25\s?kg|13,3\s?kg/);
  // No figure stands alone on the chart to be taken for the current weight.
  await expect(page.locator(".weight-chart svg text")).toHaveCount(0);
});
