import type { ExpectedRead } from "../execution.js";
import { FIRST_STREAM_BATCH } from "../execution.js";
import { STREAM_BATCH, STREAM_OPEN, type FromWorker } from "./protocol.js";

/**
 * Reads ahead: most queries and mutations start with the same reads as their previous run, with the
 * arguments' values in them (`auth.getUserIdentity()`, a `db.get(args.id)`, the first batch of a
 * `db.query` on an index by `args.name`). The engine answers those before the run starts and sends the
 * answers with it, so each costs the worker no round trip to the engine's thread. The worker uses an
 * answer only when its run asks exactly that question (same syscall, same arguments) in that order before
 * anything else, and tells the engine how many it used; the others are dropped with their read set and
 * their share of the limits. A wrong guess therefore changes nothing but a little work on the engine's
 * thread.
 */

/** How many leading reads of a function are remembered and answered ahead. */
const MAX_READS_AHEAD = 4;

/** The leading reads of one run, as the engine sees them arrive. */
export class LeadingReads {
  readonly reads: ExpectedRead[] = [];
  private open: { queryId: number; args: string } | null = null;
  private stopped = false;

  /** The run used the first `count` of the `expected` reads answered ahead; they come first. */
  usedAhead(expected: readonly ExpectedRead[], count: number): void {
    if (this.reads.length === 0 && !this.stopped) this.reads.push(...expected.slice(0, count));
  }

  see(message: FromWorker): void {
    if (this.stopped) return;
    if (message.type === "post" && message.op === STREAM_OPEN && this.open === null) {
      const { args, queryId } = message.args as { args: string; queryId: number };
      this.open = { queryId, args };
      return;
    }
    if (message.type === "sync" && this.open !== null && message.op === STREAM_BATCH) {
      const { queryId, max } = JSON.parse(message.args) as { queryId: number; max: number };
      if (queryId === this.open.queryId && max === FIRST_STREAM_BATCH) {
        this.add({ op: "stream", args: this.open.args });
        this.open = null;
        return;
      }
    }
    if (message.type === "sync" && this.open === null && (message.op === "1.0/get" || message.op === "1.0/getUserIdentity")) {
      this.add({ op: message.op, args: message.args });
      return;
    }
    this.stopped = true;
  }

  private add(read: ExpectedRead): void {
    this.reads.push(read);
    if (this.reads.length >= MAX_READS_AHEAD) this.stopped = true;
  }
}

/** Per function, the leading reads of its latest run and the arguments they were made with. */
export class ReadAheadGuesses {
  private readonly latest = new Map<string, { args: string; reads: ExpectedRead[] }>();

  /** The reads a run of `key` with `args` (`JSON.stringify([argsObject])`) is expected to start with. */
  guess(key: string, args: string): ExpectedRead[] {
    const latest = this.latest.get(key);
    if (latest === undefined) return [];
    if (latest.args === args) return latest.reads;
    const replacements = changedStrings(latest.args, args);
    if (replacements.length === 0) return latest.reads;
    return latest.reads.map((read) => ({ op: read.op, args: replacements.reduce((text, [from, to]) => text.split(from).join(to), read.args) }));
  }

  remember(key: string, args: string, reads: ExpectedRead[]): void {
    if (reads.length === 0) this.latest.delete(key);
    else this.latest.set(key, { args, reads });
  }

  clear(): void {
    this.latest.clear();
  }
}

/** The top-level string arguments whose value changed, as JSON text: [before, now]. */
function changedStrings(before: string, now: string): Array<[string, string]> {
  const previous = (JSON.parse(before) as unknown[])[0];
  const current = (JSON.parse(now) as unknown[])[0];
  if (!isObject(previous) || !isObject(current)) return [];
  const changes: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(current)) {
    const old = previous[name];
    if (typeof value === "string" && typeof old === "string" && value !== old && old.length > 0) {
      changes.push([JSON.stringify(old), JSON.stringify(value)]);
    }
  }
  return changes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
