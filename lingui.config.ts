import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// LINGUI_CATALOG_ROOT lets the catalog check extract into a scratch folder and compare.
const catalogRoot = process.env.LINGUI_CATALOG_ROOT ?? "<rootDir>/locales";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "fr", "es"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: `${catalogRoot}/{locale}/messages`,
      include: ["<rootDir>/src"],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
