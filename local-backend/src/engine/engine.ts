import type { JSONValue } from "convex/values";
import { existsSync, watch, type FSWatcher, promises as fsp, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DeploymentAccess } from "./deployment.js";
import { describeError, EngineError, errorOutcome, toCallError } from "./errors.js";
import { FileStorage } from "./file-storage.js";
import { MAX_ARGS_BYTES } from "./limits.js";
import { readJsonl, writeJsonl } from "./jsonl.js";
import { Scheduler, SCHEDULED_FUNCTIONS, type MutationHooks } from "./scheduler.js";
import { FunctionCallError, FunctionRun, normalizePath, type CallKind, type EngineServices, type StoredFile } from "./execution.js";
import { kindOf, loadModules, type AuthProvider, type LoadedModules, type RegisteredFunction } from "./modules.js";
import { deployedBuild, loadPushedBuild, markDeployed } from "./pushed-build.js";
import { findSchemaViolation, findSchemaViolationGradually, SchemaViolationError, type SchemaViolation } from "./schema-check.js";
import { EXPORTS, functionIdentifier, SNAPSHOT_IMPORTS, systemQuery } from "./system-queries.js";
import { Persistence } from "./persistence.js";
import { QueryCache, queryCacheKey, type CachedQuery } from "./query-cache.js";
import { importInHost, installRuntime, randomSeed, realNow, seededRandom } from "./runtime.js";
import { Schema } from "./schema.js";
import { DbState, docJson, ReadSetImpl, TableRegistry, WriteSet, type TableIndexes } from "./store.js";
import { Transaction } from "./transaction.js";
import type {
  Caller,
  CommitNotice,
  Engine,
  EngineOptions,
  FunctionOutcome,
  FunctionRunReport,
  MutationOutcome,
  QueryOutcome,
  ReadSet,
  UserIdentity,
} from "./types.js";
import { validate, type IdChecker, type ValidatorJson } from "./validators.js";
import { successOutcome, withLogLines, type ResultText } from "./success-outcome.js";
import { CONVEX_EXECUTION_LIMITS } from "./executor/execution-limits.js";
import { FunctionExecutor, type FunctionTarget } from "./executor/function-executor.js";
import { functionWorkerScript } from "./executor/worker-script.js";
import type { Doc } from "./values.js";

interface FunctionValidators {
  args: ValidatorJson | null;
  returns: ValidatorJson | null;
}

const ENV = "_env";
const HISTORY_LENGTH = 256;

export class LocalEngine implements Engine, EngineServices, DeploymentAccess {
  readonly registry = new TableRegistry();
  readonly siteUrl: string;
  private modules: LoadedModules | null = null;
  private head = DbState.empty();
  private publishedState = DbState.empty();
  private history: DbState[] = [];
  private persistence!: Persistence;
  private readonly files: FileStorage;
  private readonly scheduler: Scheduler;
  private lockTail: Promise<void> = Promise.resolve();
  private lastPublished: Promise<void> = Promise.resolve();
  private readonly commitListeners = new Set<(notice: CommitNotice) => void>();
  private readonly reloadListeners = new Set<() => void>();
  private readonly runListeners = new Set<(report: FunctionRunReport) => void>();
  /** true once the engine serves pushed code (`npx convex dev/deploy`) instead of the functions folder */
  private servingPush = false;
  private readonly envCache = new Map<string, { id: string; value: string }>();
  private envGeneration = 0;
  private executor!: FunctionExecutor;
  private readonly queryCache: QueryCache;
  private authProviderList: AuthProvider[] = [];
  private watcher: FSWatcher | null = null;
  private closed = false;
  private readonly validatorCache = new WeakMap<RegisteredFunction, FunctionValidators>();
  private readonly log: (line: string) => void;
  private readonly runsJobs: boolean;
  readonly schema = new Schema();
  private readonly ids: IdChecker = { isIdOfTable: (id, table) => this.registry.tableOfId(id) === table };

  constructor(private readonly options: EngineOptions) {
    this.siteUrl = options.siteUrl.replace(/\/$/, "");
    this.queryCache = new QueryCache(options.queryCacheBytes);
    this.log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
    this.files = new FileStorage(options.dataDir, this.siteUrl, this.registry, (body) => this.systemMutation(body));
    this.scheduler = new Scheduler({
      published: () => this.publishedState,
      functionKind: (path) => this.functionKind(path),
      systemMutation: (body) => this.systemMutation(body),
      runMutation: (path, args, jobId, hooks) => this.executeMutation(path, args, null, true, jobId, hooks),
      runAction: (path, args, jobId) => this.executeAction(path, args, null, true, jobId),
      log: (line) => this.log(line),
    });
    this.runsJobs = options.runScheduledJobs !== false;
  }

