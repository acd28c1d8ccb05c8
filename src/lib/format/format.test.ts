import { describe, expect, it } from "vitest";
import {
  formatConsultationTime,
  formatDateTime,
  formatDay,
  formatRelative,
  formatSince,
  formatTime,
  formatTimeOnNamedDay,
  formatTimeRange,
  timeZoneLabel,
} from "./date-time";
import { formatMoney } from "./money";
import { timeZoneChoice, timeZoneName } from "./time-zone-name";

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

  it("labels the zone per instant: the same zone has another offset after the change", () => {
    expect(timeZoneLabel(instant, "en", "Europe/Berlin")).toBe("GMT+2");
    expect(timeZoneLabel(instant - 86_400_000, "en", "Europe/Berlin")).toBe("GMT+1");
    expect(timeZoneLabel(Date.UTC(2026, 2, 6, 15), "es", "America/New_York")).toBe("GMT-5");
    expect(timeZoneLabel(Date.UTC(2026, 2, 16, 15), "es", "America/New_York")).toBe("GMT-4");
    expect(formatRelative(instant + 5 * 60_000, instant, "en")).toBe("in 5 minutes");
    expect(formatRelative(instant - 2 * 3_600_000, instant, "es")).toBe("hace 2 horas");
  });

  it("says how long ago something happened, and a server stamp a second ahead of the page's clock is 'now', not 'in 1 second'", () => {
    expect(formatSince(instant - 120_000, instant, "fr")).toBe("il y a 2 minutes");
    expect(formatSince(instant + 800, instant, "fr")).toBe("maintenant");
    expect(formatSince(instant + 800, instant, "de")).toBe("jetzt");
  });

  it("names a zone in the reader's language, with its city, never as a raw id", () => {
    expect(timeZoneName("Europe/Berlin", "de", instant)).toBe("Mitteleuropäische Zeit (Berlin)");
    expect(timeZoneName("America/New_York", "en", instant)).toBe("Eastern Time (New York)");
  });

  it("shows the year only for a date outside the current year", () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(formatDay(Date.UTC(2026, 11, 3, 12), "en", "UTC", now)).toBe("Thursday, December 3");
    expect(formatDay(Date.UTC(2027, 0, 7, 12), "en", "UTC", now)).toBe("Thursday, January 7, 2027");
  });

  it("ends a consultation at midnight without a second date", () => {
    const start = Date.UTC(2026, 10, 28, 22, 40);
    const end = Date.UTC(2026, 10, 28, 23, 0);
    expect(formatTimeRange(start, end, "de", "Europe/Berlin")).toBe("23:40 – 24:00");
    expect(formatTimeRange(start, end, "en", "Europe/Berlin")).toBe("11:40 PM – 12:00 AM");
    expect(formatTimeRange(start - 3_600_000, end - 3_600_000, "de", "Europe/Berlin")).toBe("22:40–23:00 Uhr");
  });

  it("states a consultation's day, times and zone together", () => {
    const start = Date.UTC(2026, 2, 30, 13);
    expect(formatConsultationTime(start, start + 20 * 60_000, "en", "America/New_York", Date.UTC(2026, 0, 15))).toBe(
      "Monday, March 30, 9:00\u2009–\u20099:20\u202fAM GMT-4",
    );
  });

  it("states a moment on the day a page already names by its time alone, another day with that day", () => {
    const start = Date.UTC(2026, 10, 25, 8, 40);
    const now = Date.UTC(2026, 10, 24, 12);
    expect(formatTimeOnNamedDay(start - 10 * 60_000, start, "de", "Europe/Berlin", now)).toBe("09:30 GMT+1");
    expect(formatTimeOnNamedDay(Date.UTC(2026, 10, 24, 22, 50), Date.UTC(2026, 10, 24, 23), "de", "Europe/Berlin", now)).toBe(
      "Dienstag, 24. November, 23:50 GMT+1",
    );
    expect(formatTimeOnNamedDay(Date.UTC(2026, 10, 24, 22, 50), Date.UTC(2026, 10, 24, 23), "en", "Europe/Berlin", now)).toMatch(
      /^Tuesday, November 24, 11:50\sPM GMT\+1$/,
    );
  });
});

describe("zone names name the city in the reader's language", () => {
  it("uses CLDR's name where Intl names only the country, Intl's own where it names the city", () => {
    expect(timeZoneName("Europe/Berlin", "es", instant)).toBe("hora de Europa central (Berlín)");
    expect(timeZoneName("Europe/Vienna", "de", instant)).toBe("Mitteleuropäische Zeit (Wien)");
    expect(timeZoneName("America/New_York", "es", instant)).toBe("hora oriental (Nueva York)");
    expect(timeZoneName("Europe/Moscow", "de", instant)).toMatch(/\(Moskau\)$/);
    expect(timeZoneName("Asia/Kamchatka", "de", instant)).toMatch(/\(Kamtschatka\)$/);
    expect(timeZoneName("Asia/Yekaterinburg", "es", instant)).toMatch(/\(Ekaterimburgo\)$/);
    expect(timeZoneName("America/Mexico_City", "de", instant)).toMatch(/\(Mexiko-Stadt\)$/);
    // Where a language writes the city as English does, it stays.
    expect(timeZoneName("Europe/Berlin", "de", instant)).toBe("Mitteleuropäische Zeit (Berlin)");
    expect(timeZoneName("Asia/Tokyo", "fr", instant)).toMatch(/\(Tokyo\)$/);
  });

  it("lists zones under today's city names, in the reader's language, whatever names the browser's data knows", () => {
    const oldNames = ["Calcutta", "Saigon", "Godthab", "Katmandu", "Rangoon", "Kiev", "Faeroe", "Asmera", "Ponape", "Truk", "Enderbury"];
    // Where a language still writes the old name, it is that language's own: French Calcutta, Spanish Kiev.
    const ownNames: Record<string, string[]> = { en: [], de: [], fr: ["Calcutta"], es: ["Kiev"] };
    for (const [locale, own] of Object.entries(ownNames)) {
      const labels = Intl.supportedValuesOf("timeZone").map((zone) => timeZoneChoice(zone, locale, instant));
      const stale = oldNames.filter((name) => !own.includes(name) && labels.some((label) => label.split(/\b/).includes(name)));
      expect(stale, locale).toEqual([]);
    }
    expect(timeZoneChoice("Asia/Calcutta", "en", instant)).toMatch(/^Kolkata · /);
    expect(timeZoneChoice("America/Godthab", "es", instant)).toMatch(/^Nuuk · /);
    expect(timeZoneChoice("America/Godthab", "es", instant)).not.toContain("Godthab");
    expect(timeZoneChoice("Europe/Vatican", "es", instant)).toMatch(/^Ciudad del Vaticano · /);
    expect(timeZoneChoice("Africa/Cairo", "de", instant)).toMatch(/^Kairo · /);
    expect(timeZoneChoice("Europe/Moscow", "es", instant)).toMatch(/^Moscú · /);
    expect(timeZoneChoice("America/Sao_Paulo", "en", instant)).toMatch(/^São Paulo · /);
    expect(timeZoneChoice("Asia/Calcutta", "fr", instant)).toMatch(/^Calcutta · /);
  });
});
