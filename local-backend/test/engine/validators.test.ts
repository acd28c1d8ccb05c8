import { v, convexToJson, type Validator } from "convex/values";
import type { JSONValue, Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { validate, type ValidatorJson } from "../../src/engine/validators.js";

const ids = { isIdOfTable: (id: string, table: string) => id.startsWith(`${table}-`) };

function check(validator: Validator<unknown, "required" | "optional", string>, value: Value): string | null {
  return validate((validator as unknown as { json: ValidatorJson }).json, convexToJson(value) as JSONValue, ids);
}

describe("validators", () => {
  it("accepts values of the right shape", () => {
    expect(check(v.object({ a: v.string(), b: v.optional(v.number()) }), { a: "x" })).toBeNull();
    expect(check(v.array(v.union(v.literal("a"), v.literal(2))), ["a", 2])).toBeNull();
    expect(check(v.int64(), 5n)).toBeNull();
    expect(check(v.bytes(), new Uint8Array([1]).buffer)).toBeNull();
    expect(check(v.record(v.string(), v.boolean()), { x: true, y: false })).toBeNull();
    expect(check(v.id("pets"), "pets-1")).toBeNull();
    expect(check(v.number(), NaN)).toBeNull();
  });

  it("names the path, the value and the validator of a mismatch", () => {
    expect(check(v.object({ owner: v.object({ age: v.number() }) }), { owner: { age: "3" } })).toBe(
      'Value does not match validator.\nPath: .owner.age\nValue: "3"\nValidator: v.float64()',
    );
    expect(check(v.array(v.string()), ["a", 1])).toBe("Value does not match validator.\nPath: [1]\nValue: 1\nValidator: v.string()");
    expect(check(v.union(v.literal("cat"), v.literal("dog")), "cow")).toBe(
      'Value does not match validator.\nValue: "cow"\nValidator: v.union(v.literal("cat"), v.literal("dog"))',
    );
    expect(check(v.int64(), 1)).toMatch(/Validator: v\.int64\(\)/);
  });

  it("reports missing and extra object fields like Convex", () => {
    expect(check(v.object({ name: v.string() }), {})).toBe(
      "Object is missing the required field `name`. Consider wrapping the field validator in `v.optional(...)` if this is expected.\n\nObject: {}\nValidator: v.object({name: v.string()})",
    );
    expect(check(v.object({ name: v.string() }), { name: "Rex", age: 3 })).toBe(
      'Object contains extra field `age` that is not in the validator.\n\nObject: {age: 3, name: "Rex"}\nValidator: v.object({name: v.string()})',
    );
  });

  it("checks that ids belong to the validator's table", () => {
    expect(check(v.id("pets"), "vets-1")).toBe('Value does not match validator.\nValue: "vets-1"\nValidator: v.id("pets")');
  });
});
