import { mkdir } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import type { Engine, EngineOptions } from "../engine/types.js";
import { ANONYMOUS, CallerResolver } from "./auth/caller-resolver.js";
import { JwtVerifier } from "./auth/jwt-verifier.js";
import { DataDirLock } from "./data-dir-lock.js";
import { ensureAuthEnvironment, loadOrCreateAdminKey } from "./deployment-secrets.js";
import { handleSiteRequest } from "./engine-calls.js";
import { AdminApi } from "./http/admin-api.js";
import { createCloudApiHandler } from "./http/cloud-api.js";
import { writeSelfHostedEnvFile } from "./self-hosted-env-file.js";
import { createSiteHandler } from "./http/site-handler.js";
import { SyncServer } from "./sync/sync-server.js";

export type LocalBackendOptions = {
  /** Convex functions folder (default "convex") */
  functionsDir?: string;
  /** data folder (default ".data") */
  dataDir?: string;
  /** cloud port: HTTP API and sync WebSocket (default 3210; 0 = any free port) */
  port?: number;
  /** site port: HTTP actions and storage URLs (default 3211; 0 = any free port) */
  sitePort?: number;
  /** interface to listen on (default 127.0.0.1) */
  host?: string;
  /** the web app's URL, stored as SITE_URL for @convex-dev/auth redirects */
  appUrl?: string;
  /** reload functions when files in the functions folder change */
  watch?: boolean;
  /** serve the code last pushed with `npx convex dev/deploy` when the data folder has some (default: the functions folder) */
  servePushedCode?: boolean;
  /** write CONVEX_SELF_HOSTED_URL/ADMIN_KEY into this .env.local file on first start (unless it names another deployment) */
  envFile?: string;
  /** time and memory limits of function runs (default: Convex's) */
  executionLimits?: EngineOptions["executionLimits"];
  pinThreads?: EngineOptions["pinThreads"];
  queryCacheBytes?: EngineOptions["queryCacheBytes"];
  log?: (line: string) => void;
  /** the engine to serve; defaults to the real one (tests pass a fake) */
  openEngine?: (options: EngineOptions) => Promise<Engine>;
};

export type LocalBackend = {
  /** cloud URL to give ConvexClient / ConvexHttpClient, e.g. http://127.0.0.1:3210 */
  url: string;
  /** site URL where HTTP actions are served, e.g. http://127.0.0.1:3211 */
  siteUrl: string;
  adminKey: string;
  engine: Engine;
  stop(): Promise<void>;
};

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const notReady: Handler = (_request, response) => {
  response.writeHead(503, { "Content-Type": "text/plain", "Retry-After": "1" }).end("Starting");
};

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolveListen();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** How long requests in flight may take to finish once the backend stops. */
const SHUTDOWN_GRACE_MS = 3_000;

async function closeServer(server: Server): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(force);
}

/**
 * Starts an offline Convex-compatible backend: the ports listen first (answering 503 until the engine has
 * loaded the functions and data), then `/version` answers 200.
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? "127.0.0.1";
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir ?? ".data");
  const functionsDir = resolve(options.functionsDir ?? "convex");
  await mkdir(dataDir, { recursive: true });
  const lock = await DataDirLock.acquire(dataDir);

  let cloudHandler: Handler = notReady;
  let siteHandler: Handler = notReady;
  let sync: SyncServer | undefined;
  let engine: Engine | undefined;
  let admin: AdminApi | undefined;
  const cloud = createServer((request, response) => cloudHandler(request, response));
  const site = createServer((request, response) => siteHandler(request, response));
  cloud.on("upgrade", (request, socket, head) => {
    if (sync === undefined || !sync.handleUpgrade(request, socket, head)) socket.destroy();
  });

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      cloudHandler = notReady;
      siteHandler = notReady;
      admin?.close();
      await sync?.close();
      await Promise.all([closeServer(cloud), closeServer(site)]);
      await engine?.close();
      await lock.release();
    })());

  try {
    const displayHost = host.includes(":") ? `[${host}]` : host;
    const url = `http://${displayHost}:${await listen(cloud, options.port ?? 3210, host)}`;
    const siteUrl = `http://${displayHost}:${await listen(site, options.sitePort ?? 3211, host)}`;
    const open = options.openEngine ?? (await import("../engine/index.js")).openEngine;
    const readyEngine = await open({
      functionsDir,
      dataDir,
      siteUrl,
      cloudUrl: url,
      watch: options.watch ?? false,
      servePushedCode: options.servePushedCode ?? false,
      log,
      ...(options.executionLimits !== undefined ? { executionLimits: options.executionLimits } : {}),
      ...(options.pinThreads !== undefined ? { pinThreads: options.pinThreads } : {}),
      ...(options.queryCacheBytes !== undefined ? { queryCacheBytes: options.queryCacheBytes } : {}),
    });
    engine = readyEngine;
    const adminKey = await loadOrCreateAdminKey(dataDir);
    await ensureAuthEnvironment(readyEngine, { siteUrl, ...(options.appUrl !== undefined ? { appUrl: options.appUrl } : {}) });

    const verifier = new JwtVerifier(
      () => readyEngine.authProviders(),
      // Tokens issued by this backend's own auth are checked without a network round trip.
      (target) =>
        target.startsWith(`${siteUrl}/`)
          ? handleSiteRequest(readyEngine, new Request(target), ANONYMOUS)
          : fetch(target),
    );
    readyEngine.onReload(() => verifier.forgetKeys());
    const callers = new CallerResolver(verifier, adminKey);
    const handleSite = createSiteHandler({ engine: readyEngine, callers, siteOrigin: siteUrl, log });
    if (readyEngine.deployment !== undefined) {
      admin = new AdminApi({ deployment: readyEngine.deployment, callers, dataDir, cloudUrl: url, siteUrl, log });
    }
    const handleCloud = createCloudApiHandler({ engine: readyEngine, callers, forwardToSite: handleSite, ...(admin !== undefined ? { admin } : {}), log });
    const envFileNote = options.envFile === undefined ? null : await writeSelfHostedEnvFile(options.envFile, url, adminKey);
    if (envFileNote !== null) log(envFileNote);
    await lock.describe({ url, siteUrl });
    // One synchronous step: whoever sees /version answer 200 also finds the ready line already written.
    sync = new SyncServer(readyEngine, callers, log);
    siteHandler = handleSite;
    cloudHandler = handleCloud;
    const code = readyEngine.deployment?.isServingPush() === true ? "the last push (npx convex dev/deploy)" : functionsDir;
    log(`local-backend ready: ${url} (site ${siteUrl}, functions ${code}, data ${dataDir})`);
    return { url, siteUrl, adminKey, engine: readyEngine, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
