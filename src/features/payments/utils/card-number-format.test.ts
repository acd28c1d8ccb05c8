import { describe, expect, it } from "vitest";
import { cardBrand, formatCardNumber, formatExpiry, parseExpiry } from "./card-number-format";

describe("card number formatting", () => {
  it("groups digits in fours as they are typed", () => {
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
  });

  it("ignores anything but digits", () => {
    expect(formatCardNumber("4242-4242 abc 4242")).toBe("4242 4242 4242");
  });

  it("groups American Express numbers 4-6-5", () => {
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
  });

  it("shows the brand from the first digits", () => {
    expect(cardBrand("4242")).toBe("visa");
    expect(cardBrand("5555")).toBe("mastercard");
  });
});

describe("expiry parsing", () => {
  it("reads MM/YY and MM/YYYY", () => {
    expect(parseExpiry("12/30")).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry("1 / 2031")).toEqual({ expMonth: 1, expYear: 2031 });
  });

  it("reads the expiry as people type it, the digits alone included", () => {
    for (const typed of ["1230", "12/30", "12 / 2030", "12-30", "12.2030", "122030", " 12 30 "]) {
      expect(parseExpiry(typed), typed).toEqual({ expMonth: 12, expYear: 2030 });
    }
    expect(parseExpiry("0127")).toEqual({ expMonth: 1, expYear: 2027 });
    expect(formatExpiry({ expMonth: 1, expYear: 2027 })).toBe("01/27");
  });

  it("refuses anything else", () => {
    expect(parseExpiry("1330")).toBeNull();
    expect(parseExpiry("0030")).toBeNull();
    expect(parseExpiry("123")).toBeNull();
    expect(parseExpiry("12/3")).toBeNull();
    expect(parseExpiry("")).toBeNull();
  });
});