  // ------------------------------------------------------------------------------------------
  // Start-up, reload, shutdown
  // ------------------------------------------------------------------------------------------

  async start(): Promise<void> {
    installRuntime();
    mkdirSync(this.options.dataDir, { recursive: true });
    this.executor = new FunctionExecutor({
      workerScript: await functionWorkerScript(),
      limits: { ...CONVEX_EXECUTION_LIMITS, ...this.options.executionLimits },
      log: this.log,
      environment: { generation: () => this.envGeneration, values: () => this.environment() },
      pinThreads: this.options.pinThreads === true,
    });
    const pushed = this.options.servePushedCode === true ? deployedBuild(this.buildsDir) : null;
    // Waiting for a first push with no functions folder at hand is not an error.
    const awaitingPush = this.options.servePushedCode === true && !existsSync(this.options.functionsDir);
    try {
      if (pushed !== null) await this.loadPushed(pushed);
      else if (!awaitingPush) await this.loadFunctions(true);
    } catch (error) {
      this.log(`error: could not load functions from ${pushed ?? this.options.functionsDir}: ${errorText(error)}`);
    }
    const { persistence, state } = await Persistence.open(this.options.dataDir, this.registry, (t) => this.indexesFor(t), this.log, this.options.compactAfterBytes);
    this.persistence = persistence;
    this.head = state;
    this.publishedState = state;
    this.history = [state];
    // Only now that the log has registered the table numbers in use may new tables get numbers.
    this.numberSchemaTables();
    this.refreshEnvCache(state);
    await this.refreshAuthProviders();
    if (this.runsJobs) {
      this.scheduler.recover();
      this.scheduler.setCrons(this.modules?.crons ?? {});
    }
    if (this.options.watch === true && !this.servingPush) this.startWatching();
  }

  get buildsDir(): string {
    return path.join(this.options.dataDir, "modules");
  }

  private async loadPushed(dir: string): Promise<void> {
    this.modules = await this.stagePushedBuild(dir);
    this.useNewBuild();
    this.schema.load(this.modules.schema);
    this.servingPush = true;
  }

  /** New code: threads import it afresh, and no query result computed by the old code holds. */
  private useNewBuild(): void {
    this.executor.useNewBuild();
    this.queryCache.clear();
  }

  private indexesFor(table: string): TableIndexes {
    return this.schema.indexesFor(table);
  }

  private async loadFunctions(reuseBuild: boolean): Promise<void> {
    const buildsDir = this.buildsDir;
    mkdirSync(buildsDir, { recursive: true });
    const modules = await loadModules(this.options.functionsDir, buildsDir, (url) => this.importInContext(url), reuseBuild);
    this.modules = modules;
    this.schema.load(modules.schema);
    this.useNewBuild();
    await this.dropOtherBuilds(modules.buildDir);
  }

