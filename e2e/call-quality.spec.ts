import type { Browser, Page } from "@playwright/test";
import { consultationStartingNow } from "./support/call-booking";
import { expectRemoteVideoPlaying, joinFromPrepare, signedInPage } from "./support/call-pages";
import { expect, test } from "./support/fixtures";
import { expectAnnounced, liveRegionsSaid, recordLiveRegions } from "./support/keyboard";
import { installLinkConditions, mediaArrivingAfterVideoStopped, mediaArrivingOver, setLinkCondition, type LinkCondition } from "./support/link-conditions";

/** Owner and vet in a running call; both browsers' link measurements can be degraded (see link-conditions.ts). */
async function callInProgress(browser: Browser) {
  const booking = await consultationStartingNow();
  const sides = await Promise.all([signedInPage(browser, booking.owner.account), signedInPage(browser, booking.vet.account)]);
  for (const side of sides) {
    await installLinkConditions(side.context);
    await recordLiveRegions(side.page);
  }
  const [ownerPage, vetPage] = sides.map((side) => side.page) as [Page, Page];
  await joinFromPrepare(vetPage, booking.bookingId);
  await joinFromPrepare(ownerPage, booking.bookingId);
  await expectRemoteVideoPlaying(ownerPage);
  await expectRemoteVideoPlaying(vetPage);
  return { ownerPage, vetPage, owner: booking.owner, close: () => Promise.all(sides.map((side) => side.context.close())) };
}

const quality = (page: Page) => page.locator(".call-quality");
const notice = (page: Page) => page.locator(".call-notice");

/** A bad mobile link between the two: speech gets through, video cannot. */
const poorLink: LinkCondition = { lossPercent: 18, roundTripMs: 900, outgoingKbps: 90 };
/** A struggling Wi-Fi: video still fits, with trouble. */
const weakLink: LinkCondition = { lossPercent: 5, roundTripMs: 420, outgoingKbps: 600 };

/** Each text was said by a live region (in any order) since the log was last read. */
async function expectEachAnnounced(page: Page, texts: string[]) {
  const said: string[] = [];
  for (const text of texts) {
    if (said.some((entry) => entry.includes(text))) continue;
    said.push(...(await expectAnnounced(page, text)));
  }
}

async function expectQuality(page: Page, level: "good" | "weak" | "poor") {
  // Each side shows its own measure and the other's, in words.
  await expect(quality(page)).toContainText(`Your connection: ${level}`, { timeout: 15_000 });
  await expect(quality(page).getByText(new RegExp(`^.+'s connection: ${level}$`))).toBeVisible({ timeout: 15_000 });
}

