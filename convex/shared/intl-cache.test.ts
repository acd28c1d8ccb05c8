import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-cache";

describe("Intl formatter cache", () => {
  it("reuses one formatter per locale and options", () => {
    const berlin = dateTimeFormat("de", { timeStyle: "short", timeZone: "Europe/Berlin" });
    expect(dateTimeFormat("de", { timeStyle: "short", timeZone: "Europe/Berlin" })).toBe(berlin);
    expect(dateTimeFormat("de", { timeStyle: "short", timeZone: "America/New_York" })).not.toBe(berlin);
    expect(dateTimeFormat("fr", { timeStyle: "short", timeZone: "Europe/Berlin" })).not.toBe(berlin);
  });

  it("formats with the options it was asked for", () => {
    expect(numberFormat("en", { style: "currency", currency: "EUR" }).format(45)).toBe("€45.00");
    expect(numberFormat("en", { style: "currency", currency: "USD" }).format(45)).toBe("$45.00");
  });
});
