import type { IncomingMessage, ServerResponse } from "node:http";
import { jsonToConvex, type JSONValue } from "convex/values";
import type { Caller, Engine, FunctionOutcome } from "../../engine/types.js";
import { valueText } from "../../engine/success-outcome.js";
import type { CallerResolver } from "../auth/caller-resolver.js";
import { functionKind, runAction, runMutation, runQuery, type FunctionKind } from "../engine-calls.js";
import { decodeWireTimestamp, encodeWireTimestamp } from "../wire-timestamp.js";
import { PushError } from "../deploy/push-flow.js";
import { AdminApi } from "./admin-api.js";
import { applyApiCors } from "./cors.js";
import { readRequestBody } from "./request-body.js";

/** Convex answers a function that threw with this status (ConvexHttpClient reads the JSON body). */
const STATUS_FUNCTION_FAILED = 560;
const MAX_BODY_BYTES = 16 * 1024 * 1024;

export const BACKEND_VERSION = "local-backend-1.0.0";

type CallRequest = { path: string; args: JSONValue; ts?: unknown };

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Route =
  | { kind: FunctionKind | "any"; argsWrapped: boolean; atTs?: boolean; path?: string }
  | { special: "query_ts" }
  | { admin: "env_list" | "env_set" | "export" | "import" };

function routeFor(pathname: string): Route | undefined {
  switch (pathname) {
    case "/api/query":
      return { kind: "query", argsWrapped: true };
    case "/api/query_at_ts":
      return { kind: "query", argsWrapped: true, atTs: true };
    case "/api/mutation":
      return { kind: "mutation", argsWrapped: true };
    case "/api/action":
      return { kind: "action", argsWrapped: true };
    case "/api/function":
      return { kind: "any", argsWrapped: false };
    case "/api/query_ts":
      return { special: "query_ts" };
    // Used by the CLI while a backend holds the data folder.
    case "/api/local_admin/env_list":
      return { admin: "env_list" };
    case "/api/local_admin/env_set":
      return { admin: "env_set" };
    case "/api/local_admin/export":
      return { admin: "export" };
    case "/api/local_admin/import":
      return { admin: "import" };
  }
  // Convex's HTTP API: POST /api/run/dir/module/export with {args}.
  const run = /^\/api\/run\/(.+)\/([^/]+)$/.exec(pathname);
  if (run !== null) return { kind: "any", argsWrapped: false, path: `${run[1]}:${run[2]}` };
  return undefined;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const body = await readRequestBody(request, MAX_BODY_BYTES, () => new HttpError(413, "RequestTooLarge", "Request body is larger than 16 MiB"));
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, "BadJsonBody", "Request body is not valid JSON");
  }
}

function parseCall(body: unknown, route: Extract<Route, { kind: unknown }>): CallRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "BadJsonBody", "Request body must be a JSON object");
  }
  const fields = body as Record<string, unknown>;
  const path = route.path ?? fields.path;
  if (typeof path !== "string" || path === "") throw new HttpError(400, "BadJsonBody", "Missing function path");
  if (fields.format !== undefined && fields.format !== "convex_encoded_json" && fields.format !== "json") {
    throw new HttpError(400, "BadJsonBody", `Unsupported format ${JSON.stringify(fields.format)}`);
  }
  let args: unknown = fields.args ?? {};
  if (route.argsWrapped) {
    if (!Array.isArray(args) || args.length > 1) {
      throw new HttpError(400, "BadJsonBody", "args must be an array holding one arguments object");
    }
    args = args[0] ?? {};
  }
  if (typeof args !== "object" || args === null || Array.isArray(args)) {
    throw new HttpError(400, "BadJsonBody", "Function arguments must be an object");
  }
  requireDecodableArgs(args as JSONValue);
  return { path, args: args as JSONValue, ts: fields.ts };
}

/**
 * A malformed encoded value (`{"$float": "x"}`, an `$integer` that is not eight bytes, a reserved `$` field)
 * is a bad request, answered 400 before any function runs, as Convex does; not a function failure (560).
 */
function requireDecodableArgs(args: JSONValue): void {
  try {
    jsonToConvex(args);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, "BadJsonBody", `Function arguments are not valid Convex JSON: ${reason}`);
  }
}

function parseTimestamp(value: unknown): bigint {
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === "string" && /^\d+$/.test(value)) return BigInt(value);
  if (typeof value === "string") {
    try {
      return decodeWireTimestamp(value);
    } catch {
      // reported below
    }
  }
  throw new HttpError(400, "BadJsonBody", "Invalid ts");
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  sendJsonText(response, status, JSON.stringify(body));
}

