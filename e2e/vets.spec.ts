import { translated } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";

test("owners filter the directory, search a name, and watch a slot vanish when someone else books it", async ({
  page,
  navigate,
}) => {
  const surname = `Herpetology${Date.now()}`;
  const vet = await publishedVet({ name: `Dr. ${surname}`, languages: ["pt"], species: ["reptile"], minimumNoticeMinutes: 0 });
  await publishedVet({ languages: ["de"], species: ["dog"] });

  const filters = page.getByRole("search", { name: "Filter veterinarians" });
  await navigate("/$locale/veterinarians/", { locale: "en" });
  await filters.getByLabel("Language").selectOption("pt");
  await filters.getByLabel("Species").selectOption("reptile");
  await expect(page).toHaveURL(/lang=pt/);
  await expect(page.getByRole("link", { name: vet.displayName })).toBeVisible();

  await navigate("/$locale/veterinarians/", { locale: "en" });
  await filters.getByLabel("Search name, specialty or bio").fill(surname);
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("link", { name: vet.displayName })).toBeVisible();
  await page.getByRole("link", { name: vet.displayName }).click();

  await expect(page.getByRole("heading", { level: 1, name: vet.displayName })).toBeVisible();
  const slotsSection = page.getByRole("region", { name: "Free times in the next 14 days" });
  const [first] = await freeSlots(vet);
  if (first === undefined) throw new Error("the vet has no free slot");
  const time = new Intl.DateTimeFormat("en", {
    timeStyle: "short",
    timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  }).format(first.startsAt);
  const slotLinks = slotsSection.getByRole("link", { name: time, exact: true });
  const before = await slotLinks.count();
  expect(before).toBeGreaterThan(0);

  const owner = await ownerReadyToBook();
  await book(owner, vet, first.startsAt);
  await expect(slotLinks).toHaveCount(before - 1);
});

test("a price filter that is no amount is pointed out at its field, in Spanish, and nothing is applied until it is one", async ({
  page,
  navigate,
}) => {
  await navigate("/$locale/veterinarians/", { locale: "es" });
  const filters = page.getByRole("search", { name: translated("es", "Filter veterinarians") });
  const minimum = filters.getByLabel(translated("es", "Minimum price"));
  const apply = filters.getByRole("button", { name: translated("es", "Apply") });
  const problem = filters.getByText(translated("es", "Enter a price as a number, such as 40."));
  await minimum.fill("abc");
  await filters.getByLabel(translated("es", "Maximum price")).fill("59,5");
  await apply.click();
  await expect(problem).toBeVisible();
  await expect(minimum).toHaveAttribute("aria-invalid", "true");
  await expect(minimum).toBeFocused();
  expect(page.url()).not.toMatch(/Price=/);

  await minimum.fill("30,5");
  await expect(problem).toHaveCount(0);
  await apply.click();
  // a fraction widens the range (whole units): no vet inside what was typed is left out
  await expect(page).toHaveURL(/minPrice=30(&|$)/);
  await expect(page).toHaveURL(/maxPrice=60(&|$)/);
});
