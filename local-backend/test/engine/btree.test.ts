import { describe, expect, it } from "vitest";
import { BTree } from "../../src/engine/btree.js";

function randomKey(random: () => number): string {
  return Math.floor(random() * 5000)
    .toString(36)
    .padStart(3, "0");
}

function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("persistent B+tree", () => {
  it("matches a sorted reference map through thousands of inserts, updates and deletes", () => {
    const random = lcg(42);
    let tree = BTree.empty<number>();
    const reference = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const key = randomKey(random);
      if (random() < 0.3) {
        tree = tree.delete(key);
        reference.delete(key);
      } else {
        tree = tree.set(key, i);
        reference.set(key, i);
      }
    }
    const sorted = [...reference.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    expect(tree.size).toBe(reference.size);
    expect([...tree.ascending("", "\uffff")]).toEqual(sorted);
    expect([...tree.descending("", "\uffff")]).toEqual([...sorted].reverse());
    const visited: Array<[string, number]> = [];
    tree.forEach((key, value) => visited.push([key, value]));
    expect(visited).toEqual(sorted);
    const inRange = sorted.filter(([key]) => key >= "0a" && key < "1b");
    expect([...tree.ascending("0a", "1b")]).toEqual(inRange);
    expect([...tree.descending("0a", "1b")]).toEqual([...inRange].reverse());
    expect(tree.countRange("0a", "1b")).toBe(inRange.length);
    for (const [key, value] of sorted.slice(0, 200)) expect(tree.get(key)).toBe(value);
  });

  it("keeps old versions intact (snapshots are free)", () => {
    let tree = BTree.empty<string>();
    for (let i = 0; i < 1000; i++) tree = tree.set(String(i).padStart(4, "0"), "v1");
    const snapshot = tree;
    for (let i = 0; i < 1000; i += 2) tree = tree.delete(String(i).padStart(4, "0"));
    tree = tree.set("0001", "v2");
    expect(snapshot.size).toBe(1000);
    expect(snapshot.get("0000")).toBe("v1");
    expect(snapshot.get("0001")).toBe("v1");
    expect(tree.size).toBe(500);
    expect(tree.get("0000")).toBeUndefined();
    expect(tree.get("0001")).toBe("v2");
  });

  it("builds the same tree in bulk as by single inserts", () => {
    const keys = Array.from({ length: 5000 }, (_, i) => String(i).padStart(5, "0"));
    const bulk = BTree.fromSorted(keys, keys);
    expect(bulk.size).toBe(5000);
    expect([...bulk.ascending("01000", "01010")].map(([key]) => key)).toEqual(keys.slice(1000, 1010));
    expect(bulk.set("01000x", "new").countRange("01000", "01001")).toBe(2);
  });
});
