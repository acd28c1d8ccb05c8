import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "./locales";

const description = msg`Vetline: video consultations with licensed veterinarians, booked into their live schedule.`;

/** The page's language as the browser, screen readers and search results see it: `lang` and the description. */
export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.querySelector('meta[name="description"]')?.setAttribute("content", i18n._(description));
}
