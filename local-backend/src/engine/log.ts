import { promises as fsp, openSync, closeSync, fsyncSync, readFileSync, ftruncateSync } from "node:fs";
import { crc32 } from "node:zlib";
import path from "node:path";

/**
 * The write-ahead log: a sequence of files `log-<seq>.bin`, each a run of records framed as
 * [u32 LE payload length][u32 LE crc32(payload)][payload]. Appends are batched: every record
 * queued while an fsync is in flight goes out with the next write + fdatasync (group commit),
 * and each append's promise resolves only once its bytes are durable.
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
      if (allZero(buffer, offset)) return torn();
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

/** Reads every log file in order, truncating a torn tail of the last one (with a warning). */
export function readLogs(files: ReadonlyArray<{ file: string }>, warn: (line: string) => void): Buffer[] {
  const records: Buffer[] = [];
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
  });
  return records;
}

interface PendingAppend {
  frame: Buffer;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class LogWriter {
  private queue: PendingAppend[] = [];
  private flushing: Promise<void> | null = null;
  private readonly ready: Promise<fsp.FileHandle>;
  private bytes: number;
  private failure: unknown = null;

  /**
   * @param startAfter the previous log file's drain: this file's records are never made durable
   *   before the earlier file's, so an acknowledged commit never depends on a lost one.
   */
  constructor(
    readonly file: string,
    existingBytes: number,
    startAfter: Promise<void> = Promise.resolve(),
  ) {
    this.bytes = existingBytes;
    this.ready = startAfter.then(() => fsp.open(file, "a"));
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

  private async flushLoop(): Promise<void> {
    // Let every mutation that finishes in this tick join the batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        const handle = await this.ready;
        await handle.write(batch.length === 1 ? (batch[0] as PendingAppend).frame : Buffer.concat(batch.map((p) => p.frame)));
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

