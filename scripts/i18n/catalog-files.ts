import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parsePo, type CatalogEntry } from "./catalog-check";

/** All of a locale's catalogs (the first page's and each feature's) as one PO text. */
export function catalogText(locale: string): string {
  const folder = path.resolve(import.meta.dirname, `../../locales/${locale}`);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".po"))
    .sort()
    .map((file) => readFileSync(path.join(folder, file), "utf8"))
    .join("\n\n");
}

/** A locale's entries whose translation fails a rule, as "message → translation" lines for a test's report. */
export function translationsWhere(locale: string, breaks: (entry: CatalogEntry) => boolean): string[] {
  return parsePo(catalogText(locale))
    .filter(breaks)
    .map((entry) => `${entry.id} → ${entry.translation}`);
}
