import { chromium, type Page } from "@playwright/test";
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { api } from "../convex/_generated/api";
import type { TestAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import { e2eUrls } from "./support/ports";
import { consultationStartingNow } from "./support/call-booking";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";
import { latestEmailTo } from "./support/outbox";
import { signedInPage } from "./support/call-pages";
import { uiText } from "./support/ui-text";

const DAY_MS = 86_400_000;

function liveClient(account: TestAccount): ConvexClient {
  const client = new ConvexClient(e2eUrls.backend, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  client.setAuth(async () => account.tokens.token);
  return client;
}

/**
 * Books the first free time, or the first one in the week after next (weeks are calendar weeks, so that is at least
 * a week ahead: far enough to move or cancel for a full refund on any day the test runs).
 */
async function bookThroughTheSteps(page: Page, vetId: string, reason: string, { nextWeek = false } = {}) {
  await page.goto(`/en/bookings/book/${vetId}`);
  if (nextWeek) {
    await page.getByRole("button", { name: "Next week" }).click();
    await page.getByRole("button", { name: "Next week" }).click();
  }
  const times = page.locator(".slot-picker__slot");
  await times.first().click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Reason for the consultation").fill(reason);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "How would you like to pay?" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Check and confirm" })).toBeVisible();
  await expect(page.getByText("Cancel at least 24 hours before the start: full refund.")).toBeVisible();
  await page.getByRole("button", { name: /Confirm and pay/ }).click();
}

