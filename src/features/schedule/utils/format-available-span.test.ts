import { describe, expect, it } from "vitest";
import { formatAvailableSpan } from "./format-available-span";

const berlin = "Europe/Berlin";
const at = (iso: string) => Date.parse(iso);

describe("a calendar day's available hours", () => {
  it("shows hours within the day as a plain time range", () => {
    expect(formatAvailableSpan({ startsAt: at("2026-11-23T08:00:00Z"), endsAt: at("2026-11-23T16:00:00Z") }, "de", berlin)).toBe(
      "09:00–17:00 Uhr",
    );
  });

  it("ends a piece cut at midnight at 24:00 (not 23:59), without dates", () => {
    expect(formatAvailableSpan({ startsAt: at("2026-11-23T21:00:00Z"), endsAt: at("2026-11-23T23:00:00Z") }, "de", berlin)).toBe(
      "22:00 – 24:00",
    );
    expect(formatAvailableSpan({ startsAt: at("2026-11-23T21:00:00Z"), endsAt: at("2026-11-23T23:00:00Z") }, "en", berlin)).toBe(
      "10:00 PM – 12:00 AM",
    );
  });

  it("gives a whole day, even a 23-hour one, to the caller's all-day wording", () => {
    expect(formatAvailableSpan({ startsAt: at("2026-11-22T23:00:00Z"), endsAt: at("2026-11-23T23:00:00Z") }, "en", berlin)).toBeNull();
    expect(formatAvailableSpan({ startsAt: at("2026-03-28T23:00:00Z"), endsAt: at("2026-03-29T22:00:00Z") }, "en", berlin)).toBeNull();
  });
});
