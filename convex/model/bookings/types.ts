import type { Id } from "../../_generated/dataModel";
import type { BookingStatus } from "../../shared/bookings/booking-status";

export { ACTIVE_BOOKING_STATUSES, type BookingStatus } from "../../shared/bookings/booking-status";
export type Participant = "owner" | "vet";

export interface IntakeAnswer {
  topic?: "duration" | "appetite";
  question: string;
  answer: string;
}

export interface SoapNote {
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  followUp: string;
}

export type BookingActor =
  | { kind: "owner"; userId: Id<"users"> }
  | { kind: "vet"; userId: Id<"users"> }
  | { kind: "system" }
  /** A participant whose account was deleted: the role stays, the id is replaced (personal-data erasure). */
  | { kind: "owner" | "vet"; pseudonym: string };

export interface BookingTerms {
  vetId: Id<"vetProfiles">;
  vetUserId: Id<"users">;
  ownerId: Id<"users">;
  petId: Id<"pets">;
  startsAt: number;
  endsAt: number;
  reason: string;
  intakeAnswers: IntakeAnswer[];
  paymentMethodId: Id<"paymentMethods">;
  priceMinor: number;
  currency: string;
  /** Set when the booking came from "See a vet now": it starts the moment a vet accepted the request. */
  onDemandRequestId?: Id<"onDemandRequests">;
  /** Set when the booking is the free new consultation offered for an interrupted one. */
  rebookingOf?: Id<"bookings">;
}

/** Everything that ever happens to a booking. `data` shapes are part of the stored history: only add, never change. */
export type BookingEvent =
  | { type: "booking_requested"; data: BookingTerms }
  | {
      type: "payment_authorised";
      data: { reference: string; amountMinor: number; currency: string };
    }
  | { type: "booking_confirmed"; data: Record<string, never> }
  | {
      type: "booking_rescheduled";
      data: {
        fromStartsAt: number;
        fromEndsAt: number;
        startsAt: number;
        endsAt: number;
        /**
         * Until when the owner's cancellation is refunded in full: a move made once that time had passed keeps it
         * (moving does not buy back the late-cancellation terms). Absent on events recorded before it was kept.
         */
        fullRefundUntil?: number;
      };
    }
  | { type: "details_changed"; data: { petId?: Id<"pets">; reason?: string } }
  /** The vet asks the owner to move to another time; the booking stays where it is until the owner accepts. */
  | { type: "new_time_proposed"; data: { startsAt: number; endsAt: number; note: string } }
  /** Always followed, in the same command, by the `booking_rescheduled` it causes. */
  | { type: "proposal_accepted"; data: { startsAt: number; endsAt: number } }
  | { type: "proposal_declined"; data: { startsAt: number } }
  | {
      type: "booking_cancelled";
      data: { by: Participant; reason: string; refundMinor: number };
    }
  /** `at` (when both were there) is absent on events recorded before it was kept. */
  | { type: "call_started"; data: { at?: number } }
  | { type: "participant_joined"; data: { participant: Participant; at?: number } }
  | { type: "participant_left"; data: { participant: Participant; at?: number } }
  /** A participant's browser says its media connection to the other side is up or lost; it speaks only for itself. */
  | { type: "connection_reported"; data: { participant: Participant; connected: boolean; at: number } }
  | { type: "call_ended"; data: Record<string, never> }
  /** Follows `call_ended` when the connection policy says the consultation could not be held: the owner pays nothing. */
  | { type: "consultation_interrupted"; data: { connectedMs: number; disruptedMs: number } }
  /** The owner's choice after an interrupted consultation: a full refund, or a free new one with the same vet. */
  | { type: "interruption_resolved"; data: { choice: "refund" } | { choice: "rebook"; rebookingId: Id<"bookings"> } }
  /** Follows `consultation_interrupted`: the vet's slot held for the owner's free new consultation until `until`. */
  | { type: "rebooking_slot_held"; data: RebookingHold }
  /** The hold ends: the owner chose (either way), or it expired; the slot is free for everyone again. */
  | { type: "rebooking_hold_released"; data: { startsAt: number; endsAt: number; reason: "chosen" | "expired" } }
  | {
      type: "no_show_recorded";
      data: { absent: Participant; refundMinor: number };
    }
  | { type: "summary_published"; data: SoapNote }
  | {
      type: "payment_captured";
      data: { reference: string; amountMinor: number };
    }
  | {
      type: "payment_refunded";
      data: { reference: string; amountMinor: number };
    }
  /** Part of the authorisation will never be charged: the processor let it go (`reference` is the authorisation's). */
  | {
      type: "payment_released";
      data: { reference: string; amountMinor: number };
    };

export type BookingEventType = BookingEvent["type"];

export interface PaymentState {
  authorisationReference: string | null;
  captureReference: string | null;
  authorisedMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  /** Authorised but never to be charged: released back to the card without a capture. */
  releasedMinor: number;
  /** Processor references of the refunds recorded, so a repeated report of one is recorded once. */
  refundReferences: string[];
}

