import { build, version as esbuildVersion, type BuildOptions } from "esbuild";
import { existsSync, readdirSync, readFileSync, statSync, promises as fsp } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The shape `queryGeneric`, `mutationGeneric`… give a registered function (see registration_impl.js). */
export interface RegisteredFunction {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isHttp?: boolean;
  isPublic?: boolean;
  isInternal?: boolean;
  invokeQuery?(args: string): Promise<string>;
  invokeMutation?(args: string): Promise<string>;
  invokeAction?(requestId: string, args: string): Promise<string>;
  invokeHttpAction?(request: Request): Promise<Response>;
  exportArgs?(): string;
  exportReturns?(): string;
}

export type FunctionKind = "query" | "mutation" | "action";

export function kindOf(fn: RegisteredFunction): FunctionKind | "httpAction" | null {
  if (fn.isQuery === true) return "query";
  if (fn.isMutation === true) return "mutation";
  if (fn.isAction === true) return "action";
  if (fn.isHttp === true) return "httpAction";
  return null;
}

export interface HttpRouterLike {
  lookup(path: string, method: string): [RegisteredFunction, string, string] | null;
  getRoutes?(): ReadonlyArray<readonly [string, string, unknown]>;
}

export interface AuthProvider {
  domain?: string;
  applicationID?: string;
  type?: string;
  issuer?: string;
  jwks?: string;
  algorithm?: string;
}

export interface CronSpec {
  name: string;
  args: unknown[];
  schedule: { type: string; [key: string]: unknown };
}

export interface SchemaJson {
  tables: Array<{
    tableName: string;
    indexes: Array<{ indexDescriptor: string; fields: string[] }>;
    searchIndexes: Array<{ indexDescriptor: string; searchField: string; filterFields: string[] }>;
    vectorIndexes?: unknown[];
    documentType: unknown;
  }>;
  schemaValidation: boolean;
}

export interface LoadedModules {
  functions: Map<string, RegisteredFunction>;
  schema: SchemaJson | null;
  httpRouter: HttpRouterLike | null;
  crons: Record<string, CronSpec>;
  /** re-evaluates auth.config.ts (it may read process.env) */
  loadAuthProviders: (() => Promise<AuthProvider[]>) | null;
  sourceFiles: string[];
  /** the build directory the modules were imported from */
  buildDir: string;
  /** module path ("dir/file") → its bundle's file URL and runtime; function workers import these */
  moduleUrls: Map<string, ModuleLocation>;
  /** pushed builds: the URL each module was imported from, by path, environment and hash */
  importedFrom?: ReadonlyMap<string, string>;
}

export interface ModuleLocation {
  url: string;
  runtime: "default" | "node";
}

const SOURCE_EXTENSIONS = new Set([".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts"]);

/** Entry points by the Convex CLI's rules. */
export function listEntryPoints(functionsDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (existsSync(path.join(dir, "convex.config.ts")) && dir !== functionsDir) return;
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith(".") || name === "node_modules") continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name === "_generated") continue;
        walk(full);
        continue;
      }
      const extension = path.extname(name);
      if (!SOURCE_EXTENSIONS.has(extension)) continue;
      const base = name.slice(0, -extension.length);
      if (base.includes(".")) continue; // foo.test.ts, auth.config.ts, *.d.ts
      if (dir === functionsDir && (base === "schema" || base === "convex.config")) continue;
      out.push(full);
    }
  };
  walk(functionsDir);
  return out;
}

function isNodeModule(file: string): boolean {
  const head = readFileSync(file, "utf8").slice(0, 2000);
  return /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use node["']/.test(head);
}

function modulePath(functionsDir: string, file: string): string {
  const relative = path.relative(functionsDir, file).split(path.sep).join("/");
  return relative.replace(/\.[^./]+$/, "");
}

function findSpecialFile(functionsDir: string, base: string): string | null {
  for (const extension of [".ts", ".js", ".mts", ".mjs", ".tsx", ".jsx"]) {
    const file = path.join(functionsDir, base + extension);
    if (existsSync(file)) return file;
  }
  return null;
}

const NODE_REQUIRE_BANNER = `import { createRequire as __lbCreateRequire } from "node:module"; const require = __lbCreateRequire(import.meta.url);`;

async function bundle(entries: Record<string, string>, outdir: string, platform: "browser" | "node"): Promise<string[]> {
  if (Object.keys(entries).length === 0) return [];
  const options: BuildOptions = {
    entryPoints: entries,
    bundle: true,
    format: "esm",
    platform,
    conditions: ["convex", "module"],
    splitting: true,
    outdir,
    outExtension: { ".js": ".mjs" },
    target: "es2022",
    sourcemap: false,
    logLevel: "silent",
    write: true,
    metafile: true,
  };
  if (platform === "node") options.banner = { js: NODE_REQUIRE_BANNER };
  const result = await build(options);
  return Object.keys(result.metafile?.inputs ?? {}).map((input) => path.resolve(input));
}

interface BuildManifest {
  key: string;
  dir: string;
  /** every file the bundles were built from, with its mtime and size */
  inputs: Record<string, [number, number]>;
}

function fingerprint(file: string): [number, number] | null {
  try {
    const stat = statSync(file);
    return [stat.mtimeMs, stat.size];
  } catch {
    return null;
  }
}

/** A previous build of exactly these sources, if its inputs are all unchanged. */
function reusableBuild(manifestFile: string, key: string): string | null {
  if (!existsSync(manifestFile)) return null;
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest;
    if (manifest.key !== key || !existsSync(manifest.dir)) return null;
    for (const [file, [mtime, size]] of Object.entries(manifest.inputs)) {
      const current = fingerprint(file);
      if (current === null || current[0] !== mtime || current[1] !== size) return null;
    }
    return manifest.dir;
  } catch {
    return null;
  }
}

