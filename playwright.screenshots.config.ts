import { defineConfig } from "@playwright/test";
import e2eConfig from "./playwright.config";

/** The screenshot job (`npm run screenshots`): the e2e stack, but only the *.screens.ts files. Not part of `npm test`. */
export default defineConfig({
  ...e2eConfig,
  testMatch: "**/*.screens.ts",
  timeout: 300_000,
});
