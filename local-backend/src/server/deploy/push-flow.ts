import { randomBytes } from "node:crypto";
import { promises as fsp } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import type { DeploymentAccess } from "../../engine/deployment.js";
import type { LoadedModules } from "../../engine/modules.js";
import { readPushedManifest, writePushedBuild, type ModuleHash, type PushedModule } from "../../engine/pushed-build.js";
import { SchemaViolationError, type SchemaViolation } from "../../engine/schema-check.js";
import { SYSTEM_ENV_VARS } from "../../engine/system-queries.js";
import { analyzeFunctions, appAuth, cronProblem, diffIndexes, type IndexDiff } from "./analysis.js";

/** A refusal in Convex's `{code, message}` envelope; the CLI prints both. */
export class PushError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface StagedPush {
  id: string;
  modules: LoadedModules;
  hashes: ModuleHash[];
  indexDiff: IndexDiff;
  dryRun: boolean;
  /** schema validation of the existing documents: null until done */
  validation: Promise<SchemaViolation | null>;
  validated: SchemaViolation | null | undefined;
}

type Json = Record<string, unknown>;

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g;

function invalidModules(message: string): PushError {
  return new PushError(400, "InvalidModules", `Hit an error while pushing:\nLoading the pushed modules encountered the following\n    error:\n${message}`);
}

function object(value: unknown, what: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new PushError(400, "BadJsonBody", `${what} must be an object`);
  return value as Json;
}

function pushedModule(value: unknown): PushedModule {
  const module = object(value, "A module");
  if (typeof module.path !== "string" || typeof module.source !== "string") throw new PushError(400, "BadJsonBody", "A module needs path and source");
  const environment = module.environment === "node" ? "node" : "isolate";
  const sourceMap = typeof module.sourceMap === "string" ? module.sourceMap : null;
  return { path: module.path, source: module.source, sourceMap, environment };
}

/** Convex's default runtime has no Node built-ins: a module using one needs "use node". */
function nodeBuiltinProblem(module: PushedModule): string | null {
  if (module.environment !== "isolate") return null;
  for (const match of module.source.matchAll(IMPORT_SPECIFIER)) {
    const specifier = match[1] as string;
    if (NODE_BUILTINS.has(specifier)) {
      return `Failed to analyze ${module.path}: Uncaught Error: Cannot import the Node.js built-in module "${specifier}" in Convex's default runtime. Add "use node"; to the top of the file to run it in Node.js.`;
    }
  }
  return null;
}

/**
 * The push protocol of the Convex CLI 1.48 (`/api/deploy2/*`): start_push stages and analyzes the
 * pushed package, wait_for_schema checks the existing documents against the new schema, finish_push
 * makes it the deployment's code. Nothing the engine serves changes before finish_push.
 */
