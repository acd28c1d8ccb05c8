import { describe, expect, it } from "vitest";
import { nextRun } from "../../src/engine/cron-schedule.js";

const at = (iso: string) => Date.parse(iso);

describe("cron schedules", () => {
  const after = at("2026-03-04T10:20:30Z"); // a Wednesday

  it("runs intervals relative to the last run", () => {
    expect(nextRun({ type: "interval", minutes: 5 }, after)).toBe(after + 5 * 60_000);
    expect(() => nextRun({ type: "interval" }, after)).toThrow(/positive/);
  });

  it("computes hourly, daily, weekly and monthly times in UTC", () => {
    expect(nextRun({ type: "hourly", minuteUTC: 15 }, after)).toBe(at("2026-03-04T11:15:00Z"));
    expect(nextRun({ type: "daily", hourUTC: 9, minuteUTC: 0 }, after)).toBe(at("2026-03-05T09:00:00Z"));
    expect(nextRun({ type: "daily", hourUTC: 17, minuteUTC: 30 }, after)).toBe(at("2026-03-04T17:30:00Z"));
    expect(nextRun({ type: "weekly", dayOfWeek: "monday", hourUTC: 8 }, after)).toBe(at("2026-03-09T08:00:00Z"));
    expect(nextRun({ type: "monthly", day: 1, hourUTC: 0 }, after)).toBe(at("2026-04-01T00:00:00Z"));
  });

  it("understands cron expressions with lists, ranges and steps", () => {
    expect(nextRun({ type: "cron", cron: "*/15 * * * *" }, after)).toBe(at("2026-03-04T10:30:00Z"));
    expect(nextRun({ type: "cron", cron: "0 9-17/4 * * 1-5" }, after)).toBe(at("2026-03-04T13:00:00Z"));
    expect(nextRun({ type: "cron", cron: "0 0 * * 0" }, after)).toBe(at("2026-03-08T00:00:00Z"));
    expect(() => nextRun({ type: "cron", cron: "* * *" }, after)).toThrow(/5 fields/);
  });
});
