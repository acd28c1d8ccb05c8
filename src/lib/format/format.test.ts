import { describe, expect, it } from "vitest";
import { formatDateTime, formatRelative, formatTime, timeZoneLabel } from "./date-time";
import { formatMoney } from "./money";

const instant = Date.UTC(2026, 2, 29, 8, 30); // the morning Berlin moves to summer time

describe("formatMoney", () => {
  it("uses the currency's decimals and the locale's conventions", () => {
    expect(formatMoney(4500, "EUR", "de")).toBe("45,00\u00a0€");
    expect(formatMoney(4500, "USD", "en")).toBe("$45.00");
    expect(formatMoney(4500, "JPY", "en")).toBe("¥4,500");
  });
});

describe("date and time", () => {
  it("shows the instant in the given zone, not the machine's", () => {
    expect(formatTime(instant, "en", "Europe/Berlin")).toBe("10:30 AM");
    expect(formatTime(instant, "de", "America/New_York")).toBe("04:30");
    expect(formatDateTime(instant, "fr", "Europe/Paris")).toBe("29 mars 2026, 10:30");
  });

  it("labels the zone and relative times", () => {
    expect(timeZoneLabel(instant, "en", "Europe/Berlin")).toBe("GMT+2");
    expect(formatRelative(instant + 5 * 60_000, instant, "en")).toBe("in 5 minutes");
    expect(formatRelative(instant - 2 * 3_600_000, instant, "es")).toBe("hace 2 horas");
  });
});