export class PushFlow {
  private readonly staged = new Map<string, StagedPush>();
  private finishing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deployment: DeploymentAccess,
    private readonly log: (line: string) => void,
  ) {}

  /** The deployed modules and their hashes, so the CLI sends only what changed. */
  configHashes(): Json {
    const current = this.deployment.currentModules();
    const manifest = current !== null && this.deployment.isServingPush() ? readPushedManifest(current.buildDir) : null;
    return {
      config: { functions: "convex/", authInfo: [] },
      moduleHashes: manifest?.modules ?? [],
      udfServerVersion: null,
      nodeVersion: null,
    };
  }

  private async materialize(body: Json): Promise<{ dir: string; hashes: ModuleHash[]; changed: number }> {
    const app = object(body.appDefinition, "appDefinition");
    if (Array.isArray(body.componentDefinitions) && body.componentDefinitions.length > 0) {
      throw new PushError(400, "InvalidConvexConfig", "Hit an error while pushing:\nComponents (convex.config.ts with app.use) are not supported by local-backend.");
    }
    const changed = (Array.isArray(app.changedModules) ? app.changedModules : []).map(pushedModule);
    const unchanged = Array.isArray(app.unchangedModuleHashes) ? (app.unchangedModuleHashes as Json[]) : [];
    const current = this.deployment.currentModules();
    const currentManifest = current === null ? null : readPushedManifest(current.buildDir);
    const carried: ModuleHash[] = [];
    for (const entry of unchanged) {
      const known = currentManifest?.modules.find((module) => module.path === entry.path && module.environment === entry.environment);
      if (known === undefined || known.hash !== entry.sha256) {
        throw new PushError(409, "MissingExistingModule", `Hit an error while pushing:\nThe module ${String(entry.path)} is not deployed any more; push again.`);
      }
      carried.push(known);
    }
    for (const module of changed) {
      const problem = nodeBuiltinProblem(module);
      if (problem !== null) throw invalidModules(problem);
    }
    const schema = app.schema == null ? null : pushedModule(app.schema);
    const definition = app.definition == null ? null : pushedModule(app.definition);
    const from = current?.buildDir ?? "";
    const dir = await writePushedBuild(this.deployment.buildsDir, { modules: changed, carried: { from, modules: carried }, schema, definition });
    const hashes = readPushedManifest(dir)?.modules ?? [];
    return { dir, changed: changed.length, hashes };
  }

  private async stage(body: Json): Promise<{ push: StagedPush; response: Json }> {
    const started = performance.now();
    const { dir, hashes, changed } = await this.materialize(body);
    const written = performance.now();
    let modules: LoadedModules;
    try {
      modules = await this.deployment.stagePushedBuild(dir);
    } catch (error) {
      await fsp.rm(dir, { recursive: true, force: true });
      throw invalidModules(error instanceof Error ? error.message : String(error));
    }
    const cronRefusal = cronProblem(modules);
    const missingVariable = await this.missingAuthEnvironmentVariable(dir);
    if (cronRefusal !== null || missingVariable !== null) {
      await fsp.rm(dir, { recursive: true, force: true });
      if (cronRefusal !== null) throw invalidModules(cronRefusal);
      throw new PushError(400, "AuthConfigMissingEnvironmentVariable", `Hit an error while pushing:\n${missingVariable}`);
    }
    let providers: Awaited<ReturnType<NonNullable<LoadedModules["loadAuthProviders"]>>>;
    try {
      providers = (await modules.loadAuthProviders?.()) ?? [];
    } catch (error) {
      await fsp.rm(dir, { recursive: true, force: true });
      throw new PushError(400, "InvalidAuthConfig", `Hit an error while pushing:\nauth.config.js failed to load: ${error instanceof Error ? error.message : String(error)}`);
    }
    const id = `push-${randomBytes(8).toString("hex")}`;
    const elapsed = (from: number) => `${Math.round(performance.now() - from)} ms`;
    this.log(`push received: ${hashes.length} modules (${changed} changed), written in ${elapsed(started)}, loaded in ${elapsed(written)}`);
    const indexDiff = diffIndexes(this.deployment.currentModules()?.schema ?? null, modules.schema);
    const push: StagedPush = {
      id,
      modules,
      hashes,
      indexDiff,
      dryRun: body.dryRun === true,
      validation: Promise.resolve(null),
      validated: undefined,
    };
    push.validation = this.deployment.checkSchema(modules.schema).then((result) => (push.validated = result));
    const environmentVariables = Object.fromEntries(Object.entries(this.deployment.env.list()).filter(([name]) => !SYSTEM_ENV_VARS.has(name)));
    const schemaChange = { allocatedComponentIds: {}, schemaIds: { "": id }, indexDiffs: { "": indexDiff } };
    const response: Json = {
      environmentVariables,
      externalDepsId: null,
      componentDefinitionPackages: { "": { pushId: id } },
      appAuth: appAuth(providers),
      analysis: {
        "": {
          definition: { path: "", definitionType: { type: "app" }, childComponents: [], httpMounts: {}, exports: { type: "branch", branch: [] } },
          schema: modules.schema,
          functions: analyzeFunctions(modules, hashes),
          udfConfig: { serverVersion: "1.48.0", importPhaseRngSeed: null, importPhaseUnixTimestamp: null },
        },
      },
      app: {
        definitionPath: "",
        componentPath: "",
        args: {},
        childComponents: {},
        httpRoutes: { httpModuleRoutes: modules.httpRouter?.getRoutes?.().map(([path, method]) => ({ method, path })) ?? null, mounts: [] },
        exports: {},
      },
      schemaChange,
    };
    // A push the CLI never finishes (codegen, a crash) is dropped by the next one.
    for (const [otherId, other] of this.staged) {
      this.staged.delete(otherId);
      if (other.modules.buildDir !== this.deployment.currentModules()?.buildDir) void fsp.rm(other.modules.buildDir, { recursive: true, force: true });
    }
    this.staged.set(id, push);
    return { push, response };
  }

  /** Convex refuses an auth.config.ts that reads an environment variable nobody has set; the CLI then says how to set it. */
  private async missingAuthEnvironmentVariable(dir: string): Promise<string | null> {
    const source = await fsp.readFile(path.join(dir, "auth.config.js"), "utf8").catch(() => null);
    if (source === null) return null;
    for (const match of source.matchAll(/process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g)) {
      const name = match[1] as string;
      if (!SYSTEM_ENV_VARS.has(name) && this.deployment.env.get(name) === undefined) {
        return `Environment variable ${name} is used in auth config file but its value was not set`;
      }
    }
    return null;
  }

  async startPush(body: Json): Promise<Json> {
    return (await this.stage(body)).response;
  }

  /** `deploy` without evaluate_schema: start_push that changes nothing. */
  async evaluatePush(body: Json): Promise<Json> {
    const { push, response } = await this.stage({ ...body, dryRun: true });
    this.drop(push);
    return { schemaChange: response.schemaChange };
  }

  /** The CLI's large-index and slow-validation warnings: the offline backend's data never reach their thresholds. */
  evaluateSchema(): Json {
    return {
      componentSchemaEvaluations: { "": { definitionPath: "", schemaValidation: true, tables: [], indexes: [], discardedStagedValidators: [] } },
      newComponentDefinitions: [],
    };
  }

  private pushOf(value: unknown): StagedPush | undefined {
    const schemaIds = (value as { schemaIds?: Record<string, unknown> } | undefined)?.schemaIds;
    const id = schemaIds?.[""];
    return typeof id === "string" ? this.staged.get(id) : undefined;
  }

  async waitForSchema(body: Json): Promise<Json> {
    const push = this.pushOf(body.schemaChange);
    if (push === undefined) return { type: "raceDetected" };
    const timeoutMs = typeof body.timeoutMs === "number" ? Math.min(body.timeoutMs, 60_000) : 10_000;
    await Promise.race([push.validation, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    const total = push.indexDiff.added_indexes.length;
    if (push.validated === undefined) {
      return { type: "inProgress", components: { "": { schemaValidationComplete: false, indexesComplete: 0, indexesTotal: total } } };
    }
    if (push.validated !== null) {
      return { type: "failed", error: push.validated.message, componentPath: "", tableName: push.validated.table };
    }
    return { type: "complete" };
  }

  async finishPush(body: Json): Promise<Json> {
    const startPush = object(body.startPush, "startPush");
    const push = this.pushOf(startPush.schemaChange);
    if (push === undefined) throw new PushError(400, "RaceDetected", "Hit an error while pushing:\nThis push was replaced by a newer one; push again.");
    if (body.dryRun === true || push.dryRun) {
      this.drop(push);
      return emptyDiff();
    }
    const run = this.finishing.then(() => this.activate(push));
    this.finishing = run.catch(() => undefined);
    return run;
  }

  private async activate(push: StagedPush): Promise<Json> {
    const previous = this.deployment.currentModules();
    const previousManifest = previous === null ? null : readPushedManifest(previous.buildDir);
    const previousProviders = (await previous?.loadAuthProviders?.().catch(() => [])) ?? [];
    this.staged.delete(push.id);
    try {
      await this.deployment.activatePush(push.modules);
    } catch (error) {
      await fsp.rm(push.modules.buildDir, { recursive: true, force: true });
      if (error instanceof SchemaViolationError) throw new PushError(400, "SchemaValidationFailed", `Hit an error while pushing:\n${error.message}`);
      throw error;
    }
    const nextProviders = (await push.modules.loadAuthProviders?.().catch(() => [])) ?? [];
    const before = new Set((previousManifest?.modules ?? []).map((module) => module.path));
    const after = new Set(push.hashes.map((module) => module.path));
    const previousCrons = previous?.crons ?? {};
    const nextCrons = push.modules.crons;
    const providerKey = (provider: { domain?: string; issuer?: string; applicationID?: string }) => `${provider.domain ?? provider.issuer ?? ""} ${provider.applicationID ?? ""}`;
    const previousSchema = previous?.schema ?? null;
    const schemaChanged = JSON.stringify(previousSchema) !== JSON.stringify(push.modules.schema);

    return {
      authDiff: {
        added: nextProviders.map(providerKey).filter((key) => !previousProviders.map(providerKey).includes(key)),
        removed: previousProviders.map(providerKey).filter((key) => !nextProviders.map(providerKey).includes(key)),
      },
      definitionDiffs: {},
      componentDiffs: {
        "": {
          diffType: { type: previousManifest === null ? "create" : "modify" },
          moduleDiff: { added: [...after].filter((path) => !before.has(path)), removed: [...before].filter((path) => !after.has(path)) },
          udfConfigDiff: null,
          cronDiff: {
            added: Object.keys(nextCrons).filter((name) => !(name in previousCrons)),
            updated: Object.keys(nextCrons).filter((name) => name in previousCrons && JSON.stringify(previousCrons[name]) !== JSON.stringify(nextCrons[name])),
            deleted: Object.keys(previousCrons).filter((name) => !(name in nextCrons)),
          },
          indexDiff: { added_indexes: push.indexDiff.added_indexes, removed_indexes: push.indexDiff.removed_indexes },
          schemaDiff: schemaChanged ? { previous_schema: previousSchema === null ? null : JSON.stringify(previousSchema), next_schema: JSON.stringify(push.modules.schema) } : null,
        },
      },
    };
  }

  private drop(push: StagedPush): void {
    this.staged.delete(push.id);
    void fsp.rm(push.modules.buildDir, { recursive: true, force: true });
  }
}

function emptyDiff(): Json {
  return { authDiff: { added: [], removed: [] }, definitionDiffs: {}, componentDiffs: {} };
}
