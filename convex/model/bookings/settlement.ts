import type { BookingState } from "./types";

export interface OutstandingSettlement {
  /** To charge: only the share the policy keeps. */
  captureMinor: number;
  /** Authorised, never to be charged: let go without a capture, so no processor fee is paid on it. */
  releaseMinor: number;
  /** Charged earlier than the outcome allowed (histories from before releases existed): to pay back. */
  refundMinor: number;
}

/** What is owed back to the owner by the outcome: the cancellation's or no-show's refund, nothing once held. */
function returnDue(state: BookingState): number | null {
  if (state.status === "cancelled") return state.cancellation?.refundMinor ?? 0;
  if (state.status === "no_show") return state.noShow?.refundMinor ?? 0;
  // An interrupted consultation is not paid for, whatever the owner chooses next (a refund or a free new one).
  if (state.status === "completed") return state.interruption !== null ? state.payment.authorisedMinor : 0;
  return null;
}

/**
 * What the booking still owes or is owed at the provider, once its outcome is known (DESIGN.md §3 Payments):
 * capture what the policy keeps, release the rest of the authorisation; a refund only undoes an earlier capture.
 */
export function outstandingSettlement(state: BookingState): OutstandingSettlement | null {
  const due = returnDue(state);
  if (due === null) return null;
  const { authorisedMinor, capturedMinor, refundedMinor, releasedMinor } = state.payment;
  const keepMinor = Math.max(0, authorisedMinor - due);
  const uncaptured = Math.max(0, authorisedMinor - capturedMinor - releasedMinor);
  const captureMinor = Math.min(uncaptured, Math.max(0, keepMinor - capturedMinor));
  return {
    captureMinor,
    releaseMinor: uncaptured - captureMinor,
    refundMinor: Math.max(0, capturedMinor - keepMinor - refundedMinor),
  };
}

/** True while money is still to move at the processor: the projection keeps it so a sweep can find such bookings. */
export function isSettlementDue(state: BookingState): boolean {
  const due = outstandingSettlement(state);
  return (
    due !== null &&
    state.payment.authorisationReference !== null &&
    (due.captureMinor > 0 || due.releaseMinor > 0 || due.refundMinor > 0)
  );
}