function sendJsonText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  response.end(text);
}

function sendOutcome(response: ServerResponse, outcome: FunctionOutcome): void {
  if (outcome.status === "success") {
    sendJsonText(response, 200, `{"status":"success","value":${valueText(outcome)},"logLines":${JSON.stringify(outcome.logLines)}}`);
  } else {
    sendJson(response, STATUS_FUNCTION_FAILED, {
      status: "error",
      errorMessage: outcome.errorMessage,
      ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
      logLines: outcome.logLines,
    });
  }
}

function stringField(body: unknown, name: string): string {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value !== "string") throw new HttpError(400, "BadJsonBody", `Missing string field ${name}`);
  return value;
}

async function runAdminCommand(
  engine: Engine,
  command: Extract<Route, { admin: unknown }>["admin"],
  body: unknown,
): Promise<unknown> {
  switch (command) {
    case "env_list":
      return { env: engine.env.list() };
    case "env_set":
      await engine.env.set(stringField(body, "name"), stringField(body, "value"));
      return { ok: true };
    case "export":
      await engine.exportJsonl(stringField(body, "file"));
      return { ok: true };
    case "import":
      await engine.importJsonl(stringField(body, "file"));
      return { ok: true };
  }
}

export type CloudApiDeps = {
  engine: Engine;
  callers: CallerResolver;
  /** storage URLs may point at the cloud port as on Convex: hand them to the site handler */
  forwardToSite(request: IncomingMessage, response: ServerResponse): void;
  /** the self-hosted deployment endpoints the Convex CLI uses (absent: answered 404) */
  admin?: AdminApi;
  log(line: string): void;
};

/** The cloud port's HTTP API: `/version`, the function endpoints ConvexHttpClient uses, and CORS. */
export function createCloudApiHandler(deps: CloudApiDeps): (request: IncomingMessage, response: ServerResponse) => void {
  async function call(route: Extract<Route, { kind: unknown }>, caller: Caller, body: unknown): Promise<FunctionOutcome> {
    const { path, args, ts } = parseCall(body, route);
    let kind = route.kind;
    if (kind === "any") {
      const known = functionKind(deps.engine, path);
      if (known === null) {
        const errorMessage =
          caller.kind === "admin"
            ? `Could not find function for '${path}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`
            : `Could not find public function for '${path}'.`;
        return { status: "error", errorMessage, logLines: [] };
      }
      kind = known;
    }
    switch (kind) {
      case "query": {
        const atTs = route.atTs === true ? parseTimestamp(ts) : undefined;
        return (await runQuery(deps.engine, path, args, caller, atTs === undefined ? {} : { atTs })).outcome;
      }
      case "mutation":
        return (await runMutation(deps.engine, path, args, caller)).outcome;
      case "action":
        return runAction(deps.engine, path, args, caller);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = (request.url ?? "/").split("?", 1)[0] ?? "/";
    if (pathname.startsWith("/api/storage/")) {
      deps.forwardToSite(request, response);
      return;
    }
    applyApiCors(request, response);
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    if (pathname === "/version" && (request.method === "GET" || request.method === "HEAD")) {
      response.writeHead(200, { "Content-Type": "text/plain" }).end(BACKEND_VERSION);
      return;
    }
    if (deps.admin !== undefined && AdminApi.handles(pathname)) {
      await deps.admin.handle(request, response, new URL(request.url ?? "/", "http://127.0.0.1"));
      return;
    }
    const route = routeFor(pathname);
    if (route === undefined) throw new HttpError(404, "NotFound", `No route for ${request.method} ${pathname}`);
    if (request.method !== "POST") throw new HttpError(405, "MethodNotAllowed", `${pathname} takes POST`);
    const body = await readJson(request);
    if ("special" in route) {
      sendJson(response, 200, { ts: encodeWireTimestamp(deps.engine.currentTs()) });
      return;
    }
    const authentication = await deps.callers.fromAuthorizationHeader(request.headers.authorization);
    if (!authentication.ok) throw new HttpError(401, "Unauthenticated", authentication.error);
    if ("admin" in route) {
      if (authentication.caller.kind !== "admin") throw new HttpError(403, "Forbidden", "This endpoint needs the admin key");
      sendJson(response, 200, await runAdminCommand(deps.engine, route.admin, body));
      return;
    }
    sendOutcome(response, await call(route, authentication.caller, body));
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof HttpError || error instanceof PushError) {
        sendJson(response, error.status, { code: error.code, message: error.message });
        return;
      }
      deps.log(`HTTP API error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sendJson(response, 500, { code: "InternalServerError", message: "Internal server error" });
    });
  };
}
