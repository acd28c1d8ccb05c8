import type { Browser, Page } from "@playwright/test";
import { consultationStartingNow } from "./support/call-booking";
import { expectRemoteVideoPlaying, joinFromPrepare, signedInPage } from "./support/call-pages";
import { expect, test } from "./support/fixtures";
import { dropNetwork, installNetworkDrop, restoreNetwork } from "./support/network-drop";

/** Owner and vet in a running call; the owner's browser can lose its network (see network-drop.ts). */
async function callInProgress(browser: Browser) {
  const booking = await consultationStartingNow();
  const ownerSide = await signedInPage(browser, booking.owner.account);
  await installNetworkDrop(ownerSide.context);
  const vetSide = await signedInPage(browser, booking.vet.account);
  await joinFromPrepare(vetSide.page, booking.bookingId);
  await joinFromPrepare(ownerSide.page, booking.bookingId);
  await expectRemoteVideoPlaying(ownerSide.page);
  await expectRemoteVideoPlaying(vetSide.page);
  return {
    ...booking,
    ownerPage: ownerSide.page,
    vetPage: vetSide.page,
    close: async () => {
      await ownerSide.context.close();
      await vetSide.context.close();
    },
  };
}

/** The call's own connection line (the app's banner about the backend connection is another status). */
const statusOf = (page: Page) => page.locator(".call-status").getByRole("status");

/** Marks the remote video's current stream, to tell it from the one a new call brings. */
const markRemoteStream = (page: Page) =>
  page.locator("video.call-video--remote").evaluate((video: HTMLVideoElement) => {
    if (video.srcObject !== null) Object.assign(video.srcObject, { e2eBeforeDrop: true });
  });

/** A stream other than the marked one plays, and its frames move on. */
async function expectNewRemoteVideo(page: Page) {
  await expect
    .poll(
      () =>
        page
          .locator("video.call-video--remote")
          .evaluate(async (video: HTMLVideoElement) => {
            const stream = video.srcObject as (MediaStream & { e2eBeforeDrop?: boolean }) | null;
            if (stream === null || stream.e2eBeforeDrop === true || video.paused || video.videoWidth === 0) return false;
            const before = video.currentTime;
            await new Promise((resolve) => setTimeout(resolve, 300));
            return video.currentTime > before;
          })
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test.describe("a call that loses its network", () => {
  test("a five-second drop of the owner's network resumes the same call on both sides with no click", async ({ browser }) => {
    test.setTimeout(90_000);
    const { ownerPage, vetPage, close } = await callInProgress(browser);
    await markRemoteStream(ownerPage);
    await markRemoteStream(vetPage);

    await dropNetwork(ownerPage);
    await expect(statusOf(ownerPage)).toHaveText("Connection lost. Reconnecting…");
    await expect(ownerPage.getByText(/^Trying for \d+ sec$/)).toBeVisible();
    await expect(statusOf(vetPage)).toHaveText("Connection lost. Reconnecting…", { timeout: 5_000 });
    await ownerPage.waitForTimeout(5_000);
    await restoreNetwork(ownerPage);

    await expect(ownerPage.locator(".connection-status__banner")).toBeHidden({ timeout: 10_000 });
    await expectNewRemoteVideo(ownerPage);
    await expectNewRemoteVideo(vetPage);
    await expect(statusOf(ownerPage)).toHaveText("Connected");
    await expect(statusOf(vetPage)).toHaveText("Connected");
    await close();
  });

  test("a camera turned off stays off through a reconnect: the new call sends no video either", async ({ browser }) => {
    test.setTimeout(90_000);
    const { ownerPage, vetPage, close } = await callInProgress(browser);
    await vetPage.getByRole("button", { name: "Camera off" }).click();
    await expect(ownerPage.locator(".call-notice")).toHaveText(/turned their camera off\./);
    await markRemoteStream(ownerPage);

    await dropNetwork(ownerPage);
    await expect(statusOf(ownerPage)).toHaveText("Connection lost. Reconnecting…");
    await ownerPage.waitForTimeout(5_000);
    await restoreNetwork(ownerPage);
    await expect(statusOf(ownerPage)).toHaveText("Connected", { timeout: 20_000 });
    await expect(statusOf(vetPage)).toHaveText("Connected");
    await expect(ownerPage.locator(".call-notice")).toHaveText(/turned their camera off\./);

    // The new call's video from the vet: no frames once it is up (a frame or two may be in flight at first).
    const framesOfNewCall = () =>
      ownerPage.locator("video.call-video--remote").evaluate((video: HTMLVideoElement) => {
        const stream = video.srcObject as (MediaStream & { e2eBeforeDrop?: boolean }) | null;
        return stream === null || stream.e2eBeforeDrop === true ? null : video.getVideoPlaybackQuality().totalVideoFrames;
      });
    await expect.poll(framesOfNewCall, { timeout: 15_000 }).not.toBeNull();
    await ownerPage.waitForTimeout(1_500);
    const before = (await framesOfNewCall())!;
    await ownerPage.waitForTimeout(2_000);
    expect((await framesOfNewCall())! - before, "video frames from a camera that is off").toBe(0);
    await close();
  });

  test("a sixty-second drop ends in the rejoin state, and rejoining brings the call back", async ({ browser }) => {
    test.setTimeout(150_000);
    const { ownerPage, vetPage, close } = await callInProgress(browser);

    await dropNetwork(ownerPage);
    await expect(statusOf(ownerPage)).toHaveText("Connection lost. Reconnecting…");
    await expect(statusOf(ownerPage)).toHaveText("The connection could not be restored", { timeout: 40_000 });
    const rejoin = ownerPage.getByRole("button", { name: "Rejoin the consultation" });
    await expect(rejoin).toBeVisible();
    await expect(vetPage.getByRole("button", { name: "Rejoin the consultation" })).toBeVisible({ timeout: 10_000 });
    await ownerPage.waitForTimeout(25_000);
    await restoreNetwork(ownerPage);

    // Each side joins again with a fresh peer; the owner calls the vet's once it is registered.
    await rejoin.click();
    await vetPage.getByRole("button", { name: "Rejoin the consultation" }).click();
    await expectRemoteVideoPlaying(ownerPage);
    await expectRemoteVideoPlaying(vetPage);
    await expect(statusOf(ownerPage)).toHaveText("Connected");
    await expect(statusOf(vetPage)).toHaveText("Connected");
    await close();
  });
});
