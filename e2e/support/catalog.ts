import { catalogText } from "../../scripts/i18n/catalog-files";

export type CatalogLocale = "en" | "de" | "fr" | "es";

const catalogs = new Map<CatalogLocale, Map<string, string>>();

const unquote = (quoted: string) => JSON.parse(quoted) as string;

function load(locale: CatalogLocale): Map<string, string> {
  const cached = catalogs.get(locale);
  if (cached) return cached;
  const text = catalogText(locale);
  const messages = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    const context = /^msgctxt (".*")$/m.exec(block);
    const id = /^msgid (".*")$/m.exec(block);
    const translation = /^msgstr (".*")$/m.exec(block);
    if (!id?.[1] || !translation?.[1]) continue;
    const key = `${context?.[1] ? `${unquote(context[1])}\u0004` : ""}${unquote(id[1])}`;
    messages.set(key, unquote(translation[1]) || unquote(id[1]));
  }
  catalogs.set(locale, messages);
  return messages;
}

/**
 * What a user reads for a source message in a locale, from the same catalogs the app ships, with `{name}`
 * placeholders filled in: tests assert the localized text a Spanish or French vet sees, not English.
 */
export function translated(
  locale: CatalogLocale,
  message: string,
  values: Record<string, string | number> = {},
  context?: string,
): string {
  const key = context ? `${context}\u0004${message}` : message;
  const text = load(locale).get(key);
  if (text === undefined) throw new Error(`No message "${message}" in the ${locale} catalog`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
