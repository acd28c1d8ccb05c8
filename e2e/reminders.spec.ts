import { readFile } from "node:fs/promises";
import { readCalendar } from "../convex/model/calendar/read-calendar.testing";
import { consultationStartingNow } from "./support/call-booking";
import { expect, signInPage, test } from "./support/fixtures";
import { latestEmailTo } from "./support/outbox";
import { ownerReadyToBook, publishedVet } from "./support/scenarios";

test.describe("calendar invites and the starting-soon banner", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an owner books, the confirmation in the outbox carries the invite, and the booking page downloads the same entry", async ({
    page,
  }) => {
    const vet = await publishedVet();
    const owner = await ownerReadyToBook({ petName: "Rex", locale: "de" });
    await signInPage(page, owner.account);
    await page.goto(`/de/bookings/book/${vet.vetId}`);
    await page.locator(".slot-picker__slot").first().click();
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByLabel("Anlass der Sprechstunde").fill("Hinkt seit Montag");
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("button", { name: /^Bestätigen und .* bezahlen$/ }).click();
    await expect(page).toHaveURL(/\/de\/bookings\/[^/]+\/summary$/);
    const bookingId = new URL(page.url()).pathname.split("/")[3];

    await expect.poll(async () => (await latestEmailTo(owner.account.email, "bookingConfirmed"))?.attachments?.length).toBe(1);
    const confirmation = await latestEmailTo(owner.account.email, "bookingConfirmed");
    const attachment = confirmation?.attachments?.[0];
    expect(attachment?.contentType).toBe("text/calendar; method=REQUEST; charset=UTF-8");
    const invite = readCalendar(attachment?.content ?? "");
    expect(invite).toMatchObject({ method: "REQUEST", uid: `booking-${bookingId}@vetline`, sequence: 0 });
    expect(invite.summary).toBe(`Videosprechstunde: Rex bei ${vet.displayName}`);
    expect(attachment?.content.replace(/\r\n[ \t]/g, "")).not.toContain("Hinkt");

    const calendar = page.getByRole("region", { name: "Zum Kalender hinzufügen" });
    await expect(calendar.getByRole("link", { name: "Google Kalender" })).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\//);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      calendar.getByRole("link", { name: /\.ics/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("vetline-consultation.ics");
    const downloaded = readCalendar(await readFile(await download.path(), "utf8"));
    expect(downloaded).toMatchObject({ method: "PUBLISH", uid: invite.uid, sequence: invite.sequence, startsAt: invite.startsAt });
  });

  test("a consultation about to start shows a banner on every page that leads to the prepare page", async ({ page }) => {
    const { owner, bookingId } = await consultationStartingNow();
    await signInPage(page, owner.account);
    await page.goto("/en/my-pets");
    const banner = page.getByRole("status").filter({ hasText: /Your consultation (starts|started)/ });
    await expect(banner).toBeVisible();
    await page.goto("/en/veterinarians");
    await expect(banner).toBeVisible();
    // Before the start it says to get ready; once started (the slot may begin this very minute), to go in.
    const started = (await banner.textContent())?.includes("Your consultation started") === true;
    await banner.getByRole("link", { name: started ? "Go to the consultation" : "Get ready to join" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/call/${bookingId}/prepare$`));
    await expect(banner).toHaveCount(0);
  });

  test("a vet chooses their reminders and a daily agenda time on the account page, kept after a reload", async ({ page }) => {
    const vet = await publishedVet();
    await signInPage(page, vet.account);
    await page.goto("/fr/manage/account");
    const reminders = page.getByRole("region", { name: "Rappels" });
    const hourBefore = reminders.getByRole("checkbox", { name: "M’envoyer un e-mail 1 heure avant une consultation" });
    await expect(hourBefore).toBeChecked();
    await hourBefore.uncheck();
    await reminders.getByRole("checkbox", { name: "M’envoyer mon programme chaque jour" }).check();
    await reminders.getByLabel("Heure du programme").fill("06:45");
    await reminders.getByRole("button", { name: "Enregistrer les rappels" }).click();
    await expect(page.getByText("Vos choix de rappels sont enregistrés.")).toBeVisible();
    await page.reload();
    await expect(hourBefore).not.toBeChecked();
    await expect(reminders.getByRole("checkbox", { name: "M’envoyer un e-mail 24 heures avant une consultation" })).toBeChecked();
    await expect(reminders.getByLabel("Heure du programme")).toHaveValue("06:45");
  });
});
