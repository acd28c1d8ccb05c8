import { expect, signInPage, test } from "./support/fixtures";
import { e2eUrls } from "./support/ports";
import { uiText } from "./support/ui-text";
import { book, freeSlots, ownerReadyToBook, publishedVet, roundTheClock } from "./support/scenarios";

const DAY_MS = 86_400_000;
const ZONE = "Europe/Berlin";

const berlinDate = (instant: number) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(instant);
const berlinDayHeading = (instant: number) =>
  new Intl.DateTimeFormat("en", { weekday: "long", day: "numeric", month: "long", timeZone: ZONE }).format(instant);
const berlinWeekday = (instant: number) => new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, weekday: "long" }).format(instant);
const berlinTime = (instant: number) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);

test("a vet's hours and date changes reach an owner's page live; bookings outside the hours stay flagged", async ({
  page,
  browser,
  navigate,
}) => {
  const now = Date.now();
  const vet = await publishedVet({ timeZone: ZONE, weeklyHours: roundTheClock, minimumNoticeMinutes: 0 });
  const owner = await ownerReadyToBook();
  const saturdayMorning = (await freeSlots(vet, now, 8)).find(
    (slot) => berlinWeekday(slot.startsAt) === "Saturday" && berlinTime(slot.startsAt) === "10:00",
  );
  if (saturdayMorning === undefined) throw new Error("no Saturday 10:00 slot in the next week");
  await book(owner, vet, saturdayMorning.startsAt, "Itchy paws");

  // The owner keeps the vet's page open in their own browser, in the vet's zone so the times compare.
  const ownerContext = await browser.newContext({ baseURL: e2eUrls.app, timezoneId: ZONE });
  try {
    const ownerPage = await ownerContext.newPage();
    await signInPage(ownerPage, owner.account);
    await ownerPage.goto(`/en/veterinarians/${vet.vetId}`);
    const ownerSlots = ownerPage.getByRole("region", { name: "Free times in the next 14 days" });
    const tomorrowHeading = ownerSlots.getByRole("heading", { level: 3, name: berlinDayHeading(now + DAY_MS) });
    await expect(tomorrowHeading).toBeVisible();
    await expect(ownerSlots.getByRole("link", { name: "5:00 PM" }).first()).toBeVisible();

    await signInPage(page, vet.account);
    await navigate("/$locale/vet/schedule", { locale: "en" });
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();

    const dateChanges = page.getByRole("region", { name: "Date changes" });
    await dateChanges.getByLabel("Date", { exact: true }).fill(berlinDate(now + DAY_MS));
    await dateChanges.getByRole("button", { name: "Save date change" }).click();
    await expect(dateChanges.getByRole("listitem").filter({ hasText: "Day off" })).toBeVisible();
    await expect(tomorrowHeading).toHaveCount(0);

    const weeklyHours = page.getByRole("form", { name: "Weekly hours" });
    await weeklyHours.getByRole("button", { name: "Fill in Monday to Friday, 09:00–17:00" }).click();
    await weeklyHours.getByRole("button", { name: "Save weekly hours" }).click();
    await expect(ownerSlots.getByRole("link", { name: "5:00 PM" })).toHaveCount(0);
    await expect(ownerSlots.getByRole("link", { name: "4:40 PM" }).first()).toBeVisible();
    await expect(ownerSlots.getByRole("link", { name: "8:40 AM" })).toHaveCount(0);
    await expect(ownerSlots.getByRole("heading", { level: 3, name: /^(Saturday|Sunday)/ })).toHaveCount(0);

    // The Saturday booking is kept, and flagged for the vet to handle.
    await expect(page.getByText("1 upcoming consultation is outside your hours.", { exact: false })).toBeVisible();
    const calendar = page.getByRole("region", { name: "Coming weeks" });
    await expect(calendar.getByText("Outside your hours")).toBeVisible();
  } finally {
    await ownerContext.close();
  }
});

test("saving the booking rules or the week by keyboard keeps focus where the vet was, with the saved values shown", async ({ page }) => {
  const es = (text: string) => uiText("es", text);
  const vet = await publishedVet({ locale: "es", weeklyHours: roundTheClock });
  await signInPage(page, vet.account);
  await page.goto("/es/vet/schedule");
  const heading = page.getByRole("heading", { level: 1, name: es("Schedule") });
  await expect(heading).toBeVisible();

  const notice = page.getByLabel(es("Minimum notice (minutes)"));
  await notice.fill("90");
  await notice.press("Enter");
  await expect(page.getByText(es("Booking rules saved."))).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice).toHaveValue("90");
  await expect(heading).not.toBeFocused();

  const fillWeekdays = page.getByRole("button", { name: es("Fill in Monday to Friday, 09:00–17:00") });
  await fillWeekdays.focus();
  await page.keyboard.press("Enter");
  const save = page.getByRole("button", { name: es("Save weekly hours") });
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(es("Weekly hours saved."))).toBeVisible();
  await expect(save).toBeFocused();
  const undo = page.getByRole("button", { name: es("Undo changes") });
  await expect(undo).toHaveCount(0);
  // Undo goes away with the changes it undoes: focus moves to Save, not to the page's top.
  await page.locator(".interval-list__remove").first().press("Enter");
  await undo.press("Enter");
  await expect(undo).toHaveCount(0);
  await expect(save).toBeFocused();

  // Paging the coming weeks back to the first two disables Earlier under focus: focus goes to Later.
  const later = page.getByRole("button", { name: es("Later"), exact: true });
  await later.press("Enter");
  const earlier = page.getByRole("button", { name: es("Earlier"), exact: true });
  await earlier.press("Enter");
  await expect(earlier).toBeDisabled();
  await expect(later).toBeFocused();

  await page.reload();
  await expect(page.getByLabel(es("Minimum notice (minutes)"))).toHaveValue("90");
});
