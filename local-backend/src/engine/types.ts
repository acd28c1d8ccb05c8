import type { JSONValue } from "convex/values";
import type { DeploymentAccess } from "./deployment.js";
import type { ExecutionLimits } from "./executor/execution-limits.js";

export type { ExecutionLimits };

export type UserIdentity = { tokenIdentifier: string; subject: string; issuer: string; [claim: string]: unknown };
/** who is calling: an end user (identity may be null = anonymous), or the admin key (may call internal functions) */
export type Caller = { kind: "user"; identity: UserIdentity | null } | { kind: "admin"; identity?: UserIdentity | null };

export type FunctionOutcome =
  | { status: "success"; value: JSONValue; logLines: string[]; /** the value as JSON text, where the engine has it (see success-outcome.ts) */ valueJson?: string }
  | { status: "error"; errorMessage: string; errorData?: JSONValue; logLines: string[] };
// `value`/`errorData` are in Convex JSON encoding (convexToJson), ready to send on the wire.

/** Opaque read set of a query run; the engine decides whether a commit invalidates it. */
export interface ReadSet { readonly _brand: "ReadSet" }

export interface QueryOutcome { outcome: FunctionOutcome; readSet: ReadSet; ts: bigint;
  /** pagination journal of this run (send it to the client as the query's journal; pass it back on re-runs) */
  journal?: string | null }
export interface MutationOutcome { outcome: FunctionOutcome; ts: bigint }   // ts = commit timestamp (or current ts on error)

export interface CommitNotice { ts: bigint; /** true if this commit may change the result of a query with this read set */
  invalidates(readSet: ReadSet): boolean }

/** One top-level function run, for the log stream `npx convex logs` and `npx convex dev` show. */
export interface FunctionRunReport {
  udfType: "Query" | "Mutation" | "Action" | "HttpAction";
  /** "bookings.js:create", or "GET /path" for an HTTP action */
  identifier: string;
  /** console lines as "[LEVEL] text" */
  logLines: string[];
  error: string | null;
  startedAt: number;
  durationMs: number;
  /** a query answered from the query cache, not run */
  cachedResult?: boolean;
}

export interface EngineOptions {
  functionsDir: string;        // e.g. "convex"
  dataDir: string;             // e.g. ".data"
  siteUrl: string;             // http://127.0.0.1:3211 (for ctx.storage.getUrl and CONVEX_SITE_URL)
  cloudUrl: string;            // http://127.0.0.1:3210
  watch?: boolean;             // reload functions on change
  /** serve the last code pushed by `npx convex dev/deploy` when the data folder has one (else the functions folder) */
  servePushedCode?: boolean;
  log?: (line: string) => void;
  /** snapshot and truncate the commit log once it grows past this many bytes (default 4 MiB) */
  compactAfterBytes?: number;
  /** false: never run scheduled functions or crons (one-shot CLI commands such as run/export/import); default true */
  runScheduledJobs?: boolean;
  /** time and memory limits of function runs (default: Convex's; tests shorten the action limits) */
  executionLimits?: Partial<ExecutionLimits>;
  /** run the engine's thread and its first function thread on one CPU (see executor/home-cpu.ts); default false */
  pinThreads?: boolean;
  /** approximate bytes of query results kept in the query cache (default 100 MiB, Convex's `UDF_CACHE_MAX_SIZE`) */
  queryCacheBytes?: number;
}

export interface Engine {
  /** latest committed timestamp; strictly increases on every commit (and may advance without writes) */
  currentTs(): bigint;
  /** args: the Convex-JSON-encoded args object (NOT wrapped in an array). path: "module:export" or "dir/module:export" (".js" suffix and missing ":default" tolerated) */
  /** subscribed: a subscription's run (its result is computed again as soon as a commit invalidates it) */
  runQuery(path: string, args: JSONValue, caller: Caller, atTs?: bigint, journal?: string | null, subscribed?: boolean): Promise<QueryOutcome>;
  runMutation(path: string, args: JSONValue, caller: Caller): Promise<MutationOutcome>;
  runAction(path: string, args: JSONValue, caller: Caller): Promise<FunctionOutcome>;
  /** HTTP actions from http.ts on the site port; also serves storage GET URLs and upload POST URLs it generated */
  handleSiteRequest(request: Request, identity?: UserIdentity | null): Promise<Response>;
  onCommit(listener: (notice: CommitNotice) => void): () => void;
  /** fires after functions are (re)loaded; subscribers re-run all queries */
  onReload(listener: () => void): () => void;
  /** the kind of a registered function (internal ones included), or null when there is no such function */
  functionKind(path: string): "query" | "mutation" | "action" | null;
  /** auth.config.ts providers, for JWT verification by the network layer */
  authProviders(): Array<{ domain?: string; applicationID?: string; type?: string; issuer?: string; jwks?: string; algorithm?: string }>;
  env: { get(name: string): string | undefined; set(name: string, value: string): Promise<void>; list(): Record<string, string> };
  /** what `npx convex dev/deploy`, `env`, `logs`, `export` and `import` need; absent on engines that cannot take pushes */
  deployment?: DeploymentAccess;
  exportJsonl(file: string): Promise<void>;
  importJsonl(file: string): Promise<void>;
  close(): Promise<void>;
}
