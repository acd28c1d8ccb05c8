import { fullRefundUntilFor } from "../payments/refund-policy";
import type { BookingEvent, BookingState } from "./types";

/** Folds one event into the booking's state. Total over the event types; never fails (history is history). */
export function evolve(state: BookingState | null, event: BookingEvent): BookingState | null {
  if (event.type === "booking_requested") {
    return {
      ...event.data,
      intakeAnswers: [...event.data.intakeAnswers],
      status: "requested",
      proposal: null,
      cancellation: null,
      fullRefundUntil: fullRefundUntilFor(event.data.startsAt),
      noShow: null,
      present: { owner: false, vet: false },
      callStartedAt: null,
      callLog: [],
      interruption: null,
      interruptionChoice: null,
      rebookingHold: null,
      summary: null,
      payment: {
        authorisationReference: null,
        captureReference: null,
        authorisedMinor: 0,
        capturedMinor: 0,
        refundedMinor: 0,
        releasedMinor: 0,
        refundReferences: [],
      },
    };
  }
  if (state === null) return null;
  switch (event.type) {
    case "payment_authorised":
      return {
        ...state,
        payment: {
          ...state.payment,
          authorisationReference: event.data.reference,
          authorisedMinor: event.data.amountMinor,
        },
      };
    case "booking_confirmed":
      return { ...state, status: "confirmed" };
    case "booking_rescheduled":
      return {
        ...state,
        startsAt: event.data.startsAt,
        endsAt: event.data.endsAt,
        fullRefundUntil: event.data.fullRefundUntil ?? fullRefundUntilFor(event.data.startsAt),
        proposal: null,
      };
    case "new_time_proposed":
      return { ...state, proposal: { ...event.data } };
    case "proposal_accepted":
    case "proposal_declined":
      return { ...state, proposal: null };
    case "details_changed":
      return {
        ...state,
        petId: event.data.petId ?? state.petId,
        reason: event.data.reason ?? state.reason,
      };
    case "booking_cancelled":
      return { ...state, status: "cancelled", proposal: null, cancellation: { ...event.data } };
    case "call_started":
      return { ...state, status: "in_call", callStartedAt: event.data.at ?? state.callStartedAt };
    case "participant_joined":
      return {
        ...state,
        present: { ...state.present, [event.data.participant]: true },
        callLog: withLogEntry(state, "joined", event.data),
      };
    case "participant_left":
      return {
        ...state,
        present: { ...state.present, [event.data.participant]: false },
        callLog: withLogEntry(state, "left", event.data),
      };
    case "connection_reported":
      return { ...state, callLog: [...state.callLog, { kind: "report", ...event.data }] };
    case "consultation_interrupted":
      return { ...state, interruption: { ...event.data } };
    case "interruption_resolved":
      return { ...state, interruptionChoice: { ...event.data } };
    case "rebooking_slot_held":
      return { ...state, rebookingHold: { ...event.data } };
    case "rebooking_hold_released":
      return { ...state, rebookingHold: null };
    case "call_ended":
      return {
        ...state,
        status: "completed",
        present: { owner: false, vet: false },
      };
    case "no_show_recorded":
      return { ...state, status: "no_show", noShow: { ...event.data } };
    case "summary_published":
      return { ...state, summary: { ...event.data } };
    case "payment_captured":
      return {
        ...state,
        payment: {
          ...state.payment,
          captureReference: event.data.reference,
          capturedMinor: state.payment.capturedMinor + event.data.amountMinor,
        },
      };
    case "payment_refunded":
      return {
        ...state,
        payment: {
          ...state.payment,
          refundedMinor: state.payment.refundedMinor + event.data.amountMinor,
          refundReferences: [...state.payment.refundReferences, event.data.reference],
        },
      };
    case "payment_released":
      return {
        ...state,
        payment: { ...state.payment, releasedMinor: state.payment.releasedMinor + event.data.amountMinor },
      };
  }
}

function withLogEntry(
  state: BookingState,
  kind: "joined" | "left",
  data: { participant: BookingState["callLog"][number]["participant"]; at?: number },
): BookingState["callLog"] {
  return data.at === undefined ? state.callLog : [...state.callLog, { kind, participant: data.participant, at: data.at }];
}

export function foldEvents(events: readonly BookingEvent[]): BookingState | null {
  return events.reduce<BookingState | null>(evolve, null);
}
