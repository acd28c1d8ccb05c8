import type { Browser, Page } from "@playwright/test";
import { authStorageKeys, type TestAccount } from "../../e2e/support/accounts";
import { signedInPage } from "../../e2e/support/call-pages";
import { e2eUrls } from "../../e2e/support/ports";

/*
 * What the benches share that watch a change made in one browser context reach another. Both contexts live in one
 * browser process, so page-side instants (performance.timeOrigin + performance.now()) are on one clock.
 * Page-side snippets are strings, not functions: tsx would wrap inner functions in a helper the page does not have.
 */

/** A page in a browser context of its own, signed in as `account`, at `path` with its session in place. */
export async function openSignedIn(browser: Browser, account: TestAccount, path: string): Promise<Page> {
  const { page } = await signedInPage(browser, account);
  await page.goto(path);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, authStorageKeys.jwt);
  return page;
}

/** Arms `window.__paintedAt`: the first paint once `text` shows in the element `within` (the whole page unless told). */
export async function armPaintWatch(page: Page, text: string, within = "body"): Promise<void> {
  await page.evaluate(`window.__paintedAt = new Promise((resolve) => {
  const seen = () => (document.querySelector(${JSON.stringify(within)})?.innerText ?? "").includes(${JSON.stringify(text)});
  if (seen()) return resolve(performance.timeOrigin + performance.now());
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}); undefined`);
}

/** The instant the watch armed by `armPaintWatch` saw its text painted. */
export async function paintedAt(page: Page): Promise<number> {
  return (await page.evaluate("window.__paintedAt")) as number;
}

/**
 * Calls a public function over HTTP with the page's own session, as the app in that page would;
 * answers the instant it was sent and the function's value.
 */
export async function callFromPage<Value>(
  page: Page,
  kind: "mutation" | "action",
  path: string,
  args: Record<string, unknown>,
): Promise<{ sentAt: number; value: Value }> {
  return (await page.evaluate(`(async () => {
  const token = localStorage.getItem(${JSON.stringify(authStorageKeys.jwt)});
  const sentAt = performance.timeOrigin + performance.now();
  const response = await fetch(${JSON.stringify(`${e2eUrls.backend}/api/${kind}`)}, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer " + token },
    body: JSON.stringify({ path: ${JSON.stringify(path)}, format: "convex_encoded_json", args: [${JSON.stringify(args)}] }),
  });
  const body = await response.json();
  if (body.status !== "success") throw new Error(${JSON.stringify(path)} + " failed: " + JSON.stringify(body));
  return { sentAt, value: body.value };
})()`)) as { sentAt: number; value: Value };
}

/** Runs `warmup` rounds, then `rounds` measured ones, one after another; answers the measured rounds' samples. */
export async function measuredRounds<Sample>(
  { warmup, rounds }: { warmup: number; rounds: number },
  round: (index: number) => Promise<Sample>,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let index = 0; index < warmup + rounds; index++) {
    const sample = await round(index);
    if (index >= warmup) samples.push(sample);
  }
  return samples;
}
