import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Where the focused element stands: the focus ring is drawn, and at the centre of its visible part
 * nothing (sticky header, call controls, overlay) covers it. A visually hidden radio counts as shown
 * by its label.
 */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return "nothing is focused";
    const style = getComputedStyle(focused);
    const ringDrawn = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const describe = `<${focused.tagName.toLowerCase()}> "${(focused.textContent ?? focused.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`;
    if (!ringDrawn) return `${describe} has no visible focus indicator`;
    const labels = "labels" in focused ? Array.from((focused as HTMLInputElement).labels ?? []) : [];
    const box = (labels[0] && focused.getBoundingClientRect().width < 2 ? labels[0] : focused).getBoundingClientRect();
    // The part inside the window: a tall field the browser scrolled only partly into view counts by what shows.
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const hit = top < bottom && left < right ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null;
    const shown = hit !== null && (focused.contains(hit) || labels.some((label) => label.contains(hit)));
    const where = `at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} in a ${window.innerWidth}×${window.innerHeight} window`;
    return shown ? null : `${describe} ${where} is covered by ${hit ? `<${hit.tagName.toLowerCase()} class="${hit.className}">` : "nothing (off screen)"}`;
  });
}

/**
 * A keyboard-only user: every key goes through here, so a journey can report how many keys it took: `keys` the
 * navigation keys pressed, `typed` the characters typed.
 */
export class KeyboardUser {
  keys = 0;
  typed = 0;
  constructor(readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.keys++;
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    this.typed += text.length;
    await this.page.keyboard.type(text);
  }

  /** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way is visible and uncovered. */
  async tabTo(target: Locator, { backwards = false, maxStops = 80 } = {}): Promise<void> {
    await expect(target).toBeAttached();
    for (let stop = 0; stop < maxStops; stop++) {
      await this.press(backwards ? "Shift+Tab" : "Tab");
      expect(await focusProblem(this.page)).toBeNull();
      // The locator is resolved at every stop: a list may render again (the account's zone arrives after the device's).
      if (await target.evaluate((node) => node === document.activeElement)) return;
    }
    throw new Error(`tabTo: focus never reached the target in ${maxStops} stops`);
  }
}

/** Records, from the first paint, every text that appears in a live region (status, alert, aria-live). */
export async function recordLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __liveRegionLog: string[] }).__liveRegionLog = said;
    const isLive = (node: Element | null) =>
      node?.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]') ?? null;
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = isLive(target);
        if (region === null) continue;
        const added = mutation.type === "characterData" ? [mutation.target] : Array.from(mutation.addedNodes);
        for (const node of added) {
          const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
          if (text !== "") said.push(text);
        }
      }
      // A live region added with its text already in it (role=alert) counts too.
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const regions = [node, ...Array.from(node.querySelectorAll('[role="alert"]'))].filter((element) => element.getAttribute("role") === "alert");
          for (const region of regions) {
            if (isLive(region.parentElement) !== null) continue;
            const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
            if (text !== "") said.push(text);
          }
        }
      }
    });
    // The document itself exists before any script of the page runs: nothing said early is missed.
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** What the live regions said since the last call (and forgets it). */
export async function liveRegionsSaid(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const log = (window as unknown as { __liveRegionLog: string[] }).__liveRegionLog;
    return log.splice(0, log.length);
  });
}

/** Waits until the live regions have said something containing `text`; returns everything said meanwhile. */
export async function expectAnnounced(page: Page, text: string | RegExp): Promise<string[]> {
  const said: string[] = [];
  // The log collapses every white space (French no-break spaces too), as Playwright's text matching does.
  const expected = typeof text === "string" ? text.replace(/\s+/g, " ").trim() : text;
  await expect
    .poll(
      async () => {
        said.push(...(await liveRegionsSaid(page)));
        return said.some((entry) => (typeof expected === "string" ? entry.includes(expected) : expected.test(entry)));
      },
      { message: `live regions to say ${String(text)}; they said: ${JSON.stringify(said)}` },
    )
    .toBe(true);
  return said;
}

/** The focused element, described for an assertion message. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "<body>";
    return `<${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ""}> ${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 60)}`;
  });
}
