import { translated } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { expectAnnounced, recordLiveRegions } from "./support/keyboard";
import { horizontalOverflow, phoneViewport } from "./support/page-checks";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";

test("owners filter the directory, search a name typed without its accent, and watch a slot vanish when someone else books it", async ({
  page,
  navigate,
}) => {
  const surname = `Herpétology${Date.now()}`;
  const vet = await publishedVet({ name: `Dr. ${surname}`, languages: ["pt"], species: ["reptile"], minimumNoticeMinutes: 0 });
  await publishedVet({ languages: ["de"], species: ["dog"] });

  const filters = page.getByRole("search", { name: "Filter veterinarians" });
  await navigate("/$locale/veterinarians/", { locale: "en" });
  await filters.getByLabel("Language").selectOption("pt");
  await filters.getByLabel("Species").selectOption("reptile");
  await expect(page).toHaveURL(/lang=pt/);
  await expect(page.getByRole("link", { name: vet.displayName })).toBeVisible();

  await navigate("/$locale/veterinarians/", { locale: "en" });
  await filters.getByLabel("Search name, specialty or bio").fill(surname.replace("é", "e").toLowerCase());
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

test("a price filter that is no amount, or a maximum below the minimum, is pointed out at its field, in Spanish, and nothing is applied until it can be", async ({
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
  // A choice made meanwhile applies on its own: the price as typed stays in its field, still pointed out.
  await filters.getByLabel(translated("es", "Species")).selectOption("cat");
  await expect(page).toHaveURL(/species=cat/);
  expect(page.url()).not.toMatch(/Price=/);
  await expect(minimum).toHaveValue("abc");
  await expect(problem).toBeVisible();

  // A maximum below the minimum is pointed out at the maximum, rather than finding nobody without saying why.
  const maximum = filters.getByLabel(translated("es", "Maximum price"));
  const reversed = filters.getByText(translated("es", "The maximum price is lower than the minimum."));
  await minimum.fill("70");
  await expect(problem).toHaveCount(0);
  await apply.click();
  await expect(reversed).toBeVisible();
  await expect(maximum).toHaveAttribute("aria-invalid", "true");
  await expect(maximum).toBeFocused();
  expect(page.url()).not.toMatch(/Price=/);

  // a currency beside the amount is read past, and cents are kept as typed
  await minimum.fill("30,5 €");
  await apply.click();
  await expect(reversed).toHaveCount(0);
  await expect(page).toHaveURL(/minPrice=30.5(&|$)/);
  await expect(page).toHaveURL(/maxPrice=59.5(&|$)/);
  await expect(minimum).toHaveValue("30,5");
  await expect(maximum).toHaveValue("59,5");
});

test("a search that finds nobody says what to try for what was searched, and one click clears it, in French on a phone", async ({
  page,
  navigate,
}) => {
  const fr = (message: string, values: Record<string, string> = {}) => translated("fr", message, values);
  // At least one vet to come back (in a full run, among many: not necessarily on the first page).
  await publishedVet({ species: ["dog"] });
  const results = page.getByRole("region", { name: fr("Results") }).getByRole("listitem");
  // One long word, as long as the field takes: it must not widen the page.
  const nobody = `Katzenkrankheitsbehandlung${Date.now()}`.padEnd(100, "x");
  await page.setViewportSize(phoneViewport);
  await recordLiveRegions(page);
  await navigate("/$locale/veterinarians/", { locale: "fr" });
  // On a phone the filters start folded away.
  await page.getByText(fr("Filters"), { exact: true }).click();
  const filters = page.getByRole("search", { name: fr("Filter veterinarians") });
  const searchField = filters.getByLabel(fr("Search name, specialty or bio"));
  const empty = page.getByRole("region", { name: fr("No veterinarian matches “{q}”", { q: nobody }) });

  // Only a name searched: the advice is about the search, not about filters that were never set.
  await searchField.fill(nobody);
  const apply = filters.getByRole("button", { name: fr("Apply") });
  await apply.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo, "Apply sits below the fold on a phone").toBeGreaterThan(0);
  await apply.click();
  await expect(empty.getByRole("heading", { level: 2 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), "the page stays where Apply was, over the results").toBeGreaterThan(0);
  expect(await horizontalOverflow(page), "px the page is wider than the phone").toBe(0);
  await expect(empty).toContainText(fr("Check the spelling, or search for part of a name, a specialty or a word from a bio."));
  await expect(empty).not.toContainText(fr("Try another language or species, or remove the price or availability filter."));
  await expectAnnounced(page, fr("No veterinarian matches “{q}”", { q: nobody }));
  await empty.getByRole("button", { name: fr("Clear the search") }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(searchField).toHaveValue("");
  await expect(results.first()).toBeVisible();

  // A filter chosen after typing, without Apply: the choice takes the typed search along, the text names both,
  // and the button clears both.
  await searchField.fill(nobody);
  await filters.getByLabel(fr("Species")).selectOption("dog");
  await expect(page).toHaveURL(/species=dog/);
  await expect(page).toHaveURL(/q=Katzenkrankheitsbehandlung/);
  const emptyFiltered = page.getByRole("region", { name: fr("No veterinarian matches “{q}” with these filters", { q: nobody }) });
  await expectAnnounced(page, fr("No veterinarian matches “{q}” with these filters", { q: nobody }));
  await expect(emptyFiltered).toContainText(fr("Check the spelling of the search, use fewer words, or remove a filter."));
  await emptyFiltered.getByRole("button", { name: fr("Clear the search and filters") }).click();
  await expect(page).not.toHaveURL(/q=|species=/);
  await expect(searchField).toHaveValue("");
  await expect(filters.getByLabel(fr("Species"))).toHaveValue("");
  await expect(results.first()).toBeVisible();

  // Folded away on a phone, the filters say how many are set.
  await filters.getByLabel(fr("Species")).selectOption("dog");
  const summary = page.getByText("Filtres (1 actif)", { exact: true });
  await summary.click();
  await expect(filters).toBeHidden();
  await expect(summary).toBeVisible();
  // A search opened from a link, the filters folded: the summary counts it, so the list's narrowing is not hidden.
  await page.goto(`${page.url().split("?")[0]}?q=${nobody.slice(0, 20)}`);
  await expect(page.getByText("Filtres (1 actif)", { exact: true })).toBeVisible();
  await expect(filters).toBeHidden();
});

test("a search that the filters leave empty can keep the search and clear only the filters, in German", async ({ page, navigate }) => {
  const de = (message: string, values: Record<string, string> = {}) => translated("de", message, values);
  const surname = `Katzenfreundin${Date.now()}`;
  const vet = await publishedVet({ name: `Dr. ${surname}`, species: ["cat"] });
  await navigate("/$locale/veterinarians/", { locale: "de" });
  const filters = page.getByRole("search", { name: de("Filter veterinarians") });
  await filters.getByLabel(de("Search name, specialty or bio")).fill(surname);
  await filters.getByLabel(de("Species")).selectOption("dog");
  const empty = page.getByRole("region", { name: de("No veterinarian matches “{q}” with these filters", { q: surname }) });
  await expect(empty.getByRole("button", { name: de("Clear the search and filters") })).toBeVisible();

  await empty.getByRole("button", { name: de("Clear the filters"), exact: true }).click();
  await expect(page.getByRole("link", { name: vet.displayName })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${surname}`));
  await expect(page).not.toHaveURL(/species=/);
  await expect(filters.getByLabel(de("Search name, specialty or bio"))).toHaveValue(surname);
  await expect(filters.getByLabel(de("Species"))).toHaveValue("");
});

test("a select walked with the arrow keys is one step of Back, and the next select another, in Spanish", async ({ page, navigate }) => {
  const es = (message: string) => translated("es", message);
  await navigate("/$locale/veterinarians/", { locale: "es" });
  const filters = page.getByRole("search", { name: es("Filter veterinarians") });
  const species = filters.getByLabel(es("Species"));
  const language = filters.getByLabel(es("Language"));
  await species.focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowDown");
  const chosenSpecies = await species.inputValue();
  expect(chosenSpecies).not.toBe("");
  await expect(page).toHaveURL(new RegExp(`species=${chosenSpecies}`));
  await language.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/lang=/);

  await page.goBack();
  await expect(page).not.toHaveURL(/lang=/);
  await expect(page).toHaveURL(new RegExp(`species=${chosenSpecies}`));
  await expect(language).toHaveValue("");
  await page.goBack();
  await expect(page).not.toHaveURL(/species=/);
  await expect(species).toHaveValue("");
});

test("a search whose first page of matches holds none of its words still ends in 'nobody found', and says it is listed by best match, in German", async ({
  page,
  navigate,
}) => {
  const de = (message: string, values: Record<string, string> = {}) => translated("de", message, values);
  // More than a page (12) of vets the search index finds by the last word, none of whom has the first word.
  const stamp = `Leer${Date.now()}`;
  await Promise.all(Array.from({ length: 13 }, (_, index) => publishedVet({ name: `Dr. ${stamp} ${index}` })));
  const typed = `zq ${stamp}`;
  await navigate("/$locale/veterinarians/", { locale: "de" }, { sort: "price" });
  const filters = page.getByRole("search", { name: de("Filter veterinarians") });
  await filters.getByLabel(de("Search name, specialty or bio")).fill(typed);
  await filters.getByRole("button", { name: de("Apply") }).click();

  // Before: an empty list with only "Show more", the empty state reached by tapping it.
  await expect(page.getByRole("region", { name: de("No veterinarian matches “{q}”", { q: typed }) })).toBeVisible();
  await expect(page.getByRole("button", { name: de("Show more veterinarians") })).toHaveCount(0);

  // A search is listed by best match: the sort says so instead of showing an order the list does not follow.
  const sort = filters.getByLabel(de("Sort by"));
  await expect(sort).toBeDisabled();
  await expect(sort.locator("option:checked")).toHaveText(de("Best match"));
  await expect(filters.getByText(de("A search lists the best matches first."))).toBeVisible();
  // Without the search, the order chosen before is back.
  await page.getByRole("button", { name: de("Clear the search") }).click();
  await expect(sort).toBeEnabled();
  await expect(sort).toHaveValue("price");
});
