import { availableParallelism } from "node:os";
import type { EventLoopUtilization } from "node:perf_hooks";
import { MessageChannel, Worker, type MessagePort } from "node:worker_threads";
import { DescribedError, EngineError } from "../errors.js";
import { FunctionCallError, type CallKind, type ExpectedRead, type FunctionRun } from "../execution.js";
import { outOfMemoryMessage, userTimeoutMessage, type ExecutionLimits } from "./execution-limits.js";
import {
  JS_GET_BLOB,
  JS_STORE_BLOB,
  STREAM_BATCH,
  STREAM_CLEANUP,
  STREAM_OPEN,
  type FromWorker,
  type SerializedRequest,
  type SerializedResponse,
  type SyncAnswer,
  type SyncReply,
  type SyscallError,
  type ToWorker,
} from "./protocol.js";
import { LeadingReads, ReadAheadGuesses } from "./read-ahead.js";
import { HomeCpu } from "./home-cpu.js";
import { RunBudget } from "./run-budget.js";
import { threadCpuMs } from "./thread-cpu-clock.js";
import { WorkerPool, type PoolOptions, type PooledThread } from "./worker-pool.js";
import type { FunctionWorkerData } from "./function-worker.js";

/** Where a function's code is: a bundled module of the current build, and the runtime it needs. */
export interface FunctionTarget {
  moduleUrl: string;
  exportName: string;
  runtime: "default" | "node";
}

export interface ExecutorOptions {
  /** the bundled worker script (see worker-script.ts) */
  workerScript: string;
  limits: ExecutionLimits;
  log: (line: string) => void;
  /** the deployment's environment variables, and a number that changes whenever they do (a thread is sent them only then) */
  environment: { generation: () => number; values: () => Record<string, string> };
  /** the engine's thread and one query and mutation thread share a CPU (see home-cpu.ts) */
  pinThreads?: boolean;
}

interface ActiveRun {
  runId: number;
  run: FunctionRun;
  thread: FunctionThread;
  budget: RunBudget;
  settled: boolean;
  settle: (outcome: { ok: true; value: string | SerializedResponse } | { ok: false; error: unknown }) => void;
  /** the reads answered ahead, and the run's leading reads as they arrive (top-level queries and mutations) */
  readAhead: { key: string; args: string; expected: ExpectedRead[]; leading: LeadingReads } | null;
}

// Convex's concurrency limits (S16). A new thread costs an import of the modules it runs (about half
// a second for @convex-dev/auth), so one is added only where it helps: for queries and mutations when
// every thread has been held by a long run (a runaway) for a while; for actions also when every
// thread is waiting (fetch, nested calls) rather than computing.
const QUERY_MUTATION_POOL: Omit<PoolOptions<FunctionThread>, "warm"> = {
  max: 16,
  growAfterMs: 100,
  shouldGrow: (held, sinceReleaseMs) => sinceReleaseMs >= 100 && held.every((thread) => thread.runningUserCode()),
};
const ACTION_POOL: Omit<PoolOptions<FunctionThread>, "warm"> = {
  // Convex allows 64; on a laptop's few cores more threads only starve each other (and the queries).
  max: 16,
  growAfterMs: 50,
  shouldGrow: (held, sinceReleaseMs) =>
    held.every((thread) => thread.runningUserCode()) && (sinceReleaseMs >= 1_000 || held.every((thread) => thread.mostlyWaiting())),
};

const HEAP_EXTRA_MIB = 32;
/**
 * How old a thread's CPU reading may get before a run's end reads it again (one read of /proc, about 10 µs): a run
 * probed late (a busy engine) is charged at most the CPU its thread gained since that reading, not every millisecond.
 */
const CPU_MARK_MAX_AGE_MS = 250;

