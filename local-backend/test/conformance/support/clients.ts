import { ConvexClient, ConvexHttpClient } from "convex/browser";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";
import WebSocket from "ws";
import type { BackendProcess } from "./backend-process";

const silentLogger = { log() {}, warn() {}, error() {}, logVerbose() {} };

/** The browser-style WebSocket client, as a web page would use it (with `ws` standing in for the browser's WebSocket). */
export function webSocketClient(backend: BackendProcess): ConvexClient {
  return new ConvexClient(backend.url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    unsavedChangesWarning: false,
    logger: silentLogger,
  });
}

/** Members the HTTP client has at run time but leaves out of its published typings (marked internal). */
export type FullHttpClient = ConvexHttpClient & {
  setAdminAuth(adminKey: string): void;
  function(reference: FunctionReference<"query" | "mutation" | "action">, componentPath: string | undefined, args: Record<string, unknown>): Promise<unknown>;
};

export function httpClient(backend: BackendProcess, options: { admin?: boolean } = {}): FullHttpClient {
  const client = new ConvexHttpClient(backend.url, { logger: silentLogger }) as FullHttpClient;
  if (options.admin === true) client.setAdminAuth(backend.adminKey());
  return client;
}

/** Polls until `read` returns a value accepted by `accept` (eventual state, not a timing assertion). */
export async function eventually<T>(
  read: () => Promise<T> | T,
  accept: (value: T) => boolean,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (accept(last)) return last;
    if (Date.now() > deadline) {
      throw new Error(`${options.what ?? "condition"} not reached; last value: ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 50));
  }
}

/** Every value a live subscription delivered, in order. */
export class RecordedSubscription<Query extends FunctionReference<"query">> {
  readonly values: FunctionReturnType<Query>[] = [];
  readonly errors: Error[] = [];
  private readonly stop: () => void;

  constructor(client: ConvexClient, query: Query, args: FunctionArgs<Query>) {
    this.stop = client.onUpdate(
      query,
      args,
      (value) => {
        this.values.push(value);
      },
      (error) => {
        this.errors.push(error);
      },
    );
  }

  get latest(): FunctionReturnType<Query> | undefined {
    return this.values.at(-1);
  }

  async waitFor(accept: (value: FunctionReturnType<Query>) => boolean, what = "subscription value"): Promise<FunctionReturnType<Query>> {
    return await eventually<FunctionReturnType<Query>>(
      () => this.latest,
      (value) => value !== undefined && accept(value),
      { what, intervalMs: 5 },
    );
  }

  unsubscribe(): void {
    this.stop();
  }
}

export type FunctionRef = FunctionReference<"query" | "mutation" | "action", "public" | "internal">;
