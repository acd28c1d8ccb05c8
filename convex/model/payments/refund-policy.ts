import {
  FULL_REFUND_NOTICE_MS,
  LATE_CANCELLATION_REFUND_PERCENT,
  NO_SHOW_REFUND_PERCENT,
  RESCHEDULE_CUTOFF_MS,
  VET_CANCELLATION_REFUND_PERCENT,
} from "../../shared/policy";
import { percentOf } from "../../shared/payments/refund-share";

/**
 * Refund owed when the owner cancels (DESIGN.md §3): all of it at least 24 h before the start (until
 * `fullRefundUntil`), half of it later; the half is rounded in the owner's favour. Nothing to cancel once started.
 */
export function refundForOwnerCancellation(
  paidMinor: number,
  booking: { startsAt: number; fullRefundUntil: number },
  now: number,
): number {
  if (now >= booking.startsAt) return 0;
  if (now <= booking.fullRefundUntil) return paidMinor;
  return percentOf(paidMinor, LATE_CANCELLATION_REFUND_PERCENT);
}

/** A booking starting then is refunded in full until 24 h before it. */
export function fullRefundUntilFor(startsAt: number): number {
  return startsAt - FULL_REFUND_NOTICE_MS;
}

/**
 * The owner moves their booking: with the notice still running, the new time's notice applies; once the booking
 * was inside its last 24 h, moving it keeps the half refund (else a move would undo the late-cancellation rule).
 */
export function fullRefundUntilAfterOwnerMove(fullRefundUntil: number, newStartsAt: number, now: number): number {
  return now <= fullRefundUntil ? fullRefundUntilFor(newStartsAt) : fullRefundUntil;
}

/**
 * Where the owner's refund stands at `now`, as the booking emails word it: full until 24 h before the start, half
 * once inside them, or half because the booking was moved while inside the last 24 h of its earlier time.
 */
export type OwnerRefundTerms = "full" | "half" | "halfAfterLateMove";

export function ownerRefundTerms(booking: { startsAt: number; fullRefundUntil: number }, now: number): OwnerRefundTerms {
  if (booking.fullRefundUntil < fullRefundUntilFor(booking.startsAt)) return "halfAfterLateMove";
  return now <= booking.fullRefundUntil ? "full" : "half";
}

export function refundForVetCancellation(paidMinor: number): number {
  return percentOf(paidMinor, VET_CANCELLATION_REFUND_PERCENT);
}

/** The owner who does not show forfeits the fee; a vet who does not show owes it back in full. */
export function refundForNoShow(paidMinor: number, absent: "owner" | "vet"): number {
  return absent === "owner" ? percentOf(paidMinor, NO_SHOW_REFUND_PERCENT) : paidMinor;
}

/** The last instant at which a booking may still be moved to another slot. */
export function rescheduleClosesAt(startsAt: number): number {
  return startsAt - RESCHEDULE_CUTOFF_MS;
}
