import { describe, expect, it } from "vitest";
import { bookingsOutsideHours } from "./outside-hours";
import { at, availabilityIn, sameHoursEveryDay } from "./fixtures.testing";

const booking = (id: string, from: string, to: string) => ({ id, startsAt: at(from), endsAt: at(to) });

describe("bookings outside the vet's hours", () => {
  const hours = availabilityIn("UTC", sameHoursEveryDay({ start: "09:00", end: "12:00" }, { start: "12:00", end: "13:00" }), [
    { date: "2026-06-17", intervals: [] },
  ]);

  it("flags bookings that no longer fit, keeping them all", () => {
    const bookings = [
      booking("inside", "2026-06-15T10:00:00Z", "2026-06-15T10:30:00Z"),
      booking("across touching intervals", "2026-06-15T11:45:00Z", "2026-06-15T12:15:00Z"),
      booking("after hours", "2026-06-15T13:00:00Z", "2026-06-15T13:30:00Z"),
      booking("overrunning the end", "2026-06-16T12:45:00Z", "2026-06-16T13:15:00Z"),
      booking("on a day off", "2026-06-17T10:00:00Z", "2026-06-17T10:30:00Z"),
      booking("before hours", "2026-06-16T08:30:00Z", "2026-06-16T09:00:00Z"),
    ];
    expect(bookingsOutsideHours(hours, bookings).map((b) => b.id)).toEqual([
      "after hours",
      "before hours",
      "overrunning the end",
      "on a day off",
    ]);
  });

  it("flags nothing when the hours still cover every booking", () => {
    expect(bookingsOutsideHours(hours, [booking("inside", "2026-06-16T09:00:00Z", "2026-06-16T09:30:00Z")])).toEqual([]);
    expect(bookingsOutsideHours(hours, [])).toEqual([]);
  });
});
