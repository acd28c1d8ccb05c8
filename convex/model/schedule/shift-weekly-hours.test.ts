import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "../../shared/slots/types";
import { shiftWeeklyHours } from "./shift-weekly-hours";

const none = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };

describe("weekly hours kept at the same instants in a new zone", () => {
  it("moves hours by the zones' difference (Berlin to New York: six hours earlier on the clock)", () => {
    const hours: WeeklyHours = { ...none, monday: [{ start: "09:00", end: "17:00" }] };
    expect(shiftWeeklyHours(hours, -360)).toEqual({ ...none, monday: [{ start: "03:00", end: "11:00" }] });
  });

  it("continues over midnight on the next or previous weekday, wrapping around the week", () => {
    const hours: WeeklyHours = {
      ...none,
      monday: [{ start: "02:00", end: "06:00" }],
      sunday: [{ start: "20:00", end: "24:00" }],
    };
    expect(shiftWeeklyHours(hours, -180)).toEqual({
      ...none,
      monday: [{ start: "00:00", end: "03:00" }],
      sunday: [
        { start: "17:00", end: "21:00" },
        { start: "23:00", end: "24:00" },
      ],
    });
    expect(shiftWeeklyHours(hours, 300)).toEqual({
      ...none,
      monday: [
        { start: "01:00", end: "05:00" },
        { start: "07:00", end: "11:00" },
      ],
    });
  });

  it("joins pieces that meet after the move, and leaves the hours alone for no difference", () => {
    const hours: WeeklyHours = {
      ...none,
      monday: [{ start: "22:00", end: "24:00" }],
      tuesday: [{ start: "00:00", end: "02:00" }],
    };
    expect(shiftWeeklyHours(hours, 60)).toEqual({ ...none, monday: [{ start: "23:00", end: "24:00" }], tuesday: [{ start: "00:00", end: "03:00" }] });
    expect(shiftWeeklyHours(hours, 0)).toBe(hours);
  });
});
