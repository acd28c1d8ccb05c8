import type { JSONValue } from "convex/values";
import { documentTooLarge, MAX_DOCUMENT_BYTES, TransactionMetrics } from "./limits.js";
import { makeRecord } from "./persistence.js";
import type { DocumentStream } from "./query.js";
import { docJson, Table, type DbState, type DocRecord, type ReadSetImpl, type SearchIndexDefinition, type TableIndexes, type TableRegistry } from "./store.js";
import { validate, type IdChecker, type ValidatorJson } from "./validators.js";
import { isPlainObject, specialKind, type Doc, type JsonObject } from "./values.js";

export interface SchemaAccess {
  indexesFor(table: string): TableIndexes;
  documentValidator(table: string): ValidatorJson | null;
  searchIndex(table: string, index: string): SearchIndexDefinition | undefined;
}

export interface FinalWrite {
  table: string;
  id: string;
  before: DocRecord | undefined;
  after: DocRecord | null;
}

function checkFieldNames(value: JSONValue, depth: number): void {
  if (depth > 64) throw new Error("Value is too nested (maximum depth 64).");
  if (Array.isArray(value)) {
    for (const item of value) checkFieldNames(item, depth + 1);
    return;
  }
  if (!isPlainObject(value) || specialKind(value) !== null) return;
  for (const [key, item] of Object.entries(value)) {
    if (key.startsWith("$")) throw new Error(`Field name ${key} starts with a '$', which is reserved.`);
    if (depth === 0 && key.startsWith("_") && key !== "_id" && key !== "_creationTime") {
      throw new Error(`Field name ${key} starts with a '_', which is reserved.`);
    }
    checkFieldNames(item, depth + 1);
  }
}

/**
 * The working state of one query or mutation. Reads and writes go to `state`, a persistent
 * snapshot that only this transaction sees; committing publishes it, rolling back (a failed
 * nested mutation) restores an earlier `state`.
 */
export class Transaction {
  state: DbState;
  readonly base: DbState;
  private readonly touched = new Map<string, string>();
  readonly metrics = new TransactionMetrics();
  readonly streams = new Map<number, DocumentStream>();
  private nextStreamId = 1;
  lastCreationTime: number;
  paginatedQueries = 0;

  constructor(
    base: DbState,
    readonly readSet: ReadSetImpl | null,
    private readonly schema: SchemaAccess,
    private readonly registry: TableRegistry,
    private readonly now: number,
  ) {
    this.state = base;
    this.base = base;
    this.lastCreationTime = base.lastCreationTime;
  }

  get ids(): IdChecker {
    return { isIdOfTable: (id, table) => this.registry.tableOfId(id) === table };
  }

  table(name: string): Table | undefined {
    return this.state.table(name);
  }

  emptyTable = (name: string): Table => Table.empty(name, this.schema.indexesFor(name));

  addStream(stream: DocumentStream): number {
    const id = this.nextStreamId++;
    this.streams.set(id, stream);
    return id;
  }

  /** The table an id belongs to, checked against the table the caller named (if any). */
  resolveTable(id: string, expectedTable: string | undefined, operation: string): string {
    const table = this.registry.tableOfId(id);
    if (table === null) {
      throw new Error(`Invalid argument \`id\` for \`db.${operation}\`: "${id}" is not a valid ID.`);
    }
    if (expectedTable !== undefined && expectedTable !== null && table !== expectedTable) {
      throw new Error(`Invalid argument \`id\` for \`db.${operation}\`: expected an ID in table "${expectedTable}" but got an ID in table "${table}".`);
    }
    return table;
  }

  get(table: string, id: string): DocRecord | undefined {
    this.metrics.trackIndexRange();
    const record = this.state.table(table)?.get(id);
    if (record !== undefined) this.metrics.trackRead(record.size);
    return record;
  }

  private checkDocument(table: string, doc: Doc): DocRecord {
    const record = makeRecord(table, doc);
    if (record.size > MAX_DOCUMENT_BYTES) throw documentTooLarge(table, record.size);
    const validator = this.schema.documentValidator(table);
    if (validator !== null) {
      const { _id, _creationTime, ...fields } = doc;
      void _id;
      void _creationTime;
      const problem = validate(validator, fields, this.ids);
      if (problem !== null) {
        throw new Error(`Failed to insert or update a document in table "${table}" because it does not match the schema: ${problem}`);
      }
    }
    return record;
  }

