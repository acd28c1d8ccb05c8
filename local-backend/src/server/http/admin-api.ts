import { randomBytes } from "node:crypto";
import { promises as fsp } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliDecompress, gunzip } from "node:zlib";
import type { DeploymentAccess } from "../../engine/deployment.js";
import { EXPORTS, SNAPSHOT_IMPORTS } from "../../engine/system-queries.js";
import type { JsonObject } from "../../engine/values.js";
import type { CallerResolver } from "../auth/caller-resolver.js";
import { FunctionLog } from "../deploy/function-log.js";
import { PushError, PushFlow } from "../deploy/push-flow.js";
import { buildSnapshotZip } from "../deploy/snapshot-export.js";
import { readRequestBody } from "./request-body.js";
import { applyImport, confirmationMessage, parseImport, type ImportFormat, type ImportMode, type ParsedImport } from "../deploy/snapshot-import.js";

const MAX_COMPRESSED_BYTES = 64 * 1024 * 1024;
const MAX_PUSH_BYTES = 512 * 1024 * 1024;
const MAX_ENV_NAME = 256;
const MAX_ENV_VALUE = 8 * 1024;

type Json = Record<string, unknown>;

export type AdminApiDeps = {
  deployment: DeploymentAccess;
  callers: CallerResolver;
  dataDir: string;
  cloudUrl: string;
  siteUrl: string;
  log(line: string): void;
};

function fail(status: number, code: string, message: string): PushError {
  return new PushError(status, code, message);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const body = await readRequestBody(request, MAX_COMPRESSED_BYTES, () => fail(413, "RequestTooLarge", "Request body is larger than 64 MiB"));
  const encoding = request.headers["content-encoding"];
  if (encoding === "br") return promisify(brotliDecompress)(body, { maxOutputLength: MAX_PUSH_BYTES });
  if (encoding === "gzip") return promisify(gunzip)(body, { maxOutputLength: MAX_PUSH_BYTES });
  return body;
}