/** One worker thread and the runs it hosts (a top-level run and the nested calls it makes). */
class FunctionThread implements PooledThread {
  readonly worker: Worker;
  readonly runs = new Map<number, ActiveRun>();
  /** where the worker's messages arrive */
  readonly fromWorker: MessagePort;
  private readonly syncPort: MessagePort;
  private readonly syncFlag: Int32Array;
  envGeneration = -1;
  /** false until the thread has booted: runs waiting for that do not spend their time */
  started = false;
  /** the thread's id in /proc (Linux), for its CPU time */
  threadId: number | null = null;
  /** runs waiting for a module's first import on this thread */
  importing = 0;
  exited = false;
  retired = false;
  /** set before the thread is terminated on purpose, given to the runs it hosted */
  deathReason: string | null = null;
  /** runs on the engine's CPU (see HomeCpu) */
  home = false;

  constructor(script: string, readonly memoryMiB: number) {
    const sync = new MessageChannel();
    this.syncPort = sync.port1;
    const messages = new MessageChannel();
    this.fromWorker = messages.port1;
    // The worker thread's handle keeps the process alive while it has work; this port never should.
    this.fromWorker.unref();
    this.syncFlag = new Int32Array(new SharedArrayBuffer(4));
    const workerData: FunctionWorkerData = { toEngine: messages.port2, syncPort: sync.port2, syncFlag: this.syncFlag };
    this.worker = new Worker(script, {
      workerData,
      transferList: [sync.port2, messages.port2],
      // The old generation is the function's memory limit. Convex's isolates get 32 MiB beyond it
      // (ISOLATE_MAX_HEAP_EXTRA_SIZE in convex-backend); here that goes to the young generation, so a
      // run's short-lived garbage is swept less often: with 8 MiB a query thread collected every 50 runs.
      resourceLimits: { maxOldGenerationSizeMb: memoryMiB, maxYoungGenerationSizeMb: Math.min(HEAP_EXTRA_MIB, Math.max(4, Math.floor(memoryMiB / 2))) },
      stdout: false,
      stderr: false,
    });
  }

  post(message: ToWorker, transfer: ArrayBuffer[] = []): void {
    if (!this.exited) this.worker.postMessage(message, transfer);
  }

  answerSync(reply: SyncReply): void {
    this.syncPort.postMessage(reply);
    Atomics.store(this.syncFlag, 0, reply.seq);
    Atomics.notify(this.syncFlag, 0);
  }

  private utilization: EventLoopUtilization | null = null;

  /** Booted and not importing: a thread held for long is held by user code (another thread would help). */
  runningUserCode(): boolean {
    return this.started && this.importing === 0;
  }

  /** Whether the thread spent most of the time since the last question waiting rather than computing. */
  mostlyWaiting(): boolean {
    const now = this.worker.performance.eventLoopUtilization();
    const since = this.utilization === null ? now : this.worker.performance.eventLoopUtilization(now, this.utilization);
    this.utilization = now;
    return since.utilization < 0.5;
  }

  /** The thread's CPU time at the last reading, and when that was: every run that starts later used at most what it has gained since. */
  private cpuMark: { cpuMs: number; atMs: number } | null = null;

  cpuMs(): number | null {
    const cpuMs = this.threadId === null ? null : threadCpuMs(this.threadId);
    if (cpuMs !== null) this.cpuMark = { cpuMs, atMs: performance.now() };
    return cpuMs;
  }

  /** The CPU time of the last reading (null: none yet); taken before any run that starts now. */
  cpuBeforeNow(): number | null {
    return this.cpuMark?.cpuMs ?? null;
  }

  /** Reads the CPU time again if the last reading is old, so the next run's `cpuBeforeNow()` is close to its start. */
  refreshCpuMark(): void {
    if (this.cpuMark === null || performance.now() - this.cpuMark.atMs > CPU_MARK_MAX_AGE_MS) this.cpuMs();
  }

  terminate(): void {
    if (!this.exited) void this.worker.terminate();
  }

  close(): void {
    this.fromWorker.close();
    this.syncPort.close();
  }

  ref(): void {
    this.worker.ref();
  }

  unref(): void {
    this.worker.unref();
  }
}

function serializeSyscallError(error: unknown): SyscallError {
  if (error instanceof FunctionCallError) return { name: "FunctionCallError", message: error.message, ...(error.data === undefined ? {} : { data: error.data }) };
  if (error instanceof Error) {
    const data = (error as { data?: SyscallError["data"] }).data;
    return { name: error.name, message: error.message, ...(data === undefined ? {} : { data }) };
  }
  return { name: "Error", message: String(error) };
}

