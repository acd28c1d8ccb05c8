import { displayNames } from "@shared/intl-cache";
import { localeNativeNames, type Locale } from "./locales";

/** A language named in the reader's language ("inglés" on a Spanish page), as every label beside it is. */
export function languageName(code: string, readerLocale: string): string {
  try {
    return displayNames(readerLocale, { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A choice of interface language: named in the reader's language, with the language's own name beside it when they
 * differ, so someone who landed on a page they cannot read still finds theirs ("inglés (English)").
 */
export function interfaceLanguageChoice(locale: Locale, readerLocale: string): string {
  const name = languageName(locale, readerLocale);
  const own = localeNativeNames[locale];
  return name.localeCompare(own, readerLocale, { sensitivity: "base" }) === 0 ? name : `${name} (${own})`;
}
