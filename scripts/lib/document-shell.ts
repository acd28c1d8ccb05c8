import { readFileSync } from "node:fs";
import { join } from "node:path";
import { locales, type Locale } from "../../src/lib/i18n/locales";
import { localeFromPath, pickLocale } from "../../src/lib/i18n/preferred-locale";
import { parsePo } from "../i18n/catalog-check";

/**
 * index.html in each locale, as the app itself sets it once its scripts run (src/lib/i18n/document-language.ts):
 * the page's `lang` and its description. Before that (a slow network, a search engine, a screen reader reading the
 * first paint, scripts off) the page is already in the language of its address.
 */
export type DocumentShells = Record<Locale, string>;

/** The page's texts before its scripts run: each a (start, text, end) match whose text is a catalog's source text. */
const TRANSLATED_TEXTS = [/(<meta name="description" content=")([^"]*)(")/, /(<p class="noscript-notice">)([^<]*)(<\/p>)/];

export function localizedShells(template: string, translationsOf: (locale: Locale) => Map<string, string>): DocumentShells {
  const shells = {} as DocumentShells;
  for (const locale of locales) {
    const translations = translationsOf(locale);
    let shell = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
    for (const pattern of TRANSLATED_TEXTS) {
      shell = shell.replace(pattern, (whole, start: string, text: string, end: string) => {
        const translation = translations.get(unescapeHtml(text));
        return translation ? `${start}${escapeHtml(translation)}${end}` : whole;
      });
    }
    shells[locale] = shell;
  }
  return shells;
}

/** The translations of the first page's catalog (`locales/<locale>/messages.po`), by source text. */
export function firstPageTranslations(rootDir: string): (locale: Locale) => Map<string, string> {
  return (locale) => {
    try {
      const entries = parsePo(readFileSync(join(rootDir, "locales", locale, "messages.po"), "utf8"));
      return new Map(entries.filter((entry) => entry.translation !== "").map((entry) => [entry.id, entry.translation]));
    } catch {
      return new Map();
    }
  };
}

/** The address's locale; for an address without one (which the app sends on to one), the reader's languages. */
export function shellLocale(pathname: string, acceptLanguage: string | undefined): Locale {
  return localeFromPath(pathname) ?? pickLocale(null, acceptedLanguages(acceptLanguage));
}

/** `Accept-Language` tags, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function unescapeHtml(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
