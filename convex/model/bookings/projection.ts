import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { foldEvents } from "./evolve";
import { loadStream } from "./event-store";
import { isSettlementDue } from "./settlement";
import type { BookingState } from "./types";

export type BookingProjection = Omit<Doc<"bookings">, "_id" | "_creationTime">;

export function projectionOf(state: BookingState, seq: number): BookingProjection {
  return {
    vetId: state.vetId,
    vetUserId: state.vetUserId,
    ownerId: state.ownerId,
    petId: state.petId,
    startsAt: state.startsAt,
    endsAt: state.endsAt,
    status: state.status,
    reason: state.reason,
    intakeAnswers: state.intakeAnswers,
    paymentMethodId: state.paymentMethodId,
    priceMinor: state.priceMinor,
    currency: state.currency,
    settlementDue: isSettlementDue(state),
    fullRefundUntil: state.fullRefundUntil,
    ...(state.onDemandRequestId !== undefined && { onDemandRequestId: state.onDemandRequestId }),
    ...(state.interruption !== null && { interrupted: true }),
    ...(state.interruptionChoice !== null && { interruptionChoice: state.interruptionChoice.choice }),
    ...(state.interruptionChoice?.choice === "rebook" && { rebookingId: state.interruptionChoice.rebookingId }),
    ...(state.rebookingOf !== undefined && { rebookingOf: state.rebookingOf }),
    ...(state.rebookingHold !== null && {
      heldSlotStartsAt: state.rebookingHold.startsAt,
      heldSlotEndsAt: state.rebookingHold.endsAt,
      heldUntil: state.rebookingHold.until,
    }),
    seq,
  };
}

/** Recomputes one booking's row from its events alone. */
export async function rebuildProjection(ctx: MutationCtx, bookingId: Id<"bookings">): Promise<void> {
  const stream = await loadStream(ctx, bookingId);
  const state = foldEvents(stream.map((stored) => stored.event));
  if (state === null) return;
  await ctx.db.replace(bookingId, projectionOf(state, stream.at(-1)?.seq ?? 0));
}
