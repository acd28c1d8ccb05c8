/**
 * A function worker's globals, bound to the run whose code calls them, as in Convex's runtime:
 *
 * - a query or mutation may not start timers or fetch, with Convex's error;
 * - what Node does in the background for a run (Web Crypto, reading a Blob or a body, compiling
 *   WebAssembly) is handed back only while that run is going: a promise a function left behind never
 *   resumes after it returned, as in Convex, where the run's context is gone by then.
 *
 * Together with the engine ignoring syscalls of runs that ended, this is what lets a run that has its
 * thread to itself go without an AsyncLocalStorage context (see function-worker.ts): nothing left
 * behind by an earlier run can run inside it.
 */

export interface BoundRun {
  readonly kind: "query" | "mutation" | "action";
  /** false once the run has returned or failed */
  readonly active: boolean;
}

/** Convex's text (crates/isolate/src/environment/udf/mod.rs) */
function notInQueriesOrMutations(description: string): Error {
  return new Error(
    `Can't use ${description} in queries and mutations. Please consider using an action. See https://docs.convex.dev/functions/actions for more details.`,
  );
}

const TIMERS = ["setTimeout", "setInterval", "setImmediate"] as const;
const SUBTLE_METHODS = ["encrypt", "decrypt", "sign", "verify", "digest", "generateKey", "deriveKey", "deriveBits", "importKey", "exportKey", "wrapKey", "unwrapKey"];
const BODY_METHODS = ["arrayBuffer", "text", "bytes", "json", "blob", "formData"];
const WASM_METHODS = ["compile", "instantiate", "compileStreaming", "instantiateStreaming"];

export function installRunBoundGlobals(currentRun: () => BoundRun | undefined): void {
  const inDatabaseFunction = () => {
    const kind = currentRun()?.kind;
    return kind === "query" || kind === "mutation";
  };

  for (const name of TIMERS) {
    const original = globalThis[name] as (...args: unknown[]) => unknown;
    const refusing = function (this: unknown, ...args: unknown[]) {
      if (inDatabaseFunction()) throw notInQueriesOrMutations(name);
      return original.apply(this, args);
    };
    Object.defineProperty(globalThis, name, { value: refusing, writable: true, configurable: true });
  }

  const originalFetch = globalThis.fetch;
  globalThis.fetch = function fetch(input, init) {
    if (inDatabaseFunction()) return Promise.reject(notInQueriesOrMutations("fetch()"));
    return originalFetch(input, init);
  };

  const whileRunning = <T>(promise: Promise<T>): Promise<T> => {
    const run = currentRun();
    if (run === undefined) return promise;
    return new Promise<T>((resolve, reject) => {
      promise.then(
        (value) => {
          if (run.active) resolve(value);
        },
        (error: unknown) => {
          if (run.active) reject(error as Error);
        },
      );
    });
  };
  const bindMethods = (target: object, names: string[]) => {
    for (const name of names) {
      const original = (target as Record<string, unknown>)[name];
      if (typeof original !== "function") continue;
      Object.defineProperty(target, name, {
        value: function (this: unknown, ...args: unknown[]) {
          return whileRunning(original.apply(this, args) as Promise<unknown>);
        },
        writable: true,
        configurable: true,
      });
    }
  };
  bindMethods(Object.getPrototypeOf(crypto.subtle) as object, SUBTLE_METHODS);
  for (const type of [Blob, Response, Request]) bindMethods(type.prototype, BODY_METHODS);
  bindMethods(WebAssembly, WASM_METHODS);
}
