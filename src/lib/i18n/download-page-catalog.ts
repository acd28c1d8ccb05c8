import { downloadCatalogs } from "./load-catalog";
import { browserPreferredLocale, localeFromPath } from "./preferred-locale";

/**
 * Imported by main.tsx before React, the router and the Convex client, so the first page's catalog downloads while the
 * rest of the entry chunk is evaluated instead of after it (the first paint waits for both). The router adds the
 * page's feature catalogs as soon as it has matched the address.
 */
export const pageLocale = localeFromPath(window.location.pathname) ?? browserPreferredLocale();
// A failure here is not the last word: activateLocale downloads again and reports.
downloadCatalogs(pageLocale).catch(() => {});
