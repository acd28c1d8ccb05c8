import { BTree } from "./btree.js";
import { makeId, tableNumberOfId } from "./ids.js";
import { changedPostingKeys, SearchPostings, type IndexedDocument } from "./search-index.js";
import { encodeIndexKey, encodeKeyValue, readFieldPath, type Doc } from "./values.js";

/** One stored version of a document. Immutable once created. */
export interface DocRecord {
  readonly table: string;
  readonly doc: Doc;
  readonly size: number;
  /**
   * `JSON.stringify(doc)`: set when the version is logged or loaded from a snapshot (the text is made
   * then anyway), else on its first read; reads send documents to functions as this text.
   */
  json?: string;
}

export function docJson(record: DocRecord): string {
  if (record.json === undefined) record.json = JSON.stringify(record.doc);
  return record.json;
}

export interface IndexDefinition {
  readonly name: string;
  /**
   * user fields followed by the system tiebreakers (`_creationTime`, `_id`); range expressions may
   * name them in this order, system fields included (convex-helpers' streams rely on it)
   */
  readonly keyFields: readonly string[];
}

export interface SearchIndexDefinition {
  readonly name: string;
  readonly searchField: string;
  readonly filterFields: readonly string[];
}

export interface TableSchema {
  readonly indexes: readonly IndexDefinition[];
  readonly searchIndexes: readonly SearchIndexDefinition[];
}

/** Every index a table keeps in step with its documents. */
export interface TableIndexes {
  /** database indexes, the system ones included */
  readonly database: readonly IndexDefinition[];
  readonly search: readonly SearchIndexDefinition[];
}

export const BY_ID = "by_id";
export const BY_CREATION_TIME = "by_creation_time";
const CREATION_KEY_FIELDS = ["_creationTime", "_id"];

const SYSTEM_INDEXES: readonly IndexDefinition[] = [
  { name: BY_ID, keyFields: ["_id"] },
  { name: BY_CREATION_TIME, keyFields: CREATION_KEY_FIELDS },
];

export function userIndex(name: string, fields: readonly string[]): IndexDefinition {
  return { name, keyFields: [...fields, ...CREATION_KEY_FIELDS] };
}

export function indexesOf(schema: TableSchema | undefined): TableIndexes {
  if (schema === undefined) return { database: SYSTEM_INDEXES, search: [] };
  return { database: [...SYSTEM_INDEXES, ...schema.indexes], search: schema.searchIndexes };
}

/** The `by_creation_time` key of a document: how search postings name it. */
function creationKey(doc: Doc): string {
  return encodeIndexKey(doc, CREATION_KEY_FIELDS);
}

/** Where read and write sets put the postings of a search index (a name no database index can have). */
export function postingsIndexName(searchIndex: string): string {
  return `${searchIndex}/postings`;
}

function indexedDocument(record: DocRecord | null | undefined, definition: SearchIndexDefinition): IndexedDocument | null {
  if (record == null) return null;
  const text = readFieldPath(record.doc, definition.searchField);
  return {
    docKey: creationKey(record.doc),
    text: typeof text === "string" ? text : null,
    filterKeys: definition.filterFields.map((field) => encodeKeyValue(readFieldPath(record.doc, field))),
  };
}

function buildPostings(definition: SearchIndexDefinition, records: readonly DocRecord[]): SearchPostings {
  return SearchPostings.build(records.map((record) => indexedDocument(record, definition) as IndexedDocument));
}

function sameSearchIndex(a: SearchIndexDefinition, b: SearchIndexDefinition | undefined): boolean {
  return b !== undefined && a.name === b.name && a.searchField === b.searchField && a.filterFields.join() === b.filterFields.join();
}

/**
 * An immutable table: one persistent B+tree per database index, all sharing the same document
 * records, and persistent postings per search index.
 */
export class Table {
  constructor(
    readonly name: string,
    readonly indexes: TableIndexes,
    readonly trees: ReadonlyMap<string, BTree<DocRecord>>,
    private readonly postings: ReadonlyMap<string, SearchPostings>,
  ) {}

  static empty(name: string, indexes: TableIndexes): Table {
    return new Table(
      name,
      indexes,
      new Map(indexes.database.map((d) => [d.name, BTree.empty<DocRecord>()])),
      new Map(indexes.search.map((d) => [d.name, SearchPostings.EMPTY])),
    );
  }

  /** The database indexes. */
  get definitions(): readonly IndexDefinition[] {
    return this.indexes.database;
  }

  get size(): number {
    return this.tree(BY_ID).size;
  }

  tree(indexName: string): BTree<DocRecord> {
    const tree = this.trees.get(indexName);
    if (tree === undefined) throw new Error(`Index ${this.name}.${indexName} not found.`);
    return tree;
  }

  definition(indexName: string): IndexDefinition | undefined {
    return this.definitions.find((d) => d.name === indexName);
  }

  get(id: string): DocRecord | undefined {
    return this.tree(BY_ID).get(encodeKeyValue(id));
  }

