import type { BookingEvent, Participant } from "./types";

/**
 * What one audience may read of one booking event. Stored events carry internal references (user, pet and
 * card ids, processor references); a timeline entry carries only what that side's page says about the step.
 */
export type TimelineEventView =
  | { type: "booking_requested" }
  | { type: "booking_confirmed" }
  | { type: "booking_rescheduled"; data: { startsAt: number; endsAt: number } }
  | { type: "details_changed"; data: { petChanged: boolean; reasonChanged: boolean } }
  | { type: "new_time_proposed"; data: { startsAt: number; endsAt: number } }
  | { type: "proposal_accepted" }
  | { type: "proposal_declined" }
  | { type: "booking_cancelled"; data: { by: Participant; reason: string; refundMinor: number } }
  | { type: "call_started" }
  | { type: "participant_joined"; data: { participant: Participant } }
  | { type: "participant_left"; data: { participant: Participant } }
  | { type: "call_ended" }
  | { type: "consultation_interrupted"; data: { connectedMs: number } }
  | { type: "interruption_resolved"; data: { choice: "refund" | "rebook" } }
  | { type: "no_show_recorded"; data: { absent: Participant; refundMinor: number } }
  | { type: "summary_published" }
  | { type: "payment_authorised"; data: { amountMinor: number } }
  | { type: "payment_captured"; data: { amountMinor: number } }
  | { type: "payment_refunded"; data: { amountMinor: number } }
  | { type: "payment_released"; data: { amountMinor: number } };

type Views = {
  [Type in BookingEvent["type"]]: Record<
    Participant,
    (event: Extract<BookingEvent, { type: Type }>) => TimelineEventView | null
  >;
};

const same = <View>(view: View) => ({ owner: view, vet: view });
const ownerOnly = <View>(view: View) => ({ owner: view, vet: () => null });

/**
 * One view per event type per audience (null: that side does not see the step). Money movements on the
 * owner's card are the owner's business; the vet sees the refund a cancellation or no-show gives.
 */
const VIEWS: Views = {
  booking_requested: same(() => ({ type: "booking_requested" })),
  booking_confirmed: same(() => ({ type: "booking_confirmed" })),
  booking_rescheduled: same(({ data }) => ({
    type: "booking_rescheduled",
    data: { startsAt: data.startsAt, endsAt: data.endsAt },
  })),
  details_changed: same(({ data }) => ({
    type: "details_changed",
    data: { petChanged: data.petId !== undefined, reasonChanged: data.reason !== undefined },
  })),
  new_time_proposed: same(({ data }) => ({
    type: "new_time_proposed",
    data: { startsAt: data.startsAt, endsAt: data.endsAt },
  })),
  proposal_accepted: same(() => ({ type: "proposal_accepted" })),
  proposal_declined: same(() => ({ type: "proposal_declined" })),
  booking_cancelled: same(({ data }) => ({
    type: "booking_cancelled",
    data: { by: data.by, reason: data.reason, refundMinor: data.refundMinor },
  })),
  call_started: same(() => ({ type: "call_started" })),
  participant_joined: same(({ data }) => ({ type: "participant_joined", data: { participant: data.participant } })),
  participant_left: same(({ data }) => ({ type: "participant_left", data: { participant: data.participant } })),
  call_ended: same(() => ({ type: "call_ended" })),
  // Evidence for the connection policy, not a step either side needs to read in the history.
  connection_reported: { owner: () => null, vet: () => null },
  consultation_interrupted: same(({ data }) => ({
    type: "consultation_interrupted",
    data: { connectedMs: data.connectedMs },
  })),
  interruption_resolved: same(({ data }) => ({ type: "interruption_resolved", data: { choice: data.choice } })),
  no_show_recorded: same(({ data }) => ({
    type: "no_show_recorded",
    data: { absent: data.absent, refundMinor: data.refundMinor },
  })),
  summary_published: same(() => ({ type: "summary_published" })),
  payment_authorised: ownerOnly(({ data }) => ({
    type: "payment_authorised",
    data: { amountMinor: data.amountMinor },
  })),
  payment_captured: ownerOnly(({ data }) => ({ type: "payment_captured", data: { amountMinor: data.amountMinor } })),
  payment_refunded: ownerOnly(({ data }) => ({ type: "payment_refunded", data: { amountMinor: data.amountMinor } })),
  payment_released: ownerOnly(({ data }) => ({ type: "payment_released", data: { amountMinor: data.amountMinor } })),
};

export function timelineEventView(event: BookingEvent, audience: Participant): TimelineEventView | null {
  const view = VIEWS[event.type][audience] as (event: BookingEvent) => TimelineEventView | null;
  return view(event);
}
