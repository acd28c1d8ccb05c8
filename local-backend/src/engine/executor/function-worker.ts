import { parentPort, receiveMessageOnPort, workerData, type MessagePort } from "node:worker_threads";
import { describeError } from "../errors.js";
import { FIRST_STREAM_BATCH, FunctionCallError, IMMEDIATE_SYSCALLS } from "../execution.js";
import type { HttpRouterLike, RegisteredFunction } from "../modules.js";
import { currentHost, hostStorage, installRuntime, seededRandom, setSoleHost, type RunHost } from "../runtime.js";
import { installRunBoundGlobals } from "./run-bound-globals.js";
import { currentThreadId } from "./thread-cpu-clock.js";
import {
  JS_GET_BLOB,
  JS_STORE_BLOB,
  STREAM_BATCH,
  STREAM_CLEANUP,
  STREAM_NEXT,
  STREAM_OPEN,
  type FromWorker,
  type ReadAhead,
  type SerializedResponse,
  type SyncReply,
  type SyscallError,
  type ToWorker,
} from "./protocol.js";

/**
 * A function worker: imports the bundled modules of a build and runs user code. Every syscall goes
 * to the engine on the main thread; the worker can be terminated at any moment (time or memory
 * limit) without harming anything but the runs it hosts.
 *
 * A run's syscalls find it through an AsyncLocalStorage context, except for a top-level query or
 * mutation that has the thread to itself (almost every one): it runs without a context, as the
 * thread's sole run, because while a context is on Node tracks it through every promise the thread
 * makes, about a fifth of a query's time on its thread. Code with no context then belongs to the sole
 * run: its nested runs get contexts of their own, and nothing an earlier run left behind can resume
 * inside it (see run-bound-globals.ts, and `pendingCalls` below).
 */

export interface FunctionWorkerData {
  /** where the worker sends (the engine's messages come on `parentPort`) */
  toEngine: MessagePort;
  syncPort: MessagePort;
  /** [0] is the `seq` of the latest answer the engine put on `syncPort` */
  syncFlag: Int32Array;
}

const port = parentPort as NonNullable<typeof parentPort>;
const { toEngine, syncPort, syncFlag } = workerData as FunctionWorkerData;

installRuntime();
installRunBoundGlobals(() => {
  const host = currentHost();
  return host instanceof WorkerRun ? host : undefined;
});

