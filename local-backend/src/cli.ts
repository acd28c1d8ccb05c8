import { mkdir, readdir, rm } from "node:fs/promises";
import { homedir } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { JSONValue } from "convex/values";
import type { Engine } from "./engine/types.js";
import { DataDirLock, readLiveLock } from "./server/data-dir-lock.js";
import { readAdminKey } from "./server/deployment-secrets.js";
import { functionKind, runAction, runMutation, runQuery } from "./server/engine-calls.js";
import { startLocalBackend } from "./server/index.js";

const USAGE = `Usage: local-backend <command> [options]

Commands:
  start                      serve the functions folder (HTTP API, sync WebSocket, HTTP actions)
  run FUNCTION [JSON_ARGS]   run a function as admin (internal functions too) and print its result
  env set NAME VALUE         set an environment variable
  env list                   list environment variables
  export FILE.jsonl          write every table to a JSON Lines file
  import FILE.jsonl          load tables from a JSON Lines file
  reset                      delete all data (the backend must be stopped)

Options:
  --functions DIR   Convex functions folder (default: convex)
  --data DIR        data folder (default: .data)
  --port N          cloud port: HTTP API and sync (default: 3210)
  --site-port M     site port: HTTP actions and files (default: 3211)
  --app-url URL     web app URL, stored as SITE_URL (default: http://127.0.0.1:5173)
  --watch           reload functions when they change (start)
  --self-hosted-env FILE  point npx convex at this backend: write CONVEX_SELF_HOSTED_URL and
                    CONVEX_SELF_HOSTED_ADMIN_KEY into FILE (e.g. .env.local) unless it names
                    another deployment (start)
  --action-timeout S  time limit of actions and HTTP actions in seconds
                    (default: Convex's, 1800; "use node" actions 600)

Without --functions, start serves the code last pushed with \`npx convex dev\` or
\`npx convex deploy\` (kept in the data folder), or the convex folder if nothing was pushed.
`;

class UsageError extends Error {}

type Options = {
  functionsDir: string;
  dataDir: string;
  port: number;
  sitePort: number;
  appUrl: string | undefined;
  watch: boolean;
  /** no --functions given: serve the last push, if any */
  servePushedCode: boolean;
  envFile: string | undefined;
  actionTimeoutMs: number | undefined;
};

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`${name} must be a port number`);
  return port;
}

function parseSeconds(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new UsageError(`${name} must be a number of seconds`);
  return Math.round(seconds * 1000);
}

/** Convex's knob for its query cache, in bytes; here read from the environment as self-hosted Convex does. */
function queryCacheBytes(): number | undefined {
  const value = process.env.UDF_CACHE_MAX_SIZE;
  if (value === undefined || value === "") return undefined;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new Error("UDF_CACHE_MAX_SIZE must be a number of bytes (0 turns the query cache off)");
  return bytes;
}

function parseCommandLine(argv: string[]): { positionals: string[]; options: Options } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      functions: { type: "string" },
      data: { type: "string" },
      port: { type: "string" },
      "site-port": { type: "string" },
      "app-url": { type: "string" },
      watch: { type: "boolean" },
      "self-hosted-env": { type: "string" },
      "action-timeout": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help === true) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    positionals,
    options: {
      functionsDir: resolve(values.functions ?? "convex"),
      dataDir: resolve(values.data ?? ".data"),
      port: parsePort(values.port, 3210, "--port"),
      sitePort: parsePort(values["site-port"], 3211, "--site-port"),
      appUrl: values["app-url"],
      watch: values.watch ?? false,
      servePushedCode: values.functions === undefined,
      envFile: values["self-hosted-env"] === undefined ? undefined : resolve(values["self-hosted-env"]),
      actionTimeoutMs: parseSeconds(values["action-timeout"], "--action-timeout"),
    },
  };
}

async function start(options: Options): Promise<void> {
  const backend = await startLocalBackend({
    functionsDir: options.functionsDir,
    dataDir: options.dataDir,
    port: options.port,
    sitePort: options.sitePort,
    watch: options.watch,
    servePushedCode: options.servePushedCode,
    ...(options.envFile !== undefined ? { envFile: options.envFile } : {}),
    ...(options.appUrl !== undefined ? { appUrl: options.appUrl } : {}),
    ...(options.actionTimeoutMs !== undefined ? { executionLimits: { actionMs: options.actionTimeoutMs, nodeActionMs: options.actionTimeoutMs } } : {}),
    pinThreads: process.env.LOCAL_BACKEND_PIN_THREADS !== "0",
    queryCacheBytes: queryCacheBytes(),
  });
  let stopping = false;
  const shutDown = (signal: string) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`local-backend: ${signal} received, shutting down`);
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutDown("SIGINT"));
  process.on("SIGTERM", () => shutDown("SIGTERM"));
}

/** A backend already serving this data folder, reached over HTTP with the admin key. */
async function runningBackend(dataDir: string): Promise<{ url: string; adminKey: string } | undefined> {
  const lock = await readLiveLock(dataDir);
  if (lock?.url === undefined) return undefined;
  const adminKey = await readAdminKey(dataDir);
  if (adminKey === undefined) throw new Error(`A backend is running on ${dataDir} but its admin key is missing`);
  return { url: lock.url, adminKey };
}

