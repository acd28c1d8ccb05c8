import { describe, expect, it } from "vitest";
import { isPlausibleInstant } from "./instant";

describe("isPlausibleInstant", () => {
  it("accepts times a calendar shows and refuses what date arithmetic cannot represent", () => {
    expect(isPlausibleInstant(Date.UTC(2026, 10, 21))).toBe(true);
    for (const value of [NaN, Infinity, -Infinity, -1, 8.64e15 + 1, Number.MAX_VALUE, Date.UTC(1999, 11, 31)]) {
      expect(isPlausibleInstant(value)).toBe(false);
    }
  });
});
