import { kindOf, type AuthProvider, type CronSpec, type LoadedModules, type SchemaJson } from "../../engine/modules.js";
import { normalizePath } from "../../engine/execution.js";
import { isSupportModule, type ModuleHash } from "../../engine/pushed-build.js";

/** Convex's `DeveloperIndexConfig`, as `schemaChange.indexDiffs` and the finish-push diff carry it. */
export type IndexConfig =
  | { name: string; type: "database"; fields: string[] }
  | { name: string; type: "search"; searchField: string; filterFields: string[] };

export interface IndexDiff {
  added_indexes: IndexConfig[];
  removed_indexes: IndexConfig[];
  enabled_indexes: IndexConfig[];
  disabled_indexes: IndexConfig[];
}

function indexesOf(schema: SchemaJson | null): Map<string, IndexConfig> {
  const out = new Map<string, IndexConfig>();
  for (const table of schema?.tables ?? []) {
    for (const index of table.indexes) {
      out.set(`${table.tableName}.${index.indexDescriptor}`, { name: `${table.tableName}.${index.indexDescriptor}`, type: "database", fields: index.fields });
    }
    for (const index of table.searchIndexes) {
      const name = `${table.tableName}.${index.indexDescriptor}`;
      out.set(name, { name, type: "search", searchField: index.searchField, filterFields: index.filterFields });
    }
  }
  return out;
}

/** Indexes the new schema adds (or changes) and removes, named `table.index` as the CLI prints them. */
export function diffIndexes(previous: SchemaJson | null, next: SchemaJson | null): IndexDiff {
  const before = indexesOf(previous);
  const after = indexesOf(next);
  const same = (a: IndexConfig, b: IndexConfig | undefined) => b !== undefined && JSON.stringify(a) === JSON.stringify(b);
  return {
    added_indexes: [...after.values()].filter((index) => !same(index, before.get(index.name))),
    removed_indexes: [...before.values()].filter((index) => !same(index, after.get(index.name))),
    enabled_indexes: [],
    disabled_indexes: [],
  };
}

function udfType(kind: string): "Query" | "Mutation" | "Action" {
  return kind === "query" ? "Query" : kind === "mutation" ? "Mutation" : "Action";
}

/** `analysis[""].functions`: the exports of every module, as Convex's analyze step reports them. */
export function analyzeFunctions(modules: LoadedModules, hashes: ModuleHash[]): Record<string, unknown> {
  const byModule = new Map<string, unknown[]>();
  for (const hash of hashes) if (!isSupportModule(hash.path)) byModule.set(hash.path.replace(/\.js$/, ""), []);
  for (const [path, fn] of modules.functions) {
    const kind = kindOf(fn);
    if (kind === null || kind === "httpAction") continue;
    const [module, name] = path.split(":") as [string, string];
    byModule.get(module)?.push({
      name,
      pos: null,
      udfType: udfType(kind),
      visibility: fn.isPublic === true ? { kind: "public" } : fn.isInternal === true ? { kind: "internal" } : null,
      args: fn.exportArgs?.() ?? null,
      returns: fn.exportReturns?.() ?? null,
    });
  }
  const routes = modules.httpRouter?.getRoutes?.() ?? [];
  const out: Record<string, unknown> = {};
  for (const [module, functions] of byModule) {
    out[`${module}.js`] = {
      functions,
      httpRoutes: module === "http" ? routes.map(([path, method]) => ({ route: { path, method }, pos: null })) : null,
      cronSpecs: module === "crons" ? cronSpecs(modules.crons) : null,
      sourceMapped: null,
    };
  }
  return out;
}

function cronSpecs(crons: Record<string, CronSpec>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(crons).map(([identifier, spec]) => [identifier, { udfPath: spec.name, udfArgs: spec.args, cronSchedule: spec.schedule }]),
  );
}

/** Convex refuses a push whose cron jobs schedule a function that does not exist or is a query. */
export function cronProblem(modules: LoadedModules): string | null {
  for (const [identifier, spec] of Object.entries(modules.crons)) {
    const path = normalizePath(spec.name);
    const fn = modules.functions.get(path);
    const shown = `${path.split(":")[0]}.js:${path.split(":")[1]}`;
    if (fn === undefined) return `The cron job '${identifier}' schedules a function that does not exist: ${shown}`;
    if (kindOf(fn) === "query") {
      return `The cron job '${identifier}' schedules a query function, only actions and mutations can be scheduled: ${shown}`;
    }
  }
  return null;
}

/** `appAuth`: auth.config providers in the shape the CLI's zod schema takes. */
export function appAuth(providers: AuthProvider[]): unknown[] {
  return providers.map((provider) =>
    provider.type === "customJwt"
      ? { type: "customJwt", applicationID: provider.applicationID ?? null, issuer: provider.issuer, jwks: provider.jwks, algorithm: provider.algorithm }
      : { applicationID: provider.applicationID ?? "", domain: provider.domain ?? "" },
  );
}
