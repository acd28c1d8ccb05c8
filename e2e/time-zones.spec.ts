import type { Browser, Page } from "@playwright/test";
import type { TestAccount } from "./support/accounts";
import { translated } from "./support/catalog";
import { expect, signInPage, test } from "./support/fixtures";
import { latestEmailTo } from "./support/outbox";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";

const DAY_MS = 86_400_000;

/** A page whose browser runs in `deviceZone`, signed in as `account` (whose account zone may differ). */
async function pageIn(browser: Browser, deviceZone: string, account: TestAccount): Promise<Page> {
  const context = await browser.newContext({ timezoneId: deviceZone });
  const page = await context.newPage();
  await signInPage(page, account);
  return page;
}

/** "09:00" on a 24-hour clock in a zone, the way the app's German, Spanish and French pages write it. */
/** The time of day as a page in `locale` writes it: its short time style ("0:00" in Spanish, "00:00" in German). */
function clock(instant: number, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(instant);
}

function offsetLabel(instant: number, timeZone: string, locale: string): string {
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "shortOffset" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

test.describe("one time-zone model: every page and email in the reader's account zone", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an owner on a New York device with a Madrid account and a vet on a Berlin device with a Lisbon account read the same instant, zone named", async ({
    browser,
  }) => {
    const vet = await publishedVet({ timeZone: "Europe/Lisbon", locale: "de" });
    const owner = await ownerReadyToBook({ timeZone: "Europe/Madrid", locale: "es", petName: "Luna", birthDate: "2019-04-12" });
    const [slot] = await freeSlots(vet, Date.now() + 3 * DAY_MS, 1);
    const startsAt = slot!.startsAt;
    const bookingId = await book(owner, vet, startsAt);
    const madrid = { time: clock(startsAt, "Europe/Madrid", "es"), label: offsetLabel(startsAt, "Europe/Madrid", "es") };
    const lisbon = { time: clock(startsAt, "Europe/Lisbon", "de"), label: offsetLabel(startsAt, "Europe/Lisbon", "de") };

    const ownerPage = await pageIn(browser, "America/New_York", owner.account);
    await ownerPage.goto(`/es/bookings/${bookingId}/summary`);
    const when = ownerPage.getByTestId("consultation-when");
    await expect(when).toContainText(madrid.time);
    await expect(when).toContainText(madrid.label);
    await expect(when).not.toContainText(clock(startsAt, "America/New_York", "es"));
    const ownerNote = ownerPage.locator(".time-zone-note").first();
    await expect(ownerNote).toContainText("(Madrid)");
    // Cities in the reader's language: the Spanish page writes Nueva York and Lisboa.
    await expect(ownerNote).toContainText("(Nueva York)");
    await expect(ownerNote).toContainText("(Lisboa)");
    // The link to change the zone comes last: a sentence after it ran on from its words.
    const changeZone = translated("es", "Change your time zone");
    await expect(ownerNote.getByRole("link", { name: changeZone })).toBeVisible();
    expect((await ownerNote.innerText()).trim().endsWith(changeZone)).toBe(true);

    await ownerPage.goto("/es/bookings");
    const card = ownerPage.locator(".booking-card").filter({ hasText: "Luna" });
    await expect(card).toContainText(`${madrid.time}`);
    await expect(card).toContainText(madrid.label);

    await ownerPage.goto(`/es/bookings/${bookingId}/edit`);
    await expect(ownerPage.getByTestId("consultation-when")).toContainText(`${madrid.time}`);

    await ownerPage.goto(`/es/veterinarians?q=${encodeURIComponent(vet.displayName)}`);
    const vetCard = ownerPage.locator(".vet-card").filter({ hasText: vet.displayName });
    await expect(vetCard.locator(".vet-card__slot")).toContainText(/GMT[+-]\d/);

    const ownerEmail = await latestEmailTo(owner.account.email, "bookingConfirmed");
    expect(ownerEmail?.text).toContain(`${madrid.time} ${madrid.label}`);

    const vetPage = await pageIn(browser, "Europe/Berlin", vet.account);
    await vetPage.goto(`/de/bookings/${bookingId}/summary`);
    const vetWhen = vetPage.getByTestId("consultation-when");
    await expect(vetWhen).toContainText(lisbon.time);
    await expect(vetWhen).toContainText(lisbon.label);
    await expect(vetWhen).not.toContainText(clock(startsAt, "Europe/Berlin", "de"));
    const vetNote = vetPage.locator(".time-zone-note").first();
    await expect(vetNote).toContainText("(Lissabon)");
    await expect(vetNote).toContainText("(Berlin)");
    await expect(vetNote).toContainText("(Madrid)");

    await vetPage.goto(`/de/bookings/${bookingId}/summary/vet`);
    await expect(vetPage.getByTestId("consultation-when")).toContainText(lisbon.time);
    await expect(vetPage.getByText("12.04.2019")).toBeVisible();
    await expect(vetPage.getByText("2019-04-12")).toHaveCount(0);

    await vetPage.goto("/de/vet/overview");
    await expect(vetPage.locator(".consultation-card").filter({ hasText: "Luna" }).first()).toContainText(lisbon.time);

    const vetEmail = await latestEmailTo(vet.account.email, "bookingConfirmed");
    expect(vetEmail?.text).toContain(`${lisbon.time} ${lisbon.label}`);
    expect(vetEmail?.text).toContain("hat bei Ihnen eine Video-Sprechstunde für Luna gebucht");
    expect(vetEmail?.text).toContain("45,00\u00a0€");
    expect(ownerEmail?.text).toContain("45,00\u00a0€");

    await ownerPage.context().close();
    await vetPage.context().close();
  });

  test("a booking between the March clock changes of the US and Europe: owner in New York, vet in Berlin, every page and email", async ({
    browser,
  }) => {
    const vet = await publishedVet({ timeZone: "Europe/Berlin", locale: "de", horizonDays: 180 });
    const owner = await ownerReadyToBook({ timeZone: "America/New_York", locale: "en", petName: "Biscuit" });
    const ownerPage = await pageIn(browser, "America/New_York", owner.account);
    await ownerPage.goto(`/en/bookings/book/${vet.vetId}`);

    // More than nine weeks ahead: the picker pages as far as the vet's horizon.
    const weekLabel = ownerPage.locator(".slot-picker__nav span");
    for (let week = 0; week < 30; week++) {
      if ((await weekLabel.textContent())?.includes("March 8, 2027")) break;
      const before = await weekLabel.textContent();
      await ownerPage.getByRole("button", { name: "Next week" }).click();
      await expect(weekLabel).not.toHaveText(before ?? "");
    }
    await expect(weekLabel).toHaveText("Week of Monday, March 8, 2027");

    // 14 March 2027, New York springs forward at 02:00: times before read GMT-5, times after GMT-4.
    const changeDay = ownerPage.getByRole("radiogroup", { name: /Sunday, March 14, 2027/ });
    await expect(changeDay).toContainText("GMT-5");
    await expect(changeDay.getByRole("radio", { name: /^1:40\sAM$/ })).toBeVisible();
    await expect(changeDay.getByRole("radio", { name: /^3:00\sAM GMT-4$/ })).toBeVisible();
    await expect(ownerPage.getByRole("radiogroup", { name: /Saturday, March 13, 2027 GMT-5/ })).toBeVisible();

    await ownerPage.getByRole("button", { name: "Next week" }).click();
    await expect(weekLabel).toHaveText("Week of Monday, March 15, 2027");
    const monday = ownerPage.getByRole("radiogroup", { name: /Monday, March 15, 2027 GMT-4/ });
    await monday.getByRole("radio", { name: /^10:00\sAM$/ }).click();
    await ownerPage.getByRole("button", { name: "Continue" }).click();
    await ownerPage.getByRole("radio", { name: "Biscuit" }).check();
    await ownerPage.getByRole("button", { name: "Continue" }).click();
    await ownerPage.getByLabel("Reason for the consultation").fill("Itchy paws");
    await ownerPage.getByRole("button", { name: "Continue" }).click();
    await ownerPage.getByRole("button", { name: "Continue" }).click();
    const ownerWhen = /Monday, March 15, 2027, 10:00\s–\s10:20\sAM GMT-4/;
    await expect(ownerPage.getByTestId("review-when")).toHaveText(ownerWhen);
    await ownerPage.getByRole("button", { name: /Confirm and pay/ }).click();
    await expect(ownerPage.getByTestId("consultation-when")).toHaveText(ownerWhen);
    const bookingId = ownerPage.url().split("/bookings/")[1]!.split("/")[0]!;

    await ownerPage.goto("/en/bookings");
    const card = ownerPage.locator(".booking-card").filter({ hasText: "Biscuit" });
    await expect(card).toContainText("Monday, March 15, 2027");
    await expect(card).toContainText(/10:00\s–\s10:20\sAM GMT-4/);

    const ownerEmail = await latestEmailTo(owner.account.email, "bookingConfirmed");
    expect(ownerEmail?.text).toContain("Monday, March 15, 2027 at 10:00 AM GMT-4");
    const vetEmail = await latestEmailTo(vet.account.email, "bookingConfirmed");
    expect(vetEmail?.text).toContain("Montag, 15. März 2027 um 15:00 GMT+1");

    const vetPage = await pageIn(browser, "Europe/Berlin", vet.account);
    await vetPage.goto(`/de/bookings/${bookingId}/summary`);
    await expect(vetPage.getByTestId("consultation-when")).toHaveText(/Montag, 15\. März 2027, 15:00–15:20 Uhr GMT\+1/);
    await expect(vetPage.locator(".time-zone-note").first()).toContainText("(New York)");
    await vetPage.goto(`/de/bookings/${bookingId}/summary/vet`);
    await expect(vetPage.getByTestId("consultation-when")).toHaveText(/15:00–15:20 Uhr GMT\+1/);

    await ownerPage.context().close();
    await vetPage.context().close();
  });

  test("a time picked on the vet's page beyond the first week is the one selected in the booking steps; a taken one is said to be gone", async ({
    browser,
  }) => {
    const vet = await publishedVet({ timeZone: "Europe/Berlin" });
    const owner = await ownerReadyToBook({ timeZone: "Europe/Berlin" });
    const page = await pageIn(browser, "Europe/Berlin", owner.account);
    await page.goto(`/en/veterinarians/${vet.vetId}`);
    const link = page.locator(".vet-slots__day").nth(9).getByRole("link").first();
    const href = (await link.getAttribute("href"))!;
    const startsAt = Number(new URL(href, "http://x").searchParams.get("startsAt"));
    await link.click();
    const chosen = page.getByRole("radio", { checked: true });
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toHaveText(new Intl.DateTimeFormat("en", { timeStyle: "short", timeZone: "Europe/Berlin" }).format(startsAt));
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();

    const other = await ownerReadyToBook({ timeZone: "Europe/Berlin", petName: "Other" });
    const [taken] = await freeSlots(vet, Date.now() + 4 * DAY_MS, 1);
    await book(other, vet, taken!.startsAt);
    await page.goto(`/en/bookings/book/${vet.vetId}?startsAt=${taken!.startsAt}`);
    await expect(page.getByText("The time you chose is no longer free. Please choose another one.")).toBeVisible();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    // Continue does not move on without a time: it says what is missing.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("main").getByText("Choose a time to continue.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose a time" })).toBeVisible();
    await page.context().close();
  });

  test("weeks are calendar weeks and the vet page's two weeks end at a midnight: no day split in two", async ({ browser }) => {
    const vet = await publishedVet({ timeZone: "UTC", minimumNoticeMinutes: 60 });
    const owner = await ownerReadyToBook({ timeZone: "America/New_York" });
    const page = await pageIn(browser, "Europe/Berlin", owner.account);
    await page.goto(`/en/veterinarians/${vet.vetId}`);
    const days = page.locator(".vet-slots__day");
    // Two weeks from today in the owner's zone: 14 days, or 13 when today (New York) has no time left after the
    // vet's hour of notice (late in the New York evening, early in the UTC morning).
    await expect(days.first()).toBeVisible();
    const todayInNewYork = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", weekday: "long" }).format(Date.now());
    const startsToday = ((await days.first().textContent()) ?? "").includes(todayInNewYork);
    await expect(days).toHaveCount(startsToday ? 14 : 13);
    // Round-the-clock 20-minute slots: a whole day has 72, and the list's last day is whole.
    await expect(days.last().getByRole("link")).toHaveCount(72);

    await page.goto(`/en/bookings/book/${vet.vetId}`);
    await page.getByRole("button", { name: "Next week" }).click();
    const groups = page.locator(".slot-picker__day-label");
    await expect(groups.first()).toContainText(/^Monday/);
    await expect(groups).toHaveCount(7);
    await expect(groups.last()).toContainText(/^Sunday/);
    await expect(page.locator(".slot-picker__day").first().getByRole("radio")).toHaveCount(72);
    await page.context().close();
  });

  test("the vet proposes a new time the owner accepts, then cancels: the owner sees it live, reads both emails, gets a full refund and other times", async ({
    browser,
  }) => {
    const vet = await publishedVet({ timeZone: "Europe/Berlin", locale: "en", priceMinor: 4500 });
    const owner = await ownerReadyToBook({ timeZone: "America/New_York", locale: "en", petName: "Milo" });
    const [slot] = await freeSlots(vet, Date.now() + 3 * DAY_MS, 1);
    const bookingId = await book(owner, vet, slot!.startsAt);
    const ownerPage = await pageIn(browser, "America/New_York", owner.account);
    const vetPage = await pageIn(browser, "Europe/Berlin", vet.account);
    await ownerPage.goto(`/en/bookings/${bookingId}/summary`);

    await vetPage.goto(`/en/bookings/${bookingId}/summary`);
    await vetPage.getByRole("link", { name: "Move or cancel" }).click();
    await expect(vetPage.getByRole("heading", { level: 1, name: "Move or cancel the consultation" })).toBeVisible();
    const propose = vetPage.getByRole("region", { name: "Propose a new time" });
    await propose.getByRole("button", { name: "Next week" }).click();
    await propose.getByRole("button", { name: "Next week" }).click();
    const newTime = propose.getByRole("radio").first();
    await newTime.click();
    await propose.getByLabel("Message to the owner (optional)").fill("Surgery that morning");
    await propose.getByRole("button", { name: /^Propose / }).click();
    await expect(vetPage.getByRole("region", { name: /Waiting for .*'s answer/ })).toBeVisible();

    // The owner's page shows the proposal live, in the owner's zone.
    const proposal = ownerPage.getByRole("region", { name: `${vet.displayName} proposes a new time` });
    await expect(proposal).toContainText("Surgery that morning");
    await expect(proposal.getByTestId("proposed-when")).toContainText(/GMT-[45]/);
    const proposedText = (await proposal.getByTestId("proposed-when").textContent()) ?? "";
    const proposedEmail = await latestEmailTo(owner.account.email, "newTimeProposed");
    expect(proposedEmail?.text).toContain(`${vet.displayName} asks to move the video consultation for Milo`);
    expect(proposedEmail?.text).toContain("Message: “Surgery that morning”");
    await proposal.getByRole("button", { name: "Accept the new time" }).click();
    await expect(ownerPage.getByTestId("consultation-when")).toHaveText(proposedText);
    await expect(proposal).toHaveCount(0);
    // The history says who accepted, and does not make the move the owner's own.
    await expect(ownerPage.getByText("You accepted the proposed time.")).toBeVisible();
    await expect(ownerPage.getByText(/^The consultation moved to the proposed time, .*GMT-[45]\)?\.$/)).toBeVisible();
    await expect(ownerPage.getByText(/You moved the consultation/)).toHaveCount(0);
    expect((await latestEmailTo(vet.account.email, "bookingRescheduled"))?.text).toContain("accepted the new time you proposed");
    expect((await latestEmailTo(owner.account.email, "bookingRescheduled"))?.text).toContain(
      `You accepted the new time ${vet.displayName} proposed`,
    );

    await vetPage.goto(`/en/bookings/${bookingId}/edit`);
    const cancel = vetPage.getByRole("region", { name: "Cancel the consultation" });
    await expect(cancel).toContainText("gets the full €45.00 back");
    await cancel.getByRole("button", { name: "Cancel the consultation" }).click();
    const dialog = vetPage.getByRole("dialog", { name: "Cancel the consultation?" });
    await dialog.getByLabel("Reason for the owner").fill("Called to an emergency");
    await dialog.getByRole("button", { name: "Cancel and refund €45.00" }).click();
    await expect(vetPage).toHaveURL(new RegExp(`/en/bookings/${bookingId}/summary$`));

    await expect(ownerPage.getByText(`Cancelled by ${vet.displayName}. Reason given: “Called to an emergency”`)).toBeVisible();
    await expect(ownerPage.getByRole("region", { name: "Payment" })).toContainText(/Released, never charged\s*€45\.00|€45\.00 on its way back/);
    const cancelled = await latestEmailTo(owner.account.email, "bookingCancelled");
    expect(cancelled?.text).toContain(`${vet.displayName} had to cancel the video consultation for Milo`);
    expect(cancelled?.text).toContain("Reason given: “Called to an emergency”");
    expect(cancelled?.text).toContain("Nothing is charged to your card: the €45.00 reserved on it is released.");
    expect(cancelled?.text).toContain(`${vet.displayName} has these free times for you instead:`);
    const offered = cancelled?.text.match(/http:\/\/[^\s]+\/en\/bookings\/book\/[^\s?]+\?startsAt=(\d+)/);
    expect(offered).not.toBeNull();
    const vetCopy = await latestEmailTo(vet.account.email, "bookingCancelled");
    expect(vetCopy?.text).toContain("You cancelled the video consultation for Milo");

    // An offered time opens the booking steps with that time chosen.
    await ownerPage.goto(new URL(offered![0]).pathname + new URL(offered![0]).search);
    await expect(ownerPage.getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(ownerPage.getByRole("button", { name: "Continue" })).toBeEnabled();

    await ownerPage.context().close();
    await vetPage.context().close();
  });

  test("a vet changing zone is told what happens to the hours before saving, and chooses; the one zone then drives the schedule", async ({
    browser,
  }) => {
    const none = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
    const vet = await publishedVet({
      timeZone: "Europe/Berlin",
      locale: "en",
      weeklyHours: { ...none, monday: [{ start: "09:00", end: "17:00" }] },
    });
    const page = await pageIn(browser, "Europe/Berlin", vet.account);
    await page.goto("/en/vet/profile");
    await expect(page.getByTestId("vet-profile-zone")).toContainText("(Berlin)");
    await page.goto("/en/manage/account");
    await page.getByLabel("Time zone").selectOption("America/New_York");
    const choice = page.getByRole("group", { name: /Your weekly hours in Eastern Time \(New York\)/ });
    await expect(choice).toContainText("so owners see your free times 6 hours later than now");
    await choice.getByLabel(/Keep the same moments for owners/).check();
    await expect(choice).toContainText("09:00 becomes 03:00");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile is saved.")).toBeVisible();

    await page.goto("/en/vet/schedule");
    await expect(page.locator(".time-zone-note").first()).toContainText("Times in Eastern Time (New York)");
    await expect(page.locator(".time-zone-note").first()).toContainText("This device is set to Central European Time (Berlin)");
    await expect(page.getByRole("group", { name: /Monday/ }).getByLabel("From")).toHaveValue("03:00");
    await expect(page.getByRole("group", { name: /Monday/ }).getByLabel("Until")).toHaveValue("11:00");
    await page.context().close();
  });

  test("a French page read by a vet whose account is German and in Berlin: the call page, the calendar entry and the zone picker speak the page's language and the account zone", async ({
    browser,
  }) => {
    const vet = await publishedVet({ timeZone: "Europe/Berlin", locale: "de" });
    const owner = await ownerReadyToBook({ timeZone: "Europe/Berlin", locale: "de", petName: "Bello", birthDate: "2018-02-01" });
    const [slot] = await freeSlots(vet, Date.now() + 3 * DAY_MS, 1);
    const startsAt = slot!.startsAt;
    const bookingId = await book(owner, vet, startsAt);
    const page = await pageIn(browser, "Europe/London", vet.account);

    await page.goto(`/fr/call/${bookingId}/prepare`);
    const heading = page.locator(".call-heading");
    await expect(heading).toContainText(clock(startsAt, "Europe/Berlin", "fr"));
    await expect(heading).toContainText(offsetLabel(startsAt, "Europe/Berlin", "fr"));
    await expect(heading).not.toContainText(clock(startsAt, "Europe/London", "fr"));
    const note = page.locator(".time-zone-note").first();
    await expect(note).toContainText("Fuseau horaire de votre compte : ");
    await expect(note).toContainText("(Berlin)");

    await page.goto(`/fr/bookings/${bookingId}/summary`);
    const google = new URL((await page.getByRole("link", { name: "Google Agenda" }).getAttribute("href")) ?? "");
    expect(google.searchParams.get("text")).toBe(`Téléconsultation\u00a0: Bello avec ${owner.account.name}`);
    expect(google.searchParams.get("location")).toContain(`/fr/call/${bookingId}/prepare`);
    expect(google.searchParams.get("details")).not.toContain("Ihr Tier");

    await page.goto("/de/manage/account");
    const zone = page.getByLabel("Zeitzone");
    await expect(zone.locator('option[value="Europe/Berlin"]')).toHaveText("Berlin · Mitteleuropäische Zeit");
    await expect(zone.locator("option", { hasText: "(Europe)" })).toHaveCount(0);
    await page.context().close();

    // The sign-up form is a visitor's (a signed-in reader is sent on from it as soon as the account is known).
    const visitor = await (await browser.newContext({ timezoneId: "Europe/London" })).newPage();
    await visitor.goto("/fr/auth/signup");
    await expect(visitor.getByLabel("Fuseau horaire").locator('option[value="Europe/Paris"]')).toHaveText(
      "Paris · heure d’Europe centrale",
    );
    await visitor.context().close();
  });
});
