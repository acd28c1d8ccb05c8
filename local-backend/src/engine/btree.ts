/**
 * A persistent (copy-on-write) B+tree keyed by strings compared with `<`.
 *
 * Every update returns a new tree that shares all untouched nodes with the old one, so a
 * snapshot of the database is just a set of roots: readers keep their snapshot for free while
 * writers build the next one, and a transaction rolls back by dropping its roots.
 * Lookups and range seeks are O(log n); updates copy O(log n) nodes.
 */

const MAX_NODE = 64;

interface Leaf<V> {
  readonly leaf: true;
  readonly keys: string[];
  readonly values: V[];
}

interface Branch<V> {
  readonly leaf: false;
  /** smallest key of each child */
  readonly mins: string[];
  readonly children: Node<V>[];
  readonly size: number;
}

type Node<V> = Leaf<V> | Branch<V>;

function nodeSize<V>(node: Node<V>): number {
  return node.leaf ? node.keys.length : node.size;
}

function firstKey<V>(node: Node<V>): string {
  return (node.leaf ? node.keys[0] : node.mins[0]) as string;
}

/** index of the first key >= key */
function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((keys[mid] as string) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** index of the child that may hold key: the last child whose min is <= key (or 0) */
function childFor(mins: readonly string[], key: string): number {
  let low = 0;
  let high = mins.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((mins[mid] as string) <= key) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? 0 : low - 1;
}

function makeBranch<V>(children: Node<V>[]): Branch<V> {
  let size = 0;
  for (const child of children) size += nodeSize(child);
  return { leaf: false, mins: children.map(firstKey), children, size };
}

/** Inserts or replaces; returns one node, or two when the node split. */
function setIn<V>(node: Node<V>, key: string, value: V): Node<V>[] {
  if (node.leaf) {
    const index = lowerBound(node.keys, key);
    const keys = node.keys.slice();
    const values = node.values.slice();
    if (keys[index] === key) {
      values[index] = value;
    } else {
      keys.splice(index, 0, key);
      values.splice(index, 0, value);
    }
    if (keys.length <= MAX_NODE) return [{ leaf: true, keys, values }];
    const half = keys.length >>> 1;
    return [
      { leaf: true, keys: keys.slice(0, half), values: values.slice(0, half) },
      { leaf: true, keys: keys.slice(half), values: values.slice(half) },
    ];
  }
  const index = childFor(node.mins, key);
  const child = node.children[index] as Node<V>;
  const replaced = setIn(child, key, value);
  const children = node.children.slice();
  const mins = node.mins.slice();
  let size = node.size - nodeSize(child);
  for (const part of replaced) size += nodeSize(part);
  children.splice(index, 1, ...replaced);
  mins.splice(index, 1, ...replaced.map(firstKey));
  if (children.length <= MAX_NODE) return [{ leaf: false, mins, children, size }];
  const half = children.length >>> 1;
  return [makeBranch(children.slice(0, half)), makeBranch(children.slice(half))];
}

/** Removes key; returns the new node, null when it became empty, or the same node if absent. */
function deleteIn<V>(node: Node<V>, key: string): Node<V> | null {
  if (node.leaf) {
    const index = lowerBound(node.keys, key);
    if (node.keys[index] !== key) return node;
    if (node.keys.length === 1) return null;
    const keys = node.keys.slice();
    const values = node.values.slice();
    keys.splice(index, 1);
    values.splice(index, 1);
    return { leaf: true, keys, values };
  }
  const index = childFor(node.mins, key);
  const child = node.children[index] as Node<V>;
  const updated = deleteIn(child, key);
  if (updated === child) return node;
  if (updated === null && node.children.length === 1) return null;
  const children = node.children.slice();
  const mins = node.mins.slice();
  if (updated === null) {
    children.splice(index, 1);
    mins.splice(index, 1);
  } else {
    children[index] = updated;
    mins[index] = firstKey(updated);
  }
  return { leaf: false, mins, children, size: node.size - 1 };
}

export class BTree<V> {
  private constructor(private readonly root: Node<V> | null) {}

  static empty<V>(): BTree<V> {
    return new BTree<V>(null);
  }

  /** Builds a tree bottom-up from entries already sorted by key (distinct keys): O(n). */
  static fromSorted<V>(keys: readonly string[], values: readonly V[]): BTree<V> {
    if (keys.length === 0) return new BTree<V>(null);
    const fill = Math.floor(MAX_NODE * 0.75);
    let level: Node<V>[] = [];
    for (let i = 0; i < keys.length; i += fill) {
      level.push({ leaf: true, keys: keys.slice(i, i + fill), values: values.slice(i, i + fill) });
    }
    while (level.length > 1) {
      const next: Node<V>[] = [];
      for (let i = 0; i < level.length; i += fill) next.push(makeBranch(level.slice(i, i + fill)));
      level = next;
    }
    return new BTree<V>(level[0] as Node<V>);
  }

  get size(): number {
    return this.root === null ? 0 : nodeSize(this.root);
  }

  get(key: string): V | undefined {
    let node = this.root;
    if (node === null) return undefined;
    while (!node.leaf) node = node.children[childFor(node.mins, key)] as Node<V>;
    const index = lowerBound(node.keys, key);
    return node.keys[index] === key ? node.values[index] : undefined;
  }

  set(key: string, value: V): BTree<V> {
    if (this.root === null) return new BTree<V>({ leaf: true, keys: [key], values: [value] });
    const nodes = setIn(this.root, key, value);
    return new BTree<V>(nodes.length === 1 ? (nodes[0] as Node<V>) : makeBranch(nodes));
  }

  delete(key: string): BTree<V> {
    if (this.root === null) return this;
    let root = deleteIn(this.root, key);
    if (root === this.root) return this;
    while (root !== null && !root.leaf && root.children.length === 1) root = root.children[0] as Node<V>;
    return new BTree<V>(root);
  }

  /** Entries with lower <= key < upper, ascending. */
  *ascending(lower: string, upper: string): Generator<[string, V]> {
    if (this.root !== null) yield* ascendIn(this.root, lower, upper);
  }

  /** Entries with lower <= key < upper, descending. */
  *descending(lower: string, upper: string): Generator<[string, V]> {
    if (this.root !== null) yield* descendIn(this.root, lower, upper);
  }

  /** Every entry in ascending key order, without the cost of a generator per tree level. */
  forEach(visit: (key: string, value: V) => void): void {
    if (this.root !== null) forEachIn(this.root, visit);
  }

  /** Number of keys in [lower, upper): O(log n) per boundary plus the partially covered nodes. */
  countRange(lower: string, upper: string): number {
    return this.root === null ? 0 : countIn(this.root, lower, upper);
  }
}

function* ascendIn<V>(node: Node<V>, lower: string, upper: string): Generator<[string, V]> {
  if (node.leaf) {
    for (let i = lowerBound(node.keys, lower); i < node.keys.length; i++) {
      const key = node.keys[i] as string;
      if (key >= upper) return;
      yield [key, node.values[i] as V];
    }
    return;
  }
  for (let i = childFor(node.mins, lower); i < node.children.length; i++) {
    if ((node.mins[i] as string) >= upper) return;
    yield* ascendIn(node.children[i] as Node<V>, lower, upper);
  }
}

function* descendIn<V>(node: Node<V>, lower: string, upper: string): Generator<[string, V]> {
  if (node.leaf) {
    for (let i = lowerBound(node.keys, upper) - 1; i >= 0; i--) {
      const key = node.keys[i] as string;
      if (key < lower) return;
      yield [key, node.values[i] as V];
    }
    return;
  }
  // the last child whose min is < upper
  for (let i = lowerBound(node.mins, upper) - 1; i >= 0; i--) {
    yield* descendIn(node.children[i] as Node<V>, lower, upper);
    if ((node.mins[i] as string) <= lower) return;
  }
}

function forEachIn<V>(node: Node<V>, visit: (key: string, value: V) => void): void {
  if (node.leaf) {
    for (let i = 0; i < node.keys.length; i++) visit(node.keys[i] as string, node.values[i] as V);
    return;
  }
  for (const child of node.children) forEachIn(child, visit);
}

function countIn<V>(node: Node<V>, lower: string, upper: string): number {
  if (node.leaf) {
    return Math.max(0, lowerBound(node.keys, upper) - lowerBound(node.keys, lower));
  }
  let total = 0;
  const count = node.children.length;
  for (let i = childFor(node.mins, lower); i < count; i++) {
    const min = node.mins[i] as string;
    if (min >= upper) break;
    const nextMin = i + 1 < count ? (node.mins[i + 1] as string) : null;
    const child = node.children[i] as Node<V>;
    if (min >= lower && nextMin !== null && nextMin <= upper) total += nodeSize(child);
    else total += countIn(child, lower, upper);
  }
  return total;
}
