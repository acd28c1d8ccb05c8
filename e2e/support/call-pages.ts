import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { Id } from "../../convex/_generated/dataModel";
import type { TestAccount } from "./accounts";
import { signInPage } from "./fixtures";
import { e2eUrls } from "./ports";

/**
 * A browser context of its own (one person's browser), signed in as the account; by default on the e2e stack's app,
 * at the desktop size.
 */
export async function signedInPage(
  browser: Browser,
  account: TestAccount,
  options: { appUrl?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: options.appUrl ?? e2eUrls.app, ...(options.viewport ? { viewport: options.viewport } : {}) });
  const page = await context.newPage();
  await signInPage(page, account);
  return { context, page };
}

export const prepareUrl = (bookingId: Id<"bookings">, locale = "en") => `/${locale}/call/${bookingId}/prepare`;
export const callUrlPattern = (bookingId: Id<"bookings">) => new RegExp(`/en/call/${bookingId}$`);

/** Opens the prepare room and waits until "Join" can be pressed (camera on, window open). */
export async function openPrepareRoom(page: Page, bookingId: Id<"bookings">, options: { timeout?: number } = {}) {
  await page.goto(prepareUrl(bookingId));
  await expect(page.getByRole("button", { name: "Join the consultation" })).toBeEnabled(options);
}

export async function joinFromPrepare(page: Page, bookingId: Id<"bookings">) {
  await openPrepareRoom(page, bookingId);
  await page.getByRole("button", { name: "Join the consultation" }).click();
  await expect(page).toHaveURL(callUrlPattern(bookingId));
}

/**
 * Presses "Join" in every page at the same wall-clock instant (the pages share this machine's clock),
 * so both sides join within a few milliseconds of each other.
 */
export async function pressJoinTogether(pages: Page[]) {
  const at = Date.now() + 300;
  await Promise.all(
    pages.map((page) =>
      page.evaluate((clickAt) => {
        const join = Array.from(document.querySelectorAll("button")).find((button) =>
          button.textContent?.includes("Join the consultation"),
        );
        if (join === undefined) throw new Error("no Join button");
        setTimeout(() => join.click(), Math.max(0, clickAt - Date.now()));
      }, at),
    ),
  );
}

/** The other side's video is really playing: frames have arrived and have a size. */
export async function expectRemoteVideoPlaying(page: Page, timeout = 15_000) {
  await expect
    .poll(
      () =>
        page
          .locator("video.call-video--remote")
          .evaluate((video: HTMLVideoElement) => (video.paused ? 0 : video.videoWidth))
          .catch(() => 0),
      { timeout },
    )
    .toBeGreaterThan(0);
}
