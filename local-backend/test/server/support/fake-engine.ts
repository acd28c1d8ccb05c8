import type { JSONValue } from "convex/values";
import type {
  Caller,
  CommitNotice,
  Engine,
  EngineOptions,
  FunctionOutcome,
  MutationOutcome,
  QueryOutcome,
  ReadSet,
  UserIdentity,
} from "../../../src/engine/types.js";

/**
 * A tiny in-memory engine with named counters, enough to drive the network layer through the official clients
 * without the real engine: reads record the counter names they touched, commits invalidate by name.
 */
type CounterReadSet = ReadSet & { names: ReadonlySet<string> };

export type FakeEngineState = { counters: Map<string, number>; env: Map<string, string>; ts: bigint };

export function newFakeEngineState(): FakeEngineState {
  return { counters: new Map(), env: new Map(), ts: 1n };
}

type Args = Record<string, JSONValue>;

function success(value: JSONValue, logLines: string[] = []): FunctionOutcome {
  return { status: "success", value, logLines };
}

function failure(errorMessage: string, errorData?: JSONValue): FunctionOutcome {
  return { status: "error", errorMessage, ...(errorData !== undefined ? { errorData } : {}), logLines: [] };
}

function readSetOf(names: string[]): CounterReadSet {
  return { names: new Set(names) } as unknown as CounterReadSet;
}

export class FakeEngine implements Engine {
  private readonly commitListeners = new Set<(notice: CommitNotice) => void>();
  private readonly reloadListeners = new Set<() => void>();
  closed = false;
  queryRuns = 0;

  constructor(
    readonly options: EngineOptions,
    readonly state: FakeEngineState,
  ) {}

  currentTs(): bigint {
    return this.state.ts;
  }

  private counter(name: string): number {
    return this.state.counters.get(name) ?? 0;
  }

  async runQuery(path: string, args: JSONValue, caller: Caller): Promise<QueryOutcome> {
    this.queryRuns++;
    const { name } = args as Args;
    const ts = this.state.ts;
    switch (path) {
      case "counters:get":
        return { outcome: success(this.counter(String(name))), readSet: readSetOf([String(name)]), ts };
      case "counters:whoami":
        return { outcome: success((caller.identity ?? null) as JSONValue), readSet: readSetOf([]), ts };
      case "counters:secret":
        if (caller.kind !== "admin") {
          return { outcome: failure(`Could not find public function for 'counters:secret'.`), readSet: readSetOf([]), ts };
        }
        return { outcome: success("internal ok"), readSet: readSetOf([]), ts };
      case "counters:failing":
        return {
          outcome: failure("Uncaught ConvexError: nope", { code: "NOPE" }),
          readSet: readSetOf([String(name)]),
          ts,
        };
      default:
        return { outcome: failure(`Could not find public function for '${path}'.`), readSet: readSetOf([]), ts };
    }
  }

  async runMutation(path: string, args: JSONValue): Promise<MutationOutcome> {
    const { name, by } = args as Args;
    if (path === "counters:reject") {
      return { outcome: failure("Uncaught ConvexError: rejected", { code: "REJECTED" }), ts: this.state.ts };
    }
    if (path !== "counters:increment") {
      return { outcome: failure(`Could not find public function for '${path}'.`), ts: this.state.ts };
    }
    // A commit lands in a later turn, as it would after an fsync.
    await new Promise((resolve) => setImmediate(resolve));
    const key = String(name);
    const value = this.counter(key) + Number(by ?? 1);
    this.state.counters.set(key, value);
    const ts = ++this.state.ts;
    const notice: CommitNotice = {
      ts,
      invalidates: (readSet) => (readSet as CounterReadSet).names.has(key),
    };
    for (const listener of this.commitListeners) listener(notice);
    return { outcome: success(value, [`incremented ${key}`]), ts };
  }

  async runAction(path: string, args: JSONValue, caller: Caller): Promise<FunctionOutcome> {
    if (path === "counters:echo") return success(args);
    if (path === "counters:whoamiAction") return success(caller.identity?.subject ?? null);
    return failure(`Could not find public function for '${path}'.`);
  }

  functionKind(path: string): "query" | "mutation" | "action" | null {
    if (["counters:get", "counters:whoami", "counters:secret", "counters:failing"].includes(path)) return "query";
    if (["counters:increment", "counters:reject"].includes(path)) return "mutation";
    if (path === "counters:echo" || path === "counters:whoamiAction") return "action";
    return null;
  }

  async handleSiteRequest(request: Request, identity?: UserIdentity | null): Promise<Response> {
    const url = new URL(request.url);
    const issuer = this.options.siteUrl;
    switch (url.pathname) {
      case "/.well-known/openid-configuration":
        return Response.json({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json` });
      case "/.well-known/jwks.json":
        return new Response(this.state.env.get("JWKS") ?? '{"keys":[]}', {
          headers: { "Content-Type": "application/json" },
        });
      case "/echo":
        return new Response(request.body, {
          status: 201,
          headers: {
            "Content-Type": request.headers.get("content-type") ?? "text/plain",
            "X-Caller": identity?.subject ?? "anonymous",
          },
        });
      default:
        return new Response("No matching routes found", { status: 404 });
    }
  }

  onCommit(listener: (notice: CommitNotice) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  onReload(listener: () => void): () => void {
    this.reloadListeners.add(listener);
    return () => this.reloadListeners.delete(listener);
  }

  reload(): void {
    for (const listener of this.reloadListeners) listener();
  }

  authProviders(): ReturnType<Engine["authProviders"]> {
    return [{ domain: this.state.env.get("CONVEX_SITE_URL"), applicationID: "convex" }];
  }

  env = {
    get: (name: string) => this.state.env.get(name),
    set: async (name: string, value: string) => {
      this.state.env.set(name, value);
    },
    list: () => Object.fromEntries(this.state.env),
  };

  async exportJsonl(): Promise<void> {}

  async importJsonl(): Promise<void> {}

  async close(): Promise<void> {
    this.closed = true;
  }
}

/** An `openEngine` for `startLocalBackend` that serves (and keeps across restarts) the given state. */
export function fakeEngineFactory(state: FakeEngineState): {
  open: (options: EngineOptions) => Promise<Engine>;
  engines: FakeEngine[];
} {
  const engines: FakeEngine[] = [];
  return {
    engines,
    open: async (options) => {
      const engine = new FakeEngine(options, state);
      engines.push(engine);
      return engine;
    },
  };
}
