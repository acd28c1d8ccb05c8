import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { executeBookingCommand, openBooking } from "./run-command";
import type { BookingTerms } from "./types";

export type RecordedStatus = "confirmed" | "cancelled" | "completed";

/**
 * A booking written the one way the product writes bookings: its stream opened with the terms (requested, authorised,
 * confirmed), then the events that bring it to `status`, each decided and appended with its projection. For tests that
 * need a booking without the booking flow's preconditions (a free slot, a saved card); never a bare projection row.
 */
export async function insertRecordedBooking(
  ctx: MutationCtx,
  terms: BookingTerms,
  status: RecordedStatus = "confirmed",
): Promise<Id<"bookings">> {
  const { bookingId } = await openBooking(
    ctx,
    { type: "book", terms, authorisation: { reference: `auth-${terms.startsAt}`, amountMinor: terms.priceMinor } },
    { kind: "owner", userId: terms.ownerId },
  );
  if (status === "cancelled") {
    const vet = { kind: "vet" as const, userId: terms.vetUserId };
    await executeBookingCommand(ctx, bookingId, { type: "cancel_by_vet", reason: "Unwell", now: terms.startsAt - 1 }, vet);
  }
  if (status === "completed") {
    await executeBookingCommand(ctx, bookingId, { type: "start_call", now: terms.startsAt }, { kind: "system" });
    await executeBookingCommand(ctx, bookingId, { type: "end_call", now: Date.now() }, { kind: "system" });
  }
  return bookingId;
}
