import { defaultLocale, isLocale, type Locale } from "./locales";

const storageKey = "vetline.locale";

/** Saved preference first, then the browser's languages in order, then the default. */
export function pickLocale(saved: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLocale(language)) return language;
  }
  return defaultLocale;
}

export function readSavedLocale(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function saveLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

export function browserPreferredLocale(): Locale {
  return pickLocale(readSavedLocale(), navigator.languages ?? [navigator.language]);
}

/** The locale segment of a path, when it is a supported one. */
export function localeFromPath(pathname: string): Locale | null {
  const segment = pathname.split("/")[1];
  return isLocale(segment) ? segment : null;
}

/** The same page in another locale: `/en/privacy?x=1` → `/fr/privacy?x=1`. */
export function pathInLocale(pathname: string, search: string, locale: Locale): string {
  const rest = localeFromPath(pathname) === null ? pathname : pathname.replace(/^\/[^/]+/, "");
  const tail = rest === "/" ? "" : rest;
  return `/${locale}${tail}${search}`;
}

/**
 * An address without a supported locale, in one: a language tag in its place is read (`/de-CH/terms` → `/de/terms`)
 * or replaced by `fallback` (`/it/terms` → `/fr/terms`); any other path gets `fallback` in front
 * (`/veterinarians?species=dog` → `/fr/veterinarians?species=dog`).
 */
export function localizedAddress(pathname: string, search: string, fallback: Locale): string {
  const segment = pathname.split("/")[1] ?? "";
  const tag = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})*$/i.exec(segment);
  const language = tag?.[1]?.toLowerCase();
  const rest = tag === null ? pathname : pathname.slice(segment.length + 1);
  return pathInLocale(rest === "" ? "/" : rest, search, isLocale(language) ? language : fallback);
}