test.describe("bookings", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an owner books, the vet sees it live, the owner moves it and cancels for a refund shown first", async ({
    page,
  }) => {
    const vet = await publishedVet({ priceMinor: 4500 });
    const owner = await ownerReadyToBook({ petName: "Rex" });
    const vetView = liveClient(vet.account);
    let vetBookings: Array<{ _id: string; status: string }> | undefined;
    // three weeks: the booking and its move, two calendar weeks on, can start more than 14 days from now
    vetView.onUpdate(api.bookings.vetBookings, { from: Date.now(), to: Date.now() + 21 * DAY_MS }, (bookings) => {
      vetBookings = bookings;
    });
    try {
      await signInPage(page, owner.account);
      await bookThroughTheSteps(page, vet.vetId, "Limping since Monday", { nextWeek: true });
      await expect(
        page.getByRole("heading", { level: 1, name: `Consultation with ${vet.displayName} for Rex` }),
      ).toBeVisible();
      await expect(page.getByText("You requested the consultation.")).toBeVisible();
      await expect(page.getByText("€45.00 reserved on the card.")).toBeVisible();
      await expect.poll(() => vetBookings?.map((booking) => booking.status)).toEqual(["confirmed"]);

      await page.getByRole("link", { name: "Change or cancel" }).click();
      const reschedule = page.getByRole("region", { name: "Move to another time" });
      // Two weeks on, like the booking: on a Sunday, next week's first times are less than a day away.
      await reschedule.getByRole("button", { name: "Next week" }).click();
      await reschedule.getByRole("button", { name: "Next week" }).click();
      await reschedule.locator(".slot-picker__slot").nth(2).click();
      await reschedule.getByRole("button", { name: /^Move to/ }).click();
      await page.getByRole("link", { name: "Back to the consultation" }).click();
      await expect(page.getByText(/You moved the consultation from .+ to .+\./)).toBeVisible();

      await page.getByRole("link", { name: "Change or cancel" }).click();
      const cancel = page.getByRole("region", { name: "Cancel the consultation" });
      await expect(
        cancel.getByText("If you cancel now, you get the full €45.00 back.", { exact: false }),
      ).toBeVisible();
      await cancel.getByRole("button", { name: "Cancel the consultation" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel the consultation?" });
      await expect(dialog.getByText("Refund: €45.00")).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel and refund €45.00" }).click();
      await expect(page.getByText("You cancelled the consultation. Refund: €45.00.")).toBeVisible();
      // Nothing is kept, so the reservation is released: no capture, no refund (a processor keeps a refund's fee).
      await expect(page.getByText("€45.00 released: the card is not charged for it.")).toBeVisible();
      await expect(page.getByText("€45.00 charged.")).toHaveCount(0);
      await expect.poll(() => vetBookings?.map((booking) => booking.status)).toEqual(["cancelled"]);

      await page.goto("/en/manage/payment");
      const history = page.getByRole("table");
      await expect(history.getByRole("row").filter({ hasText: "Released, not charged" })).toContainText("€45.00");
      await expect(history.getByRole("cell", { name: "Charged", exact: true })).toHaveCount(0);
    } finally {
      await vetView.close();
    }
  });

  test("a declined card explains why and books nothing", async ({ page }) => {
    const vet = await publishedVet();
    const owner = await ownerReadyToBook();
    const declined = await owner.client.action(api.payments.addPaymentMethod, {
      number: "4000 0000 0000 0341",
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: "123",
      makeDefault: true,
    });
    expect(declined).toBeTruthy();
    await signInPage(page, owner.account);
    await bookThroughTheSteps(page, vet.vetId, "Coughing");
    const refusal = page.getByText("Your card was declined. Nothing was booked; please try another card.");
    await expect(refusal).toBeVisible();
    const lists = await owner.client.query(api.bookings.myBookings, {});
    expect(lists.upcoming).toEqual([]);

    // Another card puts the refusal behind: it is gone from the payment step and the review, and the booking goes through.
    await page.getByRole("button", { name: "Payment" }).click();
    await expect(refusal).toBeVisible();
    await page.getByRole("radio", { name: /4242/ }).check();
    await expect(refusal).toHaveCount(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Check and confirm" })).toBeVisible();
    await expect(refusal).toHaveCount(0);
    await page.getByRole("button", { name: /Confirm and pay/ }).click();
    await expect.poll(async () => (await owner.client.query(api.bookings.myBookings, {})).upcoming.length).toBe(1);
  });

  test("the address follows the time picked, so a reload comes back to it", async ({ page }) => {
    const vet = await publishedVet();
    const owner = await ownerReadyToBook();
    await signInPage(page, owner.account);
    await page.goto(`/en/bookings/book/${vet.vetId}`);
    const times = page.locator(".slot-picker__slot");
    // The picker opens on this week, whose free times run out late on Sunday (the CI run at 21:00 UTC on a Sunday).
    await expect(times.first().or(page.getByText("No free times this week. Try the next week."))).toBeVisible();
    if ((await times.count()) < 4) await page.getByRole("button", { name: "Next week" }).click();
    await expect(times.nth(3)).toBeVisible();
    await times.nth(1).click();
    await expect(page).toHaveURL(/[?&]startsAt=\d+/);
    const first = new URL(page.url()).searchParams.get("startsAt");
    await times.nth(2).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("startsAt")).not.toBe(first);

    await page.reload();
    await expect(times.nth(2)).toHaveAttribute("aria-checked", "true");
    await expect(page.locator('.slot-picker__slot[aria-checked="true"]')).toHaveCount(1);

    // By keyboard too: the address changes under the chosen time, and focus stays on it.
    const reloaded = new URL(page.url()).searchParams.get("startsAt");
    await times.nth(3).focus();
    await page.keyboard.press("Space");
    await expect(times.nth(3)).toHaveAttribute("aria-checked", "true");
    await expect.poll(() => new URL(page.url()).searchParams.get("startsAt")).not.toBe(reloaded);
    await expect(times.nth(3)).toBeFocused();
  });

  test("the vet publishes notes and the owner's summary shows them live", async () => {
    const { vet, owner, bookingId } = await consultationStartingNow(await ownerReadyToBook({ petName: "Mia" }));
    // Notes are published once the consultation has begun: both join, which starts the call.
    await owner.client.mutation(api.calls.join, { meetingId: bookingId });
    await vet.client.mutation(api.calls.join, { meetingId: bookingId });

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
    try {
      const ownerPage = await (await browser.newContext({ baseURL: e2eUrls.app })).newPage();
      await signInPage(ownerPage, owner.account);
      await ownerPage.goto(`/en/bookings/${bookingId}/summary`);
      await expect(ownerPage.getByText("The vet's notes appear here once they are published.")).toBeVisible();

      const vetPage = await (await browser.newContext({ baseURL: e2eUrls.app })).newPage();
      await signInPage(vetPage, vet.account);
      await vetPage.goto(`/en/bookings/${bookingId}/summary/vet`);
      await expect(vetPage.getByText("Scratching her ears all night")).toBeVisible();
      await vetPage.getByLabel("Subjective").fill("Sneezing for three days");
      await vetPage.getByLabel("Objective").fill("Clear nasal discharge");
      await vetPage.getByLabel("Assessment").fill("Mild upper respiratory irritation");
      await vetPage.getByLabel("Plan").fill("Steam inhalation twice a day");
      await vetPage.getByRole("button", { name: "Save draft" }).click();
      await expect(ownerPage.getByText("Steam inhalation twice a day")).toHaveCount(0);
      await vetPage.getByRole("button", { name: "Publish to the owner" }).click();

      await expect(ownerPage.getByText("Steam inhalation twice a day")).toBeVisible();
      await expect(ownerPage.getByText("The vet published the consultation notes.")).toBeVisible();

      await ownerPage.goto(`/en/bookings/not-a-meeting/summary`);
      await expect(ownerPage.getByRole("heading", { level: 1 })).toContainText(/not found/i);
    } finally {
      await browser.close();
    }
  });
});

