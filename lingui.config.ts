import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { fileURLToPath } from "node:url";
import { catalogLayout } from "./scripts/i18n/catalog-layout";

// LINGUI_CATALOG_ROOT lets the catalog check extract into a scratch folder and compare.
const catalogRoot = process.env.LINGUI_CATALOG_ROOT ?? "<rootDir>/locales";

// One catalog for the first page and one per feature: a page downloads only the strings of its own modules (ADR 0011).
const layout = catalogLayout(fileURLToPath(new URL(".", import.meta.url)));

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "fr", "es"],
  fallbackLocales: { default: "en" },
  catalogs: layout.catalogs.map((name) => ({
    path: `${catalogRoot}/{locale}/${name}`,
    include: layout.filesOf.get(name)!.map((file) => `<rootDir>/${file}`),
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
