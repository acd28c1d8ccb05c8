import { compareValues, convexToJson, type Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { encodeIndexKey, encodeKeyValue } from "../../src/engine/values.js";

const samples: Array<Value | undefined> = [
  undefined,
  null,
  -(2n ** 63n),
  -5n,
  0n,
  7n,
  2n ** 63n - 1n,
  -Infinity,
  -1.5,
  -0,
  0,
  1e-300,
  2,
  1e300,
  Infinity,
  NaN,
  false,
  true,
  "",
  "\u0000",
  "\u0001",
  "a",
  "a\u0000",
  "ab",
  "b",
  "é",
  "\uffff",
  "😀",
  "😀a",
  new Uint8Array([]).buffer,
  new Uint8Array([0]).buffer,
  new Uint8Array([0, 1]).buffer,
  new Uint8Array([255]).buffer,
  [],
  [null],
  [1, 2],
  [1, 2, 3],
  [2],
  ["a", []],
  {},
  { a: 1 },
  { a: 1, b: 2 },
  { a: 2 },
  { b: 0 },
];

const encode = (value: Value | undefined) => encodeKeyValue(value === undefined ? undefined : convexToJson(value));
const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

describe("order-preserving key encoding", () => {
  it("orders every pair of values exactly like Convex's compareValues", () => {
    for (const a of samples) {
      for (const b of samples) {
        const ka = encode(a);
        const kb = encode(b);
        const keyOrder = ka < kb ? -1 : ka > kb ? 1 : 0;
        expect({ a: String(a), b: String(b), order: keyOrder }).toEqual({ a: String(a), b: String(b), order: sign(compareValues(a, b)) });
      }
    }
  });

  it("orders index keys like tuples, whatever the lengths of the fields", () => {
    const rows = [
      { vet: "a", day: "2024-01-02" },
      { vet: "a", day: "2024-01-10" },
      { vet: "ab", day: "2024-01-01" },
      { vet: "b" },
      { vet: "b", day: "" },
    ] as Array<Record<string, string>>;
    const keys = rows.map((row) => encodeIndexKey(row, ["vet", "day"]));
    expect([...keys].sort()).toEqual(keys);
  });
});
