import { test as base, expect, type Page } from "@playwright/test";
import { authStorageKeys, createAccount, type NewAccountOptions, type TestAccount } from "./accounts";
import { navigate as navigateTo, type AppRoute, type RouteParams } from "./navigate";

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
  page: async ({ page, outsideRequests }, use, testInfo) => {
    void outsideRequests;
    // What the app said in its console, printed when the test fails: the CI log is often all there is to read.
    const said: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") said.push(`[${message.type()}] ${message.text()}`);
    });
    page.on("pageerror", (error) => said.push(`[uncaught] ${error.message}`));
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && said.length > 0) {
      console.log(`The page's console in "${testInfo.title}":\n${said.slice(-30).join("\n")}`);
    }
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