test.describe("call quality and audio before video", () => {
  test("a degrading link shows weak then poor on both sides, pauses video but not the sound, and recovers", async ({ browser }) => {
    test.setTimeout(120_000);
    const { ownerPage, vetPage, close } = await callInProgress(browser);
    await expectQuality(ownerPage, "good");
    await expectQuality(vetPage, "good");

    for (const page of [ownerPage, vetPage]) await setLinkCondition(page, weakLink);
    await expectQuality(ownerPage, "weak");
    await expectQuality(vetPage, "weak");
    await expectAnnounced(ownerPage, "Your connection: weak");
    await expectAnnounced(vetPage, "Your connection: weak");
    // A weak link still carries video.
    await expect(notice(ownerPage)).toBeEmpty();
    expect((await mediaArrivingOver(ownerPage, 2_000)).videoFramesDecoded).toBeGreaterThan(10);

    for (const page of [ownerPage, vetPage]) await setLinkCondition(page, poorLink);
    await expectQuality(ownerPage, "poor");
    await expectQuality(vetPage, "poor");
    for (const page of [ownerPage, vetPage]) {
      await expect(notice(page)).toHaveText("Video is paused on both sides to keep the sound clear. It comes back when the connection improves.");
      await expectEachAnnounced(page, ["Your connection: poor", "Video is paused on both sides"]);
    }
    // Audio before video: no video frames arrive on either side, the sound keeps coming.
    for (const page of [ownerPage, vetPage]) {
      const arriving = await mediaArrivingAfterVideoStopped(page, 3_000);
      expect(arriving.videoFramesReceived).toBe(0);
      expect(arriving.audioPacketsReceived).toBeGreaterThan(50);
    }
    // A steady poor link says nothing more: the regions change on a change, not on every sample (every 2 s).
    await liveRegionsSaid(ownerPage);
    await ownerPage.waitForTimeout(5_000);
    expect((await liveRegionsSaid(ownerPage)).filter((said) => /connection|paused/.test(said))).toEqual([]);

    for (const page of [ownerPage, vetPage]) await setLinkCondition(page, null);
    await expectQuality(ownerPage, "good");
    await expectQuality(vetPage, "good");
    for (const page of [ownerPage, vetPage]) {
      await expect(notice(page)).toBeEmpty();
      await expectAnnounced(page, "Your connection: good");
      await expect.poll(async () => (await mediaArrivingOver(page, 1_000)).videoFramesDecoded, { timeout: 10_000 }).toBeGreaterThan(5);
    }
    await close();
  });

  test("turning the camera off mid-call is audio only: the other side is told and receives no video", async ({ browser }) => {
    test.setTimeout(90_000);
    const { ownerPage, vetPage, owner, close } = await callInProgress(browser);
    await expect(vetPage.getByTestId("no-remote-video")).toHaveCount(0);
    await ownerPage.getByRole("button", { name: "Camera off" }).click();
    await expect(notice(ownerPage)).toHaveText(/^Your camera is off\. .+ can still hear you\.$/);
    await expect(notice(vetPage)).toHaveText(/^.+ turned their camera off\. You can still hear each other\.$/);
    await expectAnnounced(vetPage, "turned their camera off");
    // Where the owner's video was, the vet sees who is there rather than a blank box, and the notice does not cover it.
    const placeholder = vetPage.getByTestId("no-remote-video");
    await expect(placeholder).toHaveText(owner.account.name);
    await expect(placeholder.locator(".call-video__icon"), "a crossed camera says the camera is off").toBeVisible();
    const nameBox = (await placeholder.locator(".call-video__name").boundingBox())!;
    const noticeBox = (await notice(vetPage).boundingBox())!;
    const apart = noticeBox.y >= nameBox.y + nameBox.height || nameBox.y >= noticeBox.y + noticeBox.height;
    expect(apart, "the camera-off notice and the owner's name do not overlap").toBe(true);
    // The notice travels faster than the frames already in flight: a frame or two may still arrive just after it.
    const arriving = await mediaArrivingAfterVideoStopped(vetPage, 2_000);
    expect(arriving.videoFramesReceived).toBe(0);
    expect(arriving.audioPacketsReceived).toBeGreaterThan(30);

    await ownerPage.getByRole("button", { name: "Camera on" }).click();
    await expect(notice(vetPage)).toBeEmpty();
    await expect(vetPage.getByTestId("no-remote-video")).toHaveCount(0);
    await expect.poll(async () => (await mediaArrivingOver(vetPage, 1_000)).videoFramesDecoded, { timeout: 10_000 }).toBeGreaterThan(5);

    // A muted microphone is said on both sides too (the tester had read "you can still hear each other" while muted).
    await ownerPage.getByRole("button", { name: "Mute" }).click();
    await expect(notice(ownerPage)).toHaveText(/^Your microphone is muted: .+ cannot hear you\.$/);
    await expect(notice(vetPage)).toHaveText(`${owner.account.name} muted their microphone: you cannot hear them until they unmute it.`);
    await expectAnnounced(vetPage, "muted their microphone");
    await ownerPage.getByRole("button", { name: "Camera off" }).click();
    await expect(notice(vetPage)).toHaveText(
      `${owner.account.name} turned their camera off.${owner.account.name} muted their microphone: you cannot hear them until they unmute it.`,
    );
    await ownerPage.getByRole("button", { name: "Unmute" }).click();
    await ownerPage.getByRole("button", { name: "Camera on" }).click();
    await expect(notice(vetPage)).toBeEmpty();
    await expect(notice(ownerPage)).toBeEmpty();
    await close();
  });
});

test("a muted owner who reloads the call page comes back muted, and the vet is still told", async ({ browser }) => {
  test.setTimeout(90_000);
  const { ownerPage, vetPage, owner, close } = await callInProgress(browser);
  await ownerPage.getByRole("button", { name: "Mute" }).click();
  await expect(notice(vetPage)).toHaveText(`${owner.account.name} muted their microphone: you cannot hear them until they unmute it.`);

  await ownerPage.reload();
  await expectRemoteVideoPlaying(ownerPage);
  await expect(ownerPage.getByRole("button", { name: "Unmute" })).toBeVisible();
  await expect(notice(ownerPage)).toHaveText(/^Your microphone is muted: .+ cannot hear you\.$/);
  await expect(notice(vetPage)).toHaveText(`${owner.account.name} muted their microphone: you cannot hear them until they unmute it.`);
  // The microphone's track itself is off, not only the button.
  const selfView = ownerPage.locator(".call-video--self");
  const microphoneTracks = await selfView.evaluate((video) =>
    ((video as HTMLVideoElement).srcObject as MediaStream).getAudioTracks().map((track) => track.enabled),
  );
  expect(microphoneTracks).toEqual([false]);
  await close();
});
