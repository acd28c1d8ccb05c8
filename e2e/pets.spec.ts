import { api } from "../convex/_generated/api";
import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { clientFor, tinyPng } from "./support/scenarios";
import { uiText } from "./support/ui-text";

const petPhoto = { name: "biscuit.png", mimeType: "image/png", buffer: tinyPng };

test("an owner adds a pet with a photo, records its weight and sees the chart", async ({ page, login, navigate }) => {
  await login({ role: "owner" });
  await navigate("/$locale/my-pets", { locale: "en" });
  await expect(page.getByRole("heading", { level: 1, name: "My pets" })).toBeVisible();

  await page.getByRole("button", { name: "Add a pet" }).click();
  await page.getByLabel("Name").fill("Biscuit");
  await page.getByLabel("Species").selectOption("dog");
  await page.getByLabel("Sex").selectOption("male");
  await page.getByLabel("Microchip number").fill("12345");
  await page.getByRole("textbox", { name: "Date of birth" }).fill("2999-01-01");
  await page.getByRole("button", { name: "Add pet" }).click();
  await expect(page.getByText("A microchip number has exactly 15 digits.")).toBeVisible();
  await expect(page.getByText("The date cannot be in the future.")).toBeVisible();

  await page.getByLabel("Microchip number").fill("276098106543210");
  await page.getByRole("textbox", { name: "Date of birth" }).fill("2020-03-01");
  await page.getByLabel("Photo (optional)").setInputFiles(petPhoto);
  await page.getByRole("button", { name: "Add pet" }).click();

  // Saving, uploading and checking the photo are three round trips: allow for a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "Biscuit" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("img", { name: "Photo of Biscuit" })).toBeVisible();
  await expect(page.getByText("No weight recorded yet.")).toBeVisible();

  const weight = page.getByRole("form", { name: "Add a weight" });
  await weight.getByLabel("Weight").fill("250");
  await weight.getByLabel("Unit").selectOption("kg");
  await weight.getByRole("button", { name: "Add weight" }).click();
  await expect(weight.getByText("This weight is not plausible for this species; check the value and the unit.")).toBeVisible();
  await weight.getByLabel("Weight").fill("12,5x");
  await weight.getByRole("button", { name: "Add weight" }).click();
  await expect(weight.getByText("Enter the weight as a number, such as 4.5.")).toBeVisible();
  await weight.getByLabel("Weight").fill("");
  await weight.getByRole("button", { name: "Add weight" }).click();
  await expect(weight.getByText("This field is required.")).toBeVisible();
  await weight.getByLabel("Weight").fill("12.5");
  await weight.getByRole("button", { name: "Add weight" }).click();
  await expect(page.getByRole("img", { name: "Weight over time" })).toBeVisible();

  await navigate("/$locale/my-pets", { locale: "en" });
  await expect(page.getByRole("link", { name: "Biscuit" })).toBeVisible();
});

test("a new pet's missing sex is pointed out at the field, in French on a phone, and the error goes once chosen", async ({
  page,
  login,
  navigate,
}) => {
  const fr = (text: string) => uiText("fr", text);
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: "owner", locale: "fr" });
  await navigate("/$locale/my-pets", { locale: "fr" });
  await page.getByRole("button", { name: fr("Add a pet") }).click();
  await page.getByLabel(fr("Name")).fill("Praline");
  await page.getByLabel(fr("Species")).selectOption("cat");
  await page.getByRole("button", { name: fr("Add pet") }).click();

  const sex = page.getByLabel(fr("Sex"));
  const required = page.getByText(fr("This field is required."));
  await expect(sex).toBeFocused();
  await expect(sex).toHaveAttribute("aria-invalid", "true");
  await expect(required).toBeVisible();
  await expect(sex).toHaveAccessibleDescription(fr("This field is required."));
  const refusal = page.locator(".pet-form").getByRole("alert");
  await expect(refusal).toHaveText(fr("Some values need fixing; see the highlighted fields."));

  await sex.selectOption("female");
  await expect(required).toHaveCount(0);
  await expect(sex).not.toHaveAttribute("aria-invalid", "true");
  await expect(refusal).toHaveCount(0);
  await page.getByRole("button", { name: fr("Add pet") }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Praline" })).toBeVisible({ timeout: 20_000 });
});

test("another owner's pet id and a malformed one show the not-found page", async ({ page, login, navigate }) => {
  const stranger = await createAccount({ role: "owner" });
  const strangersPetId = await clientFor(stranger).mutation(api.pets.createPet, {
    name: "Secret",
    species: "cat",
    sex: "female",
    allergies: [],
    medications: [],
  });
  await login({ role: "owner" });
  await navigate("/$locale/pets/$petId/", { locale: "en", petId: strangersPetId });
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("Secret")).toHaveCount(0);
  await navigate("/$locale/pets/$petId/", { locale: "en", petId: "not-a-pet" });
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});
