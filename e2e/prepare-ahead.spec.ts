import type { Browser, Page } from "@playwright/test";
import { DAY_MS as DAY } from "../convex/shared/time";
import type { TestAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import { KeyboardUser } from "./support/keyboard";
import { phoneViewport } from "./support/page-checks";
import { e2eUrls } from "./support/ports";
import { book, freeSlots, ownerReadyToBook, publishedVet } from "./support/scenarios";

async function signedInPage(browser: Browser, account: TestAccount, locale: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: e2eUrls.app,
    locale,
    ...(phone ? { viewport: phoneViewport, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signInPage(page, account);
  return page;
}

test.describe("preparing a consultation ahead of time", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a booking for tomorrow links both sides to the camera and microphone check, which waits for the join window", async ({ browser }) => {
    const vet = await publishedVet();
    const owner = await ownerReadyToBook({ petName: "Bella" });
    const [slot] = await freeSlots(vet, Date.now() + DAY, 2);
    if (slot === undefined) throw new Error("The test vet offers no slot");
    const bookingId = await book(owner, vet, slot.startsAt);

    // The owner, on a German phone with the keyboard alone, goes from the booking to the check.
    const ownerPage = await signedInPage(browser, owner.account, "de-DE", true);
    await ownerPage.goto(`/de/bookings/${bookingId}/summary`);
    await expect(ownerPage.getByRole("link", { name: "Der Sprechstunde beitreten" })).toHaveCount(0);
    const testLink = ownerPage.getByRole("link", { name: "Kamera und Mikrofon testen" });
    const keys = new KeyboardUser(ownerPage);
    await keys.tabTo(testLink);
    await keys.press("Enter");
    await expect(ownerPage).toHaveURL(new RegExp(`/de/call/${bookingId}/prepare$`));
    await expect(ownerPage.getByRole("heading", { level: 1, name: "Bereiten Sie sich auf Ihre Sprechstunde vor" })).toBeVisible();
    // The heading names the day; the join time on that day is a time with its zone, like the heading's times. For a
    // consultation at midnight (a CI run late on a Sunday), the window opens the day before, and that day is named.
    await expect(ownerPage.getByText(/Sie können ab (\S+, \d+\. \S+, )?\d{2}:\d{2} \S+ beitreten\./)).toBeVisible();
    await expect(ownerPage.getByRole("button", { name: "Der Sprechstunde beitreten" })).toBeDisabled();

    // The vet, in French, finds the same link on the consultation's page.
    const vetPage = await signedInPage(browser, vet.account, "fr-FR", false);
    await vetPage.goto(`/fr/bookings/${bookingId}/summary`);
    await vetPage.getByRole("link", { name: "Tester votre caméra et votre micro" }).click();
    await expect(vetPage).toHaveURL(new RegExp(`/fr/call/${bookingId}/prepare$`));
    await expect(vetPage.getByText(/Vous pourrez rejoindre à partir de .+\./)).toBeVisible();

    await ownerPage.context().close();
    await vetPage.context().close();
  });
});