  private put(table: string, id: string, after: DocRecord | null): void {
    const current = this.state.table(table) ?? this.emptyTable(table);
    const before = current.get(id);
    if (!this.touched.has(id)) this.touched.set(id, table);
    this.state = this.state.withTable(current.write(id, before, after));
    this.metrics.trackWrite(after === null ? 0 : after.size);
  }

  insert(table: string, value: JsonObject): string {
    if (!/^[a-zA-Z][a-zA-Z0-9_]*$/.test(table)) throw new Error(`Invalid table name: "${table}".`);
    checkFieldNames(value, 0);
    if ("_id" in value || "_creationTime" in value) {
      throw new Error("System fields `_id` and `_creationTime` cannot be set on insert.");
    }
    const id = this.registry.newId(table);
    const doc = { ...stripUndefined(value), _id: id, _creationTime: this.nextCreationTime() } as Doc;
    this.put(table, id, this.checkDocument(table, doc));
    return id;
  }

  patch(table: string, id: string, patch: JsonObject): void {
    const existing = this.state.table(table)?.get(id);
    if (existing === undefined) throw new Error(`Update on nonexistent document ID ${id}`);
    this.metrics.trackRead(existing.size);
    checkFieldNames(patch, 0);
    const merged: JsonObject = { ...existing.doc };
    for (const [key, value] of Object.entries(patch)) {
      if (key === "_id" || key === "_creationTime") {
        if (value !== existing.doc[key]) throw new Error(`Provided \`${key}\` field value does not match the document's.`);
        continue;
      }
      if (isPlainObject(value) && specialKind(value) === "$undefined") delete merged[key];
      else merged[key] = value;
    }
    this.put(table, id, this.checkDocument(table, merged as Doc));
  }

  replace(table: string, id: string, value: JsonObject): void {
    const existing = this.state.table(table)?.get(id);
    if (existing === undefined) throw new Error(`Replace on nonexistent document ID ${id}`);
    this.metrics.trackRead(existing.size);
    checkFieldNames(value, 0);
    for (const key of ["_id", "_creationTime"] as const) {
      if (key in value && value[key] !== existing.doc[key]) {
        throw new Error(`Provided \`${key}\` field value does not match the document's.`);
      }
    }
    const doc = { ...stripUndefined(value), _id: id, _creationTime: existing.doc._creationTime } as Doc;
    this.put(table, id, this.checkDocument(table, doc));
  }

  private nextCreationTime(): number {
    const creationTime = this.now > this.lastCreationTime ? this.now : this.lastCreationTime + 0.001;
    this.lastCreationTime = creationTime;
    return creationTime;
  }

  /** Inserts into a system table (scheduler, storage, env): no user schema applies. */
  insertSystem(table: string, fields: JsonObject): string {
    const id = this.registry.newId(table);
    this.putSystem(table, { ...fields, _id: id, _creationTime: this.nextCreationTime() } as Doc, id);
    return id;
  }

  /** Writes a system document as is (scheduler, storage, env, import), still schema-free. */
  putSystem(table: string, doc: Doc | null, id: string): void {
    this.put(table, id, doc === null ? null : makeRecord(table, doc));
  }

  delete(table: string, id: string): void {
    const existing = this.state.table(table)?.get(id);
    if (existing === undefined) throw new Error(`Delete on nonexistent document ID ${id}`);
    this.put(table, id, null);
  }

  /** Every document whose final version differs from the base snapshot. */
  finalWrites(): FinalWrite[] {
    const writes: FinalWrite[] = [];
    for (const [id, table] of this.touched) {
      const before = this.base.table(table)?.get(id);
      const after = this.state.table(table)?.get(id) ?? null;
      if ((before ?? null) === after) continue;
      // A patch that sets the values a document already has changes nothing: no log record, no re-runs.
      if (before !== undefined && after !== null && before.size === after.size && docJson(before) === docJson(after)) continue;
      writes.push({ table, id, before, after });
    }
    return writes;
  }
}

function stripUndefined(value: JsonObject): JsonObject {
  let out: JsonObject | null = null;
  for (const [key, item] of Object.entries(value)) {
    if (isPlainObject(item) && specialKind(item) === "$undefined") {
      out ??= { ...value };
      delete out[key];
    }
  }
  return out ?? value;
}
