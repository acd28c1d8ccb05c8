import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { rescheduleClosesAt } from "../payments/refund-policy";
import { foldEvents } from "./evolve";
import { loadStream } from "./event-store";
import { outstandingSettlement } from "./settlement";
import { timelineEventView, type TimelineEventView } from "./timeline-view";
import type { BookingState, Participant, PaymentState, SoapNote } from "./types";

export interface TimelineEntry {
  seq: number;
  at: number;
  /** Who acted; user ids are not exposed, the UI speaks of "you", "the vet", "the owner", "Vetline". */
  actor: "owner" | "vet" | "system";
  event: TimelineEventView;
}

/** Everything the summary pages show; the vet's view adds the pet's profile and their draft note. */
export async function bookingDetailFor(ctx: QueryCtx, booking: Doc<"bookings">, viewerIs: Participant) {
  const [stream, vet, pet, owner, draft] = await Promise.all([
    loadStream(ctx, booking._id),
    ctx.db.get(booking.vetId),
    ctx.db.get(booking.petId),
    viewerIs === "vet" ? ctx.db.get(booking.ownerId) : null,
    viewerIs === "vet"
      ? ctx.db
          .query("summaryDrafts")
          .withIndex("by_booking", (q) => q.eq("bookingId", booking._id))
          .unique()
      : null,
  ]);
  const state = foldEvents(stream.map((stored) => stored.event));
  const payment: PaymentState | null = state?.payment ?? null;
  const summary: SoapNote | null = state?.summary ?? null;
  return {
    viewerIs,
    booking: {
      _id: booking._id,
      status: booking.status,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      reason: booking.reason,
      intakeAnswers: booking.intakeAnswers,
      priceMinor: booking.priceMinor,
      currency: booking.currency,
      paymentMethodId: viewerIs === "owner" ? booking.paymentMethodId : null,
      rescheduleClosesAt: rescheduleClosesAt(booking.startsAt),
    },
    vet: vet && {
      _id: vet._id,
      displayName: vet.displayName,
      timeZone: vet.timeZone,
    },
    /** For the vet: whom they are seeing, and the zone the owner reads times in. */
    owner: owner && { name: owner.name ?? "", timeZone: owner.timeZone ?? "UTC" },
    pet:
      pet &&
      (viewerIs === "vet"
        ? {
            _id: pet._id,
            name: pet.name,
            species: pet.species,
            breed: pet.breed ?? null,
            sex: pet.sex,
            neutered: pet.neutered ?? null,
            birthDate: pet.birthDate ?? null,
            allergies: pet.allergies,
            medications: pet.medications,
            notes: pet.notes ?? null,
          }
        : { _id: pet._id, name: pet.name, species: pet.species }),
    cancellation: state?.cancellation ?? null,
    /** The call ended interrupted (not charged): the owner's choice, once made, and the free rebooking. */
    interruption:
      state?.interruption == null
        ? null
        : {
            choice: state.interruptionChoice?.choice ?? null,
            rebookingId: state.interruptionChoice?.choice === "rebook" ? state.interruptionChoice.rebookingId : null,
          },
    proposal: state?.proposal ?? null,
    summary,
    draft: draft?.note ?? null,
    payment: payment && {
      authorisedMinor: payment.authorisedMinor,
      capturedMinor: payment.capturedMinor,
      refundedMinor: payment.refundedMinor,
      releasedMinor: payment.releasedMinor,
      /** Owed back to the card by the outcome but not yet through the processor: shown as on its way. */
      returningMinor: state === null ? 0 : pendingReturnMinor(state),
    },
    timeline: stream.flatMap((stored): TimelineEntry[] => {
      const event = timelineEventView(stored.event, viewerIs);
      return event === null ? [] : [{ seq: stored.seq, at: stored.at, actor: stored.actor.kind, event }];
    }),
  };
}

function pendingReturnMinor(state: BookingState): number {
  const due = outstandingSettlement(state);
  return due === null ? 0 : due.releaseMinor + due.refundMinor;
}
