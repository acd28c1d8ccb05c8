import { convexToJson, type JSONValue } from "convex/values";
import { Base64 } from "convex/values";
import { paginate, startQuery, type DocumentStream, type QueryContext, type SerializedQuery, type PageRequest } from "./query.js";
import type { ReadAhead } from "./executor/protocol.js";
import { TransactionMetrics } from "./limits.js";
import type { RunHost } from "./runtime.js";
import { ReadSetImpl, type DbState, type TableRegistry } from "./store.js";
import { docJson } from "./store.js";
import type { SchemaAccess, Transaction } from "./transaction.js";
import type { UserIdentity } from "./types.js";
import { encodeKeyValue, isPlainObject, type Doc, type JsonObject } from "./values.js";

export type CallKind = "query" | "mutation" | "action";

/** An error that crosses a function boundary, with ConvexError data (Convex JSON) if any. */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly data?: JSONValue,
  ) {
    super(message);
    this.name = "FunctionCallError";
  }
}

export interface StoredFile {
  storageId: string;
  sha256: string;
  size: number;
  contentType: string | null;
}

/** What a running function needs from the engine. */
export interface EngineServices {
  readonly registry: TableRegistry;
  readonly schema: SchemaAccess;
  envVar(name: string): string | undefined;
  envVarNames(): string[];
  published(): DbState;
  /** runs another function on behalf of a running one (internal functions allowed) */
  callFromFunction(kind: CallKind, path: string, args: JSONValue, parent: FunctionRun): Promise<JSONValue>;
  /** a small mutation of system tables outside of user code (actions scheduling, storing files…) */
  systemMutation<T>(body: (txn: Transaction) => T): Promise<T>;
  scheduleJob(txn: Transaction, path: string, args: JSONValue, runAtMs: number): string;
  cancelJob(txn: Transaction, id: string): void;
  storeBlob(bytes: Uint8Array, contentType: string | null, txn: Transaction | null): Promise<string>;
  readBlob(storageId: string, state: DbState): Promise<{ bytes: Buffer; contentType: string | null } | null>;
  fileMetadata(storageId: string, state: DbState): StoredFile | null;
  deleteFile(txn: Transaction, storageId: string): void;
  generateUploadUrl(): string;
  fileUrl(storageId: string): string;
}

export function normalizePath(path: string): string {
  const [module, name] = path.includes(":") ? (path.split(":", 2) as [string, string]) : [path, "default"];
  return `${module.replace(/\.(js|ts|mjs|jsx|tsx)$/, "")}:${name || "default"}`;
}

interface FunctionAddress {
  name?: string;
  reference?: string;
  functionHandle?: string;
}

