import type { BookingState } from "./types";

/** What the booking still owes or is owed at the provider, once its outcome is known. */
export function outstandingSettlement(state: BookingState): { captureMinor: number; refundMinor: number } | null {
  const refundDue =
    state.status === "cancelled"
      ? (state.cancellation?.refundMinor ?? 0)
      : state.status === "no_show"
        ? (state.noShow?.refundMinor ?? 0)
        : state.status === "completed"
          ? 0
          : null;
  if (refundDue === null) return null;
  return {
    captureMinor: state.payment.authorisedMinor - state.payment.capturedMinor,
    refundMinor: refundDue - state.payment.refundedMinor,
  };
}

/** True while money is still to move at the processor: the projection keeps it so a sweep can find such bookings. */
export function isSettlementDue(state: BookingState): boolean {
  const due = outstandingSettlement(state);
  return due !== null && state.payment.authorisationReference !== null && (due.captureMinor > 0 || due.refundMinor > 0);
}
