import { compareValues, type JSONValue, type Value } from "convex/values";
import type { TransactionMetrics } from "./limits.js";
import { MAX_SEARCH_RESULTS } from "./limits.js";
import { scoreWordCounts, tokenize } from "./search.js";
import {
  BY_CREATION_TIME,
  postingsIndexName,
  type DocRecord,
  type KeyInterval,
  type ReadSetImpl,
  type SearchIndexDefinition,
  type Table,
} from "./store.js";
import { encodeKeyValue, KEY_MAX_SUFFIX, literalValue, readFieldPath, toConvex, type JsonObject } from "./values.js";

export type Order = "asc" | "desc";

type RangeExpression = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue };
type SearchFilter = { type: "Search"; fieldPath: string; value: string } | { type: "Eq"; fieldPath: string; value: JSONValue };

export type QuerySource =
  | { type: "FullTableScan"; tableName: string; order: Order | null }
  | { type: "IndexRange"; indexName: string; range: RangeExpression[]; order: Order | null }
  | { type: "Search"; indexName: string; filters: SearchFilter[] };

export type FilterExpression = { [op: string]: JSONValue };
export type QueryOperator = { filter: FilterExpression } | { limit: number };
export interface SerializedQuery {
  source: QuerySource;
  operators: QueryOperator[];
}

/** What a query needs from its transaction: the tables of its snapshot, and where to report reads. */
export interface QueryContext {
  table(name: string): Table | undefined;
  searchIndex(table: string, index: string): SearchIndexDefinition | undefined;
  readSet: ReadSetImpl | null;
  metrics: TransactionMetrics;
}

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

function fieldValue(doc: JsonObject, path: string): Value | undefined {
  const raw = readFieldPath(doc, path);
  return raw === undefined ? undefined : toConvex(raw);
}

function evaluate(doc: JsonObject, expression: JSONValue): Value | undefined {
  const expr = expression as FilterExpression;
  const [op] = Object.keys(expr);
  const arg = expr[op as string] as JSONValue;
  const pair = () => {
    const [left, right] = arg as [JSONValue, JSONValue];
    return [evaluate(doc, left), evaluate(doc, right)] as const;
  };
  const arithmetic = (apply: (a: number, b: number) => number, applyBig: (a: bigint, b: bigint) => bigint): Value => {
    const [a, b] = pair();
    if (typeof a === "bigint" && typeof b === "bigint") return applyBig(a, b);
    if (typeof a === "number" && typeof b === "number") return apply(a, b);
    throw new Error(`Invalid arithmetic in filter: ${String(a)} and ${String(b)} must both be numbers or both be bigints.`);
  };
  switch (op) {
    case "$literal": {
      const literal = literalValue(arg);
      return literal === undefined ? undefined : toConvex(literal);
    }
    case "$field":
      return fieldValue(doc, arg as string);
    case "$eq": {
      const [a, b] = pair();
      return compareValues(a, b) === 0;
    }
    case "$neq": {
      const [a, b] = pair();
      return compareValues(a, b) !== 0;
    }
    case "$lt": {
      const [a, b] = pair();
      return compareValues(a, b) < 0;
    }
    case "$lte": {
      const [a, b] = pair();
      return compareValues(a, b) <= 0;
    }
    case "$gt": {
      const [a, b] = pair();
      return compareValues(a, b) > 0;
    }
    case "$gte": {
      const [a, b] = pair();
      return compareValues(a, b) >= 0;
    }
    case "$and":
      return (arg as JSONValue[]).every((child) => evaluate(doc, child) === true);
    case "$or":
      return (arg as JSONValue[]).some((child) => evaluate(doc, child) === true);
    case "$not":
      return evaluate(doc, arg) !== true;
    case "$add":
      return arithmetic((a, b) => a + b, (a, b) => a + b);
    case "$sub":
      return arithmetic((a, b) => a - b, (a, b) => a - b);
    case "$mul":
      return arithmetic((a, b) => a * b, (a, b) => a * b);
    case "$div":
      return arithmetic((a, b) => a / b, (a, b) => a / b);
    case "$mod":
      return arithmetic((a, b) => a % b, (a, b) => a % b);
    case "$neg": {
      const value = evaluate(doc, arg);
      if (typeof value === "number") return -value;
      if (typeof value === "bigint") return -value;
      throw new Error(`Invalid arithmetic in filter: cannot negate ${String(value)}.`);
    }
    default:
      throw new Error(`Unsupported filter expression: ${JSON.stringify(expression)}`);
  }
}