/**
 * Runs user code in worker threads so that no function can stall the backend: a run that exceeds
 * its time limit, or a thread that exceeds its heap limit, is terminated and its caller gets
 * Convex's error; every other client goes on. Syscalls are served here, on the engine's thread.
 */
export class FunctionExecutor {
  private readonly queriesAndMutations: WorkerPool<FunctionThread>;
  private readonly actions: WorkerPool<FunctionThread>;
  private readonly nodeActions: WorkerPool<FunctionThread>;
  private readonly active = new Map<FunctionRun, ActiveRun>();
  private nextRunId = 1;
  private readonly readAheadGuesses = new ReadAheadGuesses();
  private readonly homeCpu: HomeCpu | null;

  constructor(private readonly options: ExecutorOptions) {
    const warm = Math.max(2, availableParallelism());
    this.queriesAndMutations = new WorkerPool(() => this.spawn("default", this.queriesAndMutations), {
      warm,
      ...QUERY_MUTATION_POOL,
      prefer: (thread) => thread.home,
    });
    this.homeCpu = options.pinThreads === true ? HomeCpu.choose() : null;
    this.actions = new WorkerPool(() => this.spawn("default", this.actions), { warm, ...ACTION_POOL });
    this.nodeActions = new WorkerPool(() => this.spawn("node", this.nodeActions), { warm: 1, ...ACTION_POOL });
  }

  /** A new build was loaded: threads that imported the previous one are replaced. */
  useNewBuild(): void {
    this.readAheadGuesses.clear();
    this.queriesAndMutations.retireAll();
    this.actions.retireAll();
    this.nodeActions.retireAll();
  }

  async run(run: FunctionRun, target: FunctionTarget, kind: CallKind, args: string): Promise<string> {
    const limitMs = this.limitFor(kind, target.runtime);
    const parent = run.parent === null ? undefined : this.active.get(run.parent);
    const key = `${kind} ${target.moduleUrl}#${target.exportName}`;
    const expected = parent === undefined && run.txn !== null ? this.readAheadGuesses.guess(key, args) : [];
    const answered = run.readAhead(expected);
    const message = (runId: number, thread: FunctionThread): ToWorker => ({
      type: "invoke",
      kind,
      exportName: target.exportName,
      args,
      ...(answered.length > 0 ? { readAhead: answered } : {}),
      ...this.runContext(runId, thread, run, target.moduleUrl, parent),
    });
    const readAhead = parent === undefined && run.txn !== null ? { key, args, expected: expected.slice(0, answered.length), leading: new LeadingReads() } : null;
    return (await this.execute(run, kind, target.runtime, limitMs, parent, message, [], readAhead)) as string;
  }

