import type { Page } from "@playwright/test";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import type { TestAccount } from "./support/accounts";
import { consultationStartingNow } from "./support/call-booking";
import {
  expectToStayAt,
  clickLink,
  linksOnPage,
  liveMediaTracks,
  staysForMs,
  trackMediaStreams,
  type PageLink,
} from "./support/click-journey";
import { expect, signInPage, test } from "./support/fixtures";
import { delayMutationAnswer } from "./support/sync-socket";
import { uiText, type UiLocale } from "./support/ui-text";

/**
 * Every link in the header, body and footer of every call page takes the user where it points, and
 * they stay there: the call layout never pulls them back. Leaving the call pages frees camera and
 * microphone; leaving a live call asks first. The way back to the call page is the browser's Back.
 */
type CallPageName = "prepare" | "call" | "left" | "ended";

const callPath = (locale: UiLocale, bookingId: Id<"bookings">, name: CallPageName) =>
  `/${locale}/call/${bookingId}${name === "call" ? "" : `/${name}`}`;

async function openCallPage(page: Page, locale: UiLocale, bookingId: Id<"bookings">, name: CallPageName) {
  await page.goto(callPath(locale, bookingId, name === "ended" ? "ended" : "prepare"));
  if (name === "prepare" || name === "ended") return;
  const join = page.getByRole("button", { name: uiText(locale, "Join the consultation") });
  await expect(join).toBeEnabled({ timeout: 15_000 });
  await join.click();
  await expect(page).toHaveURL(new RegExp(`${callPath(locale, bookingId, "call")}$`));
  await expect(page.getByRole("toolbar", { name: uiText(locale, "Call controls") })).toBeVisible();
  if (name === "left") {
    await page.getByRole("button", { name: uiText(locale, "Leave"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${callPath(locale, bookingId, "left")}$`));
  }
}

/** Back on the call page by the browser's Back button, with its content shown again. */
async function backToCallPage(page: Page, locale: UiLocale, bookingId: Id<"bookings">, name: CallPageName) {
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${callPath(locale, bookingId, name)}$`));
  if (name === "call") await expect(page.getByRole("toolbar", { name: uiText(locale, "Call controls") })).toBeVisible();
  else await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

function isCallAddress(href: string, bookingId: string) {
  return new URL(href, "http://app").pathname.includes(`/call/${bookingId}`);
}

async function leaveThroughEveryLink(page: Page, locale: UiLocale, bookingId: Id<"bookings">, name: CallPageName) {
  // The header shows the signed-in navigation once the account has loaded.
  await expect(page.getByRole("banner").getByRole("button", { name: uiText(locale, "Sign out") })).toBeVisible();
  // The language switcher's entry for the language shown is the page itself: no way out to test.
  const links = (await linksOnPage(page)).filter((link) => new URL(link.href, page.url()).pathname !== new URL(page.url()).pathname);
  expect(links.length).toBeGreaterThan(5);
  let askedToStay = false;
  for (const link of links) {
    await test.step(`${link.region} link "${link.name}" → ${link.href}`, async () => {
      await clickLink(page, link);
      const leavesTheCall = !isCallAddress(link.href, bookingId);
      if (name === "call" && leavesTheCall) await confirmLeavingTheCall(page, locale, link, !askedToStay);
      askedToStay = true;
      await expectToStayAt(page, link.href);
      if (leavesTheCall) expect(await liveMediaTracks(page), "camera and microphone tracks still on").toBe(0);
      await backToCallPage(page, locale, bookingId, name);
    });
  }
}

/** A live call asks before it is left: staying keeps the call, leaving goes on to the link. */
async function confirmLeavingTheCall(page: Page, locale: UiLocale, link: PageLink, tryStayingFirst: boolean) {
  const dialog = page.getByRole("dialog", { name: uiText(locale, "Leave the consultation?") });
  await expect(dialog).toBeVisible();
  if (tryStayingFirst) {
    await dialog.getByRole("button", { name: uiText(locale, "Stay in the consultation") }).click();
    await expect(dialog).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(page.getByRole("toolbar", { name: uiText(locale, "Call controls") })).toBeVisible();
    await clickLink(page, link);
    await expect(dialog).toBeVisible();
  }
  await dialog.getByRole("button", { name: uiText(locale, "Leave and continue") }).click();
}

async function endedConsultation() {
  const booking = await consultationStartingNow();
  await booking.owner.client.mutation(api.calls.join, { meetingId: booking.bookingId });
  await booking.vet.client.mutation(api.calls.join, { meetingId: booking.bookingId });
  await booking.vet.client.mutation(api.calls.endConsultation, { meetingId: booking.bookingId });
  return booking;
}

const cases: Array<{ role: "owner" | "vet"; name: CallPageName; locale: UiLocale }> = [
  { role: "owner", name: "prepare", locale: "de" },
  { role: "vet", name: "prepare", locale: "fr" },
  { role: "owner", name: "call", locale: "fr" },
  { role: "vet", name: "call", locale: "de" },
  { role: "owner", name: "left", locale: "de" },
  { role: "vet", name: "left", locale: "fr" },
  { role: "owner", name: "ended", locale: "fr" },
  { role: "vet", name: "ended", locale: "de" },
];

test.describe("every way out of the call pages", () => {
  test.describe.configure({ timeout: 150_000 });

  for (const { role, name, locale } of cases) {
    test(`the ${role}'s ${name} page (${locale})`, async ({ page }) => {
      const booking = name === "ended" ? await endedConsultation() : await consultationStartingNow();
      const account: TestAccount = role === "owner" ? booking.owner.account : booking.vet.account;
      await trackMediaStreams(page);
      await signInPage(page, account);
      await openCallPage(page, locale, booking.bookingId, name);
      await leaveThroughEveryLink(page, locale, booking.bookingId, name);
    });
  }
});

test("Leave works while the server is still registering the join", async ({ page }) => {
  // On a busy machine the join takes seconds to register while the call page and its Leave button already show.
  const { owner, bookingId } = await consultationStartingNow();
  await delayMutationAnswer(page, "calls:join", 3_000);
  await signInPage(page, owner.account);
  await page.goto(callPath("en", bookingId, "prepare"));
  const join = page.getByRole("button", { name: "Join the consultation" });
  await expect(join).toBeEnabled();
  await join.click();
  await expect(page).toHaveURL(new RegExp(`${callPath("en", bookingId, "call")}$`));
  await page.getByRole("toolbar", { name: "Call controls" }).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(new RegExp(`${callPath("en", bookingId, "left")}$`));
  await expect(page.getByRole("heading", { level: 1, name: "You left the consultation" })).toBeVisible();
  await page.waitForTimeout(staysForMs + 1_000);
  await expect(page).toHaveURL(new RegExp(`${callPath("en", bookingId, "left")}$`));
});