  /**
   * The postings of a search index over this table's documents. Built on the spot (a scan) only
   * when the table was indexed under another schema than the caller's, i.e. across a reload.
   */
  searchPostings(definition: SearchIndexDefinition): SearchPostings {
    const maintained = this.indexes.search.find((d) => d.name === definition.name);
    if (sameSearchIndex(definition, maintained)) return this.postings.get(definition.name) as SearchPostings;
    return buildPostings(definition, this.records());
  }

  /** A table holding these records, every index built in bulk. */
  static build(name: string, indexes: TableIndexes, records: readonly DocRecord[]): Table {
    const trees = new Map<string, BTree<DocRecord>>();
    for (const definition of indexes.database) {
      const keyed = records.map((record) => ({ key: encodeIndexKey(record.doc, definition.keyFields), record }));
      keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      trees.set(definition.name, BTree.fromSorted(keyed.map((k) => k.key), keyed.map((k) => k.record)));
    }
    const postings = new Map(indexes.search.map((definition) => [definition.name, buildPostings(definition, records)]));
    return new Table(name, indexes, trees, postings);
  }

  records(): DocRecord[] {
    const out: DocRecord[] = [];
    for (const [, record] of this.tree(BY_ID).ascending("", "\uffff")) out.push(record);
    return out;
  }

  /** Replaces (or inserts / deletes) one document, keeping every index in step. */
  write(id: string, before: DocRecord | undefined, after: DocRecord | null): Table {
    const trees = new Map(this.trees);
    for (const definition of this.definitions) {
      let tree = trees.get(definition.name) as BTree<DocRecord>;
      if (before !== undefined) tree = tree.delete(encodeIndexKey(before.doc, definition.keyFields));
      if (after !== null) tree = tree.set(encodeIndexKey(after.doc, definition.keyFields), after);
      trees.set(definition.name, tree);
    }
    let postings: Map<string, SearchPostings> | null = null;
    for (const definition of this.indexes.search) {
      const current = this.postings.get(definition.name) as SearchPostings;
      const updated = current.write(indexedDocument(before, definition), indexedDocument(after, definition));
      if (updated !== current) (postings ??= new Map(this.postings)).set(definition.name, updated);
    }
    return new Table(this.name, this.indexes, trees, postings ?? this.postings);
  }

  /** The same documents indexed by another set of definitions (after a schema change). */
  reindex(indexes: TableIndexes): Table {
    const sameDatabaseIndex = (a: IndexDefinition, b: IndexDefinition | undefined) =>
      b !== undefined && a.name === b.name && a.keyFields.join() === b.keyFields.join();
    const sameShape =
      indexes.database.length === this.definitions.length &&
      indexes.database.every((d, i) => sameDatabaseIndex(d, this.definitions[i])) &&
      indexes.search.length === this.indexes.search.length &&
      indexes.search.every((d, i) => sameSearchIndex(d, this.indexes.search[i]));
    if (sameShape) return this;
    const trees = new Map<string, BTree<DocRecord>>();
    const records = this.records();
    for (const definition of indexes.database) {
      const existing = this.definitions.find((d) => sameDatabaseIndex(definition, d));
      if (existing !== undefined) {
        trees.set(definition.name, this.tree(definition.name));
        continue;
      }
      trees.set(definition.name, Table.build(this.name, { database: [definition], search: [] }, records).tree(definition.name));
    }
    const postings = new Map<string, SearchPostings>();
    for (const definition of indexes.search) {
      const existing = this.indexes.search.find((d) => sameSearchIndex(definition, d));
      postings.set(definition.name, existing !== undefined ? (this.postings.get(definition.name) as SearchPostings) : buildPostings(definition, records));
    }
    return new Table(this.name, indexes, trees, postings);
  }
}

/** Table names and their numbers (encoded into ids). Grows only; persisted with commits. */
export class TableRegistry {
  private readonly byName = new Map<string, number>();
  private readonly byNumber = new Map<number, string>();
  private unpersisted: Array<[string, number]> = [];
  private nextUserNumber = 10001;

  static readonly SYSTEM_TABLES: ReadonlyMap<string, number> = new Map([
    ["_scheduled_functions", 1],
    ["_storage", 2],
    ["_env", 3],
    ["_exports", 4],
    ["_snapshot_imports", 5],
  ]);

  constructor() {
    for (const [name, number] of TableRegistry.SYSTEM_TABLES) this.register(name, number);
  }

  register(name: string, number: number): void {
    const existing = this.byName.get(name);
    if (existing === number) return;
    if (existing !== undefined) throw new Error(`Table ${name} already has number ${existing}, not ${number}.`);
    const owner = this.byNumber.get(number);
    if (owner !== undefined) throw new Error(`Table number ${number} belongs to ${owner}, not ${name}.`);
    this.byName.set(name, number);
    this.byNumber.set(number, name);
    if (number >= this.nextUserNumber) this.nextUserNumber = number + 1;
  }

  /** Registers a table under a number taken from elsewhere (an import); the next commit persists it. */
  claim(name: string, number: number): void {
    if (this.byName.get(name) === number) return;
    this.register(name, number);
    this.unpersisted.push([name, number]);
  }

