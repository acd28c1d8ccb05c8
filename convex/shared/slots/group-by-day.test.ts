import { describe, expect, it } from "vitest";
import { freeSlots } from "./free-slots";
import { groupByLocalDay, splitAtLocalMidnights } from "./group-by-day";
import { availabilityIn, sameHoursEveryDay, slotRequest, wallClockIn } from "./fixtures.testing";

describe("a vet and an owner in different zones", () => {
  // A Berlin vet's early-morning hours on Monday 15 June 2026 (CEST, UTC+2).
  const slots = freeSlots(
    slotRequest(availabilityIn("Europe/Berlin", { ...sameHoursEveryDay(), monday: [{ start: "05:00", end: "07:00" }] }), {
      from: "2026-06-14T00:00:00Z",
      to: "2026-06-17T00:00:00Z",
    }),
  );

  it("groups the same instants by the owner's calendar day in New York", () => {
    const days = groupByLocalDay(slots, "America/New_York");
    expect(days.map((day) => ({ date: day.date, times: day.slots.map((s) => wallClockIn("America/New_York", s.startsAt)) })))
      .toEqual([
        { date: "2026-06-14", times: ["23:00", "23:30"] },
        { date: "2026-06-15", times: ["00:00", "00:30"] },
      ]);
  });

  it("keeps them on one day for an owner in the vet's own zone", () => {
    const days = groupByLocalDay(slots, "Europe/Berlin");
    expect(days).toEqual([{ date: "2026-06-15", slots }]);
  });

  it("moves them to the afternoon for an owner in Tokyo", () => {
    const days = groupByLocalDay(slots, "Asia/Tokyo");
    expect(days.map((day) => day.date)).toEqual(["2026-06-15"]);
    expect(days[0]?.slots.map((s) => wallClockIn("Asia/Tokyo", s.startsAt))).toEqual(["12:00", "12:30", "13:00", "13:30"]);
  });
});

describe("spans over several local days", () => {
  const hour = 3_600_000;

  it("cuts an evening running into the night at the vet's midnight", () => {
    // 22:00 on Monday to 02:00 on Tuesday in Berlin (CET, UTC+1).
    const span = { startsAt: Date.parse("2026-11-23T21:00:00Z"), endsAt: Date.parse("2026-11-24T01:00:00Z") };
    const midnight = Date.parse("2026-11-23T23:00:00Z");
    expect(splitAtLocalMidnights([span], "Europe/Berlin")).toEqual([
      { startsAt: span.startsAt, endsAt: midnight },
      { startsAt: midnight, endsAt: span.endsAt },
    ]);
  });

  it("gives hours round the clock a piece per day, 23 h on the day the clocks go forward", () => {
    // Saturday 28 March to Tuesday 31 March 2026 in Berlin; summer time starts on Sunday 29 March.
    const span = { startsAt: Date.parse("2026-03-27T23:00:00Z"), endsAt: Date.parse("2026-03-30T22:00:00Z") };
    const pieces = splitAtLocalMidnights([span], "Europe/Berlin");
    expect(pieces.map((piece) => (piece.endsAt - piece.startsAt) / hour)).toEqual([24, 23, 24]);
    expect(groupByLocalDay(pieces, "Europe/Berlin").map((day) => day.date)).toEqual(["2026-03-28", "2026-03-29", "2026-03-30"]);
  });

  it("leaves a span within one day as it is", () => {
    const span = { startsAt: Date.parse("2026-11-23T08:00:00Z"), endsAt: Date.parse("2026-11-23T16:00:00Z") };
    expect(splitAtLocalMidnights([span], "Europe/Berlin")).toEqual([span]);
  });
});
