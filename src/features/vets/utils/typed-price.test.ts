import { describe, expect, test } from "vitest";
import { typedPrice } from "./typed-price";

describe("a price typed into a directory filter", () => {
  test("is an amount with a comma or a point, and a currency sign or code beside it", () => {
    expect(typedPrice("30")).toBe(30);
    expect(typedPrice(" 29,5 ")).toBe(29.5);
    expect(typedPrice("30 €")).toBe(30);
    expect(typedPrice("€31.99")).toBe(31.99);
    expect(typedPrice("CHF 40")).toBe(40);
    expect(typedPrice("40 eur")).toBe(40);
  });

  test("is nothing when empty, and no amount when it is text, negative or over two decimals", () => {
    expect(typedPrice("  ")).toBeUndefined();
    for (const text of ["abc", "€", "-5", "1.050,00", "12.555", "30 € €"]) expect(typedPrice(text)).toBeNull();
  });
});
