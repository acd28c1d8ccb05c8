import { constants as fsConstants, promises as fsp, openSync, closeSync, fsyncSync, readFileSync, ftruncateSync, writeSync } from "node:fs";
import { crc32 } from "node:zlib";
import path from "node:path";

/**
 * The write-ahead log: a sequence of files `log-<seq>.bin`, each a run of records framed as
 * [u32 LE payload length][u32 LE crc32(payload)][payload], then zeros. Appends are batched: every record
 * queued while an fsync is in flight goes out with the next write + fdatasync (group commit),
 * and each append's promise resolves only once its bytes are durable.
 *
 * A file grows by a megabyte of zeros at a time, written ahead of the records (as PostgreSQL does with its
 * WAL segments): a record then overwrites bytes the file already has, and its fdatasync has no new file
 * length to record, which on ext4 halves its cost (about 100 against 200 µs here). Readers stop at the
 * first zero header.
 */

const HEADER_BYTES = 8;
const MAX_RECORD_BYTES = 1 << 30;

export function frameRecord(payload: Buffer): Buffer {
  const frame = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  frame.writeUInt32LE(payload.length, 0);
  frame.writeUInt32LE(crc32(payload), 4);
  payload.copy(frame, HEADER_BYTES);
  return frame;
}

export class LogCorruptionError extends Error {
  constructor(file: string, offset: number, reason: string) {
    super(
      `The commit log ${file} is corrupt at byte ${offset} (${reason}). Refusing to start, because data after this ` +
        `point would be lost. Restore the data directory from a backup, or move the log aside to start from the last snapshot.`,
    );
    this.name = "LogCorruptionError";
  }
}

export interface ParsedLog {
  records: Buffer[];
  /** byte length of the valid prefix */
  validLength: number;
  /** set when the last record was incomplete or failed its checksum */
  tornTail: boolean;
}

function allZero(buffer: Buffer, from: number): boolean {
  for (let i = from; i < buffer.length; i++) if (buffer[i] !== 0) return false;
  return true;
}

/**
 * Splits a log file into records. A damaged record at the very end (a write cut short by a crash)
 * is reported as a torn tail; a damaged record followed by more data is corruption.
 */
export function parseLog(buffer: Buffer, file: string, isLastFile: boolean): ParsedLog {
  const records: Buffer[] = [];
  let offset = 0;
  const torn = (): ParsedLog => {
    if (!isLastFile) throw new LogCorruptionError(file, offset, "truncated record in a sealed log file");
    return { records, validLength: offset, tornTail: true };
  };
  while (offset < buffer.length) {
    if (buffer.length - offset < HEADER_BYTES) return torn();
    const length = buffer.readUInt32LE(offset);
    const checksum = buffer.readUInt32LE(offset + 4);
    if (length === 0 || length > MAX_RECORD_BYTES) {
      // the zeros written ahead of the records: the end of the log, not damage
      if (allZero(buffer, offset)) return { records, validLength: offset, tornTail: false };
      throw new LogCorruptionError(file, offset, `invalid record length ${length}`);
    }
    const end = offset + HEADER_BYTES + length;
    if (end > buffer.length) return torn();
    const payload = buffer.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== checksum) {
      if (end === buffer.length || allZero(buffer, end)) return torn();
      throw new LogCorruptionError(file, offset, "checksum mismatch");
    }
    records.push(payload);
    offset = end;
  }
  return { records, validLength: offset, tornTail: false };
}

export function logFileName(sequence: number): string {
  return `log-${String(sequence).padStart(8, "0")}.bin`;
}

export async function listLogFiles(dir: string): Promise<Array<{ sequence: number; file: string }>> {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  return names
    .map((name) => /^log-(\d+)\.bin$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ sequence: Number(match[1]), file: path.join(dir, match[0]) }))
    .sort((a, b) => a.sequence - b.sequence);
}

/**
 * Reads every log file in order, truncating a torn tail of the last one (with a warning). `lastFileBytes`:
 * where the last file's records end, and the next one goes; `sealedBytes`: the records of the files before it
 * (a file's length also counts the zeros written ahead).
 */