  /** true if the name and the number are both free, or already belong together */
  canClaim(name: string, number: number): boolean {
    const existing = this.byName.get(name);
    return existing === number || (existing === undefined && !this.byNumber.has(number));
  }

  numberOf(name: string): number | undefined {
    return this.byName.get(name);
  }

  /** The table's number, allocating one for a new table. */
  ensure(name: string): number {
    const existing = this.byName.get(name);
    if (existing !== undefined) return existing;
    const number = this.nextUserNumber;
    this.register(name, number);
    this.unpersisted.push([name, number]);
    return number;
  }

  tableOfId(id: string): string | null {
    const number = tableNumberOfId(id);
    return number === null ? null : (this.byNumber.get(number) ?? null);
  }

  newId(table: string): string {
    return makeId(this.ensure(table));
  }

  /** allocations not yet written to the log; the next commit record carries them */
  takeUnpersisted(): Array<[string, number]> {
    const taken = this.unpersisted;
    this.unpersisted = [];
    return taken;
  }

  entries(): Array<[string, number]> {
    return [...this.byName.entries()];
  }
}

/** An immutable database snapshot. */
export class DbState {
  constructor(
    readonly ts: bigint,
    readonly tables: ReadonlyMap<string, Table>,
    readonly lastCreationTime: number,
  ) {}

  static empty(): DbState {
    return new DbState(0n, new Map(), 0);
  }

  table(name: string): Table | undefined {
    return this.tables.get(name);
  }

  withTable(table: Table): DbState {
    const tables = new Map(this.tables);
    tables.set(table.name, table);
    return new DbState(this.ts, tables, this.lastCreationTime);
  }

  withMeta(ts: bigint, lastCreationTime: number): DbState {
    return new DbState(ts, this.tables, lastCreationTime);
  }
}

// ---------------------------------------------------------------------------------------------
// Read sets and write sets, for reactivity.
// ---------------------------------------------------------------------------------------------

/** A half-open interval [lower, upper) of encoded index keys. */
export interface KeyInterval {
  lower: string;
  upper: string;
}

export class ReadSetImpl {
  readonly _brand = "ReadSet" as const;
  /** "table\u0000index" -> intervals read */
  readonly intervals = new Map<string, KeyInterval[]>();
  /** "table\u0000index" -> single keys read, kept apart so that thousands of them stay cheap to check */
  readonly keys = new Map<string, Set<string>>();

  add(table: string, index: string, interval: KeyInterval): KeyInterval {
    const key = `${table}\u0000${index}`;
    let list = this.intervals.get(key);
    if (list === undefined) {
      list = [];
      this.intervals.set(key, list);
    }
    list.push(interval);
    return interval;
  }

  addKey(table: string, index: string, key: string): void {
    const id = `${table}\u0000${index}`;
    let keys = this.keys.get(id);
    if (keys === undefined) {
      keys = new Set();
      this.keys.set(id, keys);
    }
    keys.add(key);
  }

  merge(other: ReadSetImpl): void {
    for (const [key, list] of other.intervals) {
      const mine = this.intervals.get(key);
      if (mine === undefined) this.intervals.set(key, [...list]);
      else mine.push(...list);
    }
    for (const [id, keys] of other.keys) {
      const mine = this.keys.get(id);
      if (mine === undefined) this.keys.set(id, new Set(keys));
      else for (const key of keys) mine.add(key);
    }
  }
}

/** The keys a commit touched, per index: old and new positions of every written document. */
export class WriteSet {
  readonly keys = new Map<string, string[]>();

  addDocument(table: Table, before: DocRecord | undefined, after: DocRecord | null): void {
    for (const definition of table.definitions) {
      const list = this.keysOf(table.name, definition.name);
      if (before !== undefined) list.push(encodeIndexKey(before.doc, definition.keyFields));
      if (after !== null) list.push(encodeIndexKey(after.doc, definition.keyFields));
    }
    // Only the postings that changed: a search query also reads each candidate document itself.
    for (const definition of table.indexes.search) {
      const keys = changedPostingKeys(indexedDocument(before, definition), indexedDocument(after, definition));
      if (keys.length > 0) this.keysOf(table.name, postingsIndexName(definition.name)).push(...keys);
    }
  }

  private keysOf(table: string, index: string): string[] {
    const id = `${table}\u0000${index}`;
    let list = this.keys.get(id);
    if (list === undefined) {
      list = [];
      this.keys.set(id, list);
    }
    return list;
  }

  intersects(readSet: ReadSetImpl): boolean {
    for (const [id, keysRead] of readSet.keys) {
      const keys = this.keys.get(id);
      if (keys !== undefined && keys.some((key) => keysRead.has(key))) return true;
    }
    for (const [id, intervals] of readSet.intervals) {
      const keys = this.keys.get(id);
      if (keys === undefined) continue;
      for (const key of keys) {
        for (const interval of intervals) {
          if (key >= interval.lower && key < interval.upper) return true;
        }
      }
    }
    return false;
  }
}
