import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "./locales";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../../locales/en/messages.po"),
  de: () => import("../../../locales/de/messages.po"),
  fr: () => import("../../../locales/fr/messages.po"),
  es: () => import("../../../locales/es/messages.po"),
};

const downloads = new Map<Locale, Promise<{ messages: Messages }>>();

/** Starts (once) downloading this locale's catalog, its own chunk. */
export function downloadCatalog(locale: Locale): Promise<{ messages: Messages }> {
  let download = downloads.get(locale);
  if (download === undefined) {
    // A failed download (offline for a moment) is tried again on the next call.
    download = loaders[locale]().catch((error: unknown) => {
      downloads.delete(locale);
      throw error;
    });
    downloads.set(locale, download);
  }
  return download;
}

/** Loads just this locale's catalog and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await downloadCatalog(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}
