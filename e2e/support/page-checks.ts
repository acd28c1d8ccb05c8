import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The phone the issues were found on (iPhone 12–15). */
export const phoneViewport = { width: 390, height: 844 } as const;
/** The narrowest phone still common (small Android): what fits at 390 px can still scroll sideways here. */
export const narrowPhoneViewport = { width: 360, height: 740 } as const;
export const desktopViewport = { width: 1280, height: 800 } as const;

/** The route has rendered its content: a main heading, and no skeleton or busy region left. */
export async function waitForContent(page: Page): Promise<void> {
  const heading = page.locator("main h1, dialog[open] h2").first();
  const shown = await heading.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) throw new Error(`${page.url()} shows no main heading; the page reads:\n${await page.locator("body").innerText()}`);
  await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** How far the page is wider than the window; 0 means no horizontal scroll. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Serious and critical WCAG 2.2 AA findings of axe on the current page, target size included. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "target-size": { enabled: true } } })
    .withTags(wcagTags)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "unknown",
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`.trim()),
    }));
}

export function describeFindings(findings: Record<string, AxeFinding[]>): string {
  return Object.entries(findings)
    .filter(([, list]) => list.length > 0)
    .map(
      ([where, list]) =>
        `${where}\n${list.map((finding) => `  [${finding.impact}] ${finding.rule}: ${finding.help}\n${finding.targets.map((target) => `      ${target}`).join("\n")}`).join("\n")}`,
    )
    .join("\n");
}

/**
 * Controls smaller than 44 × 44 px (WCAG 2.5.5) on the current page. Links inside running text are exempt; a control
 * inside its label (a radio in its row) counts by the label, which is what a finger hits. Visually hidden controls
 * (the skip link until focused) are not targets.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const minimum = 44;
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="radio"], [role="tab"], [tabindex="0"]';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest(".visually-hidden, .skip-link, [hidden], [inert]")) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (element.getClientRects().length === 0) continue;
      const inText = element.tagName === "A" && style.display === "inline";
      if (inText) continue;
      const label = element.closest("label");
      const box = (label ?? element).getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
        small.push(`<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ""}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}
