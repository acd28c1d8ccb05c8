import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import { fullRefundUntilFor, ownerRefundTerms, refundForOwnerCancellation } from "../payments/refund-policy";

export const cancellationQuoteValidator = v.object({
  canCancel: v.boolean(),
  paidMinor: v.number(),
  refundMinor: v.number(),
  currency: v.string(),
  /** Until this instant the refund is full; the UI shows it next to the amount. */
  fullRefundUntil: v.number(),
  /** Why the refund is what it is (a move inside the last 24 h keeps the half refund: the UI says so). */
  refundTerms: v.union(v.literal("full"), v.literal("half"), v.literal("halfAfterLateMove")),
});
export type CancellationQuote = Infer<typeof cancellationQuoteValidator>;

export function cancellationQuoteFor(booking: Doc<"bookings">, now: number): CancellationQuote {
  const canCancel = booking.status === "confirmed" && now < booking.startsAt;
  const terms = { startsAt: booking.startsAt, fullRefundUntil: booking.fullRefundUntil ?? fullRefundUntilFor(booking.startsAt) };
  return {
    canCancel,
    paidMinor: booking.priceMinor,
    refundMinor: canCancel ? refundForOwnerCancellation(booking.priceMinor, terms, now) : 0,
    currency: booking.currency,
    fullRefundUntil: terms.fullRefundUntil,
    refundTerms: ownerRefundTerms(terms, now),
  };
}