let deploymentEnv: Record<string, string> = {};
const modules = new Map<string, Promise<Record<string, unknown>>>();
const importedModules = new Map<string, Record<string, unknown>>();
const runs = new Map<number, WorkerRun>();
/** async syscalls waiting for the engine's reply; the reply to a run that has ended is dropped, so what it left behind never resumes */
const pendingCalls = new Map<number, { run: WorkerRun; resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
let nextCallId = 1;
let nextStreamId = 1;
let nextSyncSeq = 1;

// `.first()`, `.unique()` and `.take(n)` send their limit with the query, so the engine never reads past it;
// a `collect()` of up to 32 documents (a vet's day) is one syscall. Only a loop that breaks early has read
// up to a batch more than it used.
const LARGEST_BATCH = 1024;

/** Documents of one `db.query` fetched ahead, so `collect()` costs a few round trips, not one per document. */
class StreamBuffer {
  docs: string[] = [];
  position = 0;
  done = false;
  nextBatch = FIRST_STREAM_BATCH;
}

function rebuildError(error: SyscallError): Error {
  if (error.name === "FunctionCallError") return new FunctionCallError(error.message, error.data);
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if (error.data !== undefined) Object.assign(rebuilt, { data: error.data });
  return rebuilt;
}

function send(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  toEngine.postMessage(message, transfer);
}

class WorkerRun implements RunHost {
  logLines: string[] = [];
  private readonly streams = new Map<number, StreamBuffer>();
  /** answers the engine gave ahead (see read-ahead.ts); null once the run asked something else */
  private readAhead: ReadAhead[] | null;
  private readAheadUsed = 0;

  /** `Date.now()` was called: the result depends on the time, not only on the data (no query cache) */
  readClock = false;

  constructor(
    readonly runId: number,
    readonly kind: "query" | "mutation" | "action",
    /** the run's frozen time */
    readonly clock: number | null,
    readonly random: (() => number) | null,
    readAhead: ReadAhead[] | undefined,
  ) {
    this.readAhead = readAhead ?? null;
  }

  get active(): boolean {
    return runs.get(this.runId) === this;
  }

  get frozenNow(): number | null {
    this.readClock = true;
    return this.clock;
  }

  /** The answer given ahead to exactly this question, if the run has asked nothing else so far. */
  private answeredAhead(op: ReadAhead["op"], args: string): ReadAhead | undefined {
    const next = this.readAhead?.[this.readAheadUsed];
    if (next === undefined || next.op !== op || next.args !== args) return undefined;
    this.readAheadUsed += 1;
    return next;
  }

  /** What every message to the engine carries: console lines so far, and (once) how many answers given ahead were used. */
  report(): { logs?: string[]; readAheadUsed?: number } {
    const logs = this.takeLogs();
    if (this.readAhead === null) return logs === undefined ? {} : { logs };
    this.readAhead = null;
    return { ...(logs === undefined ? {} : { logs }), readAheadUsed: this.readAheadUsed };
  }

  env(name: string): string | undefined {
    return Object.hasOwn(deploymentEnv, name) ? deploymentEnv[name] : undefined;
  }

  envNames(): string[] {
    return Object.keys(deploymentEnv);
  }

  /** Console lines since the last message; they travel with the next one so the order is kept. */
  takeLogs(): string[] | undefined {
    if (this.logLines.length === 0) return undefined;
    const lines = this.logLines;
    this.logLines = [];
    return lines;
  }

  syscall(op: string, args: string): string {
    if (op === STREAM_OPEN) {
      const ahead = this.answeredAhead("stream", args);
      if (ahead?.op === "stream") {
        const buffer = new StreamBuffer();
        buffer.docs = ahead.batch.docs;
        buffer.done = ahead.batch.done;
        buffer.nextBatch = Math.min(FIRST_STREAM_BATCH * 4, LARGEST_BATCH);
        this.streams.set(ahead.queryId, buffer);
        return JSON.stringify({ queryId: ahead.queryId });
      }
      const queryId = nextStreamId++;
      this.streams.set(queryId, new StreamBuffer());
      send({ type: "post", runId: this.runId, op, args: { args, queryId }, ...this.report() });
      return JSON.stringify({ queryId });
    }
    if (op === STREAM_CLEANUP) {
      const queryId = (JSON.parse(args) as { queryId: number }).queryId;
      const buffer = this.streams.get(queryId);
      this.streams.delete(queryId);
      // A stream opened ahead and read to its end needs no word to the engine (the run's end drops it).
      if (queryId < 0 && buffer?.done === true) return "{}";
      send({ type: "post", runId: this.runId, op, args, ...this.report() });
      return "{}";
    }
    return this.blockingCall(op, args, false) as string;
  }

  /**
   * Asks the engine and waits for the answer without returning to the event loop. The flag holds the
   * number of the latest answer: a wake-up meant for an earlier question (the engine notifies after
   * setting the flag, and the worker may have seen the flag first) is told apart and waited through.
   */
  private blockingCall(op: string, args: string, immediate: boolean): unknown {
    const seq = nextSyncSeq;
    nextSyncSeq = nextSyncSeq === 0x7fffffff ? 1 : nextSyncSeq + 1;
    send({ type: "sync", runId: this.runId, seq, op, args, ...(immediate ? { immediate } : {}), ...this.report() });
    for (let answered = Atomics.load(syncFlag, 0); answered !== seq; answered = Atomics.load(syncFlag, 0)) {
      Atomics.wait(syncFlag, 0, answered);
    }
    const reply = receiveMessageOnPort(syncPort)?.message as SyncReply | undefined;
    if (reply?.seq !== seq) throw new Error(`The local backend did not answer the syscall ${op}.`);
    if (reply.ok) return reply.value;
    throw rebuildError(reply.error);
  }

  call(op: string, args: unknown, transfer: ArrayBuffer[] = []): Promise<unknown> {
    const callId = nextCallId++;
    return new Promise((resolve, reject) => {
      pendingCalls.set(callId, { run: this, resolve, reject });
      send({ type: "call", runId: this.runId, callId, op, args, ...this.report() }, transfer);
    });
  }

  asyncSyscall(op: string, args: string): Promise<string> {
    try {
      if (op === STREAM_NEXT) {
        const queryId = (JSON.parse(args) as { queryId: number }).queryId;
        const buffer = this.streams.get(queryId);
        if (buffer !== undefined) return Promise.resolve(this.nextDocument(queryId, buffer));
      }
      if (op === "1.0/get" || op === "1.0/getUserIdentity") {
        const ahead = this.answeredAhead(op, args);
        if (ahead !== undefined && ahead.op !== "stream") return Promise.resolve(ahead.value);
      }
      if (IMMEDIATE_SYSCALLS.has(op)) return Promise.resolve(this.blockingCall(op, args, true) as string);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return this.call(op, args) as Promise<string>;
  }

  private nextDocument(queryId: number, buffer: StreamBuffer): string {
    if (buffer.position === buffer.docs.length && !buffer.done) {
      const batch = this.blockingCall(STREAM_BATCH, JSON.stringify({ queryId, max: buffer.nextBatch }), true) as { docs: string[]; done: boolean };
      buffer.docs = batch.docs;
      buffer.position = 0;
      buffer.done = batch.done;
      buffer.nextBatch = Math.min(buffer.nextBatch * 4, LARGEST_BATCH);
    }
    const doc = buffer.docs[buffer.position];
    if (doc === undefined) return `{"value":null,"done":true}`;
    buffer.position += 1;
    return `{"value":${doc},"done":false}`;
  }

  async jsSyscall(op: string, args: Record<string, unknown>): Promise<unknown> {
    if (op === "storage/storeBlob") {
      const blob = args.blob as Blob;
      const bytes = await blob.arrayBuffer();
      return this.call(JS_STORE_BLOB, { bytes, contentType: blob.type }, [bytes]);
    }
    if (op === "storage/getBlob") {
      const file = (await this.call(JS_GET_BLOB, { storageId: args.storageId })) as { bytes: ArrayBuffer; contentType: string } | null;
      return file === null ? null : new Blob([file.bytes], { type: file.contentType });
    }
    throw new Error(`Unknown js syscall "${op}" (not supported by the local backend).`);
  }
}

/** Module-level code sees the deployment's environment, and its console output goes to the backend's log. */
class ModuleLoadHost implements RunHost {
  readonly frozenNow = null;
  readonly random = null;
  readonly logLines: string[] = new Proxy([] as string[], {
    get(target, key, receiver) {
      if (key === "push") return (...lines: string[]) => lines.map((line) => send({ type: "log", line })).length;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  env(name: string): string | undefined {
    return Object.hasOwn(deploymentEnv, name) ? deploymentEnv[name] : undefined;
  }
  envNames(): string[] {
    return Object.keys(deploymentEnv);
  }
  syscall(op: string): string {
    throw new Error(`${op} cannot be called while a module is being loaded.`);
  }
  asyncSyscall(op: string): Promise<string> {
    return Promise.reject(new Error(`${op} cannot be called while a module is being loaded.`));
  }
  jsSyscall(op: string): unknown {
    throw new Error(`${op} cannot be called while a module is being loaded.`);
  }
}

const moduleLoadHost = new ModuleLoadHost();

/** A module of the build, imported on first use; the run's clock stops meanwhile. */
async function moduleExports(url: string, runId: number): Promise<Record<string, unknown>> {
  const ready = importedModules.get(url);
  if (ready !== undefined) return ready;
  let loading = modules.get(url);
  if (loading === undefined) {
    loading = hostStorage.run(moduleLoadHost, () => import(url) as Promise<Record<string, unknown>>);
    modules.set(url, loading);
  }
  send({ type: "importing", runId });
  try {
    const exports = await loading;
    importedModules.set(url, exports);
    return exports;
  } finally {
    send({ type: "imported", runId });
  }
}

function startRun(message: Extract<ToWorker, { type: "invoke" | "http" }>): WorkerRun {
  if (message.env !== undefined) deploymentEnv = message.env;
  const parent = message.parentRunId === null ? undefined : runs.get(message.parentRunId);
  const random = parent?.random ?? (message.randomSeed === null ? null : seededRandom(message.randomSeed));
  const kind = message.type === "invoke" ? message.kind : "action";
  const run = new WorkerRun(message.runId, kind, parent?.clock ?? message.frozenNow, random, message.type === "invoke" ? message.readAhead : undefined);
  runs.set(message.runId, run);
  return run;
}

function callExport(fn: RegisteredFunction, message: Extract<ToWorker, { type: "invoke" }>): Promise<string> {
  switch (message.kind) {
    case "query":
      return (fn.invokeQuery as (a: string) => Promise<string>)(message.args);
    case "mutation":
      return (fn.invokeMutation as (a: string) => Promise<string>)(message.args);
    case "action":
      return (fn.invokeAction as (id: string, a: string) => Promise<string>)(message.requestId, message.args);
  }
}

async function invoke(message: Extract<ToWorker, { type: "invoke" }>): Promise<void> {
  const sole = message.parentRunId === null && message.kind !== "action" && runs.size === 0;
  const run = startRun(message);
  if (sole) {
    hostStorage.disable();
    setSoleHost(run);
  }
  try {
    const exports = importedModules.get(message.moduleUrl) ?? (await moduleExports(message.moduleUrl, run.runId));
    const fn = exports[message.exportName] as RegisteredFunction | undefined;
    if (fn === undefined) throw new Error(`${message.exportName} is not exported by ${message.moduleUrl}.`);
    const value = await (sole ? callExport(fn, message) : hostStorage.run(run, () => callExport(fn, message)));
    send({ type: "done", runId: run.runId, ok: true, value, ...(run.readClock ? { readClock: true } : {}), ...run.report() });
  } catch (error) {
    send({ type: "done", runId: run.runId, ok: false, error: describeError(error), ...run.report() });
  } finally {
    runs.delete(run.runId);
    if (sole) setSoleHost(null);
  }
}

async function serveHttp(message: Extract<ToWorker, { type: "http" }>): Promise<void> {
  const run = startRun(message);
  try {
    const exports = await moduleExports(message.moduleUrl, run.runId);
    const router = exports.default as HttpRouterLike;
    const { url, method, headers, body } = message.request;
    const match = router.lookup(new URL(url).pathname, method);
    let response: SerializedResponse;
    if (match === null) {
      response = { status: 404, statusText: "Not Found", headers: [], body: new TextEncoder().encode(`No HttpAction routed for ${new URL(url).pathname}`).buffer };
    } else {
      const request = new Request(url, { method, headers, body });
      response = await hostStorage.run(run, async () => {
        const answer = await (match[0].invokeHttpAction as (r: Request) => Promise<Response>)(request);
        return { status: answer.status, statusText: answer.statusText, headers: [...answer.headers], body: await answer.arrayBuffer() };
      });
    }
    send({ type: "httpDone", runId: run.runId, ok: true, response, logs: run.takeLogs() }, [response.body]);
  } catch (error) {
    send({ type: "httpDone", runId: run.runId, ok: false, error: describeError(error), logs: run.takeLogs() });
  } finally {
    runs.delete(run.runId);
  }
}

port.on("message", (message: ToWorker) => {
  switch (message.type) {
    case "invoke":
      void invoke(message);
      return;
    case "http":
      void serveHttp(message);
      return;
    case "reply": {
      const pending = pendingCalls.get(message.callId);
      pendingCalls.delete(message.callId);
      if (pending === undefined || !pending.run.active) return;
      if (message.ok) pending.resolve(message.value);
      else pending.reject(rebuildError(message.error));
      return;
    }
  }
});

send({ type: "started", threadId: currentThreadId() });
