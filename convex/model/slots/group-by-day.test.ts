import { describe, expect, it } from "vitest";
import { freeSlots } from "./free-slots";
import { groupByLocalDay } from "./group-by-day";
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
