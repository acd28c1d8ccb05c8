import { describe, expect, it } from "vitest";
import { localeFromPath, localizedAddress, pathInLocale, pickLocale } from "./preferred-locale";

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

describe("localizedAddress", () => {
  it("puts the fallback locale in front of a path without one, keeping the query", () => {
    expect(localizedAddress("/veterinarians", "?species=dog", "fr")).toBe("/fr/veterinarians?species=dog");
    expect(localizedAddress("/vet/overview", "", "de")).toBe("/de/vet/overview");
    expect(localizedAddress("/", "?from=mail", "es")).toBe("/es?from=mail");
  });
  it("reads a language tag in the locale's place, whatever its region or case", () => {
    expect(localizedAddress("/de-CH/terms", "", "fr")).toBe("/de/terms");
    expect(localizedAddress("/ES/privacy", "", "en")).toBe("/es/privacy");
    expect(localizedAddress("/fr_CA", "", "en")).toBe("/fr");
  });
  it("replaces an unsupported language with the fallback", () => {
    expect(localizedAddress("/it/terms", "", "fr")).toBe("/fr/terms");
    expect(localizedAddress("/xx", "", "de")).toBe("/de");
  });
});
