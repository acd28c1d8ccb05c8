import { describe, expect, it } from "vitest";
import { IntervalList, ReadSetIndex } from "../../src/engine/read-set-index.js";
import { ReadSetImpl, WriteSet } from "../../src/engine/store.js";

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const tables = ["bookings", "pets"];
const indexes = ["by_id", "by_vet_day"];

function key(random: () => number): string {
  return String.fromCharCode(97 + Math.floor(random() * 6)) + String.fromCharCode(97 + Math.floor(random() * 6));
}

function randomReadSet(random: () => number): ReadSetImpl {
  const readSet = new ReadSetImpl();
  const reads = 1 + Math.floor(random() * 4);
  for (let read = 0; read < reads; read++) {
    const table = tables[Math.floor(random() * tables.length)]!;
    const index = indexes[Math.floor(random() * indexes.length)]!;
    if (random() < 0.3) readSet.addKey(table, index, key(random));
    else {
      const [lower, upper] = [key(random), random() < 0.1 ? "\uffff" : key(random)].sort();
      readSet.add(table, index, { lower: random() < 0.1 ? "" : lower!, upper: upper! });
    }
  }
  return readSet;
}

function randomWrites(random: () => number): WriteSet {
  const writes = new WriteSet();
  const count = 1 + Math.floor(random() * 3);
  for (let write = 0; write < count; write++) {
    const id = `${tables[Math.floor(random() * tables.length)]}\u0000${indexes[Math.floor(random() * indexes.length)]}`;
    writes.keys.set(id, [...(writes.keys.get(id) ?? []), key(random)]);
  }
  return writes;
}

describe("read set index", () => {
  it("finds exactly the read sets a write set intersects, through adds and removes (2,000 random commits)", () => {
    const random = generator(20261128);
    const index = new ReadSetIndex();
    const live = new Map<string, ReadSetImpl>();
    let found = 0;
    for (let round = 0; round < 2_000; round++) {
      const owner = `q${Math.floor(random() * 300)}`;
      const previous = live.get(owner);
      if (previous !== undefined) index.remove(owner, previous);
      if (random() < 0.8) {
        const readSet = randomReadSet(random);
        live.set(owner, readSet);
        index.add(owner, readSet);
      } else live.delete(owner);

      const writes = randomWrites(random);
      const expected = [...live].filter(([, readSet]) => writes.intersects(readSet)).map(([name]) => name);
      const actual = [...index.readersOf(writes)];
      expect(actual.sort()).toEqual(expected.sort());
      found += actual.length;
    }
    // the random read sets and writes do meet: the comparison is not between two empty sets
    expect(found).toBeGreaterThan(2_000);
  });

  it("keeps an interval read twice by one owner until both are removed", () => {
    const index = new ReadSetIndex();
    const first = new ReadSetImpl();
    first.add("bookings", "by_id", { lower: "b", upper: "d" });
    const second = new ReadSetImpl();
    second.add("bookings", "by_id", { lower: "b", upper: "d" });
    index.add("q", first);
    index.add("q", second);
    const writes = new WriteSet();
    writes.keys.set("bookings\u0000by_id", ["c"]);
    index.remove("q", first);
    expect([...index.readersOf(writes)]).toEqual(["q"]);
    index.remove("q", second);
    expect([...index.readersOf(writes)]).toEqual([]);
  });

  it("keeps its blocks right through splits and emptied blocks: every stab finds exactly the intervals holding the key", () => {
    const random = generator(4_242);
    // blocks of four, so that a few hundred intervals make dozens of blocks, equal lower bounds spanning several
    const list = new IntervalList(4);
    const live: Array<{ lower: string; upper: string; owner: string }> = [];
    let found = 0;
    for (let round = 0; round < 4_000; round++) {
      if (live.length > 0 && random() < 0.45) {
        const [removed] = live.splice(Math.floor(random() * live.length), 1);
        list.remove(removed!.lower, removed!.owner);
      } else {
        const lower = random() < 0.2 ? "m" : key(random);
        const upper = random() < 0.05 ? "\uffff" : [key(random), key(random)].sort()[1]! + "z";
        const interval = { lower, upper: upper > lower ? upper : `${lower}z`, owner: `q${round}` };
        live.push(interval);
        list.add(interval.lower, interval.upper, interval.owner);
      }
      const probe = key(random);
      const owners = new Set<string>();
      list.stab(probe, owners);
      const expected = live.filter((interval) => interval.lower <= probe && probe < interval.upper).map((interval) => interval.owner);
      expect([...owners].sort()).toEqual(expected.sort());
      expect(list.size).toBe(live.length);
      found += owners.size;
    }
    expect(found).toBeGreaterThan(4_000);
  });
});