test("the questionnaire a Spanish owner answers reaches a French vet in French, the answers as written", async ({ page, browser }) => {
  const es = (text: string) => uiText("es", text);
  const fr = (text: string) => uiText("fr", text);
  const vet = await publishedVet({ priceMinor: 4500 });
  const owner = await ownerReadyToBook({ petName: "Luna", locale: "es" });
  await signInPage(page, owner.account);
  await page.goto(`/es/bookings/book/${vet.vetId}`);
  await page.getByRole("button", { name: es("Next week") }).click();
  await page.locator(".slot-picker__slot").first().click();
  await page.getByRole("button", { name: es("Continue") }).click();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: es("Continue") }).click();
  await page.getByLabel(es("Reason for the consultation")).fill("Se rasca las orejas");
  await page.getByLabel(es("How long has this been going on?")).fill("Desde el lunes");
  await page.getByLabel(es("Is your pet eating and drinking normally?")).fill("Bebe menos");
  await page.getByRole("button", { name: es("Continue") }).click();
  await page.getByRole("button", { name: es("Continue") }).click();
  // The review shows the answers given, with the questions as they were put to the owner.
  const review = page.getByRole("region", { name: es("Check and confirm") });
  await expect(review.locator(".summary-list__pair").filter({ hasText: "Desde el lunes" }).locator("dt")).toHaveText(es("How long has this been going on?"));
  await expect(review.locator(".summary-list__pair").filter({ hasText: "Bebe menos" }).locator("dt")).toHaveText(es("Is your pet eating and drinking normally?"));
  await expect(review.locator(".summary-list__pair")).toHaveCount(2);
  await page.getByRole("button", { name: new RegExp(`^${es("Confirm and pay {price}").split("{price}")[0]!}`) }).click();
  await expect(page).toHaveURL(/\/es\/bookings\/[^/]+\/summary$/);
  await expect(page.getByText(es("How long has this been going on?"))).toBeVisible();
  const bookingId = new URL(page.url()).pathname.split("/")[3]!;

  const vetSide = await signedInPage(browser, vet.account);
  await vetSide.page.goto(`/fr/bookings/${bookingId}/summary/vet`);
  const answers = vetSide.page.locator(".summary-list__pair").filter({ hasText: "Desde el lunes" });
  await expect(answers.locator("dt")).toHaveText(fr("How long has this been going on?"));
  await expect(vetSide.page.getByText("¿Desde cuándo ocurre?")).toHaveCount(0);
  // The vet reads about the pet, not a question put to them ("your pet").
  const appetite = vetSide.page.locator(".summary-list__pair").filter({ hasText: "Bebe menos" });
  await expect(appetite.locator("dt")).toHaveText(fr("Is the pet eating and drinking normally?"));
  await vetSide.context.close();
});

