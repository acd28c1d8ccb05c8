import type { Page } from "@playwright/test";

/**
 * Replaces the terms page's code-split chunk with one whose component throws, standing in for
 * any route that fails while rendering.
 */
export async function breakTermsRoute(page: Page, message: string): Promise<void> {
  await page.route(/\/assets\/terms-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `export const component = () => { throw new Error(${JSON.stringify(message)}); };`,
    }),
  );
}
