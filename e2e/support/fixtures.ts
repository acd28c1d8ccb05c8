import { test as base, expect, type Page } from "@playwright/test";
import { authStorageKeys, createAccount, type NewAccountOptions, type TestAccount } from "./accounts";
import { navigate as navigateTo, type AppRoute, type RouteParams } from "./navigate";
import { PageConsoles } from "./page-consoles";

const localHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

function leavesMachine(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === "data:" || protocol === "blob:" || protocol === "about:" || protocol === "chrome-extension:") return false;
  return !localHosts.has(hostname);
}

export type Fixtures = {
  /** Every request the test's pages make; the fixture fails the test if one leaves this machine. */
  outsideRequests: string[];
  navigate: <Path extends AppRoute>(path: Path, params: RouteParams<Path>, search?: Record<string, string>) => Promise<void>;
  /** Signs a fresh account of the role into this page's browser context (before the next navigation). */
  login: (options?: NewAccountOptions) => Promise<TestAccount>;
  pageConsoles: PageConsoles;
};

export async function signInPage(page: Page, account: TestAccount): Promise<void> {
  await page.context().addInitScript(
    ({ keys, tokens, marker }) => {
      // Only the first page load is signed in by the fixture; a later sign-out in the test sticks.
      if (window.localStorage.getItem(marker) !== null) return;
      window.localStorage.setItem(marker, "1");
      window.localStorage.setItem(keys.jwt, tokens.token);
      window.localStorage.setItem(keys.refreshToken, tokens.refreshToken);
    },
    { keys: authStorageKeys, tokens: account.tokens, marker: `e2e-signed-in:${account.email}` },
  );
}

export const test = base.extend<Fixtures>({
  outsideRequests: async ({ context }, use) => {
    const outside: string[] = [];
    context.on("request", (request) => {
      if (leavesMachine(request.url())) outside.push(request.url());
    });
    const watchSockets = (page: Page) =>
      page.on("websocket", (socket) => {
        if (leavesMachine(socket.url().replace(/^ws/, "http"))) outside.push(socket.url());
      });
    context.pages().forEach(watchSockets);
    context.on("page", watchSockets);
    await use(outside);
    expect(outside, "requests that left 127.0.0.1").toEqual([]);
  },
  pageConsoles: [
    async ({ browser }, use, testInfo) => {
      // What the app said in every page of the test (its own browser contexts too), printed when the test fails:
      // the CI log is often all there is to read.
      const consoles = new PageConsoles();
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const context = await newContext.apply(browser, args);
        context.pages().forEach((page) => consoles.listen(page));
        context.on("page", (page) => consoles.listen(page));
        return context;
      };
      try {
        await use(consoles);
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus) consoles.print(testInfo.title);
    },
    { auto: true },
  ],
  page: async ({ page, outsideRequests, pageConsoles }, use) => {
    void outsideRequests;
    pageConsoles.listen(page);
    await use(page);
  },
  navigate: async ({ page }, use) => {
    await use((path, params, search) => navigateTo(page, path, params, search));
  },
  login: async ({ page }, use) => {
    await use(async (options) => {
      const account = await createAccount(options);
      await signInPage(page, account);
      return account;
    });
  },
});

export { expect };
