/**
 * Convex's documented per-transaction limits (https://docs.convex.dev/production/state/limits),
 * enforced with the same wording so code that would fail on Convex fails here too.
 */

const MiB = 1 << 20;

export const TRANSACTION_LIMITS = {
  bytesRead: 16 * MiB,
  bytesWritten: 16 * MiB,
  documentsRead: 32_000,
  databaseQueries: 4_096,
  documentsWritten: 16_000,
  functionsScheduled: 1_000,
  scheduledFunctionArgsBytes: 16 * MiB,
} as const;

export const MAX_DOCUMENT_BYTES = MiB;
export const MAX_ARGS_BYTES = 16 * MiB;
export const MAX_SEARCH_RESULTS = 1024;

export type TransactionLimits = { -readonly [K in keyof typeof TRANSACTION_LIMITS]: number };

const LIMITS_URL = "This is a Convex limit: https://docs.convex.dev/production/state/limits";

export class TransactionMetrics {
  bytesRead = 0;
  bytesWritten = 0;
  documentsRead = 0;
  databaseQueries = 0;
  documentsWritten = 0;
  functionsScheduled = 0;
  scheduledFunctionArgsBytes = 0;

  constructor(readonly limits: TransactionLimits = { ...TRANSACTION_LIMITS }) {}

  trackRead(bytes: number): void {
    this.bytesRead += bytes;
    this.documentsRead += 1;
    if (this.bytesRead > this.limits.bytesRead) {
      throw new Error(`Read too much data in a single function execution (limit: ${this.limits.bytesRead} bytes). ${LIMITS_URL}`);
    }
    if (this.documentsRead > this.limits.documentsRead) {
      throw new Error(`Scanned too many documents in a single function execution (limit: ${this.limits.documentsRead}). ${LIMITS_URL}`);
    }
  }

  trackIndexRange(): void {
    this.databaseQueries += 1;
    if (this.databaseQueries > this.limits.databaseQueries) {
      throw new Error(`Too many index ranges read in a single function execution (limit: ${this.limits.databaseQueries}). ${LIMITS_URL}`);
    }
  }

  trackWrite(bytes: number): void {
    this.bytesWritten += bytes;
    this.documentsWritten += 1;
    if (this.bytesWritten > this.limits.bytesWritten) {
      throw new Error(`Wrote too much data in a single function execution (limit: ${this.limits.bytesWritten} bytes). ${LIMITS_URL}`);
    }
    if (this.documentsWritten > this.limits.documentsWritten) {
      throw new Error(`Wrote too many documents in a single function execution (limit: ${this.limits.documentsWritten}). ${LIMITS_URL}`);
    }
  }

  trackScheduled(argsBytes: number): void {
    this.functionsScheduled += 1;
    this.scheduledFunctionArgsBytes += argsBytes;
    if (this.functionsScheduled > this.limits.functionsScheduled) {
      throw new Error(`Scheduled too many functions in a single function execution (limit: ${this.limits.functionsScheduled}). ${LIMITS_URL}`);
    }
    if (this.scheduledFunctionArgsBytes > this.limits.scheduledFunctionArgsBytes) {
      throw new Error(
        `Scheduled function arguments too large in a single function execution (limit: ${this.limits.scheduledFunctionArgsBytes} bytes). ${LIMITS_URL}`,
      );
    }
  }

  /** Reads counted apart (a read made ahead, see FunctionRun.readAhead) that now belong to this transaction. */
  absorbReads(other: TransactionMetrics): void {
    this.bytesRead += other.bytesRead;
    this.documentsRead += other.documentsRead;
    this.databaseQueries += other.databaseQueries;
  }

  report(): Record<string, { used: number; remaining: number }> {
    const out: Record<string, { used: number; remaining: number }> = {};
    for (const key of Object.keys(this.limits) as Array<keyof TransactionLimits>) {
      out[key] = { used: this[key], remaining: this.limits[key] - this[key] };
    }
    return out;
  }
}

export function documentTooLarge(table: string, bytes: number): Error {
  const mib = (bytes / MiB).toFixed(2);
  return new Error(
    `Value is too large (${mib} MiB > maximum size 1 MiB) in a document of table "${table}". ${LIMITS_URL}`,
  );
}
