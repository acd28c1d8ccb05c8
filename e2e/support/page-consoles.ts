import type { Page } from "@playwright/test";

/** One line a page said: a console message (its type: "error", "warning", "log"…) or an uncaught exception. */
export interface ConsoleEntry {
  type: string;
  text: string;
  /** The test runner's clock when it came in, HH:MM:SS.mmm. */
  at: string;
}

/** Lines printed per page when a test fails: the end of what it said is what explains a failure. */
const PRINTED_PER_PAGE = 40;

/**
 * What each page of a test wrote to its console (errors, warnings, and the Convex client's connection log), and
 * what it threw, in the order said: for tests that check it, and printed when a test fails.
 */
export class PageConsoles {
  private readonly logs = new Map<Page, ConsoleEntry[]>();

  listen(page: Page): void {
    if (this.logs.has(page)) return;
    const said: ConsoleEntry[] = [];
    this.logs.set(page, said);
    const keep = (type: string, text: string) => said.push({ type, text, at: new Date().toISOString().slice(11, 23) });
    page.on("console", (message) => keep(message.type(), message.text()));
    page.on("pageerror", (error) => keep("uncaught", error.message));
  }

  /** Everything the page said since it was listened to (a page of the test's own contexts is, from its creation). */
  of(page: Page): readonly ConsoleEntry[] {
    const said = this.logs.get(page);
    if (said === undefined) throw new Error("this page's console is not listened to");
    return said;
  }

  print(testTitle: string): void {
    const pages = [...this.logs].filter(([, said]) => said.length > 0);
    if (pages.length === 0) return;
    const report = pages.map(([page, said], index) => {
      const lines = said.slice(-PRINTED_PER_PAGE).map((entry) => `${entry.at} [${entry.type}] ${entry.text}`);
      return `Page ${index + 1} (${pageAddress(page)}):\n${lines.join("\n")}`;
    });
    console.log(`The pages' consoles in "${testTitle}":\n${report.join("\n\n")}`);
  }
}

function pageAddress(page: Page): string {
  try {
    return new URL(page.url()).pathname;
  } catch {
    return page.url();
  }
}
