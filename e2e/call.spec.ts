import { chromium, type Locator } from "@playwright/test";
import { consultationStartingNow } from "./support/call-booking";
import { expectRemoteVideoPlaying, joinFromPrepare, prepareUrl, signedInPage } from "./support/call-pages";
import { expect, test } from "./support/fixtures";

test.describe("video consultation", () => {
  test.describe.configure({ timeout: 90_000 });

  test("owner and vet see each other; the owner leaves and rejoins; the vet ends it for both", async ({ browser }) => {
    const { vet, owner, bookingId } = await consultationStartingNow();
    const ownerSide = await signedInPage(browser, owner.account);
    const vetSide = await signedInPage(browser, vet.account);

    await vetSide.page.goto(prepareUrl(bookingId));
    await ownerSide.page.goto(prepareUrl(bookingId));
    await expect(ownerSide.page.getByText(`${vet.displayName} is getting ready.`)).toBeVisible();
    await expect(vetSide.page.getByText("Bella's owner is getting ready.")).toBeVisible();

    await joinFromPrepare(vetSide.page, bookingId);
    await expect(ownerSide.page.getByText(`${vet.displayName} is in the call and waiting for you.`)).toBeVisible();
    await joinFromPrepare(ownerSide.page, bookingId);
    await expectRemoteVideoPlaying(ownerSide.page);
    await expectRemoteVideoPlaying(vetSide.page);

    await ownerSide.page.getByRole("button", { name: "Leave" }).click();
    await expect(ownerSide.page).toHaveURL(new RegExp(`/en/call/${bookingId}/left$`));
    // The vet is told in words, where the call's state is said (and announced), that the owner left.
    await expect(vetSide.page.getByRole("status").filter({ hasText: `${owner.account.name} left the call.` })).toBeVisible();
    await expect(vetSide.page.getByTestId("no-remote-video")).toHaveText(owner.account.name);
    // Gone, not camera off: no crossed camera.
    await expect(vetSide.page.getByTestId("no-remote-video").locator(".call-video__icon")).toHaveCount(0);
    await ownerSide.page.getByRole("button", { name: "Rejoin" }).click();
    await expect(ownerSide.page).toHaveURL(new RegExp(`/en/call/${bookingId}$`));
    await expectRemoteVideoPlaying(ownerSide.page);
    await expectRemoteVideoPlaying(vetSide.page);

    // The vet's irreversible End is the red one; Leave (the vet can come back) is not, and the owner's Leave is.
    const background = (button: Locator) => button.evaluate((element) => getComputedStyle(element).backgroundColor);
    const ownersLeave = await background(ownerSide.page.getByRole("button", { name: "Leave" }));
    expect(await background(vetSide.page.getByRole("button", { name: "End consultation" }))).toBe(ownersLeave);
    expect(await background(vetSide.page.getByRole("button", { name: "Leave" }))).not.toBe(ownersLeave);
    await vetSide.page.getByRole("button", { name: "End consultation" }).click();
    expect(await background(vetSide.page.getByRole("button", { name: "End now" }))).toBe(ownersLeave);
    await vetSide.page.getByRole("button", { name: "End now" }).click();
    await expect(vetSide.page).toHaveURL(new RegExp(`/en/call/${bookingId}/ended$`));
    await expect(ownerSide.page).toHaveURL(new RegExp(`/en/call/${bookingId}/ended$`));
    await expect(ownerSide.page.getByRole("heading", { name: `${vet.displayName} ended the consultation` })).toBeVisible();
    await expect(ownerSide.page.getByRole("link", { name: `Book again with ${vet.displayName}` })).toBeVisible();

    await ownerSide.context.close();
    await vetSide.context.close();
  });

  test("a third account gets a clear page, not a call", async ({ page, login }) => {
    const { bookingId } = await consultationStartingNow();
    await login({ role: "owner" });
    await page.goto(prepareUrl(bookingId));
    await expect(page.getByRole("heading", { name: "This consultation is not available" })).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
  });

  test("an owner without a camera joins with audio only", async ({ browser }) => {
    const { vet, owner, bookingId } = await consultationStartingNow();
    const ownerSide = await signedInPage(browser, owner.account);
    // The fake device always has a camera; this page's browser reports none, like a desktop without a webcam.
    await ownerSide.context.addInitScript(() => {
      const media = navigator.mediaDevices;
      const getUserMedia = media.getUserMedia.bind(media);
      const enumerateDevices = media.enumerateDevices.bind(media);
      media.getUserMedia = (constraints) =>
        constraints?.video
          ? Promise.reject(new DOMException("Requested device not found", "NotFoundError"))
          : getUserMedia(constraints);
      media.enumerateDevices = async () => (await enumerateDevices()).filter((device) => device.kind !== "videoinput");
    });
    const vetSide = await signedInPage(browser, vet.account);

    await ownerSide.page.goto(prepareUrl(bookingId));
    await ownerSide.page.getByRole("button", { name: "Join with audio only" }).click();
    await expect(ownerSide.page.getByText("Audio only", { exact: true })).toBeVisible();
    await joinFromPrepare(vetSide.page, bookingId);
    const join = ownerSide.page.getByRole("button", { name: "Join the consultation" });
    await expect(join).toBeEnabled();
    await join.click();
    await expectRemoteVideoPlaying(ownerSide.page);
    await expect(vetSide.page.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();

    await ownerSide.context.close();
    await vetSide.context.close();
  });

  test("a denied camera permission shows what to do", async () => {
    const { owner, bookingId } = await consultationStartingNow();
    // Without the fake permission prompt, Chromium denies camera and microphone unless the context grants them.
    const strictBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--use-fake-device-for-media-stream", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
    try {
      const ownerSide = await signedInPage(strictBrowser, owner.account);
      await ownerSide.page.goto(prepareUrl(bookingId));
      await expect(
        ownerSide.page.getByRole("heading", { name: "Your browser blocked the camera and microphone" }),
      ).toBeVisible();
      await expect(ownerSide.page.getByRole("button", { name: "Try again" })).toBeVisible();
      await expect(ownerSide.page.getByRole("button", { name: "Join the consultation" })).toBeDisabled();
    } finally {
      await strictBrowser.close();
    }
  });
});