  /**
   * Drops older builds; the current one stays imported, pushed ones stay for the next push and restart,
   * and so do the builds a push still imports unchanged modules from (see loadPushedBuild).
   */
  private async dropOtherBuilds(current: string, dropPushed = false): Promise<void> {
    const inUse = new Set([...(this.modules?.importedFrom?.values() ?? [])].map((url) => path.relative(this.buildsDir, fileURLToPath(url)).split(path.sep)[0]));
    for (const entry of await fsp.readdir(this.buildsDir, { withFileTypes: true })) {
      const dir = path.join(this.buildsDir, entry.name);
      if (!entry.isDirectory() || dir === current || inUse.has(entry.name) || (!dropPushed && entry.name.startsWith("push-"))) continue;
      // A push staged after this one (its name starts with its creation time) is not ours to remove.
      if (entry.name.startsWith("push-") && entry.name > path.basename(current)) continue;
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  /** Imports a pushed build (see pushed-build.ts) in the deployment's context, without activating it. */
  stagePushedBuild(dir: string): Promise<LoadedModules> {
    return loadPushedBuild(dir, (url) => this.importInContext(url), this.modules);
  }

  /** The modules being served (for the push flow's diffs and the CLI's system queries). */
  currentModules(): LoadedModules | null {
    return this.modules;
  }

  isServingPush(): boolean {
    return this.servingPush;
  }

  get deployment(): DeploymentAccess {
    return this;
  }

  checkSchema(schema: LoadedModules["schema"]): Promise<SchemaViolation | null> {
    if (JSON.stringify(schema) === JSON.stringify(this.modules?.schema ?? null)) return Promise.resolve(null);
    return findSchemaViolationGradually(this.publishedState, schema, this.ids);
  }

  putBlob(bytes: Uint8Array): Promise<{ sha256: string; size: number }> {
    return this.files.putBytes(bytes);
  }

  /**
   * Makes a staged push the deployment's code in one step: existing documents are checked against its
   * schema first (a SchemaViolationError leaves everything as it was), then indexes are rebuilt and the
   * build becomes the one a restart serves.
   */
  async activatePush(modules: LoadedModules): Promise<void> {
    const release = await this.lock();
    try {
      await this.lastPublished;
      // Every write was validated against the current schema: only a changed schema needs a scan.
      const schemaChanged = JSON.stringify(modules.schema) !== JSON.stringify(this.modules?.schema ?? null);
      const violation = schemaChanged ? findSchemaViolation(this.head, modules.schema, this.ids) : null;
      if (violation !== null) throw new SchemaViolationError(violation);
      this.modules = modules;
      this.useNewBuild();
      this.schema.load(modules.schema);
      this.numberSchemaTables();
      this.reindexHead();
    } finally {
      release();
    }
    await markDeployed(this.buildsDir, modules.buildDir);
    this.servingPush = true;
    this.watcher?.close();
    this.watcher = null;
    await this.afterModulesChanged("functions pushed: now serving the new code");
    void this.dropOtherBuilds(modules.buildDir, true).catch((error: unknown) => this.log(`warning: old builds not removed: ${errorText(error)}`));
  }

  private reindexHead(): void {
    let state = this.head;
    for (const table of state.tables.values()) state = state.withTable(table.reindex(this.indexesFor(table.name)));
    this.head = state;
    this.publishedState = state;
    this.history = [state];
  }

  private async afterModulesChanged(message: string): Promise<void> {
    await this.refreshAuthProviders();
    if (this.runsJobs) this.scheduler.setCrons(this.modules?.crons ?? {});
    this.log(message);
    for (const listener of this.reloadListeners) listener();
  }

  /** Gives every table of the schema its number, so `v.id("table")` can recognise ids of empty tables too. */
  private numberSchemaTables(): void {
    for (const name of this.schema.tableNames()) this.registry.ensure(name);
  }

  /** Imports a bundle inside a neutral run context so module-level code sees the deployment env. */
  private async importInContext(url: string): Promise<Record<string, unknown>> {
    const logLines: string[] = [];
    const host = new FunctionRun(this, "action", "<module load>", null, null, null, null, logLines);
    try {
      return await importInHost(host, () => import(url) as Promise<Record<string, unknown>>);
    } finally {
      for (const line of logLines) this.log(`[module load] ${line}`);
    }
  }

  private async reload(): Promise<void> {
    try {
      await this.loadFunctions(false);
    } catch (error) {
      this.log(`error: reloading functions failed, keeping the previous version: ${errorText(error)}`);
      return;
    }
    this.numberSchemaTables();
    const release = await this.lock();
    try {
      await this.lastPublished;
      this.reindexHead();
    } finally {
      release();
    }
    await this.afterModulesChanged("functions reloaded");
  }

  private startWatching(): void {
    let timer: NodeJS.Timeout | null = null;
    try {
      this.watcher = watch(this.options.functionsDir, { recursive: true }, (_event, file) => {
        if (file !== null && path.basename(file).startsWith(".")) return;
        if (timer !== null) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          void this.reload();
        }, 150);
      });
    } catch (error) {
      this.log(`warning: cannot watch ${this.options.functionsDir} for changes: ${errorText(error)}`);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.watcher?.close();
    this.scheduler.stop();
    await this.executor.close();
    const release = await this.lock();
    try {
      await this.lastPublished;
      await this.persistence.close();
    } finally {
      release();
    }
  }

  // ------------------------------------------------------------------------------------------
  // Public API
  // ------------------------------------------------------------------------------------------

  currentTs(): bigint {
    return this.publishedState.ts;
  }

  published(): DbState {
    return this.publishedState;
  }

  onCommit(listener: (notice: CommitNotice) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  onReload(listener: () => void): () => void {
    this.reloadListeners.add(listener);
    return () => this.reloadListeners.delete(listener);
  }

  onFunctionRun(listener: (report: FunctionRunReport) => void): () => void {
    this.runListeners.add(listener);
    return () => this.runListeners.delete(listener);
  }

  private reportRun(udfType: FunctionRunReport["udfType"], path: string, startedAt: number, outcome: FunctionOutcome, cachedResult = false): void {
    if (this.runListeners.size === 0) return;
    const report: FunctionRunReport = {
      udfType,
      identifier: udfType === "HttpAction" ? path : functionIdentifier(normalizePath(path)),
      logLines: outcome.logLines,
      error: outcome.status === "error" ? outcome.errorMessage : null,
      startedAt,
      durationMs: realNow() - startedAt,
      ...(cachedResult ? { cachedResult } : {}),
    };
    for (const listener of this.runListeners) listener(report);
  }

  functionKind(path: string): CallKind | null {
    const fn = this.modules?.functions.get(normalizePath(path));
    const kind = fn === undefined ? null : kindOf(fn);
    return kind === "httpAction" ? null : kind;
  }

  authProviders(): AuthProvider[] {
    return this.authProviderList;
  }

  async runQuery(path: string, args: JSONValue, caller: Caller, atTs?: bigint, journal?: string | null, subscribed = false): Promise<QueryOutcome> {
    let state = this.snapshotAt(atTs);
    const system = caller.kind === "admin" ? systemQuery(normalizePath(path)) : undefined;
    if (system !== undefined) {
      const readSet = new ReadSetImpl();
      const context = { state, readSet, modules: this.modules, envVar: (name: string) => this.envVar(name), cloudUrl: this.options.cloudUrl };
      return { outcome: { status: "success", value: system(args as Record<string, JSONValue>, context), logLines: [] }, readSet: readSet as ReadSet, ts: state.ts, journal: null };
    }
    const journalIn = journal ?? null;
    const key = queryCacheKey(normalizePath(path), args, caller, journalIn);
    let cached = this.queryCache.lookup(key, state.ts);
    if (cached === undefined) {
      const pending = this.queryCache.pending(key, state.ts);
      if (pending !== undefined) {
        await pending;
        // the snapshot asked for may have been published meanwhile
        state = this.snapshotAt(atTs);
        cached = this.queryCache.lookup(key, state.ts);
      }
    }
    const ts = atTs !== undefined && atTs >= state.ts && atTs <= this.publishedState.ts ? atTs : state.ts;
    if (cached !== undefined) {
      if (subscribed) cached.subscribed = true;
      const logLines = cached.logLinesTaken ? [] : cached.outcome.logLines;
      cached.logLinesTaken = true;
      const outcome = withLogLines(cached.outcome, logLines);
      this.reportRun("Query", path, realNow(), outcome, true);
      return { outcome, readSet: cached.readSet as ReadSet, ts, journal: cached.journal };
    }
    const run = await this.runQueryAt(key, state, path, args, caller, journalIn, subscribed);
    return { outcome: run.outcome, readSet: run.readSet as ReadSet, ts, journal: run.journal };
  }

  /** Runs a query at `state` and caches its result (a success) for every later timestamp it stays valid. */
  private async runQueryAt(key: string, state: DbState, path: string, args: JSONValue, caller: Caller, journalIn: string | null, subscribed: boolean, background = false) {
    const generation = this.queryCache.generation;
    const readSet = new ReadSetImpl();
    const logLines: string[] = [];
    const pageJournal = { endCursor: parseJournal(journalIn) };
    const startedAt = realNow();
    let outcome: FunctionOutcome;
    let readClock = false;
    let resultChars = 0;
    try {
      const fn = this.lookup(path, "query", caller.kind === "admin");
      const txn = this.newTransaction(state, readSet);
      const run = new FunctionRun(this, "query", normalizePath(path), txn, caller.identity ?? null, realNow(), seededRandom(randomSeed()), logLines, null, pageJournal);
      run.background = background;
      outcome = successOutcome(await this.invokeForText(fn, "query", run, args), logLines);
      readClock = run.readClock;
      resultChars = run.resultChars;
    } catch (error) {
      outcome = errorOutcome(error, logLines);
    }
    this.reportRun("Query", path, startedAt, outcome);
    const journal = pageJournal.endCursor === null ? null : JSON.stringify({ endCursor: pageJournal.endCursor });
    // A result that read the time is only valid at that time: such queries run every time, as before.
    if (outcome.status === "success" && !readClock) {
      const entry: CachedQuery = { path, args, caller, journalIn, fromTs: state.ts, outcome, readSet, journal, resultChars, subscribed, logLinesTaken: true };
      this.queryCache.store(key, entry, generation);
    }
    return { outcome, readSet, journal };
  }

  /** Computes again, at the state a commit made, the subscribed results it invalidated (see QueryCache). */
  private refreshQueries(state: DbState, invalidated: Array<[string, CachedQuery]>): void {
    for (const [key, entry] of invalidated) {
      this.queryCache.refresh(key, state.ts, async () => {
        // Kept for the subscription that takes it, with its console lines; it counts as subscribed again only
        // once taken, so a result nobody subscribes to any more is not computed after every commit.
        const run = await this.runQueryAt(key, state, entry.path, entry.args, entry.caller, entry.journalIn, false, true);
        const stored = this.queryCache.lookup(key, state.ts);
        if (stored !== undefined && stored.outcome === run.outcome) stored.logLinesTaken = false;
      });
    }
  }

  async runMutation(path: string, args: JSONValue, caller: Caller): Promise<MutationOutcome> {
    return this.executeMutation(path, args, caller.identity ?? null, caller.kind === "admin");
  }

  async runAction(path: string, args: JSONValue, caller: Caller): Promise<FunctionOutcome> {
    return this.executeAction(path, args, caller.identity ?? null, caller.kind === "admin");
  }

  readonly env = {
    get: (name: string): string | undefined => this.envCache.get(name)?.value,
    set: async (name: string, value: string): Promise<void> => {
      await this.systemMutation((txn) => {
        const existing = this.envCache.get(name);
        const current = existing === undefined ? undefined : txn.state.table(ENV)?.get(existing.id);
        if (current === undefined) txn.insertSystem(ENV, { name, value });
        else txn.putSystem(ENV, { ...current.doc, value } as Doc, existing!.id);
      });
      await this.refreshAuthProviders();
    },
    list: (): Record<string, string> => Object.fromEntries([...this.envCache].map(([name, { value }]) => [name, value])),
    remove: async (name: string): Promise<void> => {
      const existing = this.envCache.get(name);
      if (existing === undefined) return;
      await this.systemMutation((txn) => txn.putSystem(ENV, null, existing.id));
      await this.refreshAuthProviders();
    },
  };

  // ------------------------------------------------------------------------------------------
  // Functions
  // ------------------------------------------------------------------------------------------

  private lookup(path: string, kind: CallKind, allowInternal: boolean): RegisteredFunction {
    const normalized = normalizePath(path);
    const fn = this.modules?.functions.get(normalized);
    if (fn === undefined || (!allowInternal && fn.isPublic !== true)) {
      throw new EngineError(
        `Could not find public function for '${normalized.replace(/:default$/, "")}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`,
      );
    }
    const actual = kindOf(fn);
    if (actual !== kind) {
      const label = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);
      throw new EngineError(`Trying to execute ${normalized} as ${label(kind)}, but it is defined as ${label(String(actual))}.`);
    }
    return fn;
  }

  private validators(fn: RegisteredFunction): FunctionValidators {
    let cached = this.validatorCache.get(fn);
    if (cached === undefined) {
      const args = fn.exportArgs === undefined ? null : (JSON.parse(fn.exportArgs()) as ValidatorJson | null);
      const returns = fn.exportReturns === undefined ? null : (JSON.parse(fn.exportReturns()) as ValidatorJson | null);
      cached = { args, returns };
      this.validatorCache.set(fn, cached);
    }
    return cached;
  }

  private async invoke(fn: RegisteredFunction, kind: CallKind, run: FunctionRun, args: JSONValue): Promise<JSONValue> {
    const result = await this.invokeForText(fn, kind, run, args);
    return result.value !== undefined ? result.value : (JSON.parse(result.json) as JSONValue);
  }

  /** Runs a function; its result is parsed here only when a `returns` validator must check it. */
  private async invokeForText(fn: RegisteredFunction, kind: CallKind, run: FunctionRun, args: JSONValue): Promise<ResultText> {
    const { args: argsValidator, returns } = this.validators(fn);
    if (typeof args !== "object" || args === null || Array.isArray(args)) {
      throw new EngineError(`ArgumentValidationError: Arguments must be an object, got ${JSON.stringify(args)}.`);
    }
    if (argsValidator !== null) {
      const problem = validate(argsValidator, args, this.ids);
      if (problem !== null) throw new EngineError(`ArgumentValidationError: ${problem}`);
    }
    const argsString = JSON.stringify([args]);
    if (argsString.length > MAX_ARGS_BYTES) {
      throw new EngineError(`Arguments for ${run.udfPath} are too large (${(argsString.length / 2 ** 20).toFixed(1)} MiB, the maximum is 16 MiB).`);
    }
    const resultString = await this.executor.run(run, this.target(run.udfPath), kind, argsString);
    run.resultChars = resultString.length;
    if (returns === null) return { json: resultString };
    const result = JSON.parse(resultString) as JSONValue;
    const problem = validate(returns, result, this.ids);
    if (problem !== null) throw new EngineError(`ReturnsValidationError: ${problem}`);
    return { json: resultString, value: result };
  }

  /** Where the code of a function is: its module in the current build. */
  private target(udfPath: string): FunctionTarget {
    const colon = udfPath.indexOf(":");
    const moduleName = udfPath.slice(0, colon);
    const location = this.modules?.moduleUrls.get(moduleName);
    if (location === undefined) throw new EngineError(`Could not find module '${moduleName}'.`);
    return { moduleUrl: location.url, runtime: location.runtime, exportName: udfPath.slice(colon + 1) };
  }

  private newTransaction(state: DbState, readSet: ReadSetImpl | null): Transaction {
    return new Transaction(state, readSet, this.schema, this.registry, realNow());
  }

  private lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.lockTail;
    this.lockTail = previous.then(() => held);
    return previous.then(() => release);
  }

