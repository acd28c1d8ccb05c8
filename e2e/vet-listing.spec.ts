import type { Page } from "@playwright/test";
import { createAccount } from "./support/accounts";
import { translated } from "./support/catalog";
import { expect, signInPage, test } from "./support/fixtures";
import { expectAnnounced, recordLiveRegions } from "./support/keyboard";
import { phoneViewport } from "./support/page-checks";
import { book, freeSlots, ownerReadyToBook, publishedVet, type PublishedVet } from "./support/scenarios";

/** The free-time links a visitor sees on a vet's public page for the vet's first free time. */
async function firstFreeTimeLinks(visitor: Page, vet: PublishedVet, locale: "de" | "es") {
  const [first] = await freeSlots(vet);
  if (first === undefined) throw new Error("the test vet offers no slot");
  const time = new Intl.DateTimeFormat(locale, {
    timeStyle: "short",
    timeZone: await visitor.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  }).format(first.startsAt);
  return visitor
    .getByRole("region", { name: translated(locale, "Free times in the next 14 days") })
    .getByRole("link", { name: time, exact: true });
}

test("a vet (de, phone, keys only) pauses new bookings: a visitor's free times vanish at once and come back on resume", async ({
  page,
  browser,
}) => {
  const T = (message: string) => translated("de", message);
  const vet = await publishedVet({ locale: "de", minimumNoticeMinutes: 0 });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/de/veterinarians/${vet.vetId}`);
  const freeTime = await firstFreeTimeLinks(visitor, vet, "de");
  await expect(freeTime.first()).toBeVisible();

  await page.setViewportSize(phoneViewport);
  await signInPage(page, vet.account);
  await page.goto("/de/vet/schedule");
  const pause = page.getByRole("switch", { name: T("Pause new bookings") });
  await expect(pause).toHaveAttribute("aria-checked", "false");
  await expect(pause).toHaveAccessibleDescription(T("Owners can book your free slots."));
  await pause.focus();
  await page.keyboard.press("Space");
  await expect(pause).toHaveAttribute("aria-checked", "true");
  await expect(pause).toHaveAccessibleDescription(T("Paused: owners see no free slots. Your existing consultations stay booked."));
  await expect(freeTime).toHaveCount(0);

  // The switch keeps the focus, so the same key undoes it.
  await expect(pause).toBeFocused();
  await page.keyboard.press("Space");
  await expect(pause).toHaveAttribute("aria-checked", "false");
  await expect(pause).toHaveAccessibleDescription(T("Owners can book your free slots."));
  await expect(freeTime.first()).toBeVisible();
});

test("a vet (es) unpublishes the profile: it leaves a visitor's directory at once, and publishing brings it back", async ({ page, browser }) => {
  const T = (message: string) => translated("es", message);
  const vet = await publishedVet({ locale: "es", name: `Dr. Listado${Date.now()}` });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/es/veterinarians");
  const filters = visitor.getByRole("search", { name: T("Filter veterinarians") });
  await filters.getByLabel(T("Search name, specialty or bio")).fill(vet.displayName);
  await filters.getByRole("button", { name: T("Apply") }).click();
  const listed = visitor.getByRole("link", { name: vet.displayName });
  await expect(listed).toBeVisible();

  await signInPage(page, vet.account);
  await page.goto("/es/vet/profile");
  const listing = page.getByRole("region", { name: T("Directory listing") });
  await listing.getByRole("button", { name: T("Unpublish my profile") }).click();
  await expect(listing.getByRole("status")).toHaveText(T("Your profile is not published: owners cannot find or book you."));
  await expect(listed).toHaveCount(0);

  await listing.getByRole("button", { name: T("Publish my profile") }).click();
  await expect(listing.getByRole("status")).toHaveText(
    T("Your profile is published: owners can find you in the directory and book your free times."),
  );
  await expect(listed).toBeVisible();
});

test("a vet (fr) unpublishes while an owner has the vet's page and a booking's change page open: both say so live, the booking can still be cancelled, and publishing brings the page back", async ({
  page,
  browser,
}) => {
  const T = (message: string) => translated("fr", message);
  const vet = await publishedVet({ locale: "fr", name: `Dr. Retiré${Date.now()}` });
  const owner = await ownerReadyToBook({ locale: "fr" });
  const [slot] = await freeSlots(vet, Date.now() + 2 * 86_400_000);
  if (slot === undefined) throw new Error("the test vet offers no slot");
  const bookingId = await book(owner, vet, slot.startsAt);

  const ownerContext = await browser.newContext();
  const vetPage = await ownerContext.newPage();
  await signInPage(vetPage, owner.account);
  await recordLiveRegions(vetPage);
  await vetPage.goto(`/fr/veterinarians/${vet.vetId}`);
  await expect(vetPage.getByRole("heading", { level: 1, name: vet.displayName })).toBeVisible();
  const changePage = await ownerContext.newPage();
  await changePage.goto(`/fr/bookings/${bookingId}/edit`);
  const reschedule = changePage.getByRole("region", { name: T("Move to another time") });
  await expect(reschedule.locator(".slot-picker__slot").first()).toBeVisible();

  await signInPage(page, vet.account);
  await page.goto("/fr/vet/profile");
  const listing = page.getByRole("region", { name: T("Directory listing") });
  await listing.getByRole("button", { name: T("Unpublish my profile") }).click();
  await expect(listing.getByRole("status")).toHaveText(T("Your profile is not published: owners cannot find or book you."));

  // The open pages change in place: no "page not found", no reload.
  await expect(vetPage.getByRole("heading", { level: 1, name: T("This veterinarian is not listed right now") })).toBeVisible();
  await expectAnnounced(vetPage, T("This veterinarian is not listed right now."));
  await expect(vetPage).toHaveTitle(new RegExp(`^${T("This veterinarian is not listed right now")}`));
  // An owner with a booking reads that it stands.
  await expect(
    vetPage.getByText(
      T(
        "This profile is off Vetline for the moment, so no new consultation can be booked. Consultations already booked go ahead as planned. This page shows the profile again as soon as it is listed.",
      ),
    ),
  ).toBeVisible();
  await expect(vetPage.getByRole("link", { name: T("Find another veterinarian") })).toHaveAttribute("href", "/fr/veterinarians");
  await expect(reschedule.getByText(T("This veterinarian is not listed right now, so there are no free times to choose from."))).toBeVisible();
  await expect(reschedule.locator(".slot-picker__slot")).toHaveCount(0);
  await expect(changePage.getByRole("region", { name: T("Cancel the consultation") }).getByRole("button", { name: T("Cancel the consultation") })).toBeEnabled();

  await listing.getByRole("button", { name: T("Publish my profile") }).click();
  await expect(vetPage.getByRole("heading", { level: 1, name: vet.displayName })).toBeVisible();
  await expectAnnounced(vetPage, T("The veterinarian is listed again."));
  await expect(reschedule.locator(".slot-picker__slot").first()).toBeVisible();
  await ownerContext.close();
});

test("a new vet (fr, phone) cannot publish yet: the page lists what is missing and links to the schedule for the hours", async ({ page }) => {
  const T = (message: string) => translated("fr", message);
  const account = await createAccount({ role: "vet", locale: "fr" });
  await page.setViewportSize(phoneViewport);
  await signInPage(page, account);
  await page.goto("/fr/vet/profile");
  const listing = page.getByRole("region", { name: T("Directory listing") });
  await expect(listing.getByRole("button", { name: T("Publish my profile") })).toBeDisabled();
  const missing = listing.getByRole("listitem");
  for (const part of ["A photo", "The species you treat", "A consultation price", "Weekly hours in your schedule"]) {
    await expect(missing.filter({ hasText: T(part) })).toHaveCount(1);
  }
  await missing.getByRole("link", { name: T("Open your schedule") }).click();
  await expect(page).toHaveURL(/\/fr\/vet\/schedule$/);
  await expect(page.getByRole("switch", { name: T("Pause new bookings") })).toBeVisible();
});
