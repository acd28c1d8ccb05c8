import type { Server } from "node:http";
import { ConvexHttpClient } from "convex/browser";
import { api } from "../convex/_generated/api";
import { BackendProcess, makeTempDir, repoRoot } from "../local-backend/test/conformance/support/backend-process";
import { serveApp } from "../scripts/serve-app";
import { createAccount, type TestAccount } from "./support/accounts";
import { expect, signInPage, test } from "./support/fixtures";
import { e2ePorts } from "./support/ports";

// Its own backend and app: killing the shared e2e backend would break the tests running beside this one.
let backend: BackendProcess;
let app: Server;
const appUrl = `http://127.0.0.1:${e2ePorts.crashApp}`;

test.beforeAll(async () => {
  backend = await BackendProcess.start({
    functionsDir: `${repoRoot}convex`,
    dataDir: makeTempDir("e2e-crash"),
    port: e2ePorts.crashBackend,
    sitePort: e2ePorts.crashBackendSite,
  });
  app = await serveApp({ port: e2ePorts.crashApp, config: { convexUrl: backend.url } });
});

test.afterAll(async () => {
  await new Promise((resolve) => app?.close(resolve));
  await backend?.dispose();
});

function clientOf(account: TestAccount): ConvexHttpClient {
  const client = new ConvexHttpClient(backend.url);
  client.setAuth(account.tokens.token);
  return client;
}

const newPet = (name: string) => ({ name, species: "cat" as const, sex: "female" as const, allergies: [], medications: [] });

test("after kill -9 of the backend the page says it is reconnecting, then catches up by itself once it is back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount({ role: "owner", backendUrl: backend.url });
  await clientOf(account).mutation(api.pets.createPet, newPet("Saved Before The Crash"));
  await signInPage(page, account);
  await page.goto(`${appUrl}/en/my-pets`);
  await expect(page.getByRole("heading", { level: 1, name: "My pets" })).toBeVisible();
  await expect(page.getByText("Saved Before The Crash")).toBeVisible();
  const banner = page.getByRole("status").filter({ hasText: "Connection lost. Reconnecting…" });
  await expect(banner).toHaveCount(0);

  await backend.kill9();
  await expect(banner).toBeVisible({ timeout: 15_000 });
  // Still on screen while the backend is down: what the page had is not thrown away.
  await expect(page.getByText("Saved Before The Crash")).toBeVisible();

  await backend.launch();
  // Written by another client after the restart: the page must show it once it has resubscribed, without a reload.
  await clientOf(account).mutation(api.pets.createPet, newPet("Written After The Restart"));
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText("Written After The Restart")).toBeVisible();
  await expect(page.getByText("Saved Before The Crash")).toBeVisible();
});