test("booking a time inside the last 24 hours, the review says what a cancellation would give back for it", async ({ page }) => {
  const vet = await publishedVet({ priceMinor: 4500, minimumNoticeMinutes: 180 });
  const owner = await ownerReadyToBook();
  await signInPage(page, owner.account);
  await page.goto(`/en/bookings/book/${vet.vetId}`);
  const throughToReview = async () => {
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Reason for the consultation").fill("Limping");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Check and confirm" })).toBeVisible();
  };
  await page.locator(".slot-picker__slot").first().click();
  await throughToReview();
  await expect(page.getByTestId("review-refund")).toHaveText(
    "This consultation starts in less than 24 hours: if you cancel, you get €22.50 of €45.00 back.",
  );

  // A time two weeks on keeps the full refund for a day before it: nothing more to say than the terms.
  // (Next week's first time, Monday at midnight, is less than a day away on a Sunday.)
  // Back through payment, reason and pet to the times.
  for (let step = 0; step < 4; step++) await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("button", { name: "Next week" }).click();
  await page.getByRole("button", { name: "Next week" }).click();
  await page.locator(".slot-picker__slot").first().click();
  // Pet, reason and card are still chosen: Continue leads straight back to the review.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Check and confirm" })).toBeVisible();
  await expect(page.getByTestId("review-refund")).toHaveCount(0);
});

test("a vet with no free time left this week: the booking steps open on the week of the vet's next free time", async ({ page }) => {
  const none = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
  const vet = await publishedVet({ weeklyHours: { ...none, monday: [{ start: "09:00", end: "10:00" }] } });
  const owner = await ownerReadyToBook();
  await signInPage(page, owner.account);
  await page.goto(`/en/bookings/book/${vet.vetId}`);
  await expect(page.locator(".slot-picker__day-label").first()).toContainText("Monday");
  await expect(page.getByRole("radio").first()).toBeVisible();
  await expect(page.getByText("No free times this week. Try the next week.")).toHaveCount(0);
});

test("a time lost while the owner reviews is refused at Confirm with why: taken by someone else, or now within the vet's notice; the owner chooses again and books", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fr = (text: string) => uiText("fr", text);
  const vet = await publishedVet();
  const owner = await ownerReadyToBook({ locale: "fr" });
  const other = await ownerReadyToBook({ petName: "Other" });
  await signInPage(page, owner.account);
  await page.goto(`/fr/bookings/book/${vet.vetId}`);
  const times = page.locator(".slot-picker__slot");
  const confirm = page.getByRole("button", { name: new RegExp(`^${fr("Confirm and pay {price}").split("{price}")[0]!}`) });
  const refusal = page.locator(".book-page__refusal");
  /**
   * After a refusal: picks the second free time shown (the first may come within the notice while the test runs), and
   * one Continue leads back to the review, since pet, reason and card are still chosen.
   */
  const chooseAndReview = async () => {
    await times.nth(1).click();
    await expect(page).toHaveURL(/[?&]startsAt=\d+/);
    const startsAt = Number(new URL(page.url()).searchParams.get("startsAt"));
    await page.getByRole("button", { name: fr("Continue") }).click();
    await expect(page.getByRole("heading", { name: fr("Check and confirm") })).toBeVisible();
    await expect(page.getByRole("heading", { name: fr("Check and confirm") })).toBeFocused();
    return startsAt;
  };

  await times.nth(1).click();
  await expect(page).toHaveURL(/[?&]startsAt=\d+/);
  const taken = Number(new URL(page.url()).searchParams.get("startsAt"));
  await page.getByRole("button", { name: fr("Continue") }).click();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: fr("Continue") }).click();
  await page.getByLabel(fr("Reason for the consultation")).fill("Elle se gratte les oreilles");
  await page.getByRole("button", { name: fr("Continue") }).click();
  await page.getByRole("button", { name: fr("Continue") }).click();
  await expect(page.getByRole("heading", { name: fr("Check and confirm") })).toBeVisible();
  await book(other, vet, taken);
  await confirm.click();
  await expect(refusal).toHaveText(fr("Someone has just booked this time. Please choose another one."));
  await expect(refusal).toBeFocused();
  await expect(page.getByRole("heading", { name: fr("Choose a time") })).toBeVisible();
  await expect(page.locator('.slot-picker__slot[aria-checked="true"]')).toHaveCount(0);
  await expect.poll(() => times.evaluateAll((slots) => slots.length)).toBeGreaterThan(2);

  const tooSoon = await chooseAndReview();
  expect(tooSoon).not.toBe(taken);
  await vet.client.mutation(api.schedule.setBookingRules, {
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: Math.ceil((tooSoon - Date.now()) / 60_000) + 5,
    horizonDays: 60,
  });
  await confirm.click();
  await expect(refusal).toHaveText(fr("This time is now too close to its start to be booked. Please choose a later one."));
  await expect(refusal).toBeFocused();
  expect((await owner.client.query(api.bookings.myBookings, {})).upcoming).toEqual([]);

  // The reason written before is kept through both refusals, and a later time books.
  const booked = await chooseAndReview();
  expect(booked).toBeGreaterThan(tooSoon);
  await expect(page.getByText("Elle se gratte les oreilles")).toBeVisible();
  await confirm.click();
  await expect(page).toHaveURL(/\/fr\/bookings\/[^/]+\/summary$/);
  const { upcoming } = await owner.client.query(api.bookings.myBookings, {});
  expect(upcoming.map((booking) => booking.startsAt)).toEqual([booked]);
});

