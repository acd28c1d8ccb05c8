import { existsSync, mkdirSync, readFileSync, promises as fsp } from "node:fs";
import path from "node:path";
import { listLogFiles, logFileName, LogWriter, readLogs, syncDirectory, writeFileDurably } from "./log.js";
import { DbState, docJson, Table, type DocRecord, type TableIndexes, type TableRegistry } from "./store.js";
import { convexSize, type Doc } from "./values.js";

/** One committed transaction as written to the log. */
export interface CommitRecord {
  ts: bigint;
  lastCreationTime: number;
  /** `json`: the document as JSON text when it is at hand (the stored record's), so it is not encoded twice */
  writes: Array<{ table: string; id: string; doc: Doc | null; json?: string }>;
  /** table numbers allocated since the previous record */
  newTables: Array<[string, number]>;
}

interface RecordJson {
  ts: string;
  ct: number;
  w: Array<[string, string, Doc | null]>;
  t?: Array<[string, number]>;
}

/** The JSON of a `RecordJson`, written out so each document's text can be the one its record already holds. */
export function encodeCommit(record: CommitRecord): Buffer {
  const writes = record.writes.map((w) => `[${JSON.stringify(w.table)},${JSON.stringify(w.id)},${w.json ?? JSON.stringify(w.doc)}]`);
  const tables = record.newTables.length > 0 ? `,"t":${JSON.stringify(record.newTables)}` : "";
  return Buffer.from(`{"ts":${JSON.stringify(record.ts.toString())},"ct":${record.lastCreationTime},"w":[${writes.join(",")}]${tables}}`);
}

function decodeCommit(payload: Buffer): CommitRecord {
  const json = JSON.parse(payload.toString("utf8")) as RecordJson;
  return {
    ts: BigInt(json.ts),
    lastCreationTime: json.ct,
    writes: json.w.map(([table, id, doc]) => ({ table, id, doc })),
    newTables: json.t ?? [],
  };
}

interface SnapshotHeader {
  format: 1;
  ts: string;
  lastCreationTime: number;
  tables: Array<[string, number]>;
}

const SNAPSHOT_FILE = "snapshot.jsonl";
/** compact once the live log files exceed this many bytes */
export const COMPACT_AFTER_BYTES = 4 * 1024 * 1024;

/** `json`: the document's JSON text, when at hand (see DocRecord.json) */
export function makeRecord(table: string, doc: Doc, size?: number, json?: string): DocRecord {
  return json === undefined ? { table, doc, size: size ?? convexSize(doc) } : { table, doc, size: size ?? convexSize(doc), json };
}

/**
 * Durable storage of the database: a snapshot plus the log of commits after it.
 * Start-up loads the snapshot and replays the log; compaction writes a new snapshot in the
 * background and deletes the log files it covers.
 */
export class Persistence {
  private writer: LogWriter;
  private sequence: number;
  private compacting: Promise<void> | null = null;
  private sealedBytes = 0;

  private constructor(
    private readonly dir: string,
    writer: LogWriter,
    sequence: number,
    private readonly warn: (line: string) => void,
    private readonly compactAfterBytes: number,
  ) {
    this.writer = writer;
    this.sequence = sequence;
  }

