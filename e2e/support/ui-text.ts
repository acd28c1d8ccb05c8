import { catalogText } from "../../scripts/i18n/catalog-files";

export type UiLocale = "en" | "de" | "fr" | "es";

const catalogs = new Map<UiLocale, Map<string, string>>();

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

/** The app's own catalog, read as the build reads it: msgid → msgstr (multi-line entries joined). */
function catalogOf(locale: UiLocale): Map<string, string> {
  const cached = catalogs.get(locale);
  if (cached) return cached;
  const lines = catalogText(locale).split("\n");
  const catalog = new Map<string, string>();
  let msgid: string | null = null;
  let msgstr: string | null = null;
  let reading: "id" | "str" | null = null;
  const flush = () => {
    if (msgid !== null && msgstr !== null && msgid !== "") catalog.set(msgid, msgstr === "" ? msgid : msgstr);
    msgid = msgstr = null;
    reading = null;
  };
  for (const line of lines) {
    if (line.startsWith("msgid ")) {
      flush();
      msgid = unquote(line);
      reading = "id";
    } else if (line.startsWith("msgstr ")) {
      msgstr = unquote(line);
      reading = "str";
    } else if (line.startsWith('"') && reading === "id") msgid += unquote(line);
    else if (line.startsWith('"') && reading === "str") msgstr += unquote(line);
    else if (line.trim() === "") flush();
  }
  flush();
  catalogs.set(locale, catalog);
  return catalog;
}

/**
 * What the UI shows for an English source text in a locale, with `{placeholders}` filled in, so a
 * journey can click "Join the consultation" in German by its German name.
 */
export function uiText(locale: UiLocale, source: string, values: Record<string, string> = {}): string {
  const text = catalogOf(locale).get(source);
  if (text === undefined) throw new Error(`No message "${source}" in the ${locale} catalog`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