async function readJsonBody(request: IncomingMessage): Promise<Json> {
  const body = await readBody(request);
  if (body.length === 0) return {};
  try {
    const value = JSON.parse(body.toString("utf8")) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    throw fail(400, "BadJsonBody", "Request body is not valid JSON");
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  response.end(text);
}

function int64(value: bigint): { $integer: string } {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64LE(value);
  return { $integer: bytes.toString("base64") };
}

const IMPORT_MODES = new Set<ImportMode>(["requireEmpty", "append", "replace", "replaceAll"]);
const IMPORT_FORMATS = new Set<ImportFormat>(["csv", "jsonLines", "jsonArray", "zip"]);

/**
 * The admin endpoints of a self-hosted Convex deployment that the unmodified `npx convex` CLI calls:
 * push (`/api/deploy2/*`), `env`, `logs`, `export` and `import`. Every one needs the admin key.
 */
export class AdminApi {
  readonly functionLog = new FunctionLog();
  private readonly push: PushFlow;
  private readonly uploads = new Map<string, Buffer[]>();
  private readonly imports = new Map<string, { parsed: ParsedImport; mode: ImportMode }>();
  private readonly stopping = new AbortController();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: AdminApiDeps) {
    this.push = new PushFlow(deps.deployment, deps.log);
    this.unsubscribe = deps.deployment.onFunctionRun((report) => this.functionLog.record(report));
  }

  close(): void {
    this.unsubscribe();
    this.stopping.abort();
    this.functionLog.close();
  }

  /** true if this API answers the path (the caller then hands the request over) */
  static handles(pathname: string): boolean {
    return (
      pathname === "/api/v1/get_canonical_urls" ||
      pathname === "/api/get_config_hashes" ||
      pathname.startsWith("/api/deploy2/") ||
      pathname === "/api/update_environment_variables" ||
      pathname === "/api/v1/list_environment_variables" ||
      pathname === "/api/stream_function_logs" ||
      pathname.startsWith("/api/export/") ||
      pathname.startsWith("/api/import/") ||
      pathname === "/api/perform_import"
    );
  }

  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const isGet = request.method === "GET" || request.method === "HEAD";
    const raw = url.pathname === "/api/import/upload_part" ? await readBody(request) : null;
    const body = raw !== null || isGet ? {} : await readJsonBody(request);
    await this.authenticate(request, body);
    const result = await this.route(url, body, raw, isGet, response);
    if (result !== undefined) sendJson(response, 200, result);
  }

  private async authenticate(request: IncomingMessage, body: Json): Promise<void> {
    const header = request.headers.authorization;
    if (header !== undefined) {
      const authentication = await this.deps.callers.fromAuthorizationHeader(header);
      if (authentication.ok && authentication.caller.kind === "admin") return;
    } else if (typeof body.adminKey === "string" && this.deps.callers.fromAdminKey(body.adminKey).ok) {
      return;
    }
    throw fail(401, "BadAdminKey", "The provided admin key was invalid for this instance");
  }

  private async route(url: URL, body: Json, raw: Buffer | null, isGet: boolean, response: ServerResponse): Promise<unknown> {
    const push = this.push;
    switch (url.pathname) {
      case "/api/v1/get_canonical_urls":
        return { convexCloudUrl: this.deps.cloudUrl, convexSiteUrl: this.deps.siteUrl };
      case "/api/get_config_hashes":
        return push.configHashes();
      case "/api/deploy2/start_push":
        return push.startPush(body);
      case "/api/deploy2/evaluate_push":
        return push.evaluatePush(body);
      case "/api/deploy2/evaluate_schema":
        return push.evaluateSchema();
      case "/api/deploy2/wait_for_schema":
        return push.waitForSchema(body);
      case "/api/deploy2/finish_push":
        return push.finishPush(body);
      case "/api/deploy2/report_push_completed":
        return null;
      case "/api/update_environment_variables":
        await this.updateEnvironmentVariables(body);
        return {};
      case "/api/v1/list_environment_variables":
        return { environmentVariables: this.deps.deployment.env.list() };
      case "/api/stream_function_logs": {
        const cursor = Number(url.searchParams.get("cursor") ?? 0);
        return this.functionLog.poll(Number.isFinite(cursor) ? cursor : 0, this.stopping.signal);
      }
      case "/api/export/request/zip":
        await this.requestExport(url.searchParams.get("includeStorage") === "true");
        return {};
      case "/api/import/start_upload": {
        const uploadToken = randomBytes(16).toString("hex");
        this.uploads.set(uploadToken, []);
        return { uploadToken };
      }
      case "/api/import/upload_part": {
        const parts = this.uploads.get(url.searchParams.get("uploadToken") ?? "");
        const partNumber = Number(url.searchParams.get("partNumber"));
        if (parts === undefined || !Number.isInteger(partNumber) || partNumber < 1) throw fail(400, "InvalidUpload", "Unknown upload token or part number");
        parts[partNumber - 1] = raw ?? Buffer.alloc(0);
        return String(partNumber);
      }
      case "/api/import/finish_upload":
        return { importId: await this.finishUpload(body) };
      case "/api/perform_import":
        await this.performImport(String(body.importId ?? ""));
        return {};
    }
    const exportMatch = /^\/api\/export\/zip\/([^/]+)$/.exec(url.pathname);
    if (exportMatch !== null && isGet) {
      await this.sendExport(exportMatch[1] as string, response);
      return undefined;
    }
    throw fail(404, "NotFound", `No route for ${url.pathname}`);
  }

  private async updateEnvironmentVariables(body: Json): Promise<void> {
    const changes = Array.isArray(body.changes) ? (body.changes as Json[]) : null;
    if (changes === null) throw fail(400, "BadJsonBody", "changes must be an array");
    for (const change of changes) {
      const name = String(change.name ?? "");
      if (name.length > MAX_ENV_NAME) throw fail(400, "EnvironmentVariableNameTooLong", `Environment variable name ${name.slice(0, 40)}… is longer than ${MAX_ENV_NAME} characters.`);
      if (!/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(name)) {
        throw fail(400, "EnvironmentVariableNameInvalid", `Environment variable name ${JSON.stringify(name)} is invalid: names must start with a letter or underscore and contain only letters, digits and underscores.`);
      }
      if (typeof change.value === "string" && Buffer.byteLength(change.value) > MAX_ENV_VALUE) {
        throw fail(400, "EnvironmentVariableValueTooLarge", `Environment variable ${name} is larger than ${MAX_ENV_VALUE} bytes.`);
      }
    }
    for (const change of changes) {
      const name = String(change.name);
      if (typeof change.value === "string") await this.deps.deployment.env.set(name, change.value);
      else await this.deps.deployment.env.remove(name);
    }
  }

  private exportFile(startTs: string): string {
    return path.join(this.deps.dataDir, "exports", `snapshot_${startTs}.zip`);
  }

  /** Builds the ZIP right away from the latest snapshot and records it as the latest export. */
  private async requestExport(includeStorage: boolean): Promise<void> {
    const deployment = this.deps.deployment;
    const startTs = deployment.published().ts;
    const zip = await buildSnapshotZip(deployment, includeStorage);
    const dir = path.join(this.deps.dataDir, "exports");
    await fsp.mkdir(dir, { recursive: true });
    for (const old of await fsp.readdir(dir)) await fsp.rm(path.join(dir, old), { force: true });
    await fsp.writeFile(this.exportFile(startTs.toString()), zip);
    const nowNs = BigInt(Date.now()) * 1_000_000n;
    await deployment.systemMutation((txn) => {
      for (const record of txn.state.table(EXPORTS)?.records() ?? []) txn.putSystem(EXPORTS, null, record.doc._id);
      txn.insertSystem(EXPORTS, {
        state: "completed",
        start_ts: int64(startTs),
        complete_ts: int64(nowNs),
        expiration_ts: int64(nowNs + 14n * 24n * 3600n * 1_000_000_000n),
        zip_object_key: `snapshot_${startTs}.zip`,
        format: { format: "zip", include_storage: includeStorage },
        component: null,
        requestor: "snapshotExport",
        size: int64(BigInt(zip.length)),
      });
    });
  }

  private async sendExport(startTs: string, response: ServerResponse): Promise<void> {
    if (!/^\d+$/.test(startTs)) throw fail(404, "ExportNotFound", `No export ${startTs}`);
    const zip = await fsp.readFile(this.exportFile(startTs)).catch(() => null);
    if (zip === null) throw fail(404, "ExportNotFound", `The export ${startTs} does not exist (any more).`);
    response.writeHead(200, {
      "Content-Type": "application/zip",
      "Content-Length": zip.length,
      "Content-Disposition": `attachment; filename="snapshot_${startTs}.zip"`,
    });
    response.end(zip);
  }

  private async setImportState(importId: string, state: JsonObject): Promise<void> {
    await this.deps.deployment.systemMutation((txn) => {
      const current = txn.state.table(SNAPSHOT_IMPORTS)?.get(importId)?.doc;
      if (current !== undefined) txn.putSystem(SNAPSHOT_IMPORTS, { ...current, state }, importId);
    });
  }

  private async finishUpload(body: Json): Promise<string> {
    const options = (body.import ?? {}) as Json;
    const parts = this.uploads.get(String(body.uploadToken ?? ""));
    if (parts === undefined) throw fail(400, "InvalidUpload", "Unknown upload token");
    this.uploads.delete(String(body.uploadToken));
    const mode = (IMPORT_MODES.has(options.mode as ImportMode) ? options.mode : "requireEmpty") as ImportMode;
    const format = options.format as ImportFormat;
    if (!IMPORT_FORMATS.has(format)) throw fail(400, "InvalidImportFormat", `Unsupported import format ${JSON.stringify(options.format)}`);
    const tableName = typeof options.tableName === "string" ? options.tableName : null;
    const importId = await this.deps.deployment.systemMutation((txn) =>
      txn.insertSystem(SNAPSHOT_IMPORTS, { state: { state: "uploaded" }, format: { format }, mode, component_path: "", requestor: "snapshotImport" }),
    );
    try {
      const parsed = parseImport(Buffer.concat(parts), format, tableName);
      const { message, requireManualConfirmation } = confirmationMessage(parsed, this.deps.deployment, mode);
      this.imports.set(importId, { parsed, mode });
      await this.setImportState(importId, { state: "waiting_for_confirmation", message_to_confirm: message, require_manual_confirmation: requireManualConfirmation });
    } catch (error) {
      await this.setImportState(importId, { state: "failed", error_message: error instanceof Error ? error.message : String(error) });
    }
    return importId;
  }

  private async performImport(importId: string): Promise<void> {
    const pending = this.imports.get(importId);
    if (pending === undefined) throw fail(400, "ImportNotFound", `No import ${importId} is waiting for confirmation`);
    this.imports.delete(importId);
    await this.setImportState(importId, { state: "in_progress", progress_message: "Importing", checkpoint_messages: [] });
    try {
      const written = await applyImport(this.deps.deployment, pending.parsed, pending.mode);
      await this.setImportState(importId, { state: "completed", num_rows_written: int64(BigInt(written)) });
    } catch (error) {
      await this.setImportState(importId, { state: "failed", error_message: error instanceof Error ? error.message : String(error) });
    }
  }
}