async function callRunning(backend: { url: string; adminKey: string }, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${backend.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Convex ${backend.adminKey}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text === "" ? null : JSON.parse(text);
  if (response.ok || response.status === 560) return parsed;
  const message = typeof parsed === "object" && parsed !== null && "message" in parsed ? String(parsed.message) : text;
  throw new Error(`${path} failed (HTTP ${response.status}): ${message}`);
}

/** Opens the engine in this process, holding the data folder's lock meanwhile. */
async function withEngine<T>(options: Options, use: (engine: Engine) => Promise<T>): Promise<T> {
  await mkdir(options.dataDir, { recursive: true });
  const lock = await DataDirLock.acquire(options.dataDir);
  try {
    const { openEngine } = await import("./engine/index.js");
    const engine = await openEngine({
      functionsDir: options.functionsDir,
      dataDir: options.dataDir,
      siteUrl: `http://127.0.0.1:${options.sitePort}`,
      cloudUrl: `http://127.0.0.1:${options.port}`,
      runScheduledJobs: false,
      servePushedCode: options.servePushedCode,
      log: (line) => console.error(line),
    });
    try {
      return await use(engine);
    } finally {
      await engine.close();
    }
  } finally {
    await lock.release();
  }
}

function parseJsonArgs(text: string | undefined): JSONValue {
  if (text === undefined) return {};
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    throw new UsageError(`Function arguments are not valid JSON: ${text}`);
  }
  if (typeof args !== "object" || args === null || Array.isArray(args)) {
    throw new UsageError("Function arguments must be a JSON object");
  }
  return args as JSONValue;
}

type Outcome = { status: "success"; value: JSONValue } | { status: "error"; errorMessage: string; errorData?: JSONValue };

async function run(options: Options, path: string | undefined, argsText: string | undefined): Promise<number> {
  if (path === undefined) throw new UsageError("run needs a function name, e.g. run messages:list '{}'");
  const args = parseJsonArgs(argsText);
  const running = await runningBackend(options.dataDir);
  let outcome: Outcome;
  if (running !== undefined) {
    outcome = (await callRunning(running, "/api/function", { path, args, format: "convex_encoded_json" })) as Outcome;
  } else {
    outcome = await withEngine(options, async (engine) => {
      const kind = functionKind(engine, path);
      const admin = { kind: "admin" } as const;
      if (kind === null) {
        return { status: "error", errorMessage: `Could not find function for '${path}'.` } satisfies Outcome;
      }
      if (kind === "query") return (await runQuery(engine, path, args, admin)).outcome;
      if (kind === "mutation") return (await runMutation(engine, path, args, admin)).outcome;
      return runAction(engine, path, args, admin);
    });
  }
  if (outcome.status === "success") {
    console.log(JSON.stringify(outcome.value, null, 2));
    return 0;
  }
  console.error(outcome.errorMessage);
  if (outcome.errorData !== undefined) console.error(JSON.stringify(outcome.errorData, null, 2));
  return 1;
}

async function env(options: Options, action: string | undefined, name: string | undefined, value: string | undefined): Promise<void> {
  const running = await runningBackend(options.dataDir);
  if (action === "set") {
    if (name === undefined || value === undefined) throw new UsageError("env set needs NAME and VALUE");
    if (running !== undefined) await callRunning(running, "/api/local_admin/env_set", { name, value });
    else await withEngine(options, (engine) => engine.env.set(name, value));
    console.log(`Set ${name}`);
    return;
  }
  if (action === "list") {
    const variables =
      running !== undefined
        ? ((await callRunning(running, "/api/local_admin/env_list", {})) as { env: Record<string, string> }).env
        : await withEngine(options, async (engine) => engine.env.list());
    for (const [variable, variableValue] of Object.entries(variables).sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`${variable}=${variableValue.includes("\n") ? JSON.stringify(variableValue) : variableValue}`);
    }
    return;
  }
  throw new UsageError("env takes set NAME VALUE or list");
}

async function transfer(options: Options, direction: "export" | "import", file: string | undefined): Promise<void> {
  if (file === undefined) throw new UsageError(`${direction} needs a file name`);
  const target = resolve(file);
  const running = await runningBackend(options.dataDir);
  if (running !== undefined) await callRunning(running, `/api/local_admin/${direction}`, { file: target });
  else await withEngine(options, (engine) => (direction === "export" ? engine.exportJsonl(target) : engine.importJsonl(target)));
  console.log(`${direction === "export" ? "Exported to" : "Imported from"} ${target}`);
}

async function reset(options: Options): Promise<void> {
  const dataDir = options.dataDir;
  if ([resolve("/"), resolve(homedir()), resolve(".")].includes(dataDir)) {
    throw new UsageError(`Refusing to delete ${dataDir}: give the backend's own data folder with --data`);
  }
  const running = await readLiveLock(dataDir);
  if (running !== undefined) throw new Error(`A backend (pid ${running.pid}) is running on ${dataDir}: stop it first`);
  const entries = await readdir(dataDir).catch(() => []);
  await Promise.all(entries.map((entry) => rm(resolve(dataDir, entry), { recursive: true, force: true })));
  console.log(`Deleted all data in ${dataDir}`);
}

async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseCommandLine(argv);
  const [command, ...rest] = positionals;
  switch (command) {
    case "start":
      await start(options);
      return -1;
    case "run":
      return run(options, rest[0], rest[1]);
    case "env":
      await env(options, rest[0], rest[1], rest[2]);
      return 0;
    case "export":
    case "import":
      await transfer(options, command, rest[0]);
      return 0;
    case "reset":
      await reset(options);
      return 0;
    default:
      throw new UsageError(command === undefined ? "" : `Unknown command ${command}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    // start keeps serving until a signal arrives; the other commands end here.
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      if (error.message !== "") console.error(error.message);
      console.error(USAGE);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
