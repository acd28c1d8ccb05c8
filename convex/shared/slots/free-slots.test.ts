import { describe, expect, it } from "vitest";
import { freeSlots } from "./free-slots";
import { at, availabilityIn, isoStarts, sameHoursEveryDay, slotRequest, wallClockIn } from "./fixtures.testing";

const MINUTE_MS = 60_000;

function slotsOn(timeZone: string, hours: { start: string; end: string }, window: { from: string; to: string }) {
  return freeSlots(slotRequest(availabilityIn(timeZone, sameHoursEveryDay(hours)), window));
}

function expectEndToEnd(slots: readonly { startsAt: number; endsAt: number }[], minutes: number) {
  for (const [index, slot] of slots.entries()) {
    expect(slot.endsAt - slot.startsAt).toBe(minutes * MINUTE_MS);
    const previous = slots[index - 1];
    if (previous !== undefined) expect(slot.startsAt).toBe(previous.endsAt);
  }
}

describe("free slots on daylight-saving days", () => {
  it("skips the missing hour when Berlin springs forward (29 March 2026)", () => {
    const slots = slotsOn("Europe/Berlin", { start: "00:00", end: "05:00" }, {
      from: "2026-03-28T22:00:00Z",
      to: "2026-03-29T22:00:00Z",
    });
    expect(slots.map((slot) => wallClockIn("Europe/Berlin", slot.startsAt))).toEqual([
      "00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00", "04:30",
    ]);
    expectEndToEnd(slots, 30);
  });

  it("starts an interval that begins inside Berlin's missing hour at the jump, and drops one lying wholly in it", () => {
    const availability = availabilityIn("Europe/Berlin", {
      ...sameHoursEveryDay(),
      sunday: [{ start: "02:00", end: "02:45" }, { start: "02:50", end: "04:00" }],
    });
    const slots = freeSlots(slotRequest(availability, { from: "2026-03-28T22:00:00Z", to: "2026-03-29T22:00:00Z" }));
    expect(slots.map((slot) => wallClockIn("Europe/Berlin", slot.startsAt))).toEqual(["03:00", "03:30"]);
    expect(isoStarts(slots)).toEqual(["2026-03-29T01:00Z", "2026-03-29T01:30Z"]);
  });

  it("measures an interval crossing Berlin's repeated hour in real time, without duplicates (25 October 2026)", () => {
    const slots = slotsOn("Europe/Berlin", { start: "01:00", end: "04:00" }, {
      from: "2026-10-24T22:00:00Z",
      to: "2026-10-25T23:00:00Z",
    });
    expect(isoStarts(slots)).toEqual([
      "2026-10-24T23:00Z", "2026-10-24T23:30Z", "2026-10-25T00:00Z", "2026-10-25T00:30Z",
      "2026-10-25T01:00Z", "2026-10-25T01:30Z", "2026-10-25T02:00Z", "2026-10-25T02:30Z",
    ]);
    expect(slots.map((slot) => wallClockIn("Europe/Berlin", slot.startsAt))).toEqual([
      "01:00", "01:30", "02:00", "02:30", "02:00", "02:30", "03:00", "03:30",
    ]);
    expectEndToEnd(slots, 30);
  });

  it("gives the same hours one slot fewer per half hour on an ordinary day after the change", () => {
    const slots = slotsOn("Europe/Berlin", { start: "01:00", end: "04:00" }, {
      from: "2026-10-25T23:00:00Z",
      to: "2026-10-26T23:00:00Z",
    });
    expect(slots).toHaveLength(6);
  });

  it("skips the missing hour when New York springs forward (8 March 2026)", () => {
    const slots = slotsOn("America/New_York", { start: "00:00", end: "04:00" }, {
      from: "2026-03-08T05:00:00Z",
      to: "2026-03-09T04:00:00Z",
    });
    expect(slots.map((slot) => wallClockIn("America/New_York", slot.startsAt))).toEqual([
      "00:00", "00:30", "01:00", "01:30", "03:00", "03:30",
    ]);
    expect(isoStarts(slots)[0]).toBe("2026-03-08T05:00Z");
    expectEndToEnd(slots, 30);
  });

  it("offers New York's repeated hour once per real half hour when it falls back (1 November 2026)", () => {
    const slots = slotsOn("America/New_York", { start: "00:00", end: "03:00" }, {
      from: "2026-11-01T04:00:00Z",
      to: "2026-11-02T05:00:00Z",
    });
    expect(isoStarts(slots)).toEqual([
      "2026-11-01T04:00Z", "2026-11-01T04:30Z", "2026-11-01T05:00Z", "2026-11-01T05:30Z",
      "2026-11-01T06:00Z", "2026-11-01T06:30Z", "2026-11-01T07:00Z", "2026-11-01T07:30Z",
    ]);
    expect(slots.map((slot) => wallClockIn("America/New_York", slot.startsAt))).toEqual([
      "00:00", "00:30", "01:00", "01:30", "01:00", "01:30", "02:00", "02:30",
    ]);
  });

  it("handles a half-hour change, as on Lord Howe Island (4 October 2026)", () => {
    const slots = slotsOn("Australia/Lord_Howe", { start: "01:00", end: "04:00" }, {
      from: "2026-10-03T12:00:00Z",
      to: "2026-10-04T12:00:00Z",
    });
    expect(slots.map((slot) => wallClockIn("Australia/Lord_Howe", slot.startsAt))).toEqual([
      "01:00", "01:30", "02:30", "03:00", "03:30",
    ]);
    expectEndToEnd(slots, 30);
  });

  it("starts an interval at an ambiguous time at its first occurrence", () => {
    const slots = slotsOn("America/New_York", { start: "01:30", end: "02:00" }, {
      from: "2026-11-01T04:00:00Z",
      to: "2026-11-02T05:00:00Z",
    });
    // 01:30 EDT (05:30Z) up to 02:00 EST (07:00Z): the repeated half hours are both offered, once each.
    expect(isoStarts(slots)).toEqual(["2026-11-01T05:30Z", "2026-11-01T06:00Z", "2026-11-01T06:30Z"]);
  });
});

