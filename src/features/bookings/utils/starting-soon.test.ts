import { describe, expect, it } from "vitest";
import { startingSoon, upcomingWindowStart } from "./starting-soon";

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 24, 14, 0);
const consultation = { bookingId: "b1", startsAt: START, endsAt: START + 20 * MINUTE, joined: false };

describe("the starting-soon banner's choice", () => {
  it("shows from 15 minutes before the start until the end", () => {
    expect(startingSoon([consultation], START - 16 * MINUTE)).toBeNull();
    expect(startingSoon([consultation], START - 15 * MINUTE)).toEqual(consultation);
    expect(startingSoon([consultation], START + 19 * MINUTE)).toEqual(consultation);
    expect(startingSoon([consultation], START + 20 * MINUTE)).toBeNull();
  });

  it("hides once the viewer has joined, and picks the earliest of several", () => {
    expect(startingSoon([{ ...consultation, joined: true }], START)).toBeNull();
    const later = { ...consultation, bookingId: "b2", startsAt: START + 10 * MINUTE, endsAt: START + 30 * MINUTE };
    expect(startingSoon([later, consultation], START)?.bookingId).toBe("b1");
  });

  it("keeps one window for a whole hour", () => {
    expect(upcomingWindowStart(START + 59 * MINUTE)).toBe(START - 60 * MINUTE);
    expect(upcomingWindowStart(START + 61 * MINUTE)).toBe(START);
  });
});
