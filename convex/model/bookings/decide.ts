import {
  refundForNoShow,
  fullRefundUntilAfterOwnerMove,
  fullRefundUntilFor,
  refundForOwnerCancellation,
  refundForVetCancellation,
  rescheduleClosesAt,
} from "../payments/refund-policy";
import { CONNECTION_REPORTS_PER_MINUTE, REBOOKING_HOLD_HOURS } from "../../shared/policy";
import { HOUR_MS, MINUTE_MS } from "../../shared/time";
import { interruptionOf } from "./connection-time";
import type { BookingCommand, BookingEvent, BookingState, Decision, DecisionError, SoapNote } from "./types";

const accept = (...events: BookingEvent[]): Decision => ({ ok: true, events });
const refuse = (error: DecisionError): Decision => ({ ok: false, error });
const invalidStatus = (state: BookingState): Decision => refuse({ code: "INVALID_STATUS", status: state.status });

const SOAP_FIELDS = ["subjective", "objective", "assessment", "plan", "followUp"] as const;
const isBlank = (text: string) => text.trim().length === 0;

/**
 * The booking rules, as a pure function of the current state and a command.
 * Access control (who may send which command) is the adapter's job; this decides what may happen.
 */
export function decide(state: BookingState | null, command: BookingCommand): Decision {
  if (command.type === "book") return decideBook(state, command);
  if (state === null) return refuse({ code: "BOOKING_NOT_FOUND" });

  switch (command.type) {
    case "reschedule": {
      const refusal = refuseMoveTo(state, command);
      if (refusal !== null) return refusal;
      return accept({
        type: "booking_rescheduled",
        data: {
          fromStartsAt: state.startsAt,
          fromEndsAt: state.endsAt,
          startsAt: command.startsAt,
          endsAt: command.endsAt,
          fullRefundUntil: fullRefundUntilAfterOwnerMove(state.fullRefundUntil, command.startsAt, command.now),
        },
      });
    }
    case "propose_new_time": {
      const refusal = refuseMoveTo(state, command);
      if (refusal !== null) return refusal;
      return accept({
        type: "new_time_proposed",
        data: { startsAt: command.startsAt, endsAt: command.endsAt, note: command.note.trim() },
      });
    }
    case "accept_proposal": {
      if (state.status !== "confirmed") return invalidStatus(state);
      const proposal = state.proposal;
      if (proposal === null) return refuse({ code: "NO_PROPOSAL" });
      if (proposal.startsAt <= command.now) return refuse({ code: "PROPOSAL_EXPIRED" });
      return accept(
        { type: "proposal_accepted", data: { startsAt: proposal.startsAt, endsAt: proposal.endsAt } },
        {
          type: "booking_rescheduled",
          data: {
            fromStartsAt: state.startsAt,
            fromEndsAt: state.endsAt,
            startsAt: proposal.startsAt,
            endsAt: proposal.endsAt,
            // The vet asked for the move: the owner gets the full notice before the new time.
            fullRefundUntil: fullRefundUntilFor(proposal.startsAt),
          },
        },
      );
    }
    case "decline_proposal": {
      if (state.status !== "confirmed") return invalidStatus(state);
      if (state.proposal === null) return refuse({ code: "NO_PROPOSAL" });
      return accept({ type: "proposal_declined", data: { startsAt: state.proposal.startsAt } });
    }
    case "change_details": {
      if (state.status !== "confirmed") return invalidStatus(state);
      if (command.now >= state.startsAt) return refuse({ code: "CHANGE_CLOSED" });
      if (command.reason !== undefined && isBlank(command.reason)) return refuse({ code: "REASON_REQUIRED" });
      const petId = command.petId !== undefined && command.petId !== state.petId ? command.petId : undefined;
      const reason =
        command.reason !== undefined && command.reason.trim() !== state.reason ? command.reason.trim() : undefined;
      if (petId === undefined && reason === undefined) return refuse({ code: "NOTHING_TO_CHANGE" });
      return accept({
        type: "details_changed",
        data: {
          ...(petId !== undefined && { petId }),
          ...(reason !== undefined && { reason }),
        },
      });
    }
    case "cancel_by_owner": {
      if (state.status !== "confirmed") return invalidStatus(state);
      if (command.now >= state.startsAt) return refuse({ code: "CANCELLATION_CLOSED" });
      const refundMinor = refundForOwnerCancellation(state.payment.authorisedMinor, state, command.now);
      return accept({
        type: "booking_cancelled",
        data: { by: "owner", reason: command.reason.trim(), refundMinor },
      });
    }
    case "cancel_by_vet": {
      if (state.status !== "confirmed") return invalidStatus(state);
      if (isBlank(command.reason)) return refuse({ code: "REASON_REQUIRED" });
      return accept({
        type: "booking_cancelled",
        data: {
          by: "vet",
          reason: command.reason.trim(),
          refundMinor: refundForVetCancellation(state.payment.authorisedMinor),
        },
      });
    }
    case "start_call":
      if (state.status !== "confirmed") return invalidStatus(state);
      return accept({ type: "call_started", data: { at: command.now } });
    case "join":
      if (state.status !== "confirmed" && state.status !== "in_call") return invalidStatus(state);
      if (state.present[command.participant]) return accept();
      return accept({
        type: "participant_joined",
        data: { participant: command.participant, ...(command.now !== undefined && { at: command.now }) },
      });
    case "leave":
      if (state.status !== "confirmed" && state.status !== "in_call") return invalidStatus(state);
      if (!state.present[command.participant]) return accept();
      return accept({
        type: "participant_left",
        data: { participant: command.participant, ...(command.now !== undefined && { at: command.now }) },
      });
    case "report_connection":
      return decideConnectionReport(state, command);
    case "end_call": {
      if (state.status !== "in_call") return invalidStatus(state);
      const interruption = interruptionOf(state, command.now);
      if (interruption === null) return accept({ type: "call_ended", data: {} });
      const slot = command.rebookingSlot;
      const hold: BookingEvent[] =
        slot === undefined || slot.startsAt <= command.now
          ? []
          : [
              {
                type: "rebooking_slot_held",
                data: { ...slot, until: Math.min(slot.startsAt, command.now + REBOOKING_HOLD_HOURS * HOUR_MS) },
              },
            ];
      return accept({ type: "call_ended", data: {} }, { type: "consultation_interrupted", data: interruption }, ...hold);
    }
    case "resolve_interruption":
      if (state.interruption === null) return refuse({ code: "NOT_INTERRUPTED" });
      if (state.interruptionChoice !== null) return refuse({ code: "ALREADY_CHOSEN" });
      return accept(...holdReleased(state, "chosen"), { type: "interruption_resolved", data: command.resolution });
    case "release_rebooking_hold":
      // Already ended (the owner chose): nothing to release, so a late expiry job appends nothing.
      if (state.rebookingHold === null) return accept();
      if (command.now < state.rebookingHold.until) return refuse({ code: "HOLD_NOT_EXPIRED" });
      return accept(...holdReleased(state, "expired"));
    case "record_no_show": {
      if (state.status !== "confirmed") return invalidStatus(state);
      if (command.now < state.startsAt) return refuse({ code: "NOT_STARTED_YET" });
      const refundMinor = refundForNoShow(state.payment.authorisedMinor, command.absent);
      return accept({
        type: "no_show_recorded",
        data: { absent: command.absent, refundMinor },
      });
    }
    case "publish_summary":
      if (state.status === "cancelled" || state.status === "requested") return invalidStatus(state);
      // The owner reads these notes as what the vet observed: not before the consultation could have begun.
      if (state.status === "confirmed" && command.now < state.startsAt) return refuse({ code: "NOT_STARTED_YET" });
      if (!isCompleteNote(command.note)) return refuse({ code: "SUMMARY_INCOMPLETE" });
      return accept({
        type: "summary_published",
        data: trimNote(command.note),
      });
    case "record_capture": {
      if (!isSettling(state)) return invalidStatus(state);
      // A settlement retried after the processor answered but before the answer was recorded reports it again.
      if (command.reference === state.payment.captureReference) return accept();
      if (!Number.isInteger(command.amountMinor) || command.amountMinor <= 0) return refuse({ code: "INVALID_AMOUNT" });
      if (uncapturedMinor(state) < command.amountMinor) {
        return refuse({ code: "CAPTURE_EXCEEDS_AUTHORISED" });
      }
      return accept({
        type: "payment_captured",
        data: {
          reference: command.reference,
          amountMinor: command.amountMinor,
        },
      });
    }
    case "record_refund": {
      if (!isSettling(state)) return invalidStatus(state);
      if (state.payment.refundReferences.includes(command.reference)) return accept();
      if (!Number.isInteger(command.amountMinor) || command.amountMinor <= 0) return refuse({ code: "INVALID_AMOUNT" });
      if (state.payment.refundedMinor + command.amountMinor > state.payment.capturedMinor) {
        return refuse({ code: "REFUND_EXCEEDS_CAPTURED" });
      }
      return accept({
        type: "payment_refunded",
        data: {
          reference: command.reference,
          amountMinor: command.amountMinor,
        },
      });
    }
    case "record_release": {
      if (!isSettling(state)) return invalidStatus(state);
      // Releasing is one step per authorisation: a repeated report of it is recorded once.
      if (state.payment.releasedMinor > 0) return accept();
      if (!Number.isInteger(command.amountMinor) || command.amountMinor <= 0) return refuse({ code: "INVALID_AMOUNT" });
      if (uncapturedMinor(state) < command.amountMinor) return refuse({ code: "RELEASE_EXCEEDS_AUTHORISED" });
      return accept({
        type: "payment_released",
        data: { reference: command.reference, amountMinor: command.amountMinor },
      });
    }
  }
}

