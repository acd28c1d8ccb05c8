import type { Locator, Page } from "@playwright/test";
import { consultationStartingNow } from "./support/call-booking";
import { expectRemoteVideoPlaying, joinFromPrepare, signedInPage } from "./support/call-pages";
import { expect, test } from "./support/fixtures";
import { horizontalOverflow, phoneViewport } from "./support/page-checks";

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator.toString()} is not on the page`);
  return box;
}

/** The area two boxes share, in square CSS pixels. */
function sharedArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, width) * Math.max(0, height);
}

const remoteVideo = (page: Page) => page.locator("video.call-video--remote");
const statusBox = (page: Page) => page.locator(".call-room__overlay");
const noticeLine = (page: Page) => page.locator(".call-notice__line");

test("on a phone (390 px) the call's status and notices sit beside the other side's video, never over it", async ({ browser }) => {
  // Two browsers in a call with live video, like the other two-context call specs.
  test.setTimeout(60_000);
  const booking = await consultationStartingNow();
  const owner = await signedInPage(browser, booking.owner.account, { viewport: phoneViewport });
  const vet = await signedInPage(browser, booking.vet.account, { viewport: phoneViewport });
  await joinFromPrepare(vet.page, booking.bookingId);
  await joinFromPrepare(owner.page, booking.bookingId);
  await expectRemoteVideoPlaying(owner.page);
  await expectRemoteVideoPlaying(vet.page);

  for (const page of [owner.page, vet.page]) {
    await expect(statusBox(page)).toContainText("Connected");
    // The status shows the measured quality, whichever it is: on a loaded machine fake video can measure "weak".
    await expect(statusBox(page)).toContainText(/Your connection: (good|weak|poor)/);
    const video = await boxOf(remoteVideo(page));
    expect(video.width).toBeGreaterThan(300);
    expect(sharedArea(await boxOf(statusBox(page)), video)).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
  }

  // A notice appears on both sides: the vet turns the camera off.
  await vet.page.getByRole("button", { name: "Camera off" }).click();
  await expect(noticeLine(owner.page)).toHaveText(/turned their camera off\. You can still hear each other\.$/);
  await expect(noticeLine(vet.page)).toHaveText(/^Your camera is off\. .+ can still hear you\.$/);
  for (const page of [owner.page, vet.page]) {
    const video = await boxOf(remoteVideo(page));
    expect(sharedArea(await boxOf(noticeLine(page)), video)).toBe(0);
    expect(sharedArea(await boxOf(statusBox(page)), video)).toBe(0);
    expect(sharedArea(await boxOf(noticeLine(page)), await boxOf(statusBox(page)))).toBe(0);
  }
  await Promise.all([owner.context.close(), vet.context.close()]);
});

test("on a 1280 px screen in German, the video stays in its column beside the messages, and the notices do not cover the middle", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const booking = await consultationStartingNow();
  const owner = await signedInPage(browser, booking.owner.account, { viewport: { width: 1280, height: 800 } });
  const vet = await signedInPage(browser, booking.vet.account);
  await joinFromPrepare(vet.page, booking.bookingId);
  await joinFromPrepare(owner.page, booking.bookingId);
  await expectRemoteVideoPlaying(owner.page);
  // The German page: its longer words make the messages panel taller than the video and its controls.
  await owner.page.goto(`/de/call/${booking.bookingId}`);
  await expectRemoteVideoPlaying(owner.page);
  const messages = owner.page.getByRole("complementary", { name: "Nachrichten" });
  await expect(messages).toBeVisible();
  const video = await boxOf(owner.page.locator(".call-room__screen"));
  const panel = await boxOf(messages);
  const controls = await boxOf(owner.page.getByRole("toolbar"));
  expect(video.x + video.width, "the video ends before the messages panel").toBeLessThanOrEqual(panel.x);
  expect(controls.y - (video.y + video.height), "the controls follow the video").toBeLessThan(24);

  await vet.page.getByRole("button", { name: "Mute" }).click();
  await expect(noticeLine(owner.page)).toBeVisible();
  const middle = { x: video.x + video.width / 4, y: video.y + video.height / 4, width: video.width / 2, height: video.height / 2 };
  expect(sharedArea(await boxOf(noticeLine(owner.page)), middle), "the notice leaves the middle of the video free").toBe(0);
  await Promise.all([owner.context.close(), vet.context.close()]);
});
