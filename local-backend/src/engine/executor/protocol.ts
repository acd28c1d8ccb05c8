import type { JSONValue } from "convex/values";
import type { ErrorDescription } from "../errors.js";

/**
 * Messages between the engine (main thread) and a function worker. The database, the scheduler and
 * every syscall stay on the main thread; a worker only runs user code and asks for what it needs.
 *
 * A worker sends on its own port (`toEngine`); the engine takes the messages on its event loop, between
 * everything else it serves. A `sync` message's answer goes on the worker's sync port, whose thread
 * waits for it in `Atomics.wait`.
 */

/** An error thrown by a syscall on the main thread, rebuilt in the worker with the same name and data. */
export interface SyscallError {
  name: string;
  message: string;
  data?: JSONValue;
}

export interface SerializedRequest {
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

export interface SerializedResponse {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

interface RunContext {
  runId: number;
  /** the run (on this worker) whose ctx.runQuery/runMutation started this one */
  parentRunId: number | null;
  moduleUrl: string;
  requestId: string;
  /** frozen `Date.now()` (queries and mutations) */
  frozenNow: number | null;
  /** seed of `Math.random()` (queries and mutations); children share their parent's generator */
  randomSeed: number | null;
  /** deployment environment, sent when it changed since the worker last saw it */
  env?: Record<string, string>;
}

/**
 * A read the engine expects a run to start with (learned from the function's previous run) and answered
 * before the run started: `stream` is a `db.query` (its first batch in `batch`), the others are
 * `db.get` and `auth.getUserIdentity`. The worker uses an answer only if its run asks exactly this, in
 * this order, before anything else (see read-ahead.ts).
 */
export type ReadAhead =
  | { op: "stream"; args: string; queryId: number; batch: { docs: string[]; done: boolean } }
  | { op: "1.0/get" | "1.0/getUserIdentity"; args: string; value: string };

export type ToWorker =
  | (RunContext & { type: "invoke"; kind: "query" | "mutation" | "action"; exportName: string; args: string; readAhead?: ReadAhead[] })
  | (RunContext & { type: "http"; request: SerializedRequest })
  | { type: "reply"; callId: number; ok: true; value: unknown }
  | { type: "reply"; callId: number; ok: false; error: SyscallError };

/**
 * Carried by a run's first message to the engine when the run was given reads ahead: how many of them it
 * used (a prefix); the engine keeps those reads in the transaction and drops the rest.
 */
type ReadAheadReport = { readAheadUsed?: number };

export type FromWorker =
  /** an async syscall; answered by a `reply` */
  | { type: "call"; runId: number; callId: number; op: string; args: unknown; logs?: string[] } & ReadAheadReport
  /** a syscall whose answer the worker does not wait for (opening or closing a query stream) */
  | { type: "post"; runId: number; op: string; args: unknown; logs?: string[] } & ReadAheadReport
  /**
   * a synchronous syscall, or an async one the engine answers at once (`immediateSyscall`): the worker
   * blocks until the answer is on its sync port
   */
  | { type: "sync"; runId: number; seq: number; op: string; args: string; immediate?: true; logs?: string[] } & ReadAheadReport
  /** readClock: the run called `Date.now()` */
  | { type: "done"; runId: number; ok: true; value: string; readClock?: true; logs?: string[] } & ReadAheadReport
  | { type: "done"; runId: number; ok: false; error: ErrorDescription; logs?: string[] } & ReadAheadReport
  | { type: "httpDone"; runId: number; ok: true; response: SerializedResponse; logs?: string[] } & ReadAheadReport
  | { type: "httpDone"; runId: number; ok: false; error: ErrorDescription; logs?: string[] } & ReadAheadReport
  | { type: "log"; line: string }
  /** the thread is up; its id in /proc (Linux) lets the engine read its CPU time */
  | { type: "started"; threadId: number | null }
  /** a run waits for a module's first import: that time is not the function's */
  | { type: "importing"; runId: number }
  | { type: "imported"; runId: number };

export type SyncAnswer = { ok: true; value: unknown } | { ok: false; error: SyscallError };
/** The answer to the `sync` message with the same `seq`. */
export type SyncReply = { seq: number } & SyncAnswer;

/** Ops the worker answers from documents it fetched ahead, see `QueryStreamBuffer`. */
export const STREAM_NEXT = "1.0/queryStreamNext";
export const STREAM_OPEN = "1.0/queryStream";
export const STREAM_CLEANUP = "1.0/queryCleanup";
/** main-thread op: the next documents of an open stream, `{ docs: string[]; done: boolean }` */
export const STREAM_BATCH = "local/queryStreamBatch";
export const JS_STORE_BLOB = "local/storeBlob";
export const JS_GET_BLOB = "local/getBlob";
