import type { Page } from "@playwright/test";

/** Lines kept per page: the end of what it said is what explains a failure. */
const KEPT_PER_PAGE = 40;

/**
 * What each page of a test wrote to its console (errors, warnings, and the Convex client's connection log), and
 * what it threw, in the order said.
 */
export class PageConsoles {
  private readonly logs = new Map<Page, string[]>();

  listen(page: Page): void {
    if (this.logs.has(page)) return;
    const said: string[] = [];
    this.logs.set(page, said);
    const keep = (line: string) => {
      said.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (said.length > KEPT_PER_PAGE) said.shift();
    };
    page.on("console", (message) => keep(`[${message.type()}] ${message.text()}`));
    page.on("pageerror", (error) => keep(`[uncaught] ${error.message}`));
  }

  print(testTitle: string): void {
    const pages = [...this.logs].filter(([, said]) => said.length > 0);
    if (pages.length === 0) return;
    const report = pages.map(([page, said], index) => `Page ${index + 1} (${pageAddress(page)}):\n${said.join("\n")}`);
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