describe("free slots in the vet's zone", () => {
  it("places a Berlin vet's 09:00–10:00 at 07:00Z in summer and 08:00Z in winter", () => {
    const summer = slotsOn("Europe/Berlin", { start: "09:00", end: "10:00" }, {
      from: "2026-06-15T00:00:00Z",
      to: "2026-06-16T00:00:00Z",
    });
    const winter = slotsOn("Europe/Berlin", { start: "09:00", end: "10:00" }, {
      from: "2026-12-14T00:00:00Z",
      to: "2026-12-15T00:00:00Z",
    });
    expect(isoStarts(summer)).toEqual(["2026-06-15T07:00Z", "2026-06-15T07:30Z"]);
    expect(isoStarts(winter)).toEqual(["2026-12-14T08:00Z", "2026-12-14T08:30Z"]);
  });

  it("lays 20-minute slots end to end and never lets one overrun the interval", () => {
    const slots = freeSlots({
      ...slotRequest(availabilityIn("UTC", sameHoursEveryDay({ start: "09:00", end: "10:10" })), {
        from: "2026-06-15T00:00:00Z",
        to: "2026-06-16T00:00:00Z",
      }),
      slotMinutes: 20,
    });
    expect(isoStarts(slots)).toEqual(["2026-06-15T09:00Z", "2026-06-15T09:20Z", "2026-06-15T09:40Z"]);
    expectEndToEnd(slots, 20);
  });

  it("treats touching intervals, also across midnight, as one stretch", () => {
    const availability = availabilityIn("UTC", {
      ...sameHoursEveryDay(),
      monday: [{ start: "23:00", end: "24:00" }, { start: "09:50", end: "10:30" }, { start: "09:00", end: "09:50" }],
      tuesday: [{ start: "00:00", end: "00:30" }],
    });
    const slots = freeSlots(slotRequest(availability, { from: "2026-06-15T00:00:00Z", to: "2026-06-17T00:00:00Z" }));
    expect(isoStarts(slots)).toEqual([
      "2026-06-15T09:00Z", "2026-06-15T09:30Z", "2026-06-15T10:00Z",
      "2026-06-15T23:00Z", "2026-06-15T23:30Z", "2026-06-16T00:00Z",
    ]);
  });
});

describe("buffers around existing bookings", () => {
  const nineToTwelve = availabilityIn("UTC", sameHoursEveryDay({ start: "09:00", end: "12:00" }));
  const day = { from: "2026-06-15T00:00:00Z", to: "2026-06-16T00:00:00Z" };
  const booking = (from: string, to: string) => ({ startsAt: at(from), endsAt: at(to) });

  it("removes the booked slot and nothing else without buffers", () => {
    const slots = freeSlots(
      slotRequest(nineToTwelve, day, { bookings: [booking("2026-06-15T10:00:00Z", "2026-06-15T10:30:00Z")] }),
    );
    expect(isoStarts(slots)).toEqual([
      "2026-06-15T09:00Z", "2026-06-15T09:30Z", "2026-06-15T10:30Z", "2026-06-15T11:00Z", "2026-06-15T11:30Z",
    ]);
  });

  it("keeps the buffers before and after a booking free", () => {
    const slots = freeSlots(
      slotRequest(nineToTwelve, day, {
        bookings: [booking("2026-06-15T10:00:00Z", "2026-06-15T10:30:00Z")],
        rules: { bufferBeforeMinutes: 15, bufferAfterMinutes: 15, minimumNoticeMinutes: 0, horizonDays: 60 },
      }),
    );
    // The booking reserves 09:45–10:45; a new slot reserves its own 15 minutes on each side.
    expect(isoStarts(slots)).toEqual(["2026-06-15T09:00Z", "2026-06-15T11:00Z", "2026-06-15T11:30Z"]);
  });

  it("keeps a new slot's own buffer clear of back-to-back bookings on both sides", () => {
    const slots = freeSlots(
      slotRequest(nineToTwelve, day, {
        bookings: [
          booking("2026-06-15T10:30:00Z", "2026-06-15T11:00:00Z"),
          booking("2026-06-15T10:00:00Z", "2026-06-15T10:30:00Z"),
        ],
        rules: { bufferBeforeMinutes: 0, bufferAfterMinutes: 10, minimumNoticeMinutes: 0, horizonDays: 60 },
      }),
    );
    // 09:30 would run its after-buffer into the 10:00 booking; 11:00 would start inside the 10:30 one's.
    expect(isoStarts(slots)).toEqual(["2026-06-15T09:00Z", "2026-06-15T11:30Z"]);
  });

  it("ignores bookings on other days", () => {
    const slots = freeSlots(
      slotRequest(nineToTwelve, day, { bookings: [booking("2026-06-16T09:00:00Z", "2026-06-16T12:00:00Z")] }),
    );
    expect(slots).toHaveLength(6);
  });
});

