import type { CommitNotice } from "../../engine/types.js";

const DEFAULT_CAPACITY = 4096;

/**
 * The most recent commit notices, oldest first. A query result computed at ts T is still current at a later
 * ts T' when no notice in (T, T'] invalidates its read set; when the history no longer reaches back to T the
 * answer is "maybe invalidated" and the query is re-run.
 */
export class CommitHistory {
  private readonly notices: CommitNotice[] = [];
  private latest: bigint;
  /** ts of the newest notice dropped for capacity: nothing is known about commits up to it */
  private forgottenThrough = -1n;

  constructor(
    initialTs: bigint,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {
    this.latest = initialTs;
  }

  /** Timestamp of the newest notice seen (or the engine's ts at start-up). */
  latestTs(): bigint {
    return this.latest;
  }

  record(notice: CommitNotice): void {
    this.notices.push(notice);
    if (this.notices.length > this.capacity) {
      const dropped = this.notices.splice(0, this.notices.length - this.capacity);
      this.forgottenThrough = dropped[dropped.length - 1]!.ts;
    }
    if (notice.ts > this.latest) this.latest = notice.ts;
  }

  /** True if a commit after `sinceTs` up to `untilTs` may have changed the result read with `readSet`. */
  invalidatedBetween(readSet: Parameters<CommitNotice["invalidates"]>[0], sinceTs: bigint, untilTs: bigint): boolean {
    if (untilTs <= sinceTs) return false;
    if (sinceTs < this.forgottenThrough) return true;
    for (let index = this.notices.length - 1; index >= 0; index--) {
      const notice = this.notices[index]!;
      if (notice.ts <= sinceTs) break;
      if (notice.ts <= untilTs && notice.invalidates(readSet)) return true;
    }
    return false;
  }
}
