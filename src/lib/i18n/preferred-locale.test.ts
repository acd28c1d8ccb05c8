import { describe, expect, it } from "vitest";
import { localeFromPath, pathInLocale, pickLocale } from "./preferred-locale";

describe("pickLocale", () => {
  it("prefers the saved choice over the browser's languages", () => {
    expect(pickLocale("fr", ["de-DE", "en"])).toBe("fr");
  });
  it("takes the first supported browser language", () => {
    expect(pickLocale(null, ["ja-JP", "es-MX", "de"])).toBe("es");
  });
  it("falls back to English", () => {
    expect(pickLocale("xx", ["ja", "zh-CN"])).toBe("en");
  });
});

describe("pathInLocale", () => {
  it("keeps the rest of the path and the query", () => {
    expect(pathInLocale("/en/privacy", "?from=footer", "fr")).toBe("/fr/privacy?from=footer");
  });
  it("maps the home page to the bare locale", () => {
    expect(pathInLocale("/en/", "", "de")).toBe("/de");
    expect(pathInLocale("/en", "", "de")).toBe("/de");
  });
  it("reads only supported locale segments", () => {
    expect(localeFromPath("/es/terms")).toBe("es");
    expect(localeFromPath("/xx/terms")).toBeNull();
  });
});
