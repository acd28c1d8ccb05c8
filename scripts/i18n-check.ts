import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogDrift, catalogProblems, missingTranslations, parsePo, type CatalogReport } from "./i18n/catalog-check";
import { catalogLayout, routeCatalogsModule } from "./i18n/catalog-layout";

const locales = ["en", "de", "fr", "es"];
const sourceLocale = "en";
const layout = catalogLayout(process.cwd());
const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");

/** Extracts into a scratch copy and compares, so the check never rewrites the committed catalogs. */
const scratch = mkdtempSync(join(tmpdir(), "vetline-i18n-"));
try {
  cpSync("locales", scratch, { recursive: true });
  execFileSync(join("node_modules", ".bin", "tsx"), [join("scripts", "i18n-extract.ts")], {
    env: { ...process.env, LINGUI_CATALOG_ROOT: scratch },
    stdio: "pipe",
  });
  const reports: CatalogReport[] = [];
  for (const locale of locales) {
    const committedFiles = readdirSync(join("locales", locale)).filter((file) => file.endsWith(".po"));
    const names = new Set([...layout.catalogs, ...committedFiles.map((file) => file.replace(/\.po$/, ""))]);
    for (const name of names) {
      const committed = readIfThere(join("locales", locale, `${name}.po`));
      const extracted = readIfThere(join(scratch, locale, `${name}.po`));
      reports.push({ locale, catalog: name, drift: catalogDrift(committed, extracted), missing: missingTranslations(committed) });
    }
  }
  const problems = catalogProblems(reports, sourceLocale);
  if (readIfThere(join("src", "lib", "i18n", "route-catalogs.gen.ts")) !== routeCatalogsModule(layout)) {
    problems.push("src/lib/i18n/route-catalogs.gen.ts: which catalogs a route loads has changed (run npm run i18n:extract)");
  }
  for (const module of Object.keys(layout.lazyCatalogs)) {
    if (!layout.lazyImporters[module]!.some((importer) => readFileSync(importer, "utf8").includes(`withCatalogs(${JSON.stringify(module)}`))) {
      problems.push(`${module}: the first page imports it lazily; load it with withCatalogs(${JSON.stringify(module)}, …) so its strings come with it`);
    }
  }
  if (problems.length > 0) {
    console.error(`Translation catalogs need work (${problems.length} problems):\n${problems.map((p) => `- ${p}`).join("\n")}`);
    process.exit(1);
  }
  const ids = new Set(layout.catalogs.flatMap((name) => parsePo(readIfThere(join("locales", sourceLocale, `${name}.po`))).map((entry) => entry.id)));
  console.log(`i18n: ${locales.length} locales × ${layout.catalogs.length} catalogs current and complete (${ids.size} messages each)`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