  async serveHttp(run: FunctionRun, moduleUrl: string, request: Request): Promise<Response> {
    const hasBody = request.body !== null && request.method !== "GET" && request.method !== "HEAD";
    const serialized: SerializedRequest = {
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body: hasBody ? await request.arrayBuffer() : null,
    };
    const message = (runId: number, thread: FunctionThread): ToWorker => ({
      type: "http",
      request: serialized,
      ...this.runContext(runId, thread, run, moduleUrl, undefined),
    });
    const transfer = serialized.body === null ? [] : [serialized.body];
    const response = (await this.execute(run, "action", "default", this.options.limits.actionMs, undefined, message, transfer)) as SerializedResponse;
    const nullBody = response.status === 204 || response.status === 205 || response.status === 304;
    return new Response(nullBody ? null : response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  async close(): Promise<void> {
    this.queriesAndMutations.close();
    this.actions.close();
    this.nodeActions.close();
  }

  private limitFor(kind: CallKind, runtime: FunctionTarget["runtime"]): number {
    if (kind !== "action") return this.options.limits.queryMutationMs;
    return runtime === "node" ? this.options.limits.nodeActionMs : this.options.limits.actionMs;
  }

  private poolFor(kind: CallKind, runtime: FunctionTarget["runtime"]): WorkerPool<FunctionThread> {
    if (runtime === "node") return this.nodeActions;
    return kind === "action" ? this.actions : this.queriesAndMutations;
  }

  private runContext(runId: number, thread: FunctionThread, run: FunctionRun, moduleUrl: string, parent: ActiveRun | undefined) {
    const generation = this.options.environment.generation();
    const envChanged = thread.envGeneration !== generation;
    thread.envGeneration = generation;
    return {
      runId,
      parentRunId: parent?.runId ?? null,
      moduleUrl,
      requestId: run.requestId,
      frozenNow: run.frozenNow,
      // The worker's generator is seeded from the run's, so a run stays reproducible from its seed.
      randomSeed: run.random === null ? null : Math.floor(run.random() * 2 ** 32),
      ...(envChanged ? { env: this.options.environment.values() } : {}),
    };
  }

  private async execute(
    run: FunctionRun,
    kind: CallKind,
    runtime: FunctionTarget["runtime"],
    limitMs: number,
    parent: ActiveRun | undefined,
    message: (runId: number, thread: FunctionThread) => ToWorker,
    transfer: ArrayBuffer[] = [],
    readAhead: ActiveRun["readAhead"] = null,
  ): Promise<string | SerializedResponse> {
    // A nested ctx.runQuery/runMutation runs on its parent's thread: the parent waits for it there.
    const pool = this.poolFor(kind, runtime);
    const thread = parent?.thread ?? (await pool.acquire({ avoidPreferred: run.background }));
    const runId = this.nextRunId++;
    try {
      return await new Promise<string | SerializedResponse>((resolve, reject) => {
        const active: ActiveRun = {
          runId,
          run,
          thread,
          budget: new RunBudget(limitMs, () => this.stop(thread, userTimeoutMessage(limitMs)), () => thread.cpuMs(), {
            paused: !thread.started,
            cpuBefore: thread.cpuBeforeNow(),
          }),
          settled: false,
          readAhead,
          settle: (outcome) => {
            active.settled = true;
            active.budget.stop();
            // a run that died before saying what it used keeps every read made ahead in its read set
            run.settleReadsAhead(Number.MAX_SAFE_INTEGER);
            if (readAhead !== null) this.readAheadGuesses.remember(readAhead.key, readAhead.args, readAhead.leading.reads);
            thread.runs.delete(runId);
            this.active.delete(run);
            if (outcome.ok) resolve(outcome.value);
            else reject(outcome.error);
          },
        };
        thread.runs.set(runId, active);
        this.active.set(run, active);
        thread.post(message(runId, thread), transfer);
      });
    } finally {
      if (parent === undefined) {
        thread.refreshCpuMark();
        pool.release(thread);
      }
    }
  }

  private stop(thread: FunctionThread, reason: string): void {
    thread.deathReason ??= reason;
    thread.terminate();
  }

  private spawn(runtime: FunctionTarget["runtime"], pool: WorkerPool<FunctionThread>): FunctionThread {
    const memoryMiB = runtime === "node" ? this.options.limits.nodeMemoryMiB : this.options.limits.memoryMiB;
    const thread = new FunctionThread(this.options.workerScript, memoryMiB);
    thread.fromWorker.on("message", (message: FromWorker) => this.onMessage(thread, message));
    thread.worker.on("error", (error: Error & { code?: string }) => {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") thread.deathReason ??= outOfMemoryMessage(memoryMiB);
      else thread.deathReason ??= `The function's runtime failed: ${error.message}`;
    });
    thread.worker.on("exit", () => {
      thread.exited = true;
      thread.close();
      const reason = thread.deathReason ?? "The function's runtime stopped unexpectedly.";
      for (const active of [...thread.runs.values()]) active.settle({ ok: false, error: new EngineError(reason) });
      pool.exited(thread);
    });
    return thread;
  }

  private onMessage(thread: FunctionThread, message: FromWorker): void {
    if (message.type === "log") {
      this.options.log(`[module load] ${message.line}`);
      return;
    }
    if (message.type === "started") {
      thread.threadId = message.threadId;
      thread.started = true;
      thread.refreshCpuMark();
      if (message.threadId !== null) this.homeCpu?.place(thread, message.threadId, this.queriesAndMutations.has(thread));
      for (const active of thread.runs.values()) active.budget.resume();
      return;
    }
    const active = thread.runs.get(message.runId);
    if (active === undefined) {
      if (message.type === "sync") thread.answerSync({ seq: message.seq, ok: false, error: { name: "Error", message: "This function run has ended." } });
      return;
    }
    if (message.type === "importing") {
      thread.importing += 1;
      return active.budget.pauseForImport();
    }
    if (message.type === "imported") {
      thread.importing -= 1;
      return active.budget.resumeAfterImport();
    }
    if (message.logs !== undefined) active.run.logLines.push(...message.logs);
    if (message.readAheadUsed !== undefined) {
      active.run.settleReadsAhead(message.readAheadUsed);
      active.readAhead?.leading.usedAhead(active.readAhead.expected, message.readAheadUsed);
    }
    active.readAhead?.leading.see(message);
    switch (message.type) {
      case "sync":
        thread.answerSync({ seq: message.seq, ...this.syncOp(active.run, message.op, message.args, message.immediate === true) });
        return;
      case "post":
        this.postOp(active.run, message.op, message.args);
        return;
      case "call":
        this.callOp(thread, active, message.callId, message.op, message.args);
        return;
      case "done":
      case "httpDone":
        if (message.type === "done" && message.ok && message.readClock === true) active.run.readClock = true;
        if (message.ok) active.settle({ ok: true, value: message.type === "done" ? message.value : message.response });
        else active.settle({ ok: false, error: new DescribedError(message.error) });
        return;
    }
  }

  private syncOp(run: FunctionRun, op: string, args: string, immediate: boolean): SyncAnswer {
    try {
      if (op === STREAM_BATCH) {
        const { queryId, max } = JSON.parse(args) as { queryId: number; max: number };
        return { ok: true, value: run.streamBatch(queryId, max) };
      }
      if (!immediate) return { ok: true, value: run.syscall(op, args) };
      const value = run.immediateSyscall(op, args);
      if (value === undefined) throw new Error(`The syscall ${op} cannot be answered at once.`);
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error: serializeSyscallError(error) };
    }
  }

  private postOp(run: FunctionRun, op: string, args: unknown): void {
    if (op === STREAM_OPEN) {
      const { args: queryArgs, queryId } = args as { args: string; queryId: number };
      run.openStream(queryArgs, queryId);
    } else if (op === STREAM_CLEANUP) {
      run.syscall(op, args as string);
    }
  }

  private callOp(thread: FunctionThread, active: ActiveRun, callId: number, op: string, args: unknown): void {
    active.budget.pause();
    let transfer: ArrayBuffer[] = [];
    this.asyncOp(active.run, op, args, (buffer) => (transfer = [buffer]))
      .then(
        (value) => thread.post({ type: "reply", callId, ok: true, value }, transfer),
        (error: unknown) => thread.post({ type: "reply", callId, ok: false, error: serializeSyscallError(error) }),
      )
      .finally(() => active.budget.resume());
  }

  private async asyncOp(run: FunctionRun, op: string, args: unknown, transfer: (buffer: ArrayBuffer) => void): Promise<unknown> {
    switch (op) {
      case JS_STORE_BLOB: {
        const { bytes, contentType } = args as { bytes: ArrayBuffer; contentType: string };
        return run.jsSyscall("storage/storeBlob", { blob: new Blob([bytes], { type: contentType }) });
      }
      case JS_GET_BLOB: {
        const blob = (await run.jsSyscall("storage/getBlob", { storageId: (args as { storageId: string }).storageId })) as Blob | null;
        if (blob === null) return null;
        const bytes = await blob.arrayBuffer();
        transfer(bytes);
        return { bytes, contentType: blob.type };
      }
      default:
        return run.asyncSyscall(op, args as string);
    }
  }
}