/** What the connection policy reads: joins, hang-ups and connection reports, with their server times. */
export type CallLogEntry =
  | { kind: "report"; participant: Participant; connected: boolean; at: number }
  | { kind: "joined" | "left"; participant: Participant; at: number };

/** A slot of the vet kept for the owner of an interrupted consultation; no one else can book it before `until`. */
export interface RebookingHold {
  startsAt: number;
  endsAt: number;
  until: number;
}

export type InterruptionChoice = { choice: "refund" } | { choice: "rebook"; rebookingId: Id<"bookings"> };

export interface ProposedTime {
  startsAt: number;
  endsAt: number;
  note: string;
}

export interface BookingState extends BookingTerms {
  status: BookingStatus;
  /** A new time the vet proposed and the owner has not answered yet. */
  proposal: ProposedTime | null;
  cancellation: { by: Participant; reason: string; refundMinor: number } | null;
  /** The owner's cancellation is refunded in full until this instant, half after it (refund-policy.ts). */
  fullRefundUntil: number;
  noShow: { absent: Participant; refundMinor: number } | null;
  present: { owner: boolean; vet: boolean };
  callStartedAt: number | null;
  callLog: CallLogEntry[];
  /** Set when the call ended interrupted (connection policy); then the owner's choice, once made. */
  interruption: { connectedMs: number; disruptedMs: number } | null;
  interruptionChoice: InterruptionChoice | null;
  /** The slot held for the free new consultation, while the hold lasts. */
  rebookingHold: RebookingHold | null;
  summary: SoapNote | null;
  payment: PaymentState;
}

export type BookingCommand =
  | {
      type: "book";
      terms: BookingTerms;
      authorisation: { reference: string; amountMinor: number };
    }
  | { type: "reschedule"; startsAt: number; endsAt: number; now: number }
  | { type: "change_details"; petId?: Id<"pets">; reason?: string; now: number }
  | { type: "cancel_by_owner"; reason: string; now: number }
  | { type: "cancel_by_vet"; reason: string; now: number }
  | { type: "propose_new_time"; startsAt: number; endsAt: number; note: string; now: number }
  | { type: "accept_proposal"; now: number }
  | { type: "decline_proposal" }
  | { type: "start_call"; now: number }
  | { type: "join"; participant: Participant; now?: number }
  | { type: "leave"; participant: Participant; now?: number }
  | {
      type: "report_connection";
      participant: Participant;
      connected: boolean;
      now: number;
      /** The call's join window: reports outside it are refused. */
      window: { opensAt: number; closesAt: number };
    }
  /** `rebookingSlot`: the vet's first free slot, held for the owner if the call ends interrupted. */
  | { type: "end_call"; now: number; rebookingSlot?: { startsAt: number; endsAt: number } }
  | { type: "resolve_interruption"; resolution: InterruptionChoice }
  | { type: "release_rebooking_hold"; now: number }
  | { type: "record_no_show"; absent: Participant; now: number }
  | { type: "publish_summary"; note: SoapNote; now: number }
  | { type: "record_capture"; reference: string; amountMinor: number }
  | { type: "record_refund"; reference: string; amountMinor: number }
  | { type: "record_release"; reference: string; amountMinor: number };

export type BookingCommandType = BookingCommand["type"];

/** Why a command is refused; `code` is what the UI maps to a localized message. */
export type DecisionError =
  | { code: "BOOKING_ALREADY_EXISTS" }
  | { code: "BOOKING_NOT_FOUND" }
  | { code: "INVALID_STATUS"; status: BookingStatus }
  | { code: "RESCHEDULE_CLOSED"; closesAt: number }
  | { code: "CANCELLATION_CLOSED" }
  | { code: "CHANGE_CLOSED" }
  | { code: "SAME_SLOT" }
  | { code: "NO_PROPOSAL" }
  | { code: "PROPOSAL_EXPIRED" }
  | { code: "INVALID_SLOT" }
  | { code: "REASON_REQUIRED" }
  | { code: "NOTHING_TO_CHANGE" }
  | { code: "NOT_STARTED_YET" }
  | { code: "SUMMARY_INCOMPLETE" }
  | { code: "AMOUNT_MISMATCH" }
  | { code: "INVALID_AMOUNT" }
  | { code: "CAPTURE_EXCEEDS_AUTHORISED" }
  | { code: "RELEASE_EXCEEDS_AUTHORISED" }
  | { code: "REFUND_EXCEEDS_CAPTURED" }
  | { code: "CALL_WINDOW_CLOSED" }
  | { code: "NOT_IN_CALL" }
  | { code: "RATE_LIMITED"; retryAfterMs: number }
  | { code: "NOT_INTERRUPTED" }
  | { code: "ALREADY_CHOSEN" }
  | { code: "HOLD_NOT_EXPIRED" };

export type Decision = { ok: true; events: BookingEvent[] } | { ok: false; error: DecisionError };
