import { expect, type Locator, type Page } from "@playwright/test";

/** How long a page must stay where a click took it: long enough for any layout to send it back. */
export const staysForMs = 2_000;

export type PageLink = { region: "banner" | "main" | "contentinfo"; name: string; href: string };

/** Every link a user sees in the header, the body and the footer, by its accessible name and target. */
export async function linksOnPage(page: Page): Promise<PageLink[]> {
  const links: PageLink[] = [];
  for (const region of ["banner", "main", "contentinfo"] as const) {
    // By landmark role, as `linkIn` finds them again: a <header> inside <main> is no banner.
    const found = await page.getByRole(region).locator("a[href]").evaluateAll((anchors) =>
      anchors
        .filter((anchor) => anchor instanceof HTMLElement && anchor.offsetParent !== null)
        .map((anchor) => ({
          name: (anchor.getAttribute("aria-label") ?? anchor.textContent ?? "").replace(/\s+/g, " ").trim(),
          href: anchor.getAttribute("href") ?? "",
        })),
    );
    links.push(...found.map((link) => ({ region, ...link })));
  }
  return links;
}

export function linkIn(page: Page, link: PageLink): Locator {
  return page.getByRole(link.region).getByRole("link", { name: link.name, exact: true });
}

/**
 * Clicks a link as a user reaches it: one inside a closed disclosure ("What does this mean?") is clicked after opening
 * it. (The page was read with the disclosure open, or Chrome keeps a layout box for a closed one's content.)
 */
export async function clickLink(page: Page, link: PageLink): Promise<void> {
  // By address, not by role: the content of a closed disclosure is not in the accessibility tree.
  const anchor = page.locator(`a[href="${link.href}"]`);
  const closedDisclosure = page.getByRole(link.region).locator("details:not([open])", { has: anchor });
  if ((await closedDisclosure.count()) > 0) await closedDisclosure.locator("summary").first().click();
  await linkIn(page, link).click();
}

/** The address bar shows exactly `href` (path and query), now and still after `staysForMs`. */
export async function expectToStayAt(page: Page, href: string): Promise<void> {
  const target = new URL(href, page.url());
  const here = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  await expect.poll(here, { message: `the click should land on ${href}` }).toBe(`${target.pathname}${target.search}`);
  await page.waitForTimeout(staysForMs);
  expect(here(), `${href} should still be shown ${staysForMs} ms after the click`).toBe(`${target.pathname}${target.search}`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/**
 * Records every camera and microphone stream the page opens, so a test can check they were all
 * released (every track ended) once the user has left the call.
 */
export async function trackMediaStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: MediaStream[] = [];
    Object.assign(window, { e2eOpenedStreams: opened });
    const media = navigator.mediaDevices;
    const getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      opened.push(stream);
      return stream;
    };
  });
}

/** Tracks of camera or microphone that are still live. */
export function liveMediaTracks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const opened = (window as unknown as { e2eOpenedStreams?: MediaStream[] }).e2eOpenedStreams ?? [];
    return opened.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === "live").length;
  });
}
