import { describe, expect, test } from "vitest";
import { isAuthPath, safeRedirectPath } from "./safe-redirect";

const origin = "http://127.0.0.1:5173";

describe("safeRedirectPath", () => {
  test("keeps paths on this site, with their query and hash", () => {
    expect(safeRedirectPath("/en/bookings", origin)).toBe("/en/bookings");
    expect(safeRedirectPath("/de/veterinarians?species=cat#top", origin)).toBe("/de/veterinarians?species=cat#top");
  });

  test.each([
    // Another origin on this machine: another port.
    "http://127.0.0.1:5174/en/bookings",
    "//evil.example/en/bookings",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "en/bookings",
    "/en/\u0000bookings",
    "",
    42,
    undefined,
  ])("refuses %j", (candidate) => {
    expect(safeRedirectPath(candidate, origin)).toBeUndefined();
  });
});

test("recognises sign-in pages", () => {
  expect(isAuthPath("/en/auth/signin")).toBe(true);
  expect(isAuthPath("/fr/@authauth/signin")).toBe(true);
  expect(isAuthPath("/en/bookings")).toBe(false);
  expect(isAuthPath("/en/authors")).toBe(false);
});
