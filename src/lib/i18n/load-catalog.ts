import { i18n, type Messages } from "@lingui/core";
import { applyDocumentLanguage } from "./document-language";
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

/** Loads the first page's catalog and these ones, then makes the locale the active one. */
export async function activateLocale(locale: Locale, names: readonly CatalogName[] = []): Promise<void> {
  await loadCatalogs(locale, names);
  activate(locale);
}

function activate(locale: Locale): void {
  if (i18n.locale !== locale) i18n.activate(locale);
  applyDocumentLanguage(locale);
}

let wanted: { locale: Locale; names: readonly CatalogName[] } | null = null;

/** What the latest navigation's page needs: its language and its catalogs (the `$locale` route's beforeLoad). */
export function wantLocale(locale: Locale, names: readonly CatalogName[]): void {
  wanted = { locale, names };
}

/**
 * Loads what the latest navigation wants, then activates its language. A navigation can take over an earlier one's
 * loader while that runs (the router shares a match's loader in flight, and every page of a language is one match
 * of the `$locale` route), so this covers every navigation that asked meanwhile: the latest one's catalogs, until no
 * newer one has asked. The language chosen last wins, not the one whose catalogs arrived last.
 */
export async function activateWanted(): Promise<void> {
  for (;;) {
    const current = wanted;
    if (current === null) return;
    await loadCatalogs(current.locale, current.names);
    if (wanted === current) return activate(current.locale);
  }
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
