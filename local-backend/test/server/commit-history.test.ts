import { describe, expect, it } from "vitest";
import type { CommitNotice, ReadSet } from "../../src/engine/types.js";
import { CommitHistory } from "../../src/server/sync/commit-history.js";

type KeysReadSet = ReadSet & { keys: string[] };

function readSet(...keys: string[]): KeysReadSet {
  return { keys } as unknown as KeysReadSet;
}

function commit(ts: bigint, key: string): CommitNotice {
  return { ts, invalidates: (read) => (read as KeysReadSet).keys.includes(key) };
}

describe("CommitHistory", () => {
  it("reports a change only for commits after the read and up to the target that touch what was read", () => {
    const history = new CommitHistory(10n);
    history.record(commit(11n, "a"));
    history.record(commit(12n, "b"));
    history.record(commit(13n, "a"));

    expect(history.invalidatedBetween(readSet("b"), 10n, 13n)).toBe(true);
    expect(history.invalidatedBetween(readSet("b"), 12n, 13n)).toBe(false);
    expect(history.invalidatedBetween(readSet("a"), 11n, 12n)).toBe(false);
    expect(history.invalidatedBetween(readSet("a"), 12n, 13n)).toBe(true);
    expect(history.invalidatedBetween(readSet("c"), 0n, 13n)).toBe(false);
    expect(history.latestTs()).toBe(13n);
  });

  it("assumes a change when the commits after the read have been forgotten", () => {
    const history = new CommitHistory(0n, 2);
    history.record(commit(1n, "a"));
    history.record(commit(2n, "b"));
    history.record(commit(3n, "b"));

    expect(history.invalidatedBetween(readSet("c"), 0n, 3n)).toBe(true);
    expect(history.invalidatedBetween(readSet("c"), 1n, 3n)).toBe(false);
  });
});
