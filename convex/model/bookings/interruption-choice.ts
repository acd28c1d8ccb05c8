import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { openBooking } from "./run-command";
import { requireFreeSlot } from "./slot-check";
import type { BookingState, InterruptionChoice } from "./types";

export type OwnerChoice = { choice: "refund" } | { choice: "rebook"; startsAt: number };

/**
 * What the owner's choice after an interrupted consultation does, before it is recorded on that booking.
 * A refund needs nothing more: the interrupted consultation was never charged (its authorisation is released by
 * the settlement). A rebooking opens a free consultation with the same vet at a free time the owner picked, or at
 * the slot held for them (free for them alone; the decider releases the hold in the same transaction).
 */
export async function carryOutChoice(
  ctx: MutationCtx,
  bookingId: Id<"bookings">,
  current: BookingState,
  owner: OwnerChoice,
): Promise<InterruptionChoice> {
  if (owner.choice === "refund") return { choice: "refund" };
  // Refused here before a new booking is opened; the decider refuses the same again when recording the choice.
  if (current.interruption === null) throw new ConvexError({ code: "NOT_INTERRUPTED" });
  if (current.interruptionChoice !== null) throw new ConvexError({ code: "ALREADY_CHOSEN" });
  const slot = await requireFreeSlot(ctx, current.vetId, owner.startsAt, bookingId);
  const { bookingId: rebookingId } = await openBooking(
    ctx,
    {
      type: "book",
      terms: {
        vetId: current.vetId,
        vetUserId: current.vetUserId,
        ownerId: current.ownerId,
        petId: current.petId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        reason: current.reason,
        intakeAnswers: current.intakeAnswers,
        paymentMethodId: current.paymentMethodId,
        priceMinor: 0,
        currency: current.currency,
        rebookingOf: bookingId,
      },
      authorisation: { reference: `free-rebooking-of-${bookingId}`, amountMinor: 0 },
    },
    { kind: "owner", userId: current.ownerId },
  );
  return { choice: "rebook", rebookingId };
}
