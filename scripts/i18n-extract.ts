import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { catalogLayout, routeCatalogsModule } from "./i18n/catalog-layout";
import { splitPo, unionOfEntries } from "./i18n/po-entries";

/**
 * `lingui extract` keeps a translation only within its catalog file. A string that moves to another catalog (its
 * module now ships with another page, or a rebase brought it in under the old layout) would lose its translations:
 * so every catalog of a locale first receives all of that locale's entries, and `--clean` then drops those its
 * modules do not use. Finally writes which catalogs each route loads.
 */
const locales = ["en", "de", "fr", "es"];
const root = process.env.LINGUI_CATALOG_ROOT ?? "locales";
const layout = catalogLayout(process.cwd());

for (const locale of locales) {
  const folder = join(root, locale);
  const existing = readdirSync(folder).filter((file) => file.endsWith(".po"));
  const texts = existing.map((file) => readFileSync(join(folder, file), "utf8"));
  const union = unionOfEntries(texts);
  const header = splitPo(texts[0] ?? "").header;
  for (const name of layout.catalogs) writeFileSync(join(folder, `${name}.po`), [header, ...union].join("\n\n") + "\n");
  for (const file of existing) if (!layout.catalogs.includes(file.replace(/\.po$/, ""))) rmSync(join(folder, file));
}

execFileSync(join("node_modules", ".bin", "lingui"), ["extract", "--clean"], { stdio: process.env.LINGUI_CATALOG_ROOT ? "pipe" : "inherit" });

const generated = join("src", "lib", "i18n", "route-catalogs.gen.ts");
const module = routeCatalogsModule(layout);
if (!process.env.LINGUI_CATALOG_ROOT && (!existsSync(generated) || readFileSync(generated, "utf8") !== module)) writeFileSync(generated, module);
