import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ImportGraph } from "./import-graph";

/**
 * Which catalog each string goes to, and which catalogs each route loads (ADR 0011).
 *
 * - `messages`: the strings of every module the first page's entry chunk carries (the locale layout, the home page
 *   and what they import statically). Every page loads it.
 * - one catalog per feature folder (`src/features/<name>`), and `common` for the rest of `src/` (shared UI, lib),
 *   holding the strings of modules outside the entry chunk.
 *
 * A route loads the catalogs of every module its file reaches (static and dynamic imports). Modules the entry chunk
 * imports lazily load theirs with them (`lazyCatalogs`). Both maps are written to `src/lib/i18n/route-catalogs.gen.ts`.
 */
export const FIRST_PAGE_CATALOG = "messages";
const COMMON_CATALOG = "common";

const firstPageRoots = [
  "src/main.tsx",
  "src/routes/__root.tsx",
  "src/routes/index.tsx",
  "src/routes/$locale/route.tsx",
  "src/routes/$locale/index.tsx",
];
const routeTreeFile = "src/routeTree.gen.ts";

function sourceFiles(rootDir: string, folder: string): string[] {
  return readdirSync(join(rootDir, folder), { recursive: true, encoding: "utf8" })
    .map((file) => join(folder, file).split("\\").join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.startsWith("src/test/"));
}

/** Route id → route file, as the TanStack router plugin wrote them into the route tree. */
function routeFiles(rootDir: string): Map<string, string> {
  const tree = readFileSync(join(rootDir, routeTreeFile), "utf8");
  const importedAs = new Map<string, string>();
  for (const [, name, path] of tree.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)) importedAs.set(name!, `src/${path}`);
  const routes = new Map<string, string>();
  for (const [, id, name] of tree.matchAll(/\n {4}'[^']+': \{\n {6}id: '([^']+)'[\s\S]*?preLoaderRoute: typeof (\w+)/g)) {
    const path = importedAs.get(name!);
    if (path === undefined) continue;
    const file = ["", ".tsx", ".ts"].map((extension) => path + extension).find((candidate) => sourceFiles(rootDir, "src/routes").includes(candidate));
    if (file !== undefined) routes.set(id!, file);
  }
  return routes;
}

export type CatalogLayout = {
  /** Catalog names, the first-page catalog first. */
  catalogs: string[];
  /** The translatable source files of each catalog. */
  filesOf: Map<string, string[]>;
  /** Route id → catalogs it loads besides the first-page one. */
  routeCatalogs: Record<string, string[]>;
  /** Module loaded lazily by the first page → catalogs it needs besides the first-page one. */
  lazyCatalogs: Record<string, string[]>;
  /** Module loaded lazily by the first page → the first-page modules that import it. */
  lazyImporters: Record<string, string[]>;
};

export function catalogLayout(rootDir: string): CatalogLayout {
  const graph = new ImportGraph(rootDir);
  const routes = routeFiles(rootDir);
  const routeFileSet = new Set(routes.values());
  const translatable = sourceFiles(rootDir, "src").filter((file) => /@lingui\/(react|core)\/macro/.test(graph.source(file)));
  const entry = graph.closure(firstPageRoots, {
    dynamic: false,
    stopAt: (file) => file === routeTreeFile || (routeFileSet.has(file) && !firstPageRoots.includes(file)),
  });
  const catalogOf = (file: string) =>
    entry.has(file) ? FIRST_PAGE_CATALOG : (/^src\/features\/([^/]+)\//.exec(file)?.[1] ?? COMMON_CATALOG);

  const filesOf = new Map<string, string[]>();
  for (const file of translatable) filesOf.set(catalogOf(file), [...(filesOf.get(catalogOf(file)) ?? []), file]);
  const catalogs = [FIRST_PAGE_CATALOG, ...[...filesOf.keys()].filter((name) => name !== FIRST_PAGE_CATALOG).sort()];

  const translatableSet = new Set(translatable);
  const catalogsReachedFrom = (roots: string[]) => {
    const reached = graph.closure(roots, { dynamic: true, stopAt: (file) => entry.has(file) && !roots.includes(file) });
    const names = new Set([...reached].filter((file) => translatableSet.has(file)).map(catalogOf));
    names.delete(FIRST_PAGE_CATALOG);
    return [...names].sort();
  };

  const routeCatalogs: Record<string, string[]> = {};
  for (const [id, file] of [...routes].sort(([a], [b]) => a.localeCompare(b))) routeCatalogs[id] = catalogsReachedFrom([file]);

  const lazyCatalogs: Record<string, string[]> = {};
  const lazyImporters: Record<string, string[]> = {};
  for (const file of [...entry].sort()) {
    for (const target of graph.importsOf(file).dynamicImports) {
      if (entry.has(target)) continue;
      const names = catalogsReachedFrom([target]);
      if (names.length === 0) continue;
      lazyCatalogs[target] = names;
      lazyImporters[target] = [...(lazyImporters[target] ?? []), file];
    }
  }
  return { catalogs, filesOf, routeCatalogs, lazyCatalogs, lazyImporters };
}

export function routeCatalogsModule(layout: CatalogLayout): string {
  const lines = (record: Record<string, string[]>) =>
    Object.entries(record)
      .map(([key, names]) => `  ${JSON.stringify(key)}: [${names.map((name) => JSON.stringify(name)).join(", ")}],`)
      .join("\n");
  return `// Written by \`npm run i18n:extract\` (scripts/i18n/catalog-layout.ts): which catalogs a page needs. Do not edit.

export const catalogNames = [${layout.catalogs.map((name) => JSON.stringify(name)).join(", ")}] as const;
export type CatalogName = (typeof catalogNames)[number];

/** Route id → the catalogs its modules' strings are in, besides the first page's. */
export const routeCatalogs: Readonly<Record<string, readonly CatalogName[]>> = {
${lines(layout.routeCatalogs)}
};

/** Module the first page imports lazily → the catalogs it needs, loaded with it (see lazy-with-catalogs.ts). */
export const lazyCatalogs = {
${lines(layout.lazyCatalogs)}
} as const satisfies Record<string, readonly CatalogName[]>;
`;
}

