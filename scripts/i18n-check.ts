import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogDrift, catalogProblems, missingTranslations, type CatalogReport } from "./i18n/catalog-check";

const locales = ["en", "de", "fr", "es"];
const sourceLocale = "en";

/** Extracts into a scratch copy and compares, so the check never rewrites the committed catalogs. */
const scratch = mkdtempSync(join(tmpdir(), "vetline-i18n-"));
try {
  cpSync("locales", scratch, { recursive: true });
  execFileSync(join("node_modules", ".bin", "lingui"), ["extract", "--clean"], {
    env: { ...process.env, LINGUI_CATALOG_ROOT: scratch },
    stdio: "pipe",
  });
  const reports: CatalogReport[] = locales.map((locale) => {
    const committed = readFileSync(join("locales", locale, "messages.po"), "utf8");
    const extracted = readFileSync(join(scratch, locale, "messages.po"), "utf8");
    return { locale, drift: catalogDrift(committed, extracted), missing: missingTranslations(committed) };
  });
  const problems = catalogProblems(reports, sourceLocale);
  if (problems.length > 0) {
    console.error(`Translation catalogs need work (${problems.length} problems):\n${problems.map((p) => `- ${p}`).join("\n")}`);
    process.exit(1);
  }
  const count = reports[0] ? readFileSync(join("locales", sourceLocale, "messages.po"), "utf8").split("\nmsgid ").length - 2 : 0;
  console.log(`i18n: ${locales.length} catalogs current and complete (${count} messages each)`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
