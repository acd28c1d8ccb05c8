import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "./locales";
import { lazyCatalogs, routeCatalogs, type CatalogName } from "./route-catalogs.gen";

/**
 * Each locale's strings come in catalogs (ADR 0011): `messages` for the first page, every page loads it, and one per
 * feature, loaded by the routes whose modules use it. Each catalog is its own chunk.
 */
const catalogFiles = import.meta.glob<{ messages: Messages }>("../../../locales/*/*.po");
const FIRST_PAGE: CatalogName = "messages";

const downloads = new Map<string, Promise<Messages>>();
const merged = new Set<string>();

function downloadCatalog(locale: Locale, name: CatalogName): Promise<Messages> {
  const key = `${locale}/${name}`;
  let download = downloads.get(key);
  if (download === undefined) {
    const file = catalogFiles[`../../../locales/${key}.po`];
    if (file === undefined) throw new Error(`There is no catalog ${key}`);
    // A failed download (offline for a moment) is tried again on the next call.
    download = file().then(
      (module) => module.messages,
      (error: unknown) => {
        downloads.delete(key);
        throw error;
      },
    );
    downloads.set(key, download);
  }
  return download;
}

/** Starts (once) downloading the first page's catalog and these ones of this locale. */
export function downloadCatalogs(locale: Locale, names: readonly CatalogName[] = []): Promise<Messages[]> {
  return Promise.all([FIRST_PAGE, ...names].map((name) => downloadCatalog(locale, name)));
}

/** Downloads these catalogs and adds those not yet added to the locale's messages, in one change. */
export async function loadCatalogs(locale: Locale, names: readonly CatalogName[] = []): Promise<void> {
  const wanted = [FIRST_PAGE, ...names];
  const catalogs = await downloadCatalogs(locale, names);
  const added = wanted.map((name, index) => [name, catalogs[index]!] as const).filter(([name]) => !merged.has(`${locale}/${name}`));
  if (added.length === 0) return;
  for (const [name] of added) merged.add(`${locale}/${name}`);
  i18n.load(locale, Object.assign({}, ...added.map(([, messages]) => messages)) as Messages);
}

let lastActivation = 0;

/**
 * Loads the first page's catalog and these ones, then makes the locale the active one, unless another activation
 * was asked for meanwhile: the language chosen last wins, not the one whose catalogs arrived last.
 */
export async function activateLocale(locale: Locale, names: readonly CatalogName[] = []): Promise<void> {
  const activation = ++lastActivation;
  await loadCatalogs(locale, names);
  if (activation !== lastActivation) return;
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The catalogs the matched routes' modules need. */
export function catalogsOfRoutes(routeIds: readonly string[]): CatalogName[] {
  return [...new Set(routeIds.flatMap((id) => routeCatalogs[id] ?? []))];
}

/**
 * For a module the first page imports lazily (`lazy(withCatalogs(...))`): its strings arrive with it.
 * `npm run i18n:check` names every such module that does not.
 */
export function withCatalogs<T>(module: keyof typeof lazyCatalogs, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [loaded] = await Promise.all([load(), loadCatalogs(i18n.locale as Locale, lazyCatalogs[module])]);
    return loaded;
  };
}
