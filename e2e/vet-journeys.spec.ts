import type { Locator, Page } from "@playwright/test";
import { api } from "../convex/_generated/api";
import { consultationStartingNow } from "./support/call-booking";
import { translated, type CatalogLocale } from "./support/catalog";
import { expect, signInPage, test } from "./support/fixtures";
import { book, freeSlots, ownerReadyToBook, publishedVet, roundTheClock } from "./support/scenarios";

/**
 * A vet's day in Spanish and French, by clicking, at phone and desktop width (issue #27): every refusal stands at
 * the control it concerns and under the button that was pressed, never as the generic message.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
type Journey = { locale: CatalogLocale; viewport: { width: number; height: number } };
const journeys: Journey[] = [
  { locale: "es", viewport: phone },
  { locale: "fr", viewport: desktop },
];
/** The same two locales at the other widths, so each locale is walked at each width across the file. */
const swapped: Journey[] = [
  { locale: "fr", viewport: phone },
  { locale: "es", viewport: desktop },
];
const label = ({ locale, viewport }: Journey) => `${locale}, ${viewport.width} px`;

const languageIn = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;

async function openFromNavigation(page: Page, locale: CatalogLocale, item: string) {
  await page
    .getByRole("navigation", { name: translated(locale, "Main") })
    .getByRole("link", { name: translated(locale, item), exact: true })
    .click();
}

/** The refusal under the button that was pressed, in the same row of actions. */
const refusalBeside = (button: Locator) => button.locator("xpath=..").locator(".form-refusal");

