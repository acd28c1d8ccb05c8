import { describe, expect, it } from "vitest";
import { calendarWeek, weeksBetween } from "./calendar-weeks";

const iso = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone }).format(instant);

describe("calendar weeks in the viewer's zone", () => {
  it("runs from Monday 00:00 to the next Monday 00:00, whatever the day it is asked on", () => {
    const tuesdayEvening = Date.parse("2026-11-24T22:30:00Z"); // Tuesday 17:30 in New York
    const week = calendarWeek(tuesdayEvening, "America/New_York");
    expect(iso(week.from, "America/New_York")).toBe("2026-11-23 00:00");
    expect(iso(week.to, "America/New_York")).toBe("2026-11-30 00:00");
    // The same instant is already Wednesday in Tokyo, still in that zone's week starting Monday 23 November.
    expect(iso(calendarWeek(tuesdayEvening, "Asia/Tokyo").from, "Asia/Tokyo")).toBe("2026-11-23 00:00");
  });

  it("keeps whole days across a clock change (a 167-hour week in March)", () => {
    const week = calendarWeek(Date.parse("2026-03-05T12:00:00Z"), "America/New_York", 0);
    expect(iso(week.from, "America/New_York")).toBe("2026-03-02 00:00");
    expect(iso(week.to, "America/New_York")).toBe("2026-03-09 00:00");
    expect(week.to - week.from).toBe(167 * 3_600_000);
  });

  it("pages by whole weeks and finds the week of a chosen time", () => {
    const now = Date.parse("2026-11-24T10:00:00Z");
    expect(iso(calendarWeek(now, "Europe/Berlin", 10).from, "Europe/Berlin")).toBe("2027-02-01 00:00");
    expect(weeksBetween(now, Date.parse("2026-11-29T22:00:00Z"), "Europe/Berlin")).toBe(0); // Sunday 23:00
    expect(weeksBetween(now, Date.parse("2026-11-29T23:00:00Z"), "Europe/Berlin")).toBe(1); // Monday 00:00
    expect(weeksBetween(now, now + 90 * 86_400_000, "Europe/Berlin")).toBe(13);
  });
});
