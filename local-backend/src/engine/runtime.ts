import { AsyncLocalStorage } from "node:async_hooks";
import { inspect } from "node:util";

/**
 * The process-wide surface the `convex` package calls into (`globalThis.Convex`), plus the
 * per-run determinism Convex guarantees (frozen `Date.now()`, seeded `Math.random()`, captured
 * console output, the deployment's `process.env`). Everything dispatches through an
 * AsyncLocalStorage, so concurrent function runs — and several engines in one process — each
 * find their own context; a worker thread may name a sole run instead (see `setSoleHost`).
 */
export interface RunHost {
  syscall(op: string, args: string): string;
  asyncSyscall(op: string, args: string): Promise<string>;
  jsSyscall(op: string, args: Record<string, unknown>): unknown;
  /** fixed time for queries and mutations; null in actions */
  readonly frozenNow: number | null;
  /** seeded generator for queries and mutations; null in actions */
  readonly random: (() => number) | null;
  readonly logLines: string[];
  env(name: string): string | undefined;
  envNames(): string[];
}

export const hostStorage = new AsyncLocalStorage<RunHost>();

let soleHost: RunHost | null = null;

/**
 * The host of code that runs outside any AsyncLocalStorage context: a function worker names the run that
 * has its thread to itself, so that run needs no context (see function-worker.ts), or null.
 */
export function setSoleHost(host: RunHost | null): void {
  soleHost = host;
}

let importsInHost = 0;

/**
 * Imports a module with `host` as its context (module-level code sees the deployment's env, its console
 * lines go to the host). The engine's thread runs no user code but these imports, so the context is
 * switched off once none is under way: while an AsyncLocalStorage is on, Node tracks it through every
 * promise the thread makes (HTTP, engine, executor): reads and writes over HTTP ran 6 % slower with it on.
 */
export async function importInHost<T>(host: RunHost, load: () => Promise<T>): Promise<T> {
  importsInHost += 1;
  try {
    return await hostStorage.run(host, load);
  } finally {
    importsInHost -= 1;
    if (importsInHost === 0) hostStorage.disable();
  }
}

export function currentHost(): RunHost | undefined {
  return hostStorage.getStore() ?? soleHost ?? undefined;
}

function requireHost(op: string): RunHost {
  const host = currentHost();
  if (host === undefined) throw new Error(`Convex syscall ${op} called outside of a Convex function run.`);
  return host;
}

const LEVELS: Record<string, string> = { log: "LOG", info: "INFO", warn: "WARN", error: "ERROR", debug: "DEBUG" };

function formatArgs(args: unknown[]): string {
  return args.map((arg) => inspect(arg, { depth: 4, breakLength: Infinity })).join(" ");
}

/** mulberry32: small, fast and good enough for application-level randomness */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const originalNow = Date.now.bind(Date);
/** wall-clock time, never frozen */
export function realNow(): number {
  return originalNow();
}

const originalRandom = Math.random.bind(Math);
/** a fresh seed for a query or mutation run */
export function randomSeed(): number {
  return Math.floor(originalRandom() * 2 ** 32);
}

let installed = false;

export function installRuntime(): void {
  if (installed) return;
  installed = true;
  (globalThis as { Convex?: unknown }).Convex = {
    syscall: (op: string, args: string) => requireHost(op).syscall(op, args),
    asyncSyscall: (op: string, args: string) => requireHost(op).asyncSyscall(op, args),
    jsSyscall: (op: string, args: Record<string, unknown>) => requireHost(op).jsSyscall(op, args),
  };

  Date.now = () => currentHost()?.frozenNow ?? originalNow();
  installClockReadingDate();
  Math.random = () => {
    const random = currentHost()?.random;
    return random ? random() : originalRandom();
  };

  for (const [method, level] of Object.entries(LEVELS)) {
    const original = (console as unknown as Record<string, (...args: unknown[]) => void>)[method];
    if (original === undefined) continue;
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => {
      const host = currentHost();
      if (host === undefined) {
        original.apply(console, args);
        return;
      }
      host.logLines.push(`[${level}] ${formatArgs(args)}`);
    };
  }

  // A function that forgets to await a promise must not take the whole backend down with it.
  process.on("unhandledRejection", (reason) => {
    const text = reason instanceof Error ? (reason.stack ?? reason.message) : inspect(reason);
    process.stderr.write(`[local-backend] unhandled promise rejection (a promise that was never awaited?): ${text}\n`);
  });

  const realEnv = process.env;
  process.env = new Proxy(realEnv, {
    get(target, name) {
      const host = currentHost();
      if (host !== undefined && typeof name === "string") return host.env(name);
      return Reflect.get(target, name);
    },
    has(target, name) {
      const host = currentHost();
      if (host !== undefined && typeof name === "string") return host.env(name) !== undefined;
      return Reflect.has(target, name);
    },
    ownKeys(target) {
      const host = currentHost();
      return host !== undefined ? host.envNames() : Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, name) {
      const host = currentHost();
      if (host !== undefined && typeof name === "string") {
        const value = host.env(name);
        return value === undefined ? undefined : { value, writable: true, enumerable: true, configurable: true };
      }
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
  });
}

/**
 * `new Date()` and `Date()` read the clock through `Date.now()`, as in Convex's runtime: inside a query or mutation
 * they give the run's frozen time, and the run is known to have read the clock (its result is not cached).
 * V8's own `Date` constructor reads the system clock directly, past any `Date.now` override.
 */
function installClockReadingDate(): void {
  const SystemDate = Date;
  const ClockReadingDate = function (this: unknown, ...args: unknown[]) {
    if (new.target === undefined) return new SystemDate(Date.now()).toString();
    return Reflect.construct(SystemDate, args.length === 0 ? [Date.now()] : args, new.target) as Date;
  } as unknown as DateConstructor;
  Object.defineProperties(ClockReadingDate, {
    ...Object.getOwnPropertyDescriptors(SystemDate),
    prototype: { value: SystemDate.prototype, writable: false },
  });
  Object.defineProperty(SystemDate.prototype, "constructor", { value: ClockReadingDate, writable: true, configurable: true });
  globalThis.Date = ClockReadingDate;
}
