import { afterEach, describe, expect, test, vi } from "vitest";
import { COMMON_PASSWORDS } from "./model/accounts/common-passwords";
import { normalizeEmail } from "./model/accounts/email-address";
import { assertPasswordAcceptable } from "./model/accounts/password-policy";
import { PASSWORD_MIN_LENGTH } from "./shared/accounts/credential-rules";
import { generateResetCode } from "./model/accounts/reset-code";
import { convexTest } from "convex-test";
import { takeRateLimit } from "./model/rate-limits";
import schema from "./schema";
import { modules } from "./test.setup";
import { isIanaTimeZone } from "./shared/time-zone";

afterEach(() => {
  vi.restoreAllMocks();
});

function refusal(password: string, email?: string): string | null {
  try {
    assertPasswordAcceptable(password, { email });
    return null;
  } catch (error) {
    return (error as { data: { code: string } }).data.code;
  }
}

describe("password policy", () => {
  test("the shipped common-password list has at least 3,000 distinct entries the length rule lets through", () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(3_000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const password of COMMON_PASSWORDS) {
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(password).toBe(password.toLowerCase());
    }
  });

  test("common passwords are refused whatever their case", () => {
    expect(refusal("Password")).toBe("PASSWORD_TOO_COMMON");
    expect(refusal("QWERTYUIOP")).toBe("PASSWORD_TOO_COMMON");
    expect(refusal(COMMON_PASSWORDS.at(-1)!)).toBe("PASSWORD_TOO_COMMON");
  });

  test("length counts characters, not UTF-16 units: 8 emoji are enough, 7 are not", () => {
    expect(refusal("🐶🐱🐰🐹🦊🐻🐼🐨")).toBeNull();
    expect(refusal("🐶🐱🐰🐹🦊🐻🐼")).toBe("PASSWORD_TOO_SHORT");
  });

  test("64 characters are allowed, more than 128 are not", () => {
    expect(refusal("a quiet river ".repeat(5).slice(0, 64))).toBeNull();
    expect(refusal("b".repeat(129))).toBe("PASSWORD_TOO_LONG");
  });

  test("no composition rules: lowercase letters only, digits only or spaces are fine", () => {
    expect(refusal("trombonecarpet")).toBeNull();
    expect(refusal("80261947351")).toBeNull();
    expect(refusal("tea for two and two for tea")).toBeNull();
  });

  test("the product name and the email's name are refused as context words", () => {
    expect(refusal("myVetline2026!")).toBe("PASSWORD_CONTAINS_PERSONAL_INFO");
    expect(refusal("jdupont-1984-x", "JDupont@example.test")).toBe("PASSWORD_CONTAINS_PERSONAL_INFO");
    expect(refusal("jdupont-1984-x", "marie@example.test")).toBeNull();
  });
});

describe("reset codes", () => {
  test("are 8 digits, zero-padded", () => {
    vi.spyOn(crypto, "getRandomValues").mockImplementation((array) => {
      (array as Uint32Array)[0] = 42;
      return array;
    });
    expect(generateResetCode()).toBe("00000042");
  });

  test("draw again instead of favouring low codes (no modulo bias)", () => {
    const draws = [4_294_967_295, 123_456_789];
    vi.spyOn(crypto, "getRandomValues").mockImplementation((array) => {
      (array as Uint32Array)[0] = draws.shift()!;
      return array;
    });
    expect(generateResetCode()).toBe("23456789");
    expect(draws).toEqual([]);
  });

  test("come from the platform's random generator", () => {
    const codes = new Set(Array.from({ length: 50 }, generateResetCode));
    for (const code of codes) expect(code).toMatch(/^\d{8}$/);
    expect(codes.size).toBeGreaterThan(45);
  });
});

describe("inputs", () => {
  test("emails are trimmed and lowercased, malformed ones refused", () => {
    expect(normalizeEmail("  Olivia.B@Example.TEST ")).toBe("olivia.b@example.test");
    for (const bad of ["", "olivia", "olivia@", "@example.test", "a b@example.test", 42]) {
      expect(() => normalizeEmail(bad)).toThrow();
    }
  });

  test("time zones must be IANA names", () => {
    expect(isIanaTimeZone("Europe/Berlin")).toBe(true);
    expect(isIanaTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isIanaTimeZone("UTC")).toBe(true);
    expect(isIanaTimeZone("+02:00")).toBe(false);
    expect(isIanaTimeZone("Europe/Nowhere")).toBe(false);
    expect(isIanaTimeZone("")).toBe(false);
  });

  test("throttle windows keep only recent hits", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = 10 * 3_600_000;
    vi.setSystemTime(start);
    const t = convexTest(schema, modules);
    const take = () => t.run(async (ctx) => (await takeRateLimit(ctx, "passwordResetRequest", "someone")).ok);
    expect([await take(), await take(), await take(), await take()]).toEqual([true, true, true, false]);
    vi.setSystemTime(start + 3_599_999);
    expect(await take()).toBe(false);
    vi.setSystemTime(start + 3_600_000);
    expect(await take()).toBe(true);
    vi.useRealTimers();
  });
});
