import type { Doc } from "../../_generated/dataModel";
import { FULL_REFUND_NOTICE_MS } from "../../shared/policy";
import { refundForOwnerCancellation } from "../payments/refund-policy";

export interface CancellationQuote {
  canCancel: boolean;
  paidMinor: number;
  refundMinor: number;
  currency: string;
  /** Until this instant the refund is full; the UI shows it next to the amount. */
  fullRefundUntil: number;
}

export function cancellationQuoteFor(booking: Doc<"bookings">, now: number): CancellationQuote {
  const canCancel = booking.status === "confirmed" && now < booking.startsAt;
  return {
    canCancel,
    paidMinor: booking.priceMinor,
    refundMinor: canCancel ? refundForOwnerCancellation(booking.priceMinor, booking.startsAt, now) : 0,
    currency: booking.currency,
    fullRefundUntil: booking.startsAt - FULL_REFUND_NOTICE_MS,
  };
}