function decideBook(state: BookingState | null, command: Extract<BookingCommand, { type: "book" }>): Decision {
  if (state !== null) return refuse({ code: "BOOKING_ALREADY_EXISTS" });
  const { terms, authorisation } = command;
  if (!(terms.endsAt > terms.startsAt)) return refuse({ code: "INVALID_SLOT" });
  if (isBlank(terms.reason)) return refuse({ code: "REASON_REQUIRED" });
  if (!Number.isInteger(terms.priceMinor) || terms.priceMinor < 0) return refuse({ code: "INVALID_AMOUNT" });
  if (authorisation.amountMinor !== terms.priceMinor) return refuse({ code: "AMOUNT_MISMATCH" });
  return accept(
    {
      type: "booking_requested",
      data: { ...terms, reason: terms.reason.trim() },
    },
    {
      type: "payment_authorised",
      data: {
        reference: authorisation.reference,
        amountMinor: authorisation.amountMinor,
        currency: terms.currency,
      },
    },
    { type: "booking_confirmed", data: {} },
  );
}

/**
 * A participant's own connection state, while the call is on: only inside its window, only once joined, at most
 * CONNECTION_REPORTS_PER_MINUTE a minute; a report that changes nothing is recorded once.
 */
function decideConnectionReport(
  state: BookingState,
  command: Extract<BookingCommand, { type: "report_connection" }>,
): Decision {
  if (state.status !== "confirmed" && state.status !== "in_call") return invalidStatus(state);
  if (command.now < command.window.opensAt || command.now > command.window.closesAt) {
    return refuse({ code: "CALL_WINDOW_CLOSED" });
  }
  if (!state.present[command.participant]) return refuse({ code: "NOT_IN_CALL" });
  const own = state.callLog.filter((entry) => entry.kind === "report" && entry.participant === command.participant);
  const last = own.at(-1);
  if (last?.kind === "report" && last.connected === command.connected) return accept();
  const recent = own.filter((entry) => entry.at > command.now - MINUTE_MS);
  if (recent.length >= CONNECTION_REPORTS_PER_MINUTE) {
    return refuse({ code: "RATE_LIMITED", retryAfterMs: (recent[0]?.at ?? command.now) + MINUTE_MS - command.now });
  }
  return accept({
    type: "connection_reported",
    data: { participant: command.participant, connected: command.connected, at: command.now },
  });
}

