import type { FunctionRunReport } from "../../engine/types.js";

/** One entry of `GET /api/stream_function_logs` (Convex's `FunctionExecution`, Completion kind). */
export interface FunctionLogEntry {
  kind: "Completion";
  udfType: FunctionRunReport["udfType"];
  identifier: string;
  componentPath: null;
  logLines: Array<{ messages: string[]; level: string; timestamp: number; isTruncated: boolean }>;
  /** seconds */
  timestamp: number;
  executionTime: number;
  error: string | null;
  cachedResult: boolean;
  requestId: string;
  executionId: string;
  environment: "isolate";
}

const CAPACITY = 10_000;
const MAX_WAIT_MS = 60_000;

function structuredLine(line: string, timestamp: number): FunctionLogEntry["logLines"][number] {
  const match = /^\[(LOG|INFO|WARN|ERROR|DEBUG)\] ?([\s\S]*)$/.exec(line);
  return { messages: [match?.[2] ?? line], level: match?.[1] ?? "LOG", timestamp, isTruncated: false };
}

/**
 * The recent function runs with their console lines, for `npx convex logs` and the lines `npx convex dev`
 * prints. Cursors are millisecond timestamps, strictly increasing per entry, as on Convex.
 */
export class FunctionLog {
  private readonly entries: Array<{ cursor: number; entry: FunctionLogEntry }> = [];
  private readonly waiters = new Set<() => void>();
  private lastCursor = 0;
  private sequence = 0;

  record(report: FunctionRunReport): void {
    const finishedAt = report.startedAt + report.durationMs;
    const cursor = Math.max(finishedAt, this.lastCursor + 1);
    this.lastCursor = cursor;
    const id = (++this.sequence).toString(16).padStart(8, "0");
    this.entries.push({
      cursor,
      entry: {
        kind: "Completion",
        udfType: report.udfType,
        identifier: report.identifier,
        componentPath: null,
        logLines: report.logLines.map((line) => structuredLine(line, finishedAt)),
        timestamp: finishedAt / 1000,
        executionTime: report.durationMs / 1000,
        error: report.error,
        cachedResult: report.cachedResult === true,
        requestId: id,
        executionId: id,
        environment: "isolate",
      },
    });
    // trimmed a tenth at a time: moving 10,000 entries up by one after every run cost more than the run's entry
    if (this.entries.length > CAPACITY * 1.1) this.entries.splice(0, this.entries.length - CAPACITY);
    for (const wake of this.waiters) wake();
  }

  private after(cursor: number): FunctionLogEntry[] {
    return this.entries.filter((item) => item.cursor > cursor).map((item) => item.entry);
  }

  /** Entries newer than `cursor`; waits for one (up to a minute, or until `signal` aborts) when there are none. */
  async poll(cursor: number, signal: AbortSignal): Promise<{ entries: FunctionLogEntry[]; newCursor: number }> {
    let entries = this.after(cursor);
    if (entries.length === 0 && !signal.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          signal.removeEventListener("abort", done);
          resolve();
        };
        const timer = setTimeout(done, MAX_WAIT_MS);
        this.waiters.add(done);
        signal.addEventListener("abort", done);
      });
      entries = this.after(cursor);
    }
    return { entries, newCursor: entries.length === 0 ? Math.max(cursor, 0) : this.lastCursor };
  }

  /** Answers every waiting poll (the backend is stopping). */
  close(): void {
    for (const wake of [...this.waiters]) wake();
  }
}
