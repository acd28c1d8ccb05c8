import type { JSONValue } from "convex/values";
import { kindOf, type LoadedModules } from "./modules.js";
import type { DbState, ReadSetImpl } from "./store.js";
import type { Doc } from "./values.js";

/** Environment variables Convex derives from the deployment's URLs: never listed, never pushed. */
export const SYSTEM_ENV_VARS: ReadonlySet<string> = new Set(["CONVEX_CLOUD_URL", "CONVEX_SITE_URL"]);
export const EXPORTS = "_exports";
export const SNAPSHOT_IMPORTS = "_snapshot_imports";

export interface SystemQueryContext {
  state: DbState;
  readSet: ReadSetImpl;
  modules: LoadedModules | null;
  envVar(name: string): string | undefined;
  cloudUrl: string;
}

type SystemQuery = (args: Record<string, JSONValue>, ctx: SystemQueryContext) => JSONValue;

const WHOLE_TABLE = { lower: "", upper: "\uffff\uffff" };

function readTable(ctx: SystemQueryContext, table: string): Doc[] {
  ctx.readSet.add(table, "by_id", WHOLE_TABLE);
  return (ctx.state.table(table)?.records() ?? []).map((record) => record.doc);
}

function byCreationTime(a: Doc, b: Doc): number {
  return a._creationTime - b._creationTime || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

/** `vets:list` → `vets.js:list`, the identifier Convex shows for a function. */
export function functionIdentifier(path: string): string {
  const [module, name] = path.split(":") as [string, string];
  return `${module}.js:${name}`;
}

function udfType(kind: string): string {
  return kind === "httpAction" ? "HttpAction" : kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** The function list `npx convex function-spec` prints and `npx convex run` offers when a name is wrong. */
export function apiSpec(modules: LoadedModules | null): JSONValue[] {
  const spec: JSONValue[] = [];
  for (const [path, fn] of [...(modules?.functions ?? new Map())].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const kind = kindOf(fn);
    if (kind === null || kind === "httpAction") continue;
    spec.push({
      identifier: functionIdentifier(path),
      functionType: udfType(kind),
      visibility: { kind: fn.isPublic === true ? "public" : "internal" },
      args: fn.exportArgs === undefined ? null : (JSON.parse(fn.exportArgs()) as JSONValue),
      returns: fn.exportReturns === undefined ? null : (JSON.parse(fn.exportReturns()) as JSONValue),
    });
  }
  for (const [path, method] of modules?.httpRouter?.getRoutes?.() ?? []) spec.push({ functionType: "HttpAction", method, path });
  return spec;
}

function paginate(docs: Doc[], paginationOpts: JSONValue | undefined): JSONValue {
  const options = (paginationOpts ?? {}) as { cursor?: string | null; numItems?: number };
  const start = typeof options.cursor === "string" && /^\d+$/.test(options.cursor) ? Number(options.cursor) : 0;
  const count = Math.max(1, Math.min(typeof options.numItems === "number" ? options.numItems : 100, 10_000));
  const page = docs.slice(start, start + count);
  const end = start + page.length;
  return { page, isDone: end >= docs.length, continueCursor: end >= docs.length ? "end" : String(end) };
}

/**
 * The `_system/cli/*` queries the Convex CLI subscribes to (Convex's system UDFs, admin only). They
 * record what they read, so subscriptions to them re-run when that data changes.
 */
const QUERIES: Record<string, SystemQuery> = {
  "_system/cli/queryEnvironmentVariables:default": (_args, ctx) =>
    readTable(ctx, "_env")
      .filter((doc) => !SYSTEM_ENV_VARS.has(doc.name as string))
      .sort((a, b) => ((a.name as string) < (b.name as string) ? -1 : 1))
      .map((doc) => ({ _id: doc._id, _creationTime: doc._creationTime, name: doc.name as string, value: doc.value as string })),
  "_system/cli/queryEnvironmentVariables:get": (args, ctx) => {
    const name = String(args.name);
    readTable(ctx, "_env");
    const value = ctx.envVar(name);
    return value === undefined ? null : { name, value };
  },
  "_system/cli/queryTable:default": (args, ctx) => {
    const docs = readTable(ctx, String(args.tableName));
    // Any write to the table changes the answer: `npx convex dev` waits on it after a schema failure.
    return { count: docs.length, latest: docs.reduce((max, doc) => Math.max(max, doc._creationTime), 0), version: ctx.state.ts.toString() };
  },
  "_system/cli/tables:default": (args, ctx) => {
    const names = [...ctx.state.tables.keys()].filter((name) => !name.startsWith("_") && (ctx.state.table(name)?.size ?? 0) > 0).sort();
    for (const name of names) ctx.readSet.add(name, "by_id", WHOLE_TABLE);
    return paginate(names.map((name) => ({ name }) as unknown as Doc), args.paginationOpts);
  },
  "_system/cli/tableSize:default": (args, ctx) => readTable(ctx, String(args.tableName)).length,
  "_system/cli/tableData:default": (args, ctx) => {
    const docs = readTable(ctx, String(args.table)).sort(byCreationTime);
    if (args.order !== "asc") docs.reverse();
    return paginate(docs, args.paginationOpts);
  },
  "_system/cli/modules:apiSpec": (_args, ctx) => apiSpec(ctx.modules),
  "_system/cli/convexUrl:cloudUrl": (_args, ctx) => ctx.cloudUrl,
  "_system/cli/exports:getLatest": (_args, ctx) => readTable(ctx, EXPORTS).sort(byCreationTime).at(-1) ?? null,
  "_system/cli/queryImport:default": (args, ctx) => readTable(ctx, SNAPSHOT_IMPORTS).find((doc) => doc._id === args.importId) ?? null,
  "_system/cli/queryImport:list": (_args, ctx) => readTable(ctx, SNAPSHOT_IMPORTS).sort(byCreationTime),
};

/** The system query at this (normalized) path, or undefined. */
export function systemQuery(path: string): SystemQuery | undefined {
  return Object.hasOwn(QUERIES, path) ? QUERIES[path] : undefined;
}