  private async executeMutation(path: string, args: JSONValue, identity: UserIdentity | null, allowInternal: boolean, jobId: string | null = null, hooks: MutationHooks = {}): Promise<MutationOutcome> {
    const startedAt = realNow();
    const result = await this.executeMutationRun(path, args, identity, allowInternal, jobId, hooks);
    this.reportRun("Mutation", path, startedAt, result.outcome);
    return result;
  }

  private async executeMutationRun(path: string, args: JSONValue, identity: UserIdentity | null, allowInternal: boolean, jobId: string | null, hooks: MutationHooks): Promise<MutationOutcome> {
    const logLines: string[] = [];
    let fn: RegisteredFunction;
    try {
      fn = this.lookup(path, "mutation", allowInternal);
    } catch (error) {
      return { outcome: errorOutcome(error, logLines), ts: this.currentTs() };
    }
    const release = await this.lock();
    let committed: Promise<bigint> | null = null;
    let outcome: FunctionOutcome;
    try {
      const txn = this.newTransaction(this.head, null);
      if (hooks.before !== undefined && !hooks.before(txn)) {
        return { outcome: { status: "success", value: null, logLines }, ts: this.currentTs() };
      }
      const run = new FunctionRun(this, "mutation", normalizePath(path), txn, identity, realNow(), seededRandom(randomSeed()), logLines, jobId);
      const result = await this.invokeForText(fn, "mutation", run, args);
      hooks.after?.(txn);
      committed = this.commit(txn);
      outcome = successOutcome(result, logLines);
    } catch (error) {
      outcome = errorOutcome(error, logLines);
    } finally {
      release();
    }
    const ts = committed === null ? this.currentTs() : await committed;
    return { outcome, ts };
  }

