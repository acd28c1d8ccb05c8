import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { rescheduleClosesAt } from "../payments/refund-policy";
import { foldEvents } from "./evolve";
import { loadStream } from "./event-store";
import { outstandingSettlement } from "./settlement";
import { timelineEventView, timelineEventViewValidator } from "./timeline-view";
import type { BookingState, Participant, PaymentState, SoapNote } from "./types";
import { bookingStatusValidator, intakeAnswerValidator, soapNoteValidator } from "../../tables/bookings";
import { medicationValidator, petSexValidator, speciesValidator } from "../../tables/pets";

const participantValidator = v.union(v.literal("owner"), v.literal("vet"));

const timelineEntryValidator = v.object({
  seq: v.number(),
  at: v.number(),
  /** Who acted; user ids are not exposed, the UI speaks of "you", "the vet", "the owner", "Vetline". */
  actor: v.union(v.literal("owner"), v.literal("vet"), v.literal("system")),
  event: timelineEventViewValidator,
});
export type TimelineEntry = Infer<typeof timelineEntryValidator>;

/** The owner sees which pet; the vet's view adds its profile (the optional fields). */
const bookingPetValidator = v.object({
  _id: v.id("pets"),
  name: v.string(),
  species: speciesValidator,
  breed: v.optional(v.union(v.string(), v.null())),
  sex: v.optional(petSexValidator),
  neutered: v.optional(v.union(v.boolean(), v.null())),
  birthDate: v.optional(v.union(v.string(), v.null())),
  allergies: v.optional(v.array(v.string())),
  medications: v.optional(v.array(medicationValidator)),
  notes: v.optional(v.union(v.string(), v.null())),
});

export const bookingDetailValidator = v.object({
  viewerIs: participantValidator,
  booking: v.object({
    _id: v.id("bookings"),
    status: bookingStatusValidator,
    startsAt: v.number(),
    endsAt: v.number(),
    reason: v.string(),
    intakeAnswers: v.array(intakeAnswerValidator),
    priceMinor: v.number(),
    currency: v.string(),
    paymentMethodId: v.union(v.id("paymentMethods"), v.null()),
    rescheduleClosesAt: v.number(),
  }),
  vet: v.union(v.null(), v.object({ _id: v.id("vetProfiles"), displayName: v.string(), timeZone: v.string() })),
  owner: v.union(v.null(), v.object({ name: v.string(), timeZone: v.string() })),
  pet: v.union(v.null(), bookingPetValidator),
  cancellation: v.union(
    v.null(),
    v.object({ by: participantValidator, reason: v.string(), refundMinor: v.number() }),
  ),
  interruption: v.union(
    v.null(),
    v.object({
      choice: v.union(v.literal("refund"), v.literal("rebook"), v.null()),
      rebookingId: v.union(v.id("bookings"), v.null()),
      /** The vet's slot held for the owner until `until`, while the hold lasts (ADR 0031). */
      hold: v.union(v.null(), v.object({ startsAt: v.number(), endsAt: v.number(), until: v.number() })),
    }),
  ),
  proposal: v.union(v.null(), v.object({ startsAt: v.number(), endsAt: v.number(), note: v.string() })),
  summary: v.union(v.null(), soapNoteValidator),
  draft: v.union(v.null(), soapNoteValidator),
  payment: v.union(
    v.null(),
    v.object({
      authorisedMinor: v.number(),
      capturedMinor: v.number(),
      refundedMinor: v.number(),
      releasedMinor: v.number(),
      returningMinor: v.number(),
    }),
  ),
  timeline: v.array(timelineEntryValidator),
});

/** Everything the summary pages show; the vet's view adds the pet's profile and their draft note. */
export async function bookingDetailFor(
  ctx: QueryCtx,
  booking: Doc<"bookings">,
  viewerIs: Participant,
): Promise<Infer<typeof bookingDetailValidator>> {
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
            hold: state.rebookingHold,
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
