import { consultationStartingNow } from "./support/call-booking";
import { prepareUrl, signedInPage } from "./support/call-pages";
import { expect, test } from "./support/fixtures";

test.describe("the check before a call", () => {
  test("opened by address, the prepare page shows the camera, hears the microphone once the page is used, and gives one verdict", async ({ browser }) => {
    const { owner, bookingId } = await consultationStartingNow();
    const { page, context } = await signedInPage(browser, owner.account);
    // Opened from an email link or a reload: no click on this page yet, so the browser starts its audio suspended.
    await page.goto(prepareUrl(bookingId));
    await expect(page.getByText("Your camera and microphone are ready. You can join.")).toBeVisible();
    await expect(page.locator("video.call-video--preview")).toBeVisible();
    await expect(page.getByText(/^Say something: the bar moves when we hear you/)).toBeVisible();

    // The first click starts the meter; the fake microphone beeps, so it is heard.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByText("We can hear your microphone.")).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => page.getByRole("meter", { name: "Microphone level" }).evaluate((meter: HTMLMeterElement) => meter.value), { timeout: 10_000 }).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Mute" }).click();
    await expect(page.getByText("Your microphone is muted: unmute it so that", { exact: false })).toBeVisible();
    await context.close();
  });
});