  private async executeAction(path: string, args: JSONValue, identity: UserIdentity | null, allowInternal: boolean, jobId: string | null = null): Promise<FunctionOutcome> {
    const startedAt = realNow();
    const outcome = await this.executeActionRun(path, args, identity, allowInternal, jobId);
    this.reportRun("Action", path, startedAt, outcome);
    return outcome;
  }

  private async executeActionRun(path: string, args: JSONValue, identity: UserIdentity | null, allowInternal: boolean, jobId: string | null): Promise<FunctionOutcome> {
    const logLines: string[] = [];
    try {
      const fn = this.lookup(path, "action", allowInternal);
      const run = new FunctionRun(this, "action", normalizePath(path), null, identity, null, null, logLines, jobId);
      return successOutcome(await this.invokeForText(fn, "action", run, args), logLines);
    } catch (error) {
      return errorOutcome(error, logLines);
    }
  }

  async callFromFunction(kind: CallKind, path: string, args: JSONValue, parent: FunctionRun): Promise<JSONValue> {
    const txn = parent.txn;
    if (txn !== null && kind !== "action") {
      let fn: RegisteredFunction;
      try {
        fn = this.lookup(path, kind, true);
      } catch (error) {
        throw new FunctionCallError((error as Error).message);
      }
      const savepoint = txn.state;
      const child = new FunctionRun(this, kind, normalizePath(path), txn, parent.identity, parent.frozenNow, parent.random, parent.logLines, parent.scheduledJobId);
      child.parent = parent;
      try {
        return await this.invoke(fn, kind, child, args);
      } catch (error) {
        if (kind === "mutation") txn.state = savepoint;
        const described = describeError(error);
        throw new FunctionCallError(described.message, described.data);
      } finally {
        if (child.readClock) parent.readClock = true;
      }
    }
    if (txn !== null) throw new FunctionCallError("Actions can only be called from actions, not from queries or mutations.");
    // A call from an action is a top-level run of its own.
    const outcome: FunctionOutcome =
      kind === "query"
        ? (await this.runQuery(path, args, { kind: "admin", identity: parent.identity })).outcome
        : kind === "mutation"
          ? (await this.executeMutation(path, args, parent.identity, true)).outcome
          : await this.executeAction(path, args, parent.identity, true);
    parent.logLines.push(...outcome.logLines);
    if (outcome.status === "error") throw toCallError(outcome);
    return outcome.value;
  }