export function resolveAddress(address: FunctionAddress): string {
  if (typeof address.functionHandle === "string") {
    const handle = address.functionHandle.replace(/^function:\/\//, "");
    return normalizePath(handle.slice(handle.indexOf(";") + 1));
  }
  if (typeof address.name === "string") return normalizePath(address.name);
  throw new Error("Calling functions of components is not supported by the local backend.");
}

let requestCounter = 0;

/** The async syscalls `immediateSyscall` answers. */
export const IMMEDIATE_SYSCALLS: ReadonlySet<string> = new Set([
  "1.0/get",
  "1.0/queryStreamNext",
  "1.0/queryPage",
  "1.0/count",
  "1.0/insert",
  "1.0/shallowMerge",
  "1.0/replace",
  "1.0/remove",
  "1.0/getUserIdentity",
  "1.0/schedule",
  "1.0/cancel_job",
  "1.0/storageGenerateUploadUrl",
  "1.0/storageGetUrl",
  "1.0/storageGetMetadata",
  "1.0/getTransactionMetrics",
  "1.0/getFunctionMetadata",
  "1.0/getDeploymentMetadata",
  "1.0/getRequestMetadata",
  "1.0/createFunctionHandle",
  "1.0/auditLog",
]);

const READABLE_SYSTEM_TABLES: ReadonlySet<string> = new Set(["_scheduled_functions", "_storage"]);

function queriedTable(query: SerializedQuery): string {
  const source = query.source;
  return source.type === "FullTableScan" ? source.tableName : source.indexName.slice(0, source.indexName.indexOf("."));
}

/** The first batch of a `db.query` stream (later batches grow, see function-worker.ts). */
export const FIRST_STREAM_BATCH = 32;

/** A read made before the function asked for it, counted apart until the function uses it. */
interface ReadMadeAhead {
  context: QueryContext;
  /** the stream it opened, if any */
  queryId: number | null;
}

/** A read a run is expected to start with: see executor/read-ahead.ts. */
export type ExpectedRead = { op: ReadAhead["op"]; args: string };

/** One execution of a function: the host its syscalls reach. */
export class FunctionRun implements RunHost {
  readonly logLines: string[];
  readonly requestId: string;
  /** the run whose ctx.runQuery/runMutation started this one (it shares its transaction) */
  parent: FunctionRun | null = null;
  private readonly queryContext: QueryContext | null;
  /** streams whose opening failed; the error surfaces when the function reads from them */
  private readonly failedStreams = new Map<number, unknown>();
  /** the function (or a query or mutation it called) read the time: its result is not only the data's */
  readClock = false;
  /** reads answered before the run started, until the run says how many it used */
  private readsAhead: ReadMadeAhead[] | null = null;

  /**
   * A result computed ahead for subscriptions while a commit is made durable: it runs on a thread away from
   * the engine's CPU when one is free, beside the engine's own work rather than in turn with it.
   */
  background = false;

  /** length of the function's result as JSON text (what a cached result of a query holds) */
  resultChars = 0;

  constructor(
    readonly services: EngineServices,
    readonly kind: CallKind | "httpAction",
    readonly udfPath: string,
    readonly txn: Transaction | null,
    readonly identity: UserIdentity | null,
    readonly frozenNow: number | null,
    readonly random: (() => number) | null,
    logLines: string[],
    readonly scheduledJobId: string | null = null,
    readonly pageJournal: { endCursor: string | null } | null = null,
  ) {
    this.logLines = logLines;
    this.requestId = `local-${(++requestCounter).toString(36)}`;
    this.queryContext =
      txn === null
        ? null
        : {
            table: (name) => txn.table(name),
            searchIndex: (table, index) => services.schema.searchIndex(table, index),
            readSet: txn.readSet,
            metrics: txn.metrics,
          };
  }

  env(name: string): string | undefined {
    return this.services.envVar(name);
  }

  envNames(): string[] {
    return this.services.envVarNames();
  }

  /** Functions may read their own tables and the documented system tables, nothing else. */
  private checkReadable(table: string): void {
    if (table.startsWith("_") && !READABLE_SYSTEM_TABLES.has(table)) {
      throw new Error(`System table "${table}" cannot be accessed from functions.`);
    }
  }

  private transaction(op: string): Transaction {
    if (this.txn === null) throw new Error(`${op} is only available in queries and mutations.`);
    return this.txn;
  }

  private writable(op: string): Transaction {
    const txn = this.transaction(op);
    if (this.kind !== "mutation") throw new Error(`Write operations (${op}) are not allowed in a query.`);
    return txn;
  }

  syscall(op: string, argsJson: string): string {
    const args = JSON.parse(argsJson) as JsonObject;
    switch (op) {
      case "1.0/queryStream": {
        const txn = this.transaction("db.query");
        this.checkReadable(queriedTable(args.query as unknown as SerializedQuery));
        const stream = startQuery(this.queryContext as QueryContext, args.query as unknown as SerializedQuery, txn.emptyTable);
        return JSON.stringify({ queryId: txn.addStream(stream) });
      }
      case "1.0/queryCleanup": {
        this.txn?.streams.delete(args.queryId as number);
        return "{}";
      }
      case "1.0/db/normalizeId": {
        const id = args.idString as string;
        return JSON.stringify({ id: this.services.registry.tableOfId(id) === args.table ? id : null });
      }
      case "1.0/getSnapshotTs":
        return JSON.stringify(convexToJson((this.txn?.base ?? this.services.published()).ts));
      default:
        throw new Error(`Unknown syscall "${op}" (not supported by the local backend).`);
    }
  }

  /** `1.0/queryStream` with the stream id chosen by the caller (a function worker does not wait for it). */
  openStream(argsJson: string, queryId: number): void {
    try {
      const args = JSON.parse(argsJson) as JsonObject;
      const txn = this.transaction("db.query");
      this.checkReadable(queriedTable(args.query as unknown as SerializedQuery));
      txn.streams.set(queryId, startQuery(this.queryContext as QueryContext, args.query as unknown as SerializedQuery, txn.emptyTable));
    } catch (error) {
      this.failedStreams.set(queryId, error);
    }
  }

  /** Up to `max` next documents of a stream (JSON), and whether it has ended. */
  streamBatch(queryId: number, max: number): { docs: string[]; done: boolean } {
    const failure = this.failedStreams.get(queryId);
    if (failure !== undefined) {
      this.failedStreams.delete(queryId);
      throw failure;
    }
    const stream = this.transaction("db.query").streams.get(queryId);
    if (stream === undefined) throw new Error("This query is closed and can't emit any more values.");
    return takeBatch(stream, max);
  }

  /**
   * Answers `expected` reads now, against the state the run will start from, each counted apart (read set
   * and limits) until `settleReadsAhead` says the run used it; stops at the first read that fails (the run
   * then asks for it and gets the error itself). Streams get ids below zero, which workers never choose.
   */
  readAhead(expected: readonly ExpectedRead[]): ReadAhead[] {
    const txn = this.txn;
    if (txn === null || expected.length === 0) return [];
    const answers: ReadAhead[] = [];
    const made: ReadMadeAhead[] = [];
    for (const read of expected) {
      const context: QueryContext = {
        table: (name) => txn.table(name),
        searchIndex: (table, index) => this.services.schema.searchIndex(table, index),
        readSet: txn.readSet === null ? null : new ReadSetImpl(),
        metrics: new TransactionMetrics(txn.metrics.limits),
      };
      try {
        if (read.op === "stream") {
          const query = (JSON.parse(read.args) as JsonObject).query as unknown as SerializedQuery;
          this.checkReadable(queriedTable(query));
          const stream = startQuery(context, query, txn.emptyTable);
          const queryId = -1 - made.length;
          const batch = takeBatch(stream, FIRST_STREAM_BATCH);
          txn.streams.set(queryId, stream);
          answers.push({ op: "stream", args: read.args, queryId, batch });
          made.push({ context, queryId });
        } else if (read.op === "1.0/get") {
          const args = JSON.parse(read.args) as JsonObject;
          const id = args.id as string;
          const table = txn.resolveTable(id, (args.table as string | undefined) ?? undefined, "get");
          this.checkReadable(table);
          context.readSet?.add(table, "by_id", idInterval(id));
          context.metrics.trackIndexRange();
          const record = txn.state.table(table)?.get(id);
          if (record !== undefined) context.metrics.trackRead(record.size);
          answers.push({ op: read.op, args: read.args, value: record === undefined ? "null" : docJson(record) });
          made.push({ context, queryId: null });
        } else {
          answers.push({ op: read.op, args: read.args, value: JSON.stringify(this.identity) });
          made.push({ context, queryId: null });
        }
      } catch {
        break;
      }
    }
    this.readsAhead = made;
    return answers;
  }

  /** The run used its first `used` reads made ahead: they join the transaction; the others are dropped. */
  settleReadsAhead(used: number): void {
    const made = this.readsAhead;
    const txn = this.txn;
    this.readsAhead = null;
    if (made === null || txn === null) return;
    made.forEach((read, index) => {
      if (index < used) {
        if (read.context.readSet !== null) txn.readSet?.merge(read.context.readSet);
        txn.metrics.absorbReads(read.context.metrics);
        // a stream read on counts its further documents in the transaction
        read.context.metrics = txn.metrics;
      } else if (read.queryId !== null) {
        txn.streams.delete(read.queryId);
      }
    });
  }

  async asyncSyscall(op: string, argsJson: string): Promise<string> {
    const args = JSON.parse(argsJson) as JsonObject;
    try {
      return await this.asyncOp(op, args);
    } catch (error) {
      if (error instanceof FunctionCallError && error.data !== undefined) {
        throw Object.assign(new Error(error.message), { data: error.data });
      }
      throw error;
    }
  }

  /**
   * An async syscall the engine can answer at once (reads, writes, metadata: everything but nested calls
   * and file contents), as `asyncSyscall` would; undefined for the others. A function worker waits for
   * these answers without returning to its event loop.
   */
  immediateSyscall(op: string, argsJson: string): string | undefined {
    if (!IMMEDIATE_SYSCALLS.has(op)) return undefined;
    try {
      return this.immediateOp(op, JSON.parse(argsJson) as JsonObject) as string;
    } catch (error) {
      if (error instanceof FunctionCallError && error.data !== undefined) {
        throw Object.assign(new Error(error.message), { data: error.data });
      }
      throw error;
    }
  }

  private async asyncOp(op: string, args: JsonObject): Promise<string> {
    const immediate = this.immediateOp(op, args);
    if (immediate !== undefined) return immediate;
    switch (op) {
      case "1.0/runUdf": {
        const udfType = args.udfType as string;
        const path = resolveAddress(args as FunctionAddress);
        const kind: CallKind = udfType === "mutation" ? "mutation" : "query";
        if (kind === "mutation" && this.kind !== "mutation") throw new Error("ctx.runMutation is only available in mutations and actions.");
        return JSON.stringify(await this.services.callFromFunction(kind, path, args.args as JSONValue, this));
      }
      case "1.0/actions/query":
      case "1.0/actions/mutation":
      case "1.0/actions/action": {
        const kind = op.slice("1.0/actions/".length) as CallKind;
        const path = resolveAddress(args as FunctionAddress);
        return JSON.stringify(await this.services.callFromFunction(kind, path, args.args as JSONValue, this));
      }
      case "1.0/actions/schedule": {
        const path = resolveAddress(args as FunctionAddress);
        const id = await this.services.systemMutation((txn) =>
          this.services.scheduleJob(txn, path, args.args as JSONValue, (args.ts as number) * 1000),
        );
        return JSON.stringify(id);
      }
      case "1.0/actions/cancel_job": {
        await this.services.systemMutation((txn) => this.services.cancelJob(txn, args.id as string));
        return "{}";
      }
      case "1.0/storageDelete": {
        const storageId = args.storageId as string;
        if (this.txn !== null) this.services.deleteFile(this.writable("storage.delete"), storageId);
        else await this.services.systemMutation((txn) => this.services.deleteFile(txn, storageId));
        return "{}";
      }
      case "1.0/storageStore": {
        const bytes = Base64.toByteArray(args.blob as string);
        const id = await this.services.storeBlob(bytes, (args.contentType as string | undefined) || null, this.kind === "mutation" ? this.txn : null);
        return JSON.stringify(id);
      }
      case "1.0/storageGet": {
        const blob = await this.services.readBlob(args.storageId as string, this.txn?.state ?? this.services.published());
        return JSON.stringify(blob === null ? null : { blob: Base64.fromByteArray(blob.bytes), contentType: blob.contentType });
      }
      default:
        throw new Error(`Unknown async syscall "${op}" (not supported by the local backend).`);
    }
  }

  private immediateOp(op: string, args: JsonObject): string | undefined {
    switch (op) {
      case "1.0/get": {
        const txn = this.transaction("db.get");
        const id = args.id as string;
        const table = txn.resolveTable(id, (args.table as string | undefined) ?? undefined, "get");
        this.checkReadable(table);
        txn.readSet?.add(table, "by_id", idInterval(id));
        const record = txn.get(table, id);
        return record === undefined ? "null" : docJson(record);
      }
      case "1.0/queryStreamNext": {
        const txn = this.transaction("db.query");
        const stream = txn.streams.get(args.queryId as number);
        if (stream === undefined) throw new Error("This query is closed and can't emit any more values.");
        const record = stream.next();
        return record === null ? `{"value":null,"done":true}` : `{"value":${docJson(record)},"done":false}`;
      }
      case "1.0/queryPage": {
        const txn = this.transaction("paginate");
        txn.paginatedQueries += 1;
        if (txn.paginatedQueries > 1 && this.pageJournal !== null) {
          throw new Error("This query or mutation function ran multiple paginated queries. Convex only supports a single paginated query in each function.");
        }
        const request = args as unknown as PageRequest;
        this.checkReadable(queriedTable(request.query));
        const fromJournal = request.endCursor === null && this.pageJournal?.endCursor != null;
        const result = paginate(
          this.queryContext as QueryContext,
          { ...request, endCursor: fromJournal ? (this.pageJournal?.endCursor ?? null) : request.endCursor },
          txn.emptyTable,
        );
        if (this.pageJournal !== null && request.endCursor === null) this.pageJournal.endCursor = result.continueCursor;
        return `{"page":[${result.page.map(docJson).join(",")}],"isDone":${result.isDone},"continueCursor":${JSON.stringify(
          result.continueCursor,
        )},"splitCursor":${JSON.stringify(result.splitCursor)},"pageStatus":${JSON.stringify(result.pageStatus)}}`;
      }
      case "1.0/count": {
        const txn = this.transaction("count");
        const table = args.table as string;
        this.checkReadable(table);
        txn.readSet?.add(table, "by_id", { lower: "", upper: "\uffff\uffff" });
        return String(txn.table(table)?.size ?? 0);
      }
      case "1.0/insert": {
        const txn = this.writable("db.insert");
        const table = args.table as string;
        if (table.startsWith("_")) throw new Error("System tables (prefixed with `_`) are read-only.");
        return JSON.stringify({ _id: txn.insert(table, args.value as JsonObject) });
      }
      case "1.0/shallowMerge": {
        const txn = this.writable("db.patch");
        const id = args.id as string;
        const table = txn.resolveTable(id, (args.table as string | undefined) ?? undefined, "patch");
        if (table.startsWith("_")) throw new Error("System tables (prefixed with `_`) are read-only.");
        txn.patch(table, id, args.value as JsonObject);
        return "{}";
      }
      case "1.0/replace": {
        const txn = this.writable("db.replace");
        const id = args.id as string;
        const table = txn.resolveTable(id, (args.table as string | undefined) ?? undefined, "replace");
        if (table.startsWith("_")) throw new Error("System tables (prefixed with `_`) are read-only.");
        txn.replace(table, id, args.value as JsonObject);
        return "{}";
      }
      case "1.0/remove": {
        const txn = this.writable("db.delete");
        const id = args.id as string;
        const table = txn.resolveTable(id, (args.table as string | undefined) ?? undefined, "delete");
        if (table.startsWith("_")) throw new Error("System tables (prefixed with `_`) are read-only.");
        txn.delete(table, id);
        return "{}";
      }
      case "1.0/getUserIdentity":
        return JSON.stringify(this.identity);
      case "1.0/schedule": {
        const txn = this.writable("scheduler.runAfter");
        txn.metrics.trackScheduled(JSON.stringify(args.args).length);
        const path = resolveAddress(args as FunctionAddress);
        return JSON.stringify(this.services.scheduleJob(txn, path, args.args as JSONValue, (args.ts as number) * 1000));
      }
      case "1.0/cancel_job": {
        const txn = this.writable("scheduler.cancel");
        this.services.cancelJob(txn, args.id as string);
        return "{}";
      }
      case "1.0/storageGenerateUploadUrl":
        return JSON.stringify(this.services.generateUploadUrl());
      case "1.0/storageGetUrl": {
        const metadata = this.fileMetadata(args.storageId as string);
        return JSON.stringify(metadata === null ? null : this.services.fileUrl(metadata.storageId));
      }
      case "1.0/storageGetMetadata": {
        const metadata = this.fileMetadata(args.storageId as string);
        return JSON.stringify(metadata);
      }
      case "1.0/getTransactionMetrics": {
        const txn = this.transaction("getTransactionMetrics()");
        return JSON.stringify(txn.metrics.report());
      }
      case "1.0/getFunctionMetadata":
        return JSON.stringify({ name: this.udfPath, componentPath: "" });
      case "1.0/getDeploymentMetadata":
        return JSON.stringify({ name: "local", region: null, class: "s16" });
      case "1.0/getRequestMetadata":
        return JSON.stringify({ ip: null, userAgent: null, requestId: this.requestId, scheduledFunctionId: this.scheduledJobId, authToken: null });
      case "1.0/createFunctionHandle":
        return JSON.stringify(`function://;${resolveAddress(args as FunctionAddress)}`);
      case "1.0/auditLog":
        return "null";
      default:
        return undefined;
    }
  }

  async jsSyscall(op: string, args: Record<string, unknown>): Promise<unknown> {
    switch (op) {
      case "storage/storeBlob": {
        const blob = args.blob as Blob;
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return await this.services.storeBlob(bytes, blob.type || null, null);
      }
      case "storage/getBlob": {
        const file = await this.services.readBlob(args.storageId as string, this.services.published());
        return file === null ? null : new Blob([new Uint8Array(file.bytes)], { type: file.contentType ?? "" });
      }
      default:
        throw new Error(`Unknown js syscall "${op}" (not supported by the local backend).`);
    }
  }

  private fileMetadata(storageId: string): StoredFile | null {
    const state = this.txn?.state ?? this.services.published();
    if (this.txn !== null) this.txn.readSet?.add("_storage", "by_id", idInterval(storageId));
    return this.services.fileMetadata(storageId, state);
  }
}

function takeBatch(stream: DocumentStream, max: number): { docs: string[]; done: boolean } {
  const docs: string[] = [];
  while (docs.length < max) {
    const record = stream.next();
    if (record === null) return { docs, done: true };
    docs.push(docJson(record));
  }
  return { docs, done: false };
}

function idInterval(id: string): { lower: string; upper: string } {
  const key = encodeKeyValue(id);
  return { lower: key, upper: key + "\u0000" };
}

export function isDoc(value: unknown): value is Doc {
  return isPlainObject(value as JSONValue) && typeof (value as Doc)._id === "string";
}