  static async open(
    dataDir: string,
    registry: TableRegistry,
    indexesFor: (table: string) => TableIndexes,
    warn: (line: string) => void,
    compactAfterBytes = COMPACT_AFTER_BYTES,
  ): Promise<{ persistence: Persistence; state: DbState }> {
    const dir = path.join(dataDir, "db");
    mkdirSync(dir, { recursive: true });
    const docs = new Map<string, Map<string, DocRecord>>();
    let ts = 0n;
    let lastCreationTime = 0;
    const snapshotFile = path.join(dir, SNAPSHOT_FILE);
    if (existsSync(snapshotFile)) {
      const lines = readFileSync(snapshotFile, "utf8").split("\n");
      const header = JSON.parse(lines[0] ?? "") as SnapshotHeader;
      if (header.format !== 1) throw new Error(`Unsupported snapshot format in ${snapshotFile}.`);
      ts = BigInt(header.ts);
      lastCreationTime = header.lastCreationTime;
      for (const [name, number] of header.tables) registry.register(name, number);
      for (let i = 1; i < lines.length; i++) {
        const line = lines[i] as string;
        if (line === "") continue;
        const [table, doc, size] = JSON.parse(line) as [string, Doc, number];
        let tableDocs = docs.get(table);
        if (tableDocs === undefined) docs.set(table, (tableDocs = new Map()));
        // the line is [table,doc,size] as snapshotChunks wrote it: the document's text is its middle
        const docText = line.slice(JSON.stringify(table).length + 2, line.lastIndexOf(","));
        tableDocs.set(doc._id, makeRecord(table, doc, size, docText));
      }
    }
    const files = await listLogFiles(dir);
    const { records, lastFileBytes, sealedBytes } = readLogs(files, warn);
    for (const payload of records) {
      const record = decodeCommit(payload);
      for (const [name, number] of record.newTables) registry.register(name, number);
      if (record.ts <= ts) continue;
      ts = record.ts;
      lastCreationTime = record.lastCreationTime;
      for (const write of record.writes) {
        let tableDocs = docs.get(write.table);
        if (tableDocs === undefined) docs.set(write.table, (tableDocs = new Map()));
        if (write.doc === null) tableDocs.delete(write.id);
        else tableDocs.set(write.id, makeRecord(write.table, write.doc));
      }
    }
    const tables = new Map<string, Table>();
    for (const [name, tableDocs] of docs) {
      if (tableDocs.size === 0) continue;
      tables.set(name, Table.build(name, indexesFor(name), [...tableDocs.values()]));
    }
    const last = files[files.length - 1];
    const sequence = last === undefined ? 1 : last.sequence;
    const file = path.join(dir, logFileName(sequence));
    const persistence = new Persistence(dir, new LogWriter(file, lastFileBytes), sequence, warn, compactAfterBytes);
    persistence.sealedBytes = sealedBytes;
    return { persistence, state: new DbState(ts, tables, lastCreationTime) };
  }

  append(record: CommitRecord): Promise<void> {
    return this.writer.append(encodeCommit(record));
  }

  get logBytes(): number {
    return this.sealedBytes + this.writer.size;
  }

  /** True when compaction is due and none is running. */
  shouldCompact(): boolean {
    return this.compacting === null && this.logBytes > this.compactAfterBytes;
  }

  /**
   * Seals the current log file and snapshots `state`, which must include every record appended
   * so far (call it between commits). New commits go to a fresh log file meanwhile.
   */
  compact(state: DbState, registry: TableRegistry): Promise<void> {
    if (this.compacting !== null) return this.compacting;
    const sealed = this.writer;
    const sealedSequence = this.sequence;
    this.sequence += 1;
    this.sealedBytes += sealed.size;
    this.writer = new LogWriter(path.join(this.dir, logFileName(this.sequence)), 0, sealed.drain());
    const tables = registry.entries();
    this.compacting = (async () => {
      await sealed.close();
      await writeFileDurably(path.join(this.dir, SNAPSHOT_FILE), snapshotChunks(state, tables));
      for (const { sequence, file } of await listLogFiles(this.dir)) {
        if (sequence <= sealedSequence) await fsp.rm(file, { force: true });
      }
      syncDirectory(this.dir);
      this.sealedBytes = 0;
    })()
      .catch((error: unknown) => this.warn(`warning: compaction failed, the log keeps growing: ${String(error)}`))
      .finally(() => {
        this.compacting = null;
      });
    return this.compacting;
  }

  async drain(): Promise<void> {
    await this.writer.drain();
  }

  async close(): Promise<void> {
    if (this.compacting !== null) await this.compacting;
    await this.writer.close();
  }
}

function* snapshotChunks(state: DbState, tables: Array<[string, number]>): Generator<string> {
  const header: SnapshotHeader = { format: 1, ts: state.ts.toString(), lastCreationTime: state.lastCreationTime, tables };
  yield JSON.stringify(header) + "\n";
  for (const [name, table] of state.tables) {
    const tableJson = JSON.stringify(name);
    for (const record of table.records()) yield `[${tableJson},${docJson(record)},${record.size}]\n`;
  }
}