  // ------------------------------------------------------------------------------------------
  // Commits
  // ------------------------------------------------------------------------------------------

  private nextTs(): bigint {
    const wallClock = BigInt(realNow()) * 1_000_000n;
    return wallClock > this.head.ts ? wallClock : this.head.ts + 1n;
  }

  /** Makes the transaction the new head and logs it; resolves with its ts once durable and published. */
  private commit(txn: Transaction): Promise<bigint> {
    const writes = txn.finalWrites();
    if (writes.length === 0) {
      const ts = this.head.ts;
      return this.lastPublished.then(() => ts);
    }
    const ts = this.nextTs();
    const state = txn.state.withMeta(ts, txn.lastCreationTime);
    this.head = state;
    const writeSet = new WriteSet();
    for (const write of writes) writeSet.addDocument(state.table(write.table) ?? txn.emptyTable(write.table), write.before, write.after);
    if (writes.some((write) => write.table === ENV)) this.queryCache.clear();
    // The log write goes first, so the subscribed results are computed while it is made durable.
    const durable = this.persistence.append({
      ts,
      lastCreationTime: txn.lastCreationTime,
      // the stored record keeps the text it is logged with: the first read of the document needs no encoding
      writes: writes.map((w) => (w.after === null ? { table: w.table, id: w.id, doc: null } : { table: w.table, id: w.id, doc: w.after.doc, json: docJson(w.after) })),
      newTables: this.registry.takeUnpersisted(),
    });
    this.refreshQueries(state, this.queryCache.invalidate(ts, writeSet));
    const published = durable.then(
      () => {
        this.publish(state, writeSet, writes.map((w) => ({ table: w.table, doc: w.after?.doc ?? null, id: w.id })));
        return ts;
      },
      (error: unknown) => {
        this.queryCache.clear();
        this.log(`fatal: could not write the commit log: ${errorText(error)}`);
        throw new EngineError(`The commit could not be made durable: ${errorText(error)}`);
      },
    );
    this.lastPublished = published.then(
      () => undefined,
      () => undefined,
    );
    return published;
  }

