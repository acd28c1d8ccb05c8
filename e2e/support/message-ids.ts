import type { Page } from "@playwright/test";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { parsePo } from "../../scripts/i18n/catalog-check";
import { catalogText } from "../../scripts/i18n/catalog-files";

declare global {
  interface Window {
    __shownTexts?: Set<string>;
  }
}

/**
 * Lingui shows a message's id (six characters of its hash) in place of a message whose catalog has not arrived.
 * From before the first script runs, records every text, title and accessible-name attribute the page ever shows,
 * however briefly, so a test can ask whether any of them was such an id.
 */
export async function recordShownTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = new Set<string>();
    window.__shownTexts = shown;
    const attributes = ["aria-label", "title", "placeholder", "alt"];
    const record = (text: string | null | undefined) => {
      const trimmed = text?.trim();
      if (trimmed) shown.add(trimmed);
    };
    const scan = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return record(node.textContent);
      if (!(node instanceof Element)) return;
      for (const name of attributes) record(node.getAttribute(name));
      node.childNodes.forEach(scan);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === "childList") mutation.addedNodes.forEach(scan);
        else if (mutation.type === "characterData") record(mutation.target.textContent);
        else if (mutation.target instanceof Element) record(mutation.target.getAttribute(mutation.attributeName!));
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: attributes });
  });
}

let knownIds: Set<string> | undefined;
function messageIds(): Set<string> {
  knownIds ??= new Set(parsePo(catalogText("en")).map((entry) => generateMessageId(entry.id)));
  return knownIds;
}

/** The recorded texts that are, or contain as a word, the id of one of the app's messages. */
export async function messageIdsShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [...(window.__shownTexts ?? [])]);
  const ids = messageIds();
  return texts.filter((text) => ids.has(text) || text.split(/\s+/).some((word) => ids.has(word)));
}
