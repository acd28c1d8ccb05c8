import { BTree } from "./btree.js";
import { makeId, tableNumberOfId } from "./ids.js";
import { encodeIndexKey, encodeKeyValue, type Doc } from "./values.js";

/** One stored version of a document. Immutable once created. */
export interface DocRecord {
  readonly table: string;
  readonly doc: Doc;
  readonly size: number;
  /** lazily cached `JSON.stringify(doc)` */
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

export const BY_ID = "by_id";
export const BY_CREATION_TIME = "by_creation_time";

const SYSTEM_INDEXES: readonly IndexDefinition[] = [
  { name: BY_ID, keyFields: ["_id"] },
  { name: BY_CREATION_TIME, keyFields: ["_creationTime", "_id"] },
];

export function userIndex(name: string, fields: readonly string[]): IndexDefinition {
  return { name, keyFields: [...fields, "_creationTime", "_id"] };
}

export function indexesOf(schema: TableSchema | undefined): readonly IndexDefinition[] {
  return schema === undefined ? SYSTEM_INDEXES : [...SYSTEM_INDEXES, ...schema.indexes];
}

/** An immutable table: one persistent B+tree per index, all sharing the same document records. */
export class Table {
  constructor(
    readonly name: string,
    readonly definitions: readonly IndexDefinition[],
    readonly trees: ReadonlyMap<string, BTree<DocRecord>>,
  ) {}

  static empty(name: string, definitions: readonly IndexDefinition[]): Table {
    return new Table(name, definitions, new Map(definitions.map((d) => [d.name, BTree.empty<DocRecord>()])));
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

  /** A table holding these records, every index built in bulk. */
  static build(name: string, definitions: readonly IndexDefinition[], records: readonly DocRecord[]): Table {
    const trees = new Map<string, BTree<DocRecord>>();
    for (const definition of definitions) {
      const keyed = records.map((record) => ({ key: encodeIndexKey(record.doc, definition.keyFields), record }));
      keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      trees.set(definition.name, BTree.fromSorted(keyed.map((k) => k.key), keyed.map((k) => k.record)));
    }
    return new Table(name, definitions, trees);
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
    return new Table(this.name, this.definitions, trees);
  }

  /** The same documents indexed by another set of definitions (after a schema change). */
  reindex(definitions: readonly IndexDefinition[]): Table {
    const sameShape =
      definitions.length === this.definitions.length &&
      definitions.every((d, i) => d.name === this.definitions[i]?.name && d.keyFields.join() === this.definitions[i]?.keyFields.join());
    if (sameShape) return this;
    const trees = new Map<string, BTree<DocRecord>>();
    const records = this.records();
    for (const definition of definitions) {
      const existing = this.definitions.find((d) => d.name === definition.name && d.keyFields.join() === definition.keyFields.join());
      if (existing !== undefined) {
        trees.set(definition.name, this.tree(definition.name));
        continue;
      }
      trees.set(definition.name, Table.build(this.name, [definition], records).tree(definition.name));
    }
    return new Table(this.name, definitions, trees);
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

  merge(other: ReadSetImpl): void {
    for (const [key, list] of other.intervals) {
      const mine = this.intervals.get(key);
      if (mine === undefined) this.intervals.set(key, [...list]);
      else mine.push(...list);
    }
  }
}

/** The keys a commit touched, per index: old and new positions of every written document. */
export class WriteSet {
  readonly keys = new Map<string, string[]>();

  addDocument(table: Table, before: DocRecord | undefined, after: DocRecord | null): void {
    for (const definition of table.definitions) {
      const id = `${table.name}\u0000${definition.name}`;
      let list = this.keys.get(id);
      if (list === undefined) {
        list = [];
        this.keys.set(id, list);
      }
      if (before !== undefined) list.push(encodeIndexKey(before.doc, definition.keyFields));
      if (after !== null) list.push(encodeIndexKey(after.doc, definition.keyFields));
    }
  }

  intersects(readSet: ReadSetImpl): boolean {
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