test("a booking moved in its last 24 hours says, before and after the move, that it keeps the half refund, and the emails give that reason", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const de = (text: string, values?: Record<string, string>) => uiText("de", text, values);
  const vet = await publishedVet({ priceMinor: 3600 });
  const owner = await ownerReadyToBook({ petName: "Bello", locale: "de" });
  // In its last 24 hours, but still open to a move (until 2 hours before the start).
  const [soon] = await freeSlots(vet, Date.now() + 3 * 3_600_000, 1);
  const bookingId = await book(owner, vet, soon!.startsAt);
  expect((await latestEmailTo(owner.account.email, "bookingConfirmed"))?.text).toContain(
    "Sie beginnt in weniger als 24 Stunden; bei einer Stornierung wird daher die Hälfte des Preises erstattet.",
  );

  await signInPage(page, owner.account);
  await page.goto(`/de/bookings/${bookingId}/summary`);
  await page.getByRole("link", { name: de("Change or cancel") }).click();
  const reschedule = page.getByRole("region", { name: de("Move to another time") });
  await expect(
    reschedule.getByText(de("It is less than 24 hours before the start: moved now, the consultation keeps the half refund at its new time.")),
  ).toBeVisible();
  // A time more than a week away (weeks are calendar weeks: next week's first times can be an hour away on a Sunday).
  await reschedule.getByRole("button", { name: de("Next week") }).click();
  await reschedule.getByRole("button", { name: de("Next week") }).click();
  await reschedule.locator(".slot-picker__slot").nth(1).click();
  await reschedule.getByRole("button", { name: new RegExp(`^${de("Move to {0}, {1}").split("{0}")[0]!}`) }).click();
  await expect(page.getByText(de("Your consultation was moved."))).toBeVisible();

  const cancel = page.getByRole("region", { name: de("Cancel the consultation") });
  await expect(cancel).toContainText(
    de("If you cancel now, you get {refund} of {paid} back: the consultation was moved less than 24 hours before its earlier time, which keeps the half refund.", {
      refund: "18,00 €",
      paid: "36,00 €",
    }),
  );
  await expect(
    reschedule.getByText(de("The consultation keeps the half refund at any new time: it was moved less than 24 hours before its earlier time.")),
  ).toBeVisible();
  await cancel.getByRole("button", { name: de("Cancel the consultation") }).click();
  const dialog = page.getByRole("dialog", { name: de("Cancel the consultation?") });
  await expect(dialog.getByText(de("A consultation moved in its last 24 hours keeps the half refund at its new time."))).toBeVisible();
  await expect(dialog.getByText(de("The consultation was moved less than 24 hours before its earlier time, which keeps the half refund."))).toBeVisible();
  await dialog.getByRole("button", { name: de("Cancel and refund {refund}", { refund: "18,00 €" }) }).click();
  await expect.poll(async () => (await latestEmailTo(owner.account.email, "bookingCancelled"))?.text ?? "").toContain(
    "da die Sprechstunde weniger als 24 Stunden vor ihrem früheren Termin verschoben wurde und damit die halbe Erstattung behielt",
  );
  expect((await latestEmailTo(owner.account.email, "bookingRescheduled"))?.text).toContain(
    "Sie wurde weniger als 24 Stunden vor ihrem früheren Termin verschoben; bei einer Stornierung wird daher weiterhin die Hälfte des Preises erstattet.",
  );
  // The full terms state the rule too.
  await page.goto("/de/terms");
  await expect(page.getByRole("main")).toContainText(de("A booking moved less than 24 hours before its start keeps the 50 % refund at its new time."));
});

