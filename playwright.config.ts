import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "./e2e/support/chromium";
import { e2ePorts, e2eUrls } from "./e2e/support/ports";

const e2eData = `.data-e2e-${e2ePorts.backend}`;
const desktopChromium = { ...devices["Desktop Chrome"], channel: undefined };
/** The specs that hold a call between two browsers. */
const callSpecs = ["**/call*.spec.ts", "**/see-a-vet-now.spec.ts"];

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  // Per port offset, so two runs on one machine do not clean up each other's traces.
  outputDir: `test-results/e2e-${e2ePorts.backend}`,
  fullyParallel: false,
  workers: 2,
  // A test that fails once and passes on its retry is reported as flaky by name (scripts/test.ts); see ADR 0033.
  retries: 1,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: e2eUrls.app,
    // Recording a trace of every test cost 18 % of the suite's CPU time (a sample of 20 tests: 208 s against 170 s),
    // for traces that were thrown away unless the test failed. A test that fails is traced on its retry (ADR 0033).
    trace: "on-first-retry",
    launchOptions: { executablePath: chromiumExecutable, args: chromiumFlags },
  },
  projects: [
    // Two people in a video call encode and decode video all along: two such tests at once, beside the backend,
    // load two cores so far that timing-bound checks misfire (CI runs showed it). One call test at a time, the
    // other worker runs the rest.
    { name: "calls", testMatch: callSpecs, workers: 1, use: desktopChromium },
    { name: "chromium", testIgnore: callSpecs, use: desktopChromium },
  ],
  webServer: [
    {
      // Every spec signs up its own accounts, far more than a deployment's default 10 sign-ups a minute.
      command: `rm -rf ${e2eData} && npm run --silent local-backend -- env set SIGN_UPS_PER_MINUTE 100000 --functions convex --data ${e2eData} && npm run --silent local-backend -- start --functions convex --data ${e2eData} --port ${e2ePorts.backend} --site-port ${e2ePorts.backendSite} --app-url ${e2eUrls.app}`,
      url: `${e2eUrls.backend}/version`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      command: `npx tsx scripts/peer-server.ts`,
      env: { PEER_PORT: String(e2ePorts.peer) },
      port: e2ePorts.peer,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx scripts/serve-app.ts`,
      env: { APP_PORT: String(e2ePorts.app), CONVEX_URL: e2eUrls.backend, PEER_PORT: String(e2ePorts.peer) },
      url: e2eUrls.app,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx scripts/serve-app.ts`,
      env: {
        APP_PORT: String(e2ePorts.appWithSentry),
        CONVEX_URL: e2eUrls.backend,
        PEER_PORT: String(e2ePorts.peer),
        SENTRY_DSN: e2eUrls.sentryDsn,
      },
      url: e2eUrls.appWithSentry,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
