import {
  FULL_REFUND_NOTICE_MS,
  LATE_CANCELLATION_REFUND_PERCENT,
  NO_SHOW_REFUND_PERCENT,
  RESCHEDULE_CUTOFF_MS,
  VET_CANCELLATION_REFUND_PERCENT,
} from "../../shared/policy";

/**
 * Refund owed when the owner cancels (DESIGN.md §3): all of it at least 24 h before the start,
 * half of it later; the half is rounded in the owner's favour. Nothing to cancel once started.
 */
export function refundForOwnerCancellation(paidMinor: number, startsAt: number, now: number): number {
  if (now >= startsAt) return 0;
  if (startsAt - now >= FULL_REFUND_NOTICE_MS) return paidMinor;
  return percentOf(paidMinor, LATE_CANCELLATION_REFUND_PERCENT);
}

export function refundForVetCancellation(paidMinor: number): number {
  return percentOf(paidMinor, VET_CANCELLATION_REFUND_PERCENT);
}

/** The owner who does not show forfeits the fee; a vet who does not show owes it back in full. */
export function refundForNoShow(paidMinor: number, absent: "owner" | "vet"): number {
  return absent === "owner" ? percentOf(paidMinor, NO_SHOW_REFUND_PERCENT) : paidMinor;
}

const percentOf = (amountMinor: number, percent: number) => Math.ceil((amountMinor * percent) / 100);

/** The last instant at which a booking may still be moved to another slot. */
export function rescheduleClosesAt(startsAt: number): number {
  return startsAt - RESCHEDULE_CUTOFF_MS;
}