/**
 * Bundles the functions folder (like `npx convex dev` does) into a fresh directory under
 * `buildsRoot` and imports it. With `reuse`, an earlier build whose sources are all unchanged is
 * imported instead (fast restarts). `importModule` runs each import inside the engine's context
 * so module-level code sees the deployment's environment variables.
 */
export async function loadModules(
  functionsDir: string,
  buildsRoot: string,
  importModule: (url: string) => Promise<Record<string, unknown>>,
  reuse: boolean,
): Promise<LoadedModules> {
  const absoluteDir = path.resolve(functionsDir);
  const files = listEntryPoints(absoluteDir);
  const browserEntries: Record<string, string> = {};
  const nodeEntries: Record<string, string> = {};
  for (const file of files) {
    const name = modulePath(absoluteDir, file);
    (isNodeModule(file) ? nodeEntries : browserEntries)[name] = file;
  }
  const schemaFile = findSpecialFile(absoluteDir, "schema");
  if (schemaFile !== null) browserEntries["__schema"] = schemaFile;
  const authConfigFile = findSpecialFile(absoluteDir, "auth.config");
  if (authConfigFile !== null) browserEntries["__auth_config"] = authConfigFile;

  const manifestFile = path.join(buildsRoot, "manifest.json");
  const key = JSON.stringify({ esbuildVersion, browserEntries, nodeEntries });
  let outdir = reuse ? reusableBuild(manifestFile, key) : null;
  if (outdir === null) {
    outdir = path.join(buildsRoot, `${Date.now().toString(36)}-${process.pid}`);
    const inputs = await Promise.all([
      bundle(browserEntries, path.join(outdir, "browser"), "browser"),
      bundle(nodeEntries, path.join(outdir, "node"), "node"),
    ]);
    const manifest: BuildManifest = { key, dir: outdir, inputs: {} };
    for (const file of inputs.flat()) {
      const current = fingerprint(file);
      if (current !== null) manifest.inputs[file] = current;
    }
    await fsp.writeFile(manifestFile, JSON.stringify(manifest));
  }
  const buildDir = outdir;

  const registry = new ModuleRegistry();
  const load = async (name: string, platform: "browser" | "node") => {
    const url = pathToFileURL(path.join(buildDir, platform, `${name}.mjs`)).href;
    registry.add(name, await importModule(url), { url, runtime: platform === "node" ? "node" : "default" });
  };
  for (const name of Object.keys(browserEntries)) {
    if (!name.startsWith("__")) await load(name, "browser");
  }
  for (const name of Object.keys(nodeEntries)) await load(name, "node");
  const { functions, httpRouter, crons, moduleUrls } = registry;

  let schema: SchemaJson | null = null;
  if (schemaFile !== null) {
    const exports = await importModule(pathToFileURL(path.join(buildDir, "browser", "__schema.mjs")).href);
    const definition = exports.default as { export?: () => string } | undefined;
    if (definition?.export === undefined) throw new Error(`${schemaFile} must export default defineSchema({...}).`);
    schema = JSON.parse(definition.export()) as SchemaJson;
  }
  let loadAuthProviders: LoadedModules["loadAuthProviders"] = null;
  if (authConfigFile !== null) {
    const url = pathToFileURL(path.join(buildDir, "browser", "__auth_config.mjs")).href;
    let generation = 0;
    loadAuthProviders = async () => {
      const exports = await importModule(`${url}?env=${generation++}`);
      const config = exports.default as { providers?: AuthProvider[] } | undefined;
      return config?.providers ?? [];
    };
  }
  return { functions, schema, httpRouter, crons, loadAuthProviders, sourceFiles: files, buildDir, moduleUrls };
}

/** Collects the registered functions, the http.js router and the crons.js jobs of imported modules. */
export class ModuleRegistry {
  readonly functions = new Map<string, RegisteredFunction>();
  httpRouter: HttpRouterLike | null = null;
  crons: Record<string, CronSpec> = {};
  readonly moduleUrls = new Map<string, ModuleLocation>();

  /** `name`: the module path without extension, e.g. "model/vets". */
  add(name: string, exports: Record<string, unknown>, location: ModuleLocation): void {
    this.moduleUrls.set(name, location);
    for (const [exportName, value] of Object.entries(exports)) {
      if (typeof value !== "function" && (typeof value !== "object" || value === null)) continue;
      const fn = value as RegisteredFunction;
      if (kindOf(fn) !== null && kindOf(fn) !== "httpAction") this.functions.set(`${name}:${exportName}`, fn);
    }
    if (name === "http" && isRouter(exports.default)) this.httpRouter = exports.default;
    if (name === "crons" && isCrons(exports.default)) this.crons = exports.default.crons;
  }
}

function isRouter(value: unknown): value is HttpRouterLike {
  return typeof value === "object" && value !== null && typeof (value as HttpRouterLike).lookup === "function";
}

function isCrons(value: unknown): value is { crons: Record<string, CronSpec> } {
  return typeof value === "object" && value !== null && typeof (value as { crons?: unknown }).crons === "object";
}