describe("notice, horizon, window and pause", () => {
  const eightToTen = availabilityIn("UTC", sameHoursEveryDay({ start: "08:00", end: "10:00" }));

  it("offers a slot starting exactly at the end of the minimum notice, not one a minute earlier", () => {
    const request = (now: string) =>
      slotRequest(eightToTen, { from: "2026-06-15T00:00:00Z", to: "2026-06-16T00:00:00Z" }, {
        now: at(now),
        rules: { bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minimumNoticeMinutes: 60, horizonDays: 60 },
      });
    expect(isoStarts(freeSlots(request("2026-06-15T08:00:00Z")))).toEqual(["2026-06-15T09:00Z", "2026-06-15T09:30Z"]);
    expect(isoStarts(freeSlots(request("2026-06-15T08:01:00Z")))).toEqual(["2026-06-15T09:30Z"]);
  });

  it("offers slots starting before the horizon ends, not at or after it", () => {
    const slots = freeSlots(
      slotRequest(eightToTen, { from: "2026-06-14T00:00:00Z", to: "2026-06-17T00:00:00Z" }, {
        now: at("2026-06-01T09:00:00Z"),
        rules: { bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minimumNoticeMinutes: 0, horizonDays: 14 },
      }),
    );
    expect(isoStarts(slots).slice(-2)).toEqual(["2026-06-15T08:00Z", "2026-06-15T08:30Z"]);
  });

  it("returns only slots starting inside the requested window", () => {
    const slots = freeSlots(
      slotRequest(eightToTen, { from: "2026-06-15T08:30:00Z", to: "2026-06-15T09:30:00Z" }),
    );
    expect(isoStarts(slots)).toEqual(["2026-06-15T08:30Z", "2026-06-15T09:00Z"]);
  });

  it("offers nothing while the vet has paused new bookings", () => {
    const request = slotRequest(eightToTen, { from: "2026-06-15T00:00:00Z", to: "2026-06-16T00:00:00Z" });
    expect(freeSlots(request)).toHaveLength(4);
    expect(freeSlots({ ...request, paused: true })).toEqual([]);
  });
});

describe("date overrides", () => {
  const weekdays = availabilityIn("Europe/Paris", {
    ...sameHoursEveryDay(),
    monday: [{ start: "09:00", end: "10:00" }],
    tuesday: [{ start: "09:00", end: "10:00" }],
  });
  const twoWeeks = { from: "2026-06-14T00:00:00Z", to: "2026-06-24T00:00:00Z" };

  it("replaces the weekday's hours on that date only", () => {
    const slots = freeSlots(
      slotRequest({ ...weekdays, overrides: [{ date: "2026-06-15", intervals: [{ start: "14:00", end: "15:00" }] }] }, twoWeeks),
    );
    expect(slots.map((slot) => `${new Date(slot.startsAt).toISOString().slice(0, 10)} ${wallClockIn("Europe/Paris", slot.startsAt)}`)).toEqual([
      "2026-06-15 14:00", "2026-06-15 14:30",
      "2026-06-16 09:00", "2026-06-16 09:30",
      "2026-06-22 09:00", "2026-06-22 09:30",
      "2026-06-23 09:00", "2026-06-23 09:30",
    ]);
  });

  it("gives a day off when the override has no hours", () => {
    const slots = freeSlots(slotRequest({ ...weekdays, overrides: [{ date: "2026-06-16", intervals: [] }] }, twoWeeks));
    expect(isoStarts(slots).some((start) => start.startsWith("2026-06-16"))).toBe(false);
    expect(slots).toHaveLength(6);
  });

  it("opens a day the weekly hours leave closed", () => {
    const slots = freeSlots(
      slotRequest({ ...weekdays, overrides: [{ date: "2026-06-20", intervals: [{ start: "10:00", end: "10:30" }] }] }, twoWeeks),
    );
    expect(isoStarts(slots)).toContain("2026-06-20T08:00Z");
  });
});
