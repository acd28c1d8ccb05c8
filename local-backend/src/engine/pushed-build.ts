import { createHash, randomBytes } from "node:crypto";
import { existsSync, promises as fsp, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ModuleRegistry, type AuthProvider, type LoadedModules, type SchemaJson } from "./modules.js";

/** A module as the Convex CLI pushes it (`changedModules` of `/api/deploy2/start_push`). */
export interface PushedModule {
  path: string;
  source: string;
  sourceMap?: string | null;
  environment: "isolate" | "node";
}

export interface ModuleHash {
  path: string;
  environment: "isolate" | "node";
  /** sha256 (hex) of source ‖ sourceMap, as the CLI computes it to skip unchanged modules */
  hash: string;
}

/** `manifest.json` of a build directory holding pushed code. */
export interface PushedManifest {
  kind: "pushed";
  modules: ModuleHash[];
  /** `schema.js` (appDefinition.schema) is in the build */
  schema: boolean;
  /** `convex.config.js` (appDefinition.definition) is in the build */
  definition: boolean;
}

export interface PushedPackage {
  modules: PushedModule[];
  /** modules the CLI did not resend (`unchangedModuleHashes`), taken over from the deployed build */
  carried?: { from: string; modules: ModuleHash[] };
  schema: PushedModule | null;
  definition: PushedModule | null;
}

const MANIFEST = "manifest.json";
/** `<buildsRoot>/deployment.json` names the build directory of the last finished push. */
const DEPLOYMENT_POINTER = "deployment.json";
const NODE_REQUIRE_BANNER = `import { createRequire as __lbCreateRequire } from "node:module"; const require = __lbCreateRequire(import.meta.url);`;

export function moduleHash(module: Pick<PushedModule, "source" | "sourceMap">): string {
  return createHash("sha256")
    .update(module.source)
    .update(module.sourceMap ?? "")
    .digest("hex");
}

export function isSupportModule(modulePath: string): boolean {
  return modulePath.startsWith("_deps/") || modulePath === "auth.config.js";
}

function moduleName(modulePath: string): string {
  return modulePath.replace(/\.[cm]?js$/, "");
}

async function writeModule(dir: string, module: PushedModule): Promise<void> {
  const file = path.join(dir, module.path);
  if (!file.startsWith(dir + path.sep)) throw new Error(`Invalid module path ${JSON.stringify(module.path)}`);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  // "use node" bundles may call require() for CommonJS dependencies, as Convex's Node executor allows.
  const source = module.environment === "node" ? `${NODE_REQUIRE_BANNER}\n${module.source}` : module.source;
  await fsp.writeFile(file, source);
  if (module.sourceMap != null) await fsp.writeFile(`${file}.map`, module.sourceMap);
}

/** An unchanged module's files, hard-linked (or copied) from the previous build. */
async function linkModule(from: string, dir: string, modulePath: string): Promise<void> {
  const target = path.join(dir, modulePath);
  if (!target.startsWith(dir + path.sep)) throw new Error(`Invalid module path ${JSON.stringify(modulePath)}`);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  for (const [source, destination] of [
    [path.join(from, modulePath), target],
    [path.join(from, `${modulePath}.map`), `${target}.map`],
  ] as const) {
    if (!existsSync(source)) continue;
    await fsp.link(source, destination).catch(() => fsp.copyFile(source, destination));
  }
}

/** Writes a pushed package into a fresh build directory under `buildsRoot` (ES modules with `.js` names). */
export async function writePushedBuild(buildsRoot: string, pkg: PushedPackage): Promise<string> {
  const dir = path.join(buildsRoot, `push-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`);
  await fsp.mkdir(dir, { recursive: true });
  await fsp.writeFile(path.join(dir, "package.json"), '{"type":"module"}\n');
  const all = [...pkg.modules, ...(pkg.schema === null ? [] : [pkg.schema]), ...(pkg.definition === null ? [] : [pkg.definition])];
  const carried = pkg.carried?.modules ?? [];
  await Promise.all([
    ...all.map((module) => writeModule(dir, module)),
    ...carried.map((module) => linkModule(pkg.carried?.from as string, dir, module.path)),
  ]);
  const hashes = [...pkg.modules.map((module) => ({ path: module.path, environment: module.environment, hash: moduleHash(module) })), ...carried];
  const manifest: PushedManifest = {
    kind: "pushed",
    modules: hashes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    schema: pkg.schema !== null,
    definition: pkg.definition !== null,
  };
  await fsp.writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest));
  return dir;
}