export function matchesFilters(doc: JsonObject, filters: readonly FilterExpression[]): boolean {
  for (const filter of filters) if (evaluate(doc, filter) !== true) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Index ranges
// ---------------------------------------------------------------------------------------------

export interface ResolvedRange {
  table: Table;
  indexName: string;
  lower: string;
  upper: string;
  order: Order;
}

function tableOrEmpty(ctx: QueryContext, name: string, emptyTable: (name: string) => Table): Table {
  return ctx.table(name) ?? emptyTable(name);
}

/** Turns `withIndex` range expressions into one key interval, checking them like Convex does. */
export function resolveRange(ctx: QueryContext, source: QuerySource, emptyTable: (name: string) => Table): ResolvedRange {
  if (source.type === "Search") throw new Error("Search queries are resolved separately.");
  if (source.type === "FullTableScan") {
    const table = tableOrEmpty(ctx, source.tableName, emptyTable);
    return { table, indexName: BY_CREATION_TIME, lower: "", upper: KEY_MAX_SUFFIX, order: source.order ?? "asc" };
  }
  const dot = source.indexName.indexOf(".");
  const tableName = source.indexName.slice(0, dot);
  const indexName = source.indexName.slice(dot + 1);
  const table = tableOrEmpty(ctx, tableName, emptyTable);
  const definition = table.definition(indexName);
  if (definition === undefined) throw new Error(`Index ${tableName}.${indexName} not found.`);
  const fields = definition.keyFields;
  let prefix = "";
  let position = 0;
  let lowerBound: RangeExpression | null = null;
  let upperBound: RangeExpression | null = null;
  for (const expression of source.range) {
    const expected = fields[position];
    if (expression.type === "Eq") {
      if (lowerBound !== null || upperBound !== null) {
        throw new Error(`Incorrect operator used in \`withIndex\`, cannot chain \`.eq()\` after a range operator.`);
      }
      if (expression.fieldPath !== expected) {
        throw new Error(`Incorrect field used in \`withIndex\`, expected "${expected}", got "${expression.fieldPath}"`);
      }
      prefix += encodeKeyValue(literalValue(expression.value));
      position += 1;
      continue;
    }
    const isLower = expression.type === "Gt" || expression.type === "Gte";
    const boundField = lowerBound !== null || upperBound !== null ? fields[position - 1] : expected;
    if (expression.fieldPath !== boundField) {
      throw new Error(`Incorrect field used in \`withIndex\`, expected "${boundField}", got "${expression.fieldPath}"`);
    }
    if (isLower ? lowerBound !== null : upperBound !== null) {
      throw new Error(`Incorrect operator used in \`withIndex\`, cannot use \`.${expression.type.toLowerCase()}()\` twice.`);
    }
    if (lowerBound === null && upperBound === null) position += 1;
    if (isLower) lowerBound = expression;
    else upperBound = expression;
  }
  let lower = prefix;
  let upper = prefix + KEY_MAX_SUFFIX;
  if (lowerBound !== null) {
    const key = prefix + encodeKeyValue(literalValue(lowerBound.value));
    lower = lowerBound.type === "Gt" ? key + KEY_MAX_SUFFIX : key;
  }
  if (upperBound !== null) {
    const key = prefix + encodeKeyValue(literalValue(upperBound.value));
    upper = upperBound.type === "Lte" ? key + KEY_MAX_SUFFIX : key;
  }
  return { table, indexName, lower, upper, order: source.order ?? "asc" };
}

function entries(range: ResolvedRange, lower: string, upper: string): Generator<[string, DocRecord]> {
  const tree = range.table.tree(range.indexName);
  return range.order === "asc" ? tree.ascending(lower, upper) : tree.descending(lower, upper);
}

/** The smallest key greater than `key` (keys are prefix-free). */
function after(key: string): string {
  return key + "\u0000";
}

// ---------------------------------------------------------------------------------------------
// Streams (collect / take / first / unique / async iteration)
// ---------------------------------------------------------------------------------------------

export interface DocumentStream {
  next(): DocRecord | null;
}

class RangeStream implements DocumentStream {
  private produced = 0;
  private done = false;
  private readonly iterator: Generator<[string, DocRecord]>;
  private readonly interval: KeyInterval | null;

  constructor(
    private readonly ctx: QueryContext,
    private readonly range: ResolvedRange,
    private readonly filters: FilterExpression[],
    private readonly limit: number | null,
  ) {
    this.iterator = entries(range, range.lower, range.upper);
    const empty = range.order === "asc" ? { lower: range.lower, upper: range.lower } : { lower: range.upper, upper: range.upper };
    this.interval = ctx.readSet === null ? null : ctx.readSet.add(range.table.name, range.indexName, empty);
  }

  next(): DocRecord | null {
    if (this.done) return null;
    if (this.limit !== null && this.produced >= this.limit) {
      this.done = true;
      return null;
    }
    for (;;) {
      const step = this.iterator.next();
      if (step.done) {
        this.done = true;
        if (this.interval !== null) {
          this.interval.lower = this.range.lower;
          this.interval.upper = this.range.upper;
        }
        return null;
      }
      const [key, record] = step.value;
      if (this.interval !== null) {
        if (this.range.order === "asc") this.interval.upper = after(key);
        else this.interval.lower = key;
      }
      this.ctx.metrics.trackRead(record.size);
      if (this.filters.length === 0 || matchesFilters(record.doc, this.filters)) {
        this.produced += 1;
        return record;
      }
    }
  }
}

class ListStream implements DocumentStream {
  private index = 0;
  constructor(private readonly records: DocRecord[]) {}
  next(): DocRecord | null {
    return this.records[this.index++] ?? null;
  }
}

function splitOperators(operators: readonly QueryOperator[]): { filters: FilterExpression[]; limit: number | null } {
  const filters: FilterExpression[] = [];
  let limit: number | null = null;
  for (const operator of operators) {
    if ("filter" in operator) filters.push(operator.filter);
    else limit = limit === null ? operator.limit : Math.min(limit, operator.limit);
  }
  return { filters, limit };
}

export function startQuery(ctx: QueryContext, query: SerializedQuery, emptyTable: (name: string) => Table): DocumentStream {
  ctx.metrics.trackIndexRange();
  const { filters, limit } = splitOperators(query.operators);
  if (query.source.type === "Search") {
    let results = runSearch(ctx, query.source, emptyTable).filter((record) => matchesFilters(record.doc, filters));
    if (limit !== null) results = results.slice(0, limit);
    return new ListStream(results);
  }
  return new RangeStream(ctx, resolveRange(ctx, query.source, emptyTable), filters, limit);
}

// ---------------------------------------------------------------------------------------------
// Pagination
// ---------------------------------------------------------------------------------------------

export const END_CURSOR = "_end_cursor";

function encodeCursor(range: ResolvedRange, key: string): string {
  return `${range.table.name}.${range.indexName}:${Buffer.from(key, "utf16le").toString("base64url")}`;
}

function decodeCursor(range: ResolvedRange, cursor: string): string {
  const prefix = `${range.table.name}.${range.indexName}:`;
  if (!cursor.startsWith(prefix)) {
    throw new Error(`InvalidCursor: this cursor belongs to another query (expected an index ${range.table.name}.${range.indexName} cursor).`);
  }
  return Buffer.from(cursor.slice(prefix.length), "base64url").toString("utf16le");
}

export interface PageRequest {
  query: SerializedQuery;
  cursor: string | null;
  endCursor: string | null;
  pageSize: number;
  maximumRowsRead: number | null;
  maximumBytesRead?: number | null;
}

export interface PageResult {
  page: DocRecord[];
  isDone: boolean;
  continueCursor: string;
  splitCursor: string | null;
  pageStatus: "SplitRecommended" | "SplitRequired" | null;
}

/**
 * One page of an index range. Cursors are index keys, so a page re-run with its `endCursor`
 * covers exactly the same key range: rows inserted meanwhile grow that page instead of
 * shifting rows into a gap between pages.
 */
export function paginate(ctx: QueryContext, request: PageRequest, emptyTable: (name: string) => Table): PageResult {
  ctx.metrics.trackIndexRange();
  const { filters } = splitOperators(request.query.operators);
  if (request.cursor === END_CURSOR) {
    return { page: [], isDone: true, continueCursor: END_CURSOR, splitCursor: null, pageStatus: null };
  }
  if (request.query.source.type === "Search") {
    const all = runSearch(ctx, request.query.source, emptyTable).filter((record) => matchesFilters(record.doc, filters));
    // Search results have no index key: their cursors are offsets into the relevance order.
    const start = request.cursor === null ? 0 : Number(request.cursor.replace("search:", "")) || 0;
    const page = all.slice(start, start + request.pageSize);
    const isDone = start + request.pageSize >= all.length;
    return { page, isDone, continueCursor: isDone ? END_CURSOR : `search:${start + request.pageSize}`, splitCursor: null, pageStatus: null };
  }
  const range = resolveRange(ctx, request.query.source, emptyTable);
  const ascending = range.order === "asc";
  let lower = range.lower;
  let upper = range.upper;
  if (request.cursor !== null) {
    const key = decodeCursor(range, request.cursor);
    if (ascending) lower = lower > after(key) ? lower : after(key);
    else upper = upper < key ? upper : key;
  }
  const bounded = request.endCursor !== null;
  if (request.endCursor !== null && request.endCursor !== END_CURSOR) {
    const key = decodeCursor(range, request.endCursor);
    if (ascending) upper = upper < after(key) ? upper : after(key);
    else lower = lower > key ? lower : key;
  }
  const interval: KeyInterval = ascending ? { lower, upper: lower } : { lower: upper, upper };
  ctx.readSet?.add(range.table.name, range.indexName, interval);

  const maxRows = request.maximumRowsRead ?? null;
  const maxBytes = request.maximumBytesRead ?? null;
  const page: DocRecord[] = [];
  const scannedKeys: string[] = [];
  let rowsRead = 0;
  let bytesRead = 0;
  let lastKey: string | null = null;
  let hitLimit = false;
  let exhausted = true;
  const iterator = entries(range, lower, upper);
  for (;;) {
    if (!bounded && page.length >= request.pageSize) {
      exhausted = false;
      break;
    }
    if ((maxRows !== null && rowsRead >= maxRows) || (maxBytes !== null && bytesRead >= maxBytes)) {
      hitLimit = true;
      exhausted = false;
      break;
    }
    const step = iterator.next();
    if (step.done) break;
    const [key, record] = step.value;
    rowsRead += 1;
    bytesRead += record.size;
    lastKey = key;
    scannedKeys.push(key);
    ctx.metrics.trackRead(record.size);
    if (ascending) interval.upper = after(key);
    else interval.lower = key;
    if (filters.length === 0 || matchesFilters(record.doc, filters)) page.push(record);
  }

  let continueCursor: string;
  let isDone: boolean;
  if (bounded && !hitLimit) {
    continueCursor = request.endCursor as string;
    isDone = request.endCursor === END_CURSOR;
    interval.lower = lower;
    interval.upper = upper;
  } else if (exhausted) {
    continueCursor = END_CURSOR;
    isDone = true;
    interval.lower = lower;
    interval.upper = upper;
  } else {
    continueCursor = lastKey === null ? (request.cursor ?? END_CURSOR) : encodeCursor(range, lastKey);
    isDone = false;
  }

  let pageStatus: PageResult["pageStatus"] = null;
  let splitCursor: string | null = null;
  if (bounded && hitLimit) pageStatus = "SplitRequired";
  else if (bounded && rowsRead > 2 * Math.max(1, request.pageSize)) pageStatus = "SplitRecommended";
  if (pageStatus !== null && scannedKeys.length >= 2) {
    splitCursor = encodeCursor(range, scannedKeys[Math.floor((scannedKeys.length - 1) / 2)] as string);
  }
  return { page, isDone, continueCursor, splitCursor, pageStatus };
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/**
 * Relevance order (see search.ts), ties newest first, at most MAX_SEARCH_RESULTS. Only the
 * postings of the query's terms are read, and the documents returned: a commit re-runs the
 * query only when it changes postings of those terms or one of those documents.
 */
function runSearch(ctx: QueryContext, source: Extract<QuerySource, { type: "Search" }>, emptyTable: (name: string) => Table): DocRecord[] {
  const dot = source.indexName.indexOf(".");
  const tableName = source.indexName.slice(0, dot);
  const indexName = source.indexName.slice(dot + 1);
  const definition = ctx.searchIndex(tableName, indexName);
  if (definition === undefined) throw new Error(`Search index ${tableName}.${indexName} not found.`);
  const table = tableOrEmpty(ctx, tableName, emptyTable);
  let terms: string[] = [];
  const equalities: Array<{ position: number; key: string }> = [];
  for (const filter of source.filters) {
    if (filter.type === "Search") {
      if (filter.fieldPath !== definition.searchField) {
        throw new Error(`Search index ${tableName}.${indexName} searches "${definition.searchField}", not "${filter.fieldPath}".`);
      }
      terms = tokenize(filter.value);
    } else {
      const position = definition.filterFields.indexOf(filter.fieldPath);
      if (position < 0) throw new Error(`"${filter.fieldPath}" is not a filter field of search index ${tableName}.${indexName}.`);
      equalities.push({ position, key: encodeKeyValue(literalValue(filter.value)) });
    }
  }
  if (terms.length === 0) return [];
  const candidates = table.searchPostings(definition).candidates(terms);
  for (const interval of candidates.postingsRead) ctx.readSet?.add(tableName, postingsIndexName(indexName), interval);
  const scored: Array<{ docKey: string; score: number }> = [];
  for (const [docKey, { words, filterKeys }] of candidates.documents) {
    if (!equalities.every(({ position, key }) => filterKeys[position] === key)) continue;
    const score = scoreWordCounts(words, terms);
    if (score > 0) scored.push({ docKey, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.docKey < b.docKey ? 1 : -1));
  const byCreationTime = table.tree(BY_CREATION_TIME);
  return scored.slice(0, MAX_SEARCH_RESULTS).map(({ docKey }) => {
    ctx.readSet?.addKey(tableName, BY_CREATION_TIME, docKey);
    const record = byCreationTime.get(docKey) as DocRecord;
    ctx.metrics.trackRead(record.size);
    return record;
  });
}
