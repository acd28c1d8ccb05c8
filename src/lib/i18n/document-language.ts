import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "./locales";

const description = msg`Vetline: video consultations with licensed veterinarians, booked into their live schedule.`;

/**
 * index.html's notice for a browser without scripts, which the app never renders: the server puts it in the address's
 * language from this catalog (scripts/lib/document-shell.ts), as it does the description.
 */
export const noScriptNotice = msg`Vetline needs JavaScript: turn it on in your browser to find a vet and book a consultation.`;

/** The page's language as the browser, screen readers and search results see it: `lang` and the description. */
export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.querySelector('meta[name="description"]')?.setAttribute("content", i18n._(description));
}