  private publish(state: DbState, writeSet: WriteSet, writes: Array<{ table: string; id: string; doc: Doc | null }>): void {
    this.publishedState = state;
    this.history.push(state);
    if (this.history.length > HISTORY_LENGTH) this.history.splice(0, this.history.length - HISTORY_LENGTH);
    for (const write of writes) {
      if (write.table === ENV) this.refreshEnvCache(state);
      if (write.table === SCHEDULED_FUNCTIONS && this.runsJobs) this.scheduler.jobChanged(write.id, write.doc);
    }
    const notice: CommitNotice = { ts: state.ts, invalidates: (readSet) => writeSet.intersects(readSet as unknown as ReadSetImpl) };
    for (const listener of this.commitListeners) {
      try {
        listener(notice);
      } catch (error) {
        this.log(`error in a commit listener: ${errorText(error)}`);
      }
    }
    if (this.persistence.shouldCompact()) void this.persistence.compact(this.head, this.registry);
  }

  /** The snapshot current at `atTs`; the latest one when atTs is newer, or too old to be retained. */
  private snapshotAt(atTs: bigint | undefined): DbState {
    if (atTs === undefined || atTs >= this.publishedState.ts) return this.publishedState;
    for (let i = this.history.length - 1; i >= 0; i--) {
      const state = this.history[i] as DbState;
      if (state.ts <= atTs) return state;
    }
    return this.publishedState;
  }

  /** Commits a change to system tables made by the engine itself. */
  async systemMutation<T>(body: (txn: Transaction) => T): Promise<T> {
    const release = await this.lock();
    let committed: Promise<bigint>;
    let result: T;
    try {
      const txn = this.newTransaction(this.head, null);
      result = body(txn);
      committed = this.commit(txn);
    } finally {
      release();
    }
    await committed;
    return result;
  }

  // ------------------------------------------------------------------------------------------
  // Environment variables
  // ------------------------------------------------------------------------------------------

  private refreshEnvCache(state: DbState): void {
    this.envGeneration += 1;
    this.envCache.clear();
    for (const record of state.table(ENV)?.records() ?? []) {
      this.envCache.set(record.doc.name as string, { id: record.doc._id, value: record.doc.value as string });
    }
  }

  envVar(name: string): string | undefined {
    const value = this.envCache.get(name)?.value;
    if (value !== undefined) return value;
    if (name === "CONVEX_CLOUD_URL") return this.options.cloudUrl;
    if (name === "CONVEX_SITE_URL") return this.siteUrl;
    return undefined;
  }