test("when the vet pauses new bookings, an owner choosing a time is told so live, on the booking steps and the vet's page; the times come back with the pause lifted", async ({
  page,
}) => {
  const fr = (text: string) => uiText("fr", text);
  const pausedSource = fr("This vet is not taking new bookings right now. Check again later, or <0>find another vet</0>.");
  const paused = pausedSource.replace(/<\/?0>/g, "");
  const findAnother = /<0>(.+)<\/0>/.exec(pausedSource)![1]!;
  const vet = await publishedVet();
  const owner = await ownerReadyToBook({ locale: "fr" });
  await signInPage(page, owner.account);
  await page.goto(`/fr/bookings/book/${vet.vetId}`);
  const times = page.locator(".slot-picker__slot");
  await times.nth(1).click();
  const chosen = page.locator('.slot-picker__slot[aria-checked="true"]');
  await expect(chosen).toHaveCount(1);

  await vet.client.mutation(api.schedule.setPaused, { paused: true });
  await expect(page.getByRole("status").filter({ hasText: paused })).toBeVisible();
  await expect(times).toHaveCount(0);
  await expect(page.getByText(fr("No free times this week. Try the next week."))).toHaveCount(0);
  // Lifted: the time chosen before is still chosen, and nothing says it was taken.
  await vet.client.mutation(api.schedule.setPaused, { paused: false });
  await expect(chosen).toHaveCount(1);
  await expect(page.getByText(fr("The time you chose is no longer free. Please choose another one."))).toHaveCount(0);
  await expect(page.getByText(paused)).toHaveCount(0);

  await vet.client.mutation(api.schedule.setPaused, { paused: true });
  await expect(page.getByRole("status").filter({ hasText: paused })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: findAnother }).click();
  await expect(page).toHaveURL(/\/fr\/veterinarians$/);

  await page.goto(`/fr/veterinarians/${vet.vetId}`);
  await expect(page.getByRole("region", { name: fr("Free times in the next 14 days") })).toContainText(paused);
  await vet.client.mutation(api.schedule.setPaused, { paused: false });
  await expect(page.locator(".vet-slots__time").first()).toBeVisible();
  await expect(page.getByText(paused)).toHaveCount(0);
});

test("an owner who books, in a second tab, the time they have just booked lands on that consultation, told so", async ({ page }) => {
  const es = (text: string) => uiText("es", text);
  const vet = await publishedVet();
  const owner = await ownerReadyToBook({ locale: "es", petName: "Luna" });
  await signInPage(page, owner.account);
  await page.goto(`/es/bookings/book/${vet.vetId}`);
  await page.locator(".slot-picker__slot").nth(1).click();
  await expect(page).toHaveURL(/[?&]startsAt=\d+/);
  const startsAt = Number(new URL(page.url()).searchParams.get("startsAt"));
  await page.getByRole("button", { name: es("Continue") }).click();
  await page.getByRole("radio", { name: "Luna" }).check();
  await page.getByRole("button", { name: es("Continue") }).click();
  await page.getByLabel(es("Reason for the consultation")).fill("Tos");
  await page.getByRole("button", { name: es("Continue") }).click();
  await page.getByRole("button", { name: es("Continue") }).click();
  // The other tab books it first (the same account, through the same function).
  const bookingId = await book(owner, vet, startsAt);
  await page.getByRole("button", { name: new RegExp(`^${es("Confirm and pay {price}").split("{price}")[0]!}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/es/bookings/${bookingId}/summary$`));
  await expect(page.getByRole("status").filter({ hasText: es("You have already booked this time: here is your consultation.") })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect((await owner.client.query(api.bookings.myBookings, {})).upcoming).toHaveLength(1);
});
