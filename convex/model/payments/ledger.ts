import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { BookingEvent, BookingState } from "../bookings/types";

const LEDGER_KIND = {
  payment_authorised: "authorisation",
  payment_captured: "capture",
  payment_refunded: "refund",
} as const;

/** Mirrors the payment events of a booking into `paymentRecords`, the owner's payment history. */
export async function recordPaymentLedger(
  ctx: MutationCtx,
  bookingId: Id<"bookings">,
  state: BookingState,
  events: readonly BookingEvent[],
): Promise<void> {
  const at = Date.now();
  for (const event of events) {
    if (event.type !== "payment_authorised" && event.type !== "payment_captured" && event.type !== "payment_refunded") {
      continue;
    }
    await ctx.db.insert("paymentRecords", {
      bookingId,
      ownerId: state.ownerId,
      kind: LEDGER_KIND[event.type],
      amountMinor: event.data.amountMinor,
      currency: state.currency,
      providerReference: event.data.reference,
      at,
    });
  }
}
