import type { JSONValue } from "convex/values";
import { ReadSetIndex } from "./read-set-index.js";
import type { ReadSetImpl, WriteSet } from "./store.js";
import type { Caller, FunctionOutcome } from "./types.js";

/**
 * Query results, as Convex caches them: keyed by function, arguments, caller (identity) and pagination
 * journal, read at `fromTs` and valid for every later timestamp until a commit writes into their read set.
 * Like Convex's cache (its `UDF_CACHE_MAX_SIZE`, 100 MiB), it is bounded by the results' approximate size in
 * memory and gives up the least recently used results first.
 * A query is deterministic for a snapshot (frozen `Date.now()`, seeded `Math.random()`), so an answer from
 * the cache is the answer a run would give. Results of subscriptions are computed again as soon as a commit
 * invalidates them, while the commit is still being made durable (see LocalEngine.commit), so the
 * subscription's update does not wait for a run after it.
 *
 * A new result is kept at the end of the event loop's turn, once its answer has gone out, or earlier when the
 * cache is asked anything or a commit arrives first: checking it against recent commits and indexing its read set cost a first
 * read of a vet's day (in a table of 100,000) about 15 µs, a few per cent of its round trip.
 */
export interface CachedQuery {
  readonly path: string;
  readonly args: JSONValue;
  readonly caller: Caller;
  readonly journalIn: string | null;
  readonly fromTs: bigint;
  readonly outcome: Extract<FunctionOutcome, { status: "success" }>;
  readonly readSet: ReadSetImpl;
  readonly journal: string | null;
  /** length of the result's JSON text (the run's answer before it was parsed) */
  readonly resultChars: number;
  /** a subscription asked for it: recompute it when a commit invalidates it */
  subscribed: boolean;
  /** the run's console lines go to the first caller only */
  logLinesTaken: boolean;
}

/** Convex's default `UDF_CACHE_MAX_SIZE` */
export const DEFAULT_QUERY_CACHE_BYTES = 100 * 2 ** 20;
/** bytes of an entry besides its strings: the entry, its outcome and read-set objects, map slots */
const ENTRY_OVERHEAD_BYTES = 400;
const INTERVAL_OVERHEAD_BYTES = 64;
/** Commits remembered to check a result computed meanwhile. */
const RECENT_COMMITS = 64;

export function queryCacheKey(path: string, args: JSONValue, caller: Caller, journal: string | null): string {
  return JSON.stringify([path, args, caller.kind, caller.identity ?? null, journal]);
}

/**
 * Approximately what an entry holds in memory: its strings at two bytes a character (the key, the result
 * as JSON, console lines, read-set keys), the parsed result about as large again as its text, and a fixed
 * cost per object. Convex counts its entries' heap size the same way; a bound, not an exact figure.
 */
export function cachedQueryBytes(key: string, entry: CachedQuery): number {
  let chars = key.length + entry.resultChars * 2 + (entry.journal?.length ?? 0);
  for (const line of entry.outcome.logLines) chars += line.length;
  let bytes = ENTRY_OVERHEAD_BYTES;
  for (const [index, intervals] of entry.readSet.intervals) {
    chars += index.length;
    for (const interval of intervals) {
      chars += interval.lower.length + interval.upper.length;
      bytes += INTERVAL_OVERHEAD_BYTES;
    }
  }
  for (const [index, keys] of entry.readSet.keys) {
    chars += index.length;
    for (const key of keys) chars += key.length;
    bytes += INTERVAL_OVERHEAD_BYTES * keys.size;
  }
  return bytes + 2 * chars;
}

export class QueryCache {
  /** in order of last use, least recent first */
  private readonly entries = new Map<string, CachedQuery & { readonly bytes: number }>();
  private bytes = 0;
  /** the entries' read sets, so a commit finds the results it invalidates without checking each */
  private readonly readers = new ReadSetIndex();
  /** results being computed again after a commit: callers at or after `fromTs` wait for them */
  private readonly refreshing = new Map<string, { fromTs: bigint; done: Promise<void> }>();
  private readonly recent: Array<{ ts: bigint; writes: WriteSet }> = [];
  /** the latest commit no longer in `recent` */
  private forgottenTs = -1n;
  /** changes when everything is dropped: results computed before are not kept */
  generation = 0;
  /** results handed to `store` and not yet kept (see `keepStored`) */
  private stored: Array<{ key: string; entry: CachedQuery; generation: number }> = [];

