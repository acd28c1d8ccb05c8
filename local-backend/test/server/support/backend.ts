import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import type { FunctionReference } from "convex/server";
import { SignJWT, importPKCS8 } from "jose";
import WebSocket from "ws";
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from "../../../src/server/index.js";
import { fakeEngineFactory, newFakeEngineState, type FakeEngine, type FakeEngineState } from "./fake-engine.js";

export const silentLogger = { log() {}, warn() {}, error() {}, logVerbose() {} };

export type FakeBackend = LocalBackend & { state: FakeEngineState; fake: FakeEngine; dataDir: string };

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), "local-backend-server-"));
}

/** The network layer in-process on free ports, serving the fake engine. */
export async function startFakeBackend(
  options: Partial<LocalBackendOptions> & { state?: FakeEngineState } = {},
): Promise<FakeBackend> {
  const state = options.state ?? newFakeEngineState();
  const factory = fakeEngineFactory(state);
  const dataDir = options.dataDir ?? tempDataDir();
  const backend = await startLocalBackend({
    port: 0,
    sitePort: 0,
    log: () => {},
    ...options,
    dataDir,
    openEngine: factory.open,
  });
  return { ...backend, state, fake: factory.engines.at(-1)!, dataDir };
}

export function webSocketClient(url: string): ConvexClient {
  return new ConvexClient(url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    unsavedChangesWarning: false,
    logger: silentLogger,
  });
}

export function httpClient(url: string): ConvexHttpClient {
  return new ConvexHttpClient(url, { logger: silentLogger });
}

/** A token as @convex-dev/auth issues it: signed with the generated JWT_PRIVATE_KEY, issuer = site URL. */
export async function signUserToken(
  backend: FakeBackend,
  subject: string,
  options: { expiresInSeconds?: number; claims?: Record<string, unknown> } = {},
): Promise<string> {
  const key = await importPKCS8(backend.state.env.get("JWT_PRIVATE_KEY")!, "RS256");
  return new SignJWT(options.claims ?? {})
    .setProtectedHeader({ alg: "RS256" })
    .setSubject(subject)
    .setIssuer(backend.siteUrl)
    .setAudience("convex")
    .setIssuedAt()
    .setExpirationTime(`${options.expiresInSeconds ?? 3600}s`)
    .sign(key);
}

export async function eventually<T>(read: () => T, accept: (value: T) => boolean, what = "condition"): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Methods the official clients mark @internal (the Convex CLI and dashboard use them); typed here for tests. */
type AdminAuthCapable = { setAdminAuth(adminKey: string, actingAs?: Record<string, unknown>): void };
type AnyFunctionCapable = {
  function(reference: FunctionReference<"query" | "mutation" | "action"> | string, componentPath: undefined, args: Record<string, unknown>): Promise<unknown>;
};

export function setAdminAuth(client: ConvexHttpClient | ConvexClient["client"], adminKey: string, actingAs?: Record<string, unknown>): void {
  (client as unknown as AdminAuthCapable).setAdminAuth(adminKey, actingAs);
}

export function callAnyFunction(
  client: ConvexHttpClient,
  reference: FunctionReference<"query" | "mutation" | "action"> | string,
  args: Record<string, unknown>,
): Promise<unknown> {
  return (client as unknown as AnyFunctionCapable).function(reference, undefined, args);
}
