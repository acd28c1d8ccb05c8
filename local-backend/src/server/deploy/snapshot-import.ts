import type { JSONValue } from "convex/values";
import type { DeploymentAccess } from "../../engine/deployment.js";
import { tableNumberOfId } from "../../engine/ids.js";
import { findSchemaViolation } from "../../engine/schema-check.js";
import type { Transaction } from "../../engine/transaction.js";
import type { Doc, JsonObject } from "../../engine/values.js";
import { fromExportJson } from "./export-json.js";
import { readZip } from "./zip.js";

export type ImportMode = "requireEmpty" | "append" | "replace" | "replaceAll";
export type ImportFormat = "csv" | "jsonLines" | "jsonArray" | "zip";

/** Documents parsed from an upload, by table; `_storage` documents come with their bytes. */
export interface ParsedImport {
  tables: Map<string, { number: number | null; docs: JsonObject[] }>;
  blobs: Map<string, Buffer>;
}

const STORAGE = "_storage";

function parseLines(text: string, lossless: boolean, where: string): JsonObject[] {
  const docs: JsonObject[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    let value: JSONValue;
    try {
      value = lossless ? fromExportJson(line) : (JSON.parse(line) as JSONValue);
    } catch {
      throw new Error(`${where}:${index + 1}: not valid JSON.`);
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`${where}:${index + 1}: expected a JSON object.`);
    docs.push(value);
  });
  return docs;
}

function parseCsv(text: string): JsonObject[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows.filter((r) => !(r.length === 1 && r[0] === ""));
  if (header === undefined) return [];
  // As on Convex: numbers and booleans are recognised, everything else stays a string.
  const typed = (value: string): JSONValue => (value === "true" ? true : value === "false" ? false : value !== "" && !Number.isNaN(Number(value)) ? Number(value) : value);
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, typed(cells[index] ?? "")])));
}

/** Parses an upload in one of the formats `npx convex import` sends. */
export function parseImport(bytes: Buffer, format: ImportFormat, tableName: string | null): ParsedImport {
  const tables: ParsedImport["tables"] = new Map();
  const blobs = new Map<string, Buffer>();
  if (format !== "zip") {
    if (tableName === null) throw new Error("Importing a single file needs a table name (--table).");
    const text = bytes.toString("utf8");
    let docs: JsonObject[];
    if (format === "csv") docs = parseCsv(text);
    else if (format === "jsonLines") docs = parseLines(text, false, "line");
    else {
      const value = JSON.parse(text) as unknown;
      if (!Array.isArray(value)) throw new Error("A jsonArray import must hold a JSON array of objects.");
      docs = value as JsonObject[];
    }
    tables.set(tableName, { number: null, docs });
    return { tables, blobs };
  }
  const entries = readZip(bytes);
  const numbers = new Map<string, number>();
  for (const entry of entries) {
    if (entry.name === "_tables/documents.jsonl") {
      for (const row of parseLines(entry.data.toString("utf8"), false, entry.name)) numbers.set(String(row.name), Number(row.id));
    }
  }
  for (const entry of entries) {
    const match = /^([^/]+)\/documents\.jsonl$/.exec(entry.name);
    if (match === null || match[1] === "_tables") continue;
    const name = match[1] as string;
    if (name.startsWith("_") && name !== STORAGE) continue;
    if (tableName !== null && name !== tableName && name !== STORAGE) continue;
    tables.set(name, { number: numbers.get(name) ?? null, docs: parseLines(entry.data.toString("utf8"), true, entry.name) });
  }
  for (const entry of entries) {
    const match = /^_storage\/([^/.]+)(\.[^/]*)?$/.exec(entry.name);
    if (match !== null && match[1] !== "documents") blobs.set(match[1] as string, entry.data);
  }
  return { tables, blobs };
}

function countWithUnits(parsed: ParsedImport, deployment: DeploymentAccess, mode: ImportMode): { lines: string[]; deletes: boolean } {
  const state = deployment.published();
  const names = new Set(parsed.tables.keys());
  if (mode === "replaceAll") for (const name of state.tables.keys()) if (!name.startsWith("_") && (state.table(name)?.size ?? 0) > 0) names.add(name);
  const rows: Array<[string, string, string]> = [["table", "create", "delete"]];
  let deletes = false;
  for (const name of [...names].sort()) {
    const existing = state.table(name)?.size ?? 0;
    const added = parsed.tables.get(name)?.docs.length ?? 0;
    if (mode === "requireEmpty" && existing > 0 && name !== STORAGE) {
      throw new Error(`Table ${name} already exists. Please choose a new table name or use replace/append modes.`);
    }
    const deleted = mode === "replace" || mode === "replaceAll" ? existing : 0;
    if (deleted > 0) deletes = true;
    rows.push([name, added.toLocaleString("en-US"), `${deleted.toLocaleString("en-US")} of ${existing.toLocaleString("en-US")}${name === STORAGE ? " files" : " documents"}`]);
  }
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const lines = rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] as number)).join(" | ") + " |");
  lines.splice(1, 0, "-".repeat((widths[0] as number) + (widths[1] as number) + (widths[2] as number) + 8));
  return { lines, deletes };
}

