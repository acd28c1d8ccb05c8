import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "./locales";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../../locales/en/messages.po"),
  de: () => import("../../../locales/de/messages.po"),
  fr: () => import("../../../locales/fr/messages.po"),
  es: () => import("../../../locales/es/messages.po"),
};

/** Loads just this locale's catalog (its own chunk) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}
