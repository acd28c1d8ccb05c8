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