/** The event that ends the booking's rebooking hold, if one is held. */
function holdReleased(state: BookingState, reason: "chosen" | "expired"): BookingEvent[] {
  if (state.rebookingHold === null) return [];
  const { startsAt, endsAt } = state.rebookingHold;
  return [{ type: "rebooking_hold_released", data: { startsAt, endsAt, reason } }];
}

/** Money moves only once the booking's outcome is known. */
function isSettling(state: BookingState): boolean {
  return state.status === "completed" || state.status === "cancelled" || state.status === "no_show";
}

/** Why a confirmed booking may not move (by the owner, or by a vet's proposal) to the given time, or null. */
function refuseMoveTo(state: BookingState, target: { startsAt: number; endsAt: number; now: number }): Decision | null {
  if (state.status !== "confirmed") return invalidStatus(state);
  const closesAt = rescheduleClosesAt(state.startsAt);
  if (target.now > closesAt) return refuse({ code: "RESCHEDULE_CLOSED", closesAt });
  if (!(target.endsAt > target.startsAt) || target.startsAt <= target.now) return refuse({ code: "INVALID_SLOT" });
  if (target.startsAt === state.startsAt) return refuse({ code: "SAME_SLOT" });
  return null;
}

/** What of the authorisation is neither charged nor let go yet. */
function uncapturedMinor(state: BookingState): number {
  return state.payment.authorisedMinor - state.payment.capturedMinor - state.payment.releasedMinor;
}

function isCompleteNote(note: SoapNote): boolean {
  // Follow-up advice may legitimately be "none"; the four SOAP sections may not be empty.
  return SOAP_FIELDS.filter((field) => field !== "followUp").every((field) => !isBlank(note[field]));
}

function trimNote(note: SoapNote): SoapNote {
  return {
    subjective: note.subjective.trim(),
    objective: note.objective.trim(),
    assessment: note.assessment.trim(),
    plan: note.plan.trim(),
    followUp: note.followUp.trim(),
  };
}