/** The text `npx convex import` shows before asking to go ahead, as Convex words it. */
export function confirmationMessage(parsed: ParsedImport, deployment: DeploymentAccess, mode: ImportMode): { message: string; requireManualConfirmation: boolean } {
  const { lines, deletes } = countWithUnits(parsed, deployment, mode);
  const message = ["Import change summary:", ...lines, "Once the import has started, it will run in the background.\nInterrupting `npx convex import` will not cancel it."].join("\n");
  return { message, requireManualConfirmation: deletes };
}

function replaceIds(value: JSONValue, ids: Map<string, string>): JSONValue {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceIds(item, ids));
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceIds(item, ids)]));
  return value;
}

/**
 * Writes the import in one commit. Ids and creation times are kept when the table's number is free
 * here (a round trip is exact); otherwise documents get new ids and references to them are rewritten.
 * The result must match the deployed schema, else nothing is written.
 */
export async function applyImport(deployment: DeploymentAccess, parsed: ParsedImport, mode: ImportMode): Promise<number> {
  countWithUnits(parsed, deployment, mode);
  const storedBlobs = new Map<string, { sha256: string; size: number }>();
  for (const [id, bytes] of parsed.blobs) storedBlobs.set(id, await deployment.putBlob(bytes));
  const registry = deployment.registry;
  const newIds = new Map<string, string>();
  const keepIds = new Map<string, boolean>();
  for (const [name, { number, docs }] of parsed.tables) {
    const first = docs.find((doc) => typeof doc._id === "string")?._id as string | undefined;
    const idNumber = number ?? (first === undefined ? null : tableNumberOfId(first));
    const keep = idNumber !== null && docs.every((doc) => typeof doc._id === "string") && registry.canClaim(name, idNumber);
    keepIds.set(name, keep);
    if (keep) registry.claim(name, idNumber);
    else for (const doc of docs) if (typeof doc._id === "string") newIds.set(doc._id, registry.newId(name));
  }
  let written = 0;
  await deployment.systemMutation((txn: Transaction) => {
    const clear = (name: string) => {
      for (const record of txn.state.table(name)?.records() ?? []) txn.putSystem(name, null, record.doc._id);
    };
    if (mode === "replaceAll") for (const name of txn.state.tables.keys()) if (!name.startsWith("_")) clear(name);
    if (mode === "replace") for (const name of parsed.tables.keys()) if (name !== STORAGE) clear(name);
    for (const [name, { docs }] of parsed.tables) {
      for (const raw of docs) {
        const fields = replaceIds(raw, newIds) as JsonObject;
        const oldId = typeof raw._id === "string" ? raw._id : null;
        const id = keepIds.get(name) === true && oldId !== null ? oldId : ((oldId === null ? null : newIds.get(oldId)) ?? registry.newId(name));
        if (txn.state.table(name)?.get(id) !== undefined && mode !== "replace" && mode !== "replaceAll") {
          throw new Error(`Document ${id} in table "${name}" already exists.`);
        }
        const creationTime = typeof fields._creationTime === "number" ? fields._creationTime : txn.lastCreationTime + 1;
        let doc = { ...fields, _id: id, _creationTime: creationTime } as Doc;
        if (name === STORAGE) {
          const blob = oldId === null ? undefined : storedBlobs.get(oldId);
          if (blob === undefined) throw new Error(`The file for _storage document ${oldId ?? "(no _id)"} is missing from the import.`);
          const { internalId, ...rest } = doc as Doc & { internalId?: unknown };
          void internalId;
          doc = { ...rest, sha256: blob.sha256, size: blob.size } as Doc;
        }
        txn.putSystem(name, doc, id);
        if (creationTime > txn.lastCreationTime) txn.lastCreationTime = creationTime;
        written += 1;
      }
    }
    const violation = findSchemaViolation(txn.state, deployment.currentModules()?.schema ?? null, txn.ids);
    if (violation !== null) throw new Error(violation.message);
  });
  return written;
}
