import { describe, expect, test } from "vitest";
import { isJoinableAt, joinWindowOf, latestEndWithClosedWindow } from "./join-window";

const MINUTE = 60_000;
const startsAt = Date.UTC(2026, 11, 1, 9, 0);
const endsAt = startsAt + 20 * MINUTE;
const opensAt = startsAt - 10 * MINUTE;
const closesAt = endsAt + 30 * MINUTE;
const booking = { status: "confirmed", startsAt, endsAt };

describe("the join window, as the server and the browser both read it", () => {
  test("opens ten minutes before the start and is open at its first millisecond", () => {
    expect(joinWindowOf(booking, opensAt - 1)).toEqual({ opensAt, closesAt, status: "early" });
    expect(joinWindowOf(booking, opensAt).status).toBe("open");
    expect(isJoinableAt(booking, opensAt - 1)).toBe(false);
    expect(isJoinableAt(booking, opensAt)).toBe(true);
  });

  test("is still open at the closing millisecond, thirty minutes after the end, and closed one later", () => {
    expect(joinWindowOf(booking, closesAt).status).toBe("open");
    expect(isJoinableAt(booking, closesAt)).toBe(true);
    expect(joinWindowOf(booking, closesAt + 1).status).toBe("closed");
    expect(isJoinableAt(booking, closesAt + 1)).toBe(false);
  });

  test("a sweep's index bound takes exactly the bookings whose window is closed", () => {
    expect(endsAt < latestEndWithClosedWindow(closesAt)).toBe(false);
    expect(endsAt < latestEndWithClosedWindow(closesAt + 1)).toBe(true);
  });

  test("only an active booking is joinable inside its window", () => {
    expect(isJoinableAt({ ...booking, status: "in_call" }, startsAt)).toBe(true);
    for (const status of ["cancelled", "completed", "no_show"]) expect(isJoinableAt({ ...booking, status }, startsAt)).toBe(false);
  });
});