export function readPushedManifest(dir: string): PushedManifest | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8")) as PushedManifest;
    return manifest.kind === "pushed" ? manifest : null;
  } catch {
    return null;
  }
}

/** The build directory of the last finished push, if the data folder has one. */
export function deployedBuild(buildsRoot: string): string | null {
  try {
    const pointer = JSON.parse(readFileSync(path.join(buildsRoot, DEPLOYMENT_POINTER), "utf8")) as { dir?: unknown };
    if (typeof pointer.dir !== "string") return null;
    const dir = path.join(buildsRoot, pointer.dir);
    return readPushedManifest(dir) === null ? null : dir;
  } catch {
    return null;
  }
}

/** Makes `dir` the deployed build (atomically: a restart serves either the old or the new push). */
export async function markDeployed(buildsRoot: string, dir: string | null): Promise<void> {
  const file = path.join(buildsRoot, DEPLOYMENT_POINTER);
  if (dir === null) {
    await fsp.rm(file, { force: true });
    return;
  }
  const temp = `${file}.${randomBytes(3).toString("hex")}.tmp`;
  await fsp.writeFile(temp, JSON.stringify({ dir: path.basename(dir) }));
  await fsp.rename(temp, file);
}

/**
 * Imports a pushed build: every module except `_deps/` chunks and `auth.config.js` registers its
 * functions; `schema.js` gives the schema; `auth.config.js` is re-evaluated on demand (it reads env vars).
 *
 * A module the previous build already imported with the same hash is taken from there instead of being
 * evaluated again: the CLI names chunks by content hash, so an unchanged module's whole import graph is
 * unchanged too. That keeps a one-file edit's push proportional to what changed.
 */
export async function loadPushedBuild(
  dir: string,
  importModule: (url: string) => Promise<Record<string, unknown>>,
  previous?: LoadedModules | null,
): Promise<LoadedModules> {
  const manifest = readPushedManifest(dir);
  if (manifest === null) throw new Error(`${dir} holds no pushed build`);
  const registry = new ModuleRegistry();
  const importedFrom = new Map<string, string>();
  for (const module of manifest.modules) {
    if (isSupportModule(module.path)) continue;
    const key = `${module.path}\u0000${module.environment}\u0000${module.hash}`;
    const url = previous?.importedFrom?.get(key) ?? pathToFileURL(path.join(dir, module.path)).href;
    try {
      registry.add(moduleName(module.path), await importModule(url), { url, runtime: module.environment === "node" ? "node" : "default" });
    } catch (error) {
      throw new Error(`Failed to analyze ${module.path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    importedFrom.set(key, url);
  }
  let schema: SchemaJson | null = null;
  if (manifest.schema) {
    const exports = await importModule(pathToFileURL(path.join(dir, "schema.js")).href);
    const definition = exports.default as { export?: () => string } | undefined;
    if (definition?.export === undefined) throw new Error("schema.js must export default defineSchema({...}).");
    schema = JSON.parse(definition.export()) as SchemaJson;
  }
  let loadAuthProviders: LoadedModules["loadAuthProviders"] = null;
  if (manifest.modules.some((module) => module.path === "auth.config.js")) {
    const url = pathToFileURL(path.join(dir, "auth.config.js")).href;
    let generation = 0;
    loadAuthProviders = async () => {
      const exports = await importModule(`${url}?env=${generation++}`);
      const config = exports.default as { providers?: AuthProvider[] } | undefined;
      return config?.providers ?? [];
    };
  }
  const { functions, httpRouter, crons, moduleUrls } = registry;
  return { functions, schema, httpRouter, crons, loadAuthProviders, sourceFiles: [], buildDir: dir, moduleUrls, importedFrom };
}
