import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** All of a locale's catalogs (the first page's and each feature's) as one PO text. */
export function catalogText(locale: string): string {
  const folder = path.resolve(import.meta.dirname, `../../locales/${locale}`);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".po"))
    .sort()
    .map((file) => readFileSync(path.join(folder, file), "utf8"))
    .join("\n\n");
}
