import { randomUUID } from "node:crypto";
import { expect, signInPage, test } from "./support/fixtures";
import { KeyboardUser } from "./support/keyboard";
import { phoneViewport, waitForContent } from "./support/page-checks";
import { publishedVet } from "./support/scenarios";
import { uiText } from "./support/ui-text";
import type { VetSpecialty } from "../convex/shared/vets/specialties";

const fr = (source: string, values?: Record<string, string>) => uiText("fr", source, values);
const es = (source: string, values?: Record<string, string>) => uiText("es", source, values);

test.describe("vet specialties in French, 390 px", () => {
  test.use({ viewport: phoneViewport });

  test("the directory shows specialties in French and finds a vet by a specialty typed in French", async ({ page }) => {
    const id = randomUUID().slice(0, 8);
    // Icelandic narrows the directory to this test's vets, whatever else earlier runs left in it.
    const rabbits = await publishedVet({ name: `Dr. Lapin ${id}`, languages: ["is"], species: ["rabbit"], specialties: ["small_mammals", "dentistry"] });
    const hearts = await publishedVet({ name: `Dr. Coeur ${id}`, languages: ["is"], specialties: ["cardiology"] });

    await page.goto("/fr/veterinarians?lang=is");
    await waitForContent(page);
    // On a phone the filters start folded away.
    await page.locator("summary", { hasText: fr("Filters") }).click();
    const filters = page.getByRole("search", { name: fr("Filter veterinarians") });
    const results = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    const card = (name: string) => results.filter({ has: page.getByRole("link", { name }) });
    await expect(card(rabbits.displayName)).toContainText("Petits mammifères, Dentisterie");
    await expect(card(hearts.displayName)).toContainText("Cardiologie");
    await expect(results.getByText(/Small mammals|Dentistry|Cardiology/)).toHaveCount(0);

    await filters.getByLabel(fr("Search name, specialty or bio")).fill("mammifères");
    await filters.getByRole("button", { name: fr("Apply") }).click();
    await expect(card(rabbits.displayName)).toBeVisible();
    await expect(card(hearts.displayName)).toHaveCount(0);

    // The specialty filter lists the specialties by their French names.
    await filters.getByLabel(fr("Search name, specialty or bio")).fill("");
    await filters.getByRole("button", { name: fr("Apply") }).click();
    await filters.getByLabel(fr("Specialty"), { exact: true }).selectOption({ label: "Cardiologie" });
    await expect(page).toHaveURL(/specialty=cardiology/);
    await expect(card(hearts.displayName)).toBeVisible();
    await expect(card(rabbits.displayName)).toHaveCount(0);
  });

  test("a vet ticks a specialty by keyboard; the public page shows it in the reader's language", async ({ page }) => {
    const vet = await publishedVet({ locale: "fr", specialties: ["small_mammals"] });
    await signInPage(page, vet.account);
    await page.goto("/fr/vet/profile");
    await waitForContent(page);

    const specialties = page.getByRole("group", { name: fr("Specialties") });
    await expect(specialties.getByRole("checkbox", { name: "Petits mammifères" })).toBeChecked();
    const dentistry = specialties.getByRole("checkbox", { name: "Dentisterie" });
    const choice = await specialties.locator("label", { has: page.getByRole("checkbox", { name: "Dentisterie" }) }).boundingBox();
    expect(choice?.height, "height of a specialty's tap target").toBeGreaterThanOrEqual(44);

    const user = new KeyboardUser(page);
    await user.tabTo(dentistry, { maxStops: 200 });
    await user.press("Space");
    await expect(dentistry).toBeChecked();
    await user.tabTo(page.getByRole("button", { name: fr("Save profile") }), { maxStops: 200 });
    await user.press("Enter");
    await expect(page.getByText(fr("Profile saved."))).toBeVisible();

    await page.goto(`/fr/veterinarians/${vet.vetId}`);
    await expect(page.getByRole("definition").filter({ hasText: "Petits mammifères" })).toHaveText("Petits mammifères, Dentisterie");
    await page.goto(`/es/veterinarians/${vet.vetId}`);
    await expect(page.getByRole("definition").filter({ hasText: "Pequeños mamíferos" })).toHaveText("Pequeños mamíferos, Odontología");
  });
});

test.describe("vet specialties in Spanish, 1280 px", () => {
  test("the search box finds every vet having a specialty typed in Spanish, not a vet whose bio shares one of its words", async ({
    page,
  }) => {
    const id = randomUUID().slice(0, 8);
    // Basque narrows the directory to this test's vets.
    const vet = (name: string, specialties: VetSpecialty[], bio?: { es: string }) =>
      publishedVet({ name: `${name} ${id}`, languages: ["eu"], specialties, ...(bio ? { bio } : {}) });
    const heart = await vet("Dr. Latido", ["cardiology"]);
    const heartAndMore = await vet("Dr. Pulso", ["internal_medicine", "cardiology"]);
    const exotic = await vet("Dr. Iguana", ["exotic_animals", "avian_medicine"]);
    const skin = await vet("Dr. Piel", ["dermatology"], { es: "Alergias y picores de la piel en animales de compañía." });

    await page.goto("/es/veterinarians?lang=eu");
    await waitForContent(page);
    const filters = page.getByRole("search", { name: es("Filter veterinarians") });
    const results = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    const card = (name: string) => results.filter({ has: page.getByRole("link", { name }) });
    const searchFor = async (text: string) => {
      await filters.getByLabel(es("Search name, specialty or bio")).fill(text);
      await filters.getByRole("button", { name: es("Apply") }).click();
    };
    await expect(results).toHaveCount(4);

    await searchFor("cardiología");
    await expect(card(heart.displayName)).toContainText("Cardiología");
    await expect(card(heartAndMore.displayName)).toContainText("Medicina interna, Cardiología");
    await expect(results).toHaveCount(2);

    // Dr. Piel's bio says "animales": a name of two words needs both.
    await searchFor("animales exóticos");
    await expect(card(exotic.displayName)).toContainText("Animales exóticos");
    await expect(results).toHaveCount(1);

    // One word of the name, in capitals and without its accent.
    await searchFor("EXOTICOS");
    await expect(card(exotic.displayName)).toBeVisible();
    await expect(results).toHaveCount(1);

    await searchFor("animales");
    await expect(card(skin.displayName)).toBeVisible();
    await expect(card(exotic.displayName)).toBeVisible();
    await expect(results).toHaveCount(2);
  });
});