test.describe("a vet's journeys in Spanish and French", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const journey of journeys) {
    test(`profile: each refusal at its control and under Save, prices and language names in the page's locale (${label(journey)})`, async ({
      page,
    }) => {
      const { locale } = journey;
      const T = (message: string, values?: Record<string, string | number>) => translated(locale, message, values);
      const vet = await publishedVet({ locale, priceMinor: 4500 });
      await page.setViewportSize(journey.viewport);
      await signInPage(page, vet.account);
      await page.goto(`/${locale}/vet/overview`);
      await openFromNavigation(page, locale, "Profile");

      await expect(page.getByLabel(T("Bio in {language}", { language: languageIn(locale, "en") }))).toBeVisible();
      const price = page.getByLabel(T("Price per consultation"));
      await expect(price).toHaveValue("45,00");
      const save = page.getByRole("button", { name: T("Save profile") });

      const displayName = page.getByLabel(T("Display name"));
      await displayName.fill("");
      await save.click();
      await expect(displayName).toHaveAttribute("aria-invalid", "true");
      await expect(displayName).toBeFocused();
      await expect(displayName).toBeInViewport();
      await expect(page.getByText(T("This field is required."))).toBeVisible();
      await expect(refusalBeside(save)).toHaveText(T("Some values need fixing; see the highlighted fields."));

      await displayName.fill("A");
      await save.click();
      await expect(page.getByText(T("This is too short."))).toBeVisible();

      await displayName.fill(vet.displayName);
      // Text that is no price says so, with an example written as the locale writes it; too many decimals is another matter.
      await price.fill("abc");
      await save.click();
      await expect(price).toHaveAttribute("aria-invalid", "true");
      await expect(price).toBeFocused();
      await expect(page.getByText(T("A price must be a number, for example {priceExample}.", { priceExample: "36,50" }))).toBeVisible();
      await price.fill("36,505");
      await save.click();
      await expect(page.getByText(T("Enter the price with at most two decimals."))).toBeVisible();
      await price.fill("36,5");
      await save.click();
      const saved = page.getByText(T("Profile saved."));
      await expect(saved).toBeVisible();
      await expect(price).toHaveValue("36,50");

      // A published profile without species: refused at the species group, the earlier success taken down.
      const species = page.getByRole("group", { name: T("Species you treat") });
      const ticked = species.getByRole("checkbox", { checked: true });
      while ((await ticked.count()) > 0) await ticked.first().uncheck();
      await save.click();
      await expect(saved).toBeHidden();
      await expect(species.getByText(T("Your profile is published, so this cannot be empty."))).toBeVisible();
      await expect(species.getByRole("checkbox").first()).toBeFocused();
      await expect(refusalBeside(save)).toContainText(T("Your profile is not complete yet; see what is missing."));
      await expect(page.getByText(T("Something went wrong. Try again in a moment."))).toHaveCount(0);

      await species.getByRole("checkbox").first().check();
      await save.click();
      await expect(page.getByText(T("Profile saved."))).toBeVisible();
      await expect(refusalBeside(save)).toHaveCount(0);
      await page.reload();
      await expect(page.getByLabel(T("Price per consultation"))).toHaveValue("36,50");
    });

    test(`notes: a draft before the consultation, publishing refused beside the button, a "new" mark until opened (${label(journey)})`, async ({
      page,
    }) => {
      const { locale } = journey;
      const T = (message: string, values?: Record<string, string | number>) => translated(locale, message, values);
      const vet = await publishedVet({ locale });
      await page.setViewportSize(journey.viewport);
      await signInPage(page, vet.account);
      await page.goto(`/${locale}/vet/overview`);
      await expect(page.getByRole("heading", { level: 1, name: T("Your day") })).toBeVisible();

      const owner = await ownerReadyToBook({ petName: "Luna" });
      const [slot] = await freeSlots(vet);
      if (slot === undefined) throw new Error("The test vet offers no slot");
      const bookingId = await book(owner, vet, slot.startsAt, "Tose por la noche");
      const card = page.locator("article", { hasText: "Tose por la noche" });
      const newMark = card.getByText(translated(locale, "New", {}, "booking"), { exact: true });
      await expect(newMark).toBeVisible();
      // The arrival highlight fades in 2.5 s; the mark stays until the vet opens the booking.
      await page.waitForTimeout(3_000);
      await expect(newMark).toBeVisible();

      // Two bookings on one later day sit under one heading for that day, not one heading each.
      const dayOf = (instant: number) =>
        new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(instant);
      const later = await freeSlots(vet, Date.now() + 3 * 86_400_000, 1);
      const sameDay = later.filter((candidate) => dayOf(candidate.startsAt) === dayOf(later[0]!.startsAt)).slice(0, 2);
      for (const [index, candidate] of sameDay.entries()) await book(owner, vet, candidate.startsAt, `Control ${index + 1}`);
      const comingUp = page.getByRole("region", { name: T("Coming up") });
      await expect(comingUp.locator("article", { hasText: "Control 2" })).toBeVisible();
      await expect(comingUp.getByText(dayOf(sameDay[0]!.startsAt), { exact: true })).toHaveCount(1);

      await card.getByRole("link", { name: T("Booking and notes") }).click();
      await page.getByLabel(T("Subjective"), { exact: true }).fill("Tos seca desde hace tres noches");
      await page.getByRole("button", { name: T("Save draft") }).click();
      await expect(page.getByText(T("Draft saved. Only you can see it."))).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(T("Subjective"), { exact: true })).toHaveValue("Tos seca desde hace tres noches");
      await page.getByLabel(T("Objective"), { exact: true }).fill("Sin fiebre");
      await page.getByLabel(T("Assessment"), { exact: true }).fill("Irritación leve");
      await page.getByLabel(T("Plan"), { exact: true }).fill("Humidificador");
      const publish = page.getByRole("button", { name: T("Publish to the owner") });
      await publish.click();
      const refusal = refusalBeside(publish);
      await expect(refusal).toHaveText(
        T("Notes can be published once the consultation has started. Save a draft until then."),
      );
      await expect(refusal).toBeInViewport();
      expect((await owner.client.query(api.bookings.bookingDetail, { bookingId })).summary).toBeNull();

      // Unsaved notes are not lost to a header link: leaving asks, staying keeps every word, leaving drops them.
      await openFromNavigation(page, locale, "Overview");
      const question = page.getByRole("dialog", { name: T("Leave without saving?") });
      await question.getByRole("button", { name: T("Stay on this page") }).click();
      await expect(question).toBeHidden();
      await expect(page).toHaveURL(/\/summary\/vet$/);
      await expect(page.getByLabel(T("Plan"), { exact: true })).toHaveValue("Humidificador");
      await openFromNavigation(page, locale, "Overview");
      await question.getByRole("button", { name: T("Leave without saving") }).click();
      await expect(card).toBeVisible();
      await expect(newMark).toHaveCount(0);
    });
  }

  for (const journey of swapped) {
    test(`schedule: bad input at its field, whole-day hours, linked bookings outside the hours (${label(journey)})`, async ({
      page,
    }) => {
      const { locale } = journey;
      const T = (message: string, values?: Record<string, string | number>) => translated(locale, message, values);
      const vet = await publishedVet({ locale });
      const owner = await ownerReadyToBook();
      const [slot] = await freeSlots(vet);
      if (slot === undefined) throw new Error("The test vet offers no slot");
      const bookingId = await book(owner, vet, slot.startsAt);
      // New hours that leave the booking outside them (the test vet works in UTC).
      const hour = new Date(slot.startsAt).getUTCHours();
      const elsewhere = hour < 12 ? [{ start: "14:00", end: "18:00" }] : [{ start: "02:00", end: "06:00" }];
      const hours = Object.fromEntries(Object.keys(roundTheClock).map((day) => [day, elsewhere])) as typeof roundTheClock;
      await vet.client.mutation(api.schedule.setWeeklyHours, { weeklyHours: { ...hours, sunday: [] } });

      await page.setViewportSize(journey.viewport);
      await signInPage(page, vet.account);
      await page.goto(`/${locale}/vet/overview`);
      await openFromNavigation(page, locale, "Schedule");

      // "Earlier" and "Later" keep one line each, whatever the width.
      for (const name of ["Earlier", "Later"]) {
        const box = await page.getByRole("button", { name: T(name), exact: true }).boundingBox();
        expect(box?.height ?? 0, `${name} wraps`).toBeLessThan(50);
      }

      const rules = page.getByRole("form", { name: T("Booking rules") });
      const notice = rules.getByLabel(T("Minimum notice (minutes)"));
      await expect(rules.getByText(/10080/)).toBeVisible();
      await notice.fill("");
      await rules.getByRole("button", { name: T("Save booking rules") }).click();
      await expect(notice).toHaveAttribute("aria-invalid", "true");
      await expect(notice).toBeFocused();
      await expect(rules.getByText(T("Enter a number."))).toBeVisible();
      await expect(page.getByText(T("Something went wrong. Try again in a moment."))).toHaveCount(0);

      // Sunday is empty: adding hours never repeats a range and stops when the day is full.
      const sunday = page.locator(".weekly-hours__day").nth(6);
      const add = sunday.getByRole("button").last();
      for (let press = 0; press < 12 && (await add.isEnabled()); press++) await add.click();
      await expect(add).toBeDisabled();
      const starts = await sunday.getByLabel(T("From"), { exact: true }).evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).value),
      );
      expect(new Set(starts).size).toBe(starts.length);
      expect(starts.length).toBeLessThanOrEqual(8);

      // An error under "Until" keeps "From" and "Until" level.
      const monday = page.locator(".weekly-hours__day").first();
      await monday.getByLabel(T("Until"), { exact: true }).first().fill("01:00");
      await page.getByRole("button", { name: T("Save weekly hours") }).click();
      await expect(monday.getByText(T("The end must be after the start."))).toBeVisible();
      const fromBox = await monday.getByLabel(T("From"), { exact: true }).first().boundingBox();
      const untilBox = await monday.getByLabel(T("Until"), { exact: true }).first().boundingBox();
      expect(Math.abs((fromBox?.y ?? 0) - (untilBox?.y ?? -100))).toBeLessThan(2);

      // The rules and hours above hold unsaved edits: following the link asks first.
      await page.locator(".outside-hours-list").getByRole("link").first().click();
      await page
        .getByRole("dialog", { name: T("Leave without saving?") })
        .getByRole("button", { name: T("Leave without saving") })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/bookings/${bookingId}/summary$`));

      // The booking in the calendar opens the vet's page of it.
      await openFromNavigation(page, locale, "Schedule");
      await page.locator(".calendar-booking").getByRole("link").first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/bookings/${bookingId}/summary/vet$`));
    });

    test(`sign-in from the home page leads to the overview; the account page speaks to a vet (${label(journey)})`, async ({
      page,
    }) => {
      const { locale } = journey;
      const T = (message: string) => translated(locale, message);
      const vet = await publishedVet({ locale });
      await page.setViewportSize(journey.viewport);
      await page.goto(`/${locale}`);
      await page.getByRole("banner").getByRole("link", { name: T("Sign in") }).click();
      const dialog = page.getByRole("dialog", { name: T("Sign in") });
      await dialog.getByLabel(T("Email")).fill(vet.account.email);
      await dialog.getByLabel(T("Password"), { exact: true }).fill(vet.account.password);
      await dialog.getByRole("button", { name: T("Sign in") }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/vet/overview$`));
      await expect(page.getByRole("heading", { level: 1, name: T("Your day") })).toBeVisible();

      // The header's links share one line, on a phone too.
      const tops = await page
        .getByRole("navigation", { name: T("Main") })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);

      await openFromNavigation(page, locale, "Account");
      const phoneField = page.getByLabel(T("Phone (optional)"));
      await expect(phoneField).toHaveAccessibleDescription(
        T("Never shown to owners; Vetline uses it only to reach you about a consultation."),
      );
      await expect(page.getByText(T("Only used by your vet if the video call fails."))).toHaveCount(0);
      const languages = page.getByLabel(T("Language Vetline writes to you in"));
      await expect(languages.getByRole("option", { name: `${languageIn(locale, "en")} (English)` })).toHaveCount(1);

      // By keyboard: the problem is shown at the field, which takes focus; right under Save a note points to it.
      const name = page.getByLabel(T("Name"), { exact: true });
      await name.fill("");
      const save = page.getByRole("button", { name: T("Save profile") });
      await save.focus();
      await page.keyboard.press("Enter");
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(T("Enter your name (up to 100 characters)."));
      await expect(name).toBeInViewport();
      const refusal = save.locator("xpath=following-sibling::*[1]").getByRole("alert");
      await expect(refusal).toHaveText(T("Some values need fixing; see the highlighted fields."));
    });
  }

  test("notes round trip: draft, reload, publish, reload shows what was published, and an update publishes (es, 390 px)", async ({
    page,
  }) => {
    const T = (message: string) => translated("es", message);
    const { vet, owner, bookingId } = await consultationStartingNow();
    await owner.client.mutation(api.calls.join, { meetingId: bookingId });
    await vet.client.mutation(api.calls.join, { meetingId: bookingId });
    await page.setViewportSize(phone);
    await signInPage(page, vet.account);
    await page.goto(`/es/vet/overview`);
    await page.getByRole("link", { name: T("Booking and notes") }).first().click();

    const subjective = page.getByLabel(T("Subjective"), { exact: true });
    await subjective.fill("Rasca las orejas");
    await page.getByRole("button", { name: T("Save draft") }).click();
    await expect(page.getByText(T("Draft saved. Only you can see it."))).toBeVisible();
    await page.reload();
    await expect(subjective).toHaveValue("Rasca las orejas");
    await page.getByLabel(T("Objective"), { exact: true }).fill("Oído rojo");
    await page.getByLabel(T("Assessment"), { exact: true }).fill("Otitis");
    await page.getByLabel(T("Plan"), { exact: true }).fill("Gotas");
    await page.getByRole("button", { name: T("Publish to the owner") }).click();
    await expect(page.getByText(T("Notes published. The owner can read them now."))).toBeVisible();

    // The vet's card speaks to the vet.
    const published = page.getByRole("region", { name: T("Published notes") });
    await expect(published.getByText(T("Objective: what you observed"))).toBeVisible();
    await expect(published.getByText(T("What the vet observed (objective)"))).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel(T("Objective"), { exact: true })).toHaveValue("Oído rojo");
    await page.getByLabel(T("Plan"), { exact: true }).fill("Gotas dos veces al día");
    await page.getByRole("button", { name: T("Publish an update to the owner") }).click();
    await expect(page.getByText(T("Notes published. The owner can read them now."))).toBeVisible();
    await expect(page.locator(".form-refusal")).toHaveCount(0);
    const ownerView = await owner.client.query(api.bookings.bookingDetail, { bookingId });
    expect(ownerView.summary).toMatchObject({ subjective: "Rasca las orejas", plan: "Gotas dos veces al día" });
  });
});
