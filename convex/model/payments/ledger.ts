import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { BookingEvent, BookingState } from "../bookings/types";

const LEDGER_KIND = {
  payment_authorised: "authorisation",
  payment_captured: "capture",
  payment_refunded: "refund",
  payment_released: "release",
} as const;

type LedgerEvent = Extract<BookingEvent, { type: keyof typeof LEDGER_KIND }>;
const isLedgerEvent = (event: BookingEvent): event is LedgerEvent => event.type in LEDGER_KIND;

/** Mirrors the payment events of a booking into `paymentRecords`, the owner's payment history. */
export async function recordPaymentLedger(
  ctx: MutationCtx,
  bookingId: Id<"bookings">,
  state: BookingState,
  events: readonly BookingEvent[],
): Promise<void> {
  const at = Date.now();
  for (const event of events) {
    if (!isLedgerEvent(event)) continue;
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
