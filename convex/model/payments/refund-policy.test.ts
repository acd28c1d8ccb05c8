import { describe, expect, it } from "vitest";
import {
  fullRefundUntilAfterOwnerMove,
  fullRefundUntilFor,
  refundForNoShow,
  refundForOwnerCancellation,
  refundForVetCancellation,
  rescheduleClosesAt,
} from "./refund-policy";

const HOUR = 3_600_000;
const STARTS_AT = Date.UTC(2026, 11, 1, 10, 0);
const BOOKED = { startsAt: STARTS_AT, fullRefundUntil: fullRefundUntilFor(STARTS_AT) };

describe("refund policy", () => {
  it("refunds the owner in full exactly 24 h before the start", () => {
    expect(refundForOwnerCancellation(4000, BOOKED, STARTS_AT - 24 * HOUR)).toBe(4000);
  });

  it("refunds half later, rounding the half cent for the owner", () => {
    expect(refundForOwnerCancellation(4000, BOOKED, STARTS_AT - 24 * HOUR + 1)).toBe(2000);
    expect(refundForOwnerCancellation(4001, BOOKED, STARTS_AT - 2 * HOUR)).toBe(2001);
  });

  it("refunds nothing after the start", () => {
    expect(refundForOwnerCancellation(4000, BOOKED, STARTS_AT)).toBe(0);
    expect(refundForOwnerCancellation(4000, BOOKED, STARTS_AT + HOUR)).toBe(0);
  });

  it("a move inside the last 24 h keeps the half refund; a move with notice to spare gives the new time's notice", () => {
    const later = STARTS_AT + 48 * HOUR;
    const movedLate = fullRefundUntilAfterOwnerMove(BOOKED.fullRefundUntil, later, STARTS_AT - 3 * HOUR);
    expect(refundForOwnerCancellation(4000, { startsAt: later, fullRefundUntil: movedLate }, STARTS_AT - 2 * HOUR)).toBe(2000);
    const movedEarly = fullRefundUntilAfterOwnerMove(BOOKED.fullRefundUntil, later, STARTS_AT - 30 * HOUR);
    expect(refundForOwnerCancellation(4000, { startsAt: later, fullRefundUntil: movedEarly }, STARTS_AT)).toBe(4000);
    expect(refundForOwnerCancellation(4000, { startsAt: later, fullRefundUntil: movedEarly }, later - 2 * HOUR)).toBe(2000);
  });

  it("refunds a vet cancellation in full", () => {
    expect(refundForVetCancellation(4000)).toBe(4000);
  });

  it("refunds an absent vet, not an absent owner", () => {
    expect(refundForNoShow(4000, "owner")).toBe(0);
    expect(refundForNoShow(4000, "vet")).toBe(4000);
  });

  it("closes rescheduling 2 h before the start", () => {
    expect(rescheduleClosesAt(STARTS_AT)).toBe(STARTS_AT - 2 * HOUR);
  });
});
