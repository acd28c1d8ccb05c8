import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { recordPaymentLedger } from "../payments/ledger";
import { sendReceiptsForCharges } from "../payments/receipt";
import { vetFreedFromConsultation } from "../on-demand/availability";
import { keepRemindersInStep } from "../reminders/reminder-schedule";
import { keepNextFreeSlotFresh } from "./next-free-slot";
import { notifyBookingChanges } from "./notify";
import { outstandingSettlement } from "./settlement";
import { discardSummaryDraft } from "./summary-drafts";
import { ACTIVE_BOOKING_STATUSES, type BookingEvent, type BookingState } from "./types";

/**
 * Everything that follows from appended events, in the same transaction: the owner's payment history and receipts,
 * emails to both sides (with calendar invites), reminders, the directory's next free slot, the vet's superseded
 * summary draft, the payment settlement once the outcome is known, a held slot's expiry, and a vet freed for
 * on-demand work.
 */
export async function reactToBookingEvents(
  ctx: MutationCtx,
  bookingId: Id<"bookings">,
  before: BookingState | null,
  after: BookingState,
  events: readonly BookingEvent[],
): Promise<void> {
  await recordPaymentLedger(ctx, bookingId, after, events);
  await notifyBookingChanges(ctx, bookingId, after, events);
  await sendReceiptsForCharges(ctx, bookingId, after, events);
  if (before === null || before.status !== after.status || before.startsAt !== after.startsAt) {
    await keepRemindersInStep(ctx, bookingId, after);
  }
  await keepNextFreeSlotFresh(ctx, after.vetId, after, events);
  if (events.some((event) => event.type === "summary_published")) await discardSummaryDraft(ctx, bookingId);
  const settlementBecameDue =
    (before === null || outstandingSettlement(before) === null) && outstandingSettlement(after) !== null;
  if (settlementBecameDue) await ctx.scheduler.runAfter(0, internal.payments.settleBooking, { bookingId });
  // A slot held for the owner's free new consultation is released at its expiry unless they chose first.
  for (const event of events) {
    if (event.type === "rebooking_slot_held") {
      await ctx.scheduler.runAt(event.data.until, internal.bookings.releaseRebookingHold, { bookingId });
    }
  }
  const now = Date.now();
  const consultationClosed =
    before !== null && ACTIVE_BOOKING_STATUSES.has(before.status) && !ACTIVE_BOOKING_STATUSES.has(after.status);
  if (consultationClosed && after.startsAt <= now) await vetFreedFromConsultation(ctx, after.vetUserId, now);
}