export function readLogs(
  files: ReadonlyArray<{ file: string }>,
  warn: (line: string) => void,
): { records: Buffer[]; lastFileBytes: number; sealedBytes: number } {
  const records: Buffer[] = [];
  let lastFileBytes = 0;
  let sealedBytes = 0;
  files.forEach(({ file }, index) => {
    const buffer = readFileSync(file);
    const parsed = parseLog(buffer, file, index === files.length - 1);
    if (parsed.tornTail) {
      warn(
        `warning: dropped an incomplete last record (${buffer.length - parsed.validLength} bytes) at the end of ${file}; ` +
          `it was never acknowledged.`,
      );
      const fd = openSync(file, "r+");
      try {
        ftruncateSync(fd, parsed.validLength);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    records.push(...parsed.records);
    sealedBytes += lastFileBytes;
    lastFileBytes = parsed.validLength;
  });
  return { records, lastFileBytes, sealedBytes };
}

function writeFully(fd: number, bytes: Buffer, position: number): void {
  for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written, position + written);
}

interface PendingAppend {
  frame: Buffer;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** How much a log file grows by at a time, in zeros written ahead of the records. */
export const LOG_GROWTH_BYTES = 1 << 20;

export class LogWriter {
  private queue: PendingAppend[] = [];
  private flushing: Promise<void> | null = null;
  private readonly ready: Promise<fsp.FileHandle>;
  /** set once the file is open: from then on a flush starts within `append` */
  private handle: fsp.FileHandle | null = null;
  /** the records' length, counting those still queued */
  private bytes: number;
  /** where the next batch is written */
  private position: number;
  /** the file's length: zeros from `position` on */
  private allocated = 0;
  private failure: unknown = null;

  /**
   * @param existingBytes where the file's records end (see `readLogs`)
   * @param startAfter the previous log file's drain: this file's records are never made durable
   *   before the earlier file's, so an acknowledged commit never depends on a lost one.
   */
  constructor(
    readonly file: string,
    existingBytes: number,
    startAfter: Promise<void> = Promise.resolve(),
  ) {
    this.bytes = existingBytes;
    this.position = existingBytes;
    this.ready = startAfter.then(async () => {
      const handle = await fsp.open(file, fsConstants.O_RDWR | fsConstants.O_CREAT);
      this.allocated = (await handle.stat()).size;
      this.handle = handle;
      return handle;
    });
    this.ready.catch(() => undefined);
  }

  get size(): number {
    return this.bytes;
  }

  /** Queues a record; resolves once it is on disk. */
  append(payload: Buffer): Promise<void> {
    if (this.failure !== null) return Promise.reject(this.failure);
    const frame = frameRecord(payload);
    this.bytes += frame.length;
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ frame, resolve, reject });
      if (this.flushing === null) this.flushing = this.flushLoop();
    });
  }

  /**
   * Writes and syncs batch after batch. Once the file is open it runs synchronously up to the fdatasync, so a
   * commit's wait for the disk starts within `append` (see Engine.commit); records appended while an
   * fdatasync is in flight go out together with the next one.
   */
  private async flushLoop(): Promise<void> {
    while (this.queue.length > 0) {
      let batch: PendingAppend[] = [];
      try {
        const handle = this.handle ?? (await this.ready);
        batch = this.queue;
        this.queue = [];
        this.write(handle.fd, batch.length === 1 ? (batch[0] as PendingAppend).frame : Buffer.concat(batch.map((p) => p.frame)));
        await handle.datasync();
        for (const pending of batch) pending.resolve();
      } catch (error) {
        this.failure = error;
        for (const pending of [...batch, ...this.queue]) pending.reject(error);
        this.queue = [];
      }
    }
    this.flushing = null;
  }

  /** Into the page cache at once (microseconds): only the fdatasync waits for a thread of libuv's pool. */
  private write(fd: number, bytes: Buffer): void {
    const end = this.position + bytes.length;
    if (end > this.allocated) {
      const grown = end + LOG_GROWTH_BYTES;
      writeFully(fd, Buffer.alloc(grown - this.allocated), this.allocated);
      this.allocated = grown;
    }
    writeFully(fd, bytes, this.position);
    this.position = end;
  }

  /** Waits until everything appended so far is durable. */
  async drain(): Promise<void> {
    while (this.flushing !== null) await this.flushing;
  }

  async close(): Promise<void> {
    await this.drain();
    const handle = await this.ready.catch(() => null);
    await handle?.close();
  }
}

/** Writes a file atomically and durably: temp file, fsync, rename, fsync of the directory. */
export async function writeFileDurably(file: string, chunks: Iterable<string>): Promise<void> {
  const temp = `${file}.tmp`;
  const handle = await fsp.open(temp, "w");
  try {
    let batch: string[] = [];
    let batchLength = 0;
    for (const chunk of chunks) {
      batch.push(chunk);
      batchLength += chunk.length;
      if (batchLength > 1 << 20) {
        await handle.write(batch.join(""));
        batch = [];
        batchLength = 0;
      }
    }
    if (batch.length > 0) await handle.write(batch.join(""));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temp, file);
  syncDirectory(path.dirname(file));
}

export function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic.
  }
}