  constructor(private readonly maxBytes = DEFAULT_QUERY_CACHE_BYTES) {}

  /** How much the cached results hold, approximately (see `cachedQueryBytes`). */
  get sizeBytes(): number {
    this.keepStored();
    return this.bytes;
  }

  /** The cached result valid at `ts`, if any; it becomes the most recently used. */
  lookup(key: string, ts: bigint): CachedQuery | undefined {
    this.keepStored();
    const entry = this.entries.get(key);
    if (entry === undefined || entry.fromTs > ts) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** A recomputation under way whose result would be valid at `ts`. */
  pending(key: string, ts: bigint): Promise<void> | undefined {
    const refresh = this.refreshing.get(key);
    return refresh !== undefined && refresh.fromTs <= ts ? refresh.done : undefined;
  }

  /** Keeps a result read at `entry.fromTs`, unless a commit since then wrote into its read set. */
  store(key: string, entry: CachedQuery, generation: number): void {
    if (this.stored.length === 0) setImmediate(() => this.keepStored());
    this.stored.push({ key, entry, generation });
  }

  /** Keeps the results stored since the last time, in the order they came. */
  private keepStored(): void {
    if (this.stored.length === 0) return;
    const stored = this.stored;
    this.stored = [];
    for (const { key, entry, generation } of stored) this.keep(key, entry, generation);
  }

  private keep(key: string, entry: CachedQuery, generation: number): void {
    if (generation !== this.generation || entry.fromTs < this.forgottenTs) return;
    for (const commit of this.recent) {
      if (commit.ts > entry.fromTs && commit.writes.intersects(entry.readSet)) return;
    }
    const previous = this.entries.get(key);
    if (previous !== undefined && previous.fromTs > entry.fromTs) return;
    this.remove(key);
    const size = cachedQueryBytes(key, entry);
    if (size > this.maxBytes) return;
    this.entries.set(key, { ...entry, subscribed: entry.subscribed || previous?.subscribed === true, bytes: size });
    this.bytes += size;
    this.readers.add(key, entry.readSet);
    while (this.bytes > this.maxBytes) this.remove(this.entries.keys().next().value as string);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    this.readers.remove(key, entry.readSet);
  }

  /** A commit at `ts` wrote `writes`: drops the results it invalidates and returns those subscriptions use. */
  invalidate(ts: bigint, writes: WriteSet): Array<[string, CachedQuery]> {
    // A subscribed result stored since the turn began is one this commit may invalidate: kept first, it is computed
    // again now like any other. Left for later, it would be dropped as stale and the subscription's re-run would wait
    // for a run of its own (a commit can arrive before the end of the turn on a busy machine).
    this.keepStored();
    this.recent.push({ ts, writes });
    if (this.recent.length > RECENT_COMMITS) this.forgottenTs = (this.recent.shift() as { ts: bigint }).ts;
    const invalidated: Array<[string, CachedQuery]> = [];
    for (const key of this.readers.readersOf(writes)) {
      const entry = this.entries.get(key);
      if (entry !== undefined && entry.fromTs < ts) {
        this.remove(key);
        if (entry.subscribed) invalidated.push([key, entry]);
      }
    }
    return invalidated;
  }

  /** Recomputes a result after a commit; callers asking for it meanwhile wait. */
  refresh(key: string, fromTs: bigint, compute: () => Promise<void>): void {
    if (this.refreshing.has(key)) return;
    const done = compute()
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(key));
    this.refreshing.set(key, { fromTs, done });
  }

  /** Functions, schema or environment changed: nothing cached holds. */
  clear(): void {
    this.stored = [];
    this.entries.clear();
    this.bytes = 0;
    this.readers.clear();
    this.generation += 1;
  }
}