  /** The environment functions see in `process.env`. */
  private environment(): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of this.envVarNames()) {
      const value = this.envVar(name);
      if (value !== undefined) values[name] = value;
    }
    return values;
  }

  envVarNames(): string[] {
    const names = new Set(this.envCache.keys());
    names.add("CONVEX_CLOUD_URL");
    names.add("CONVEX_SITE_URL");
    return [...names];
  }

  private async refreshAuthProviders(): Promise<void> {
    if (this.modules?.loadAuthProviders == null) {
      this.authProviderList = [];
      return;
    }
    try {
      this.authProviderList = await this.modules.loadAuthProviders();
    } catch (error) {
      this.log(`error: auth.config.ts failed to load: ${errorText(error)}`);
    }
  }

  // ------------------------------------------------------------------------------------------
  // File storage and HTTP actions
  // ------------------------------------------------------------------------------------------

  scheduleJob(txn: Transaction, path: string, args: JSONValue, runAtMs: number): string {
    return Scheduler.schedule(txn, path, args, runAtMs);
  }

  cancelJob(txn: Transaction, id: string): void {
    Scheduler.cancel(txn, id);
  }

  storeBlob(bytes: Uint8Array, contentType: string | null, txn: Transaction | null): Promise<string> {
    return this.files.store(bytes, contentType, txn);
  }

  fileMetadata(storageId: string, state: DbState): StoredFile | null {
    return this.files.metadata(storageId, state);
  }

  readBlob(storageId: string, state: DbState): Promise<{ bytes: Buffer; contentType: string | null } | null> {
    return this.files.read(storageId, state);
  }

  deleteFile(txn: Transaction, storageId: string): void {
    this.files.delete(txn, storageId);
  }

  generateUploadUrl(): string {
    return this.files.uploadUrl();
  }

  fileUrl(storageId: string): string {
    return this.files.downloadUrl(storageId);
  }

  async handleSiteRequest(request: Request, identity: UserIdentity | null = null): Promise<Response> {
    const url = new URL(request.url);
    const storageResponse = await this.files.handle(request, url, () => this.publishedState);
    if (storageResponse !== null) return storageResponse;
    const match = this.modules?.httpRouter?.lookup(url.pathname, request.method) ?? null;
    const httpModule = this.modules?.moduleUrls.get("http");
    if (match === null || httpModule === undefined) return new Response(`No HttpAction routed for ${url.pathname}`, { status: 404 });
    const logLines: string[] = [];
    const run = new FunctionRun(this, "httpAction", url.pathname, null, identity, null, null, logLines);
    const startedAt = realNow();
    let error: string | null = null;
    try {
      return await this.executor.serveHttp(run, httpModule.url, request);
    } catch (thrown) {
      const outcome = errorOutcome(thrown, logLines);
      error = outcome.status === "error" ? outcome.errorMessage : "Error";
      this.log(`[http ${request.method} ${url.pathname}] ${error}`);
      return new Response(error, { status: 500 });
    } finally {
      for (const line of logLines) this.log(`[http ${request.method} ${url.pathname}] ${line}`);
      const outcome: FunctionOutcome = error === null ? { status: "success", value: null, logLines } : { status: "error", errorMessage: error, logLines };
      this.reportRun("HttpAction", `${request.method} ${url.pathname}`, startedAt, outcome);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Export / import
  // ------------------------------------------------------------------------------------------

  async exportJsonl(file: string): Promise<void> {
    await this.lastPublished;
    await writeJsonl(this.publishedState, file, new Set([ENV, EXPORTS, SNAPSHOT_IMPORTS]));
  }

  /**
   * Restores an export in one commit: every table in the file ends up holding exactly the file's
   * documents (same ids and creation times); tables not in the file are left alone.
   */
  async importJsonl(file: string): Promise<void> {
    const rows = await readJsonl(file, this.registry);
    const tables = new Set(rows.map((row) => row.table));
    await this.systemMutation((txn) => {
      for (const name of tables) {
        for (const record of txn.state.table(name)?.records() ?? []) txn.putSystem(name, null, record.doc._id);
      }
      for (const { table, doc } of rows) {
        txn.putSystem(table, doc, doc._id);
        if (doc._creationTime > txn.lastCreationTime) txn.lastCreationTime = doc._creationTime;
      }
    });
  }
}

function parseJournal(journal: string | null | undefined): string | null {
  if (journal == null || journal === "") return null;
  try {
    const parsed = JSON.parse(journal) as { endCursor?: unknown };
    return typeof parsed.endCursor === "string" ? parsed.endCursor : null;
  } catch {
    return null;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
