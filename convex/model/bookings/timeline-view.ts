import { v, type Infer } from "convex/values";
import type { BookingEvent, Participant } from "./types";

/**
 * What one audience may read of one booking event. Stored events carry internal references (user, pet and
 * card ids, processor references); a timeline entry carries only what that side's page says about the step.
 */
const participantValidator = v.union(v.literal("owner"), v.literal("vet"));
const bareEvent = <Type extends string>(type: Type) => v.object({ type: v.literal(type) });
const amountEvent = <Type extends string>(type: Type) =>
  v.object({ type: v.literal(type), data: v.object({ amountMinor: v.number() }) });
const instantsData = v.object({ startsAt: v.number(), endsAt: v.number() });

export const timelineEventViewValidator = v.union(
  bareEvent("booking_requested"),
  bareEvent("booking_confirmed"),
  v.object({
    type: v.literal("booking_rescheduled"),
    data: v.object({ fromStartsAt: v.number(), startsAt: v.number(), endsAt: v.number() }),
  }),
  v.object({
    type: v.literal("details_changed"),
    data: v.object({ petChanged: v.boolean(), reasonChanged: v.boolean() }),
  }),
  v.object({ type: v.literal("new_time_proposed"), data: instantsData }),
  bareEvent("proposal_accepted"),
  bareEvent("proposal_declined"),
  v.object({
    type: v.literal("booking_cancelled"),
    data: v.object({ by: participantValidator, reason: v.string(), refundMinor: v.number() }),
  }),
  bareEvent("call_started"),
  v.object({ type: v.literal("participant_joined"), data: v.object({ participant: participantValidator }) }),
  v.object({ type: v.literal("participant_left"), data: v.object({ participant: participantValidator }) }),
  bareEvent("call_ended"),
  v.object({ type: v.literal("consultation_interrupted"), data: v.object({ connectedMs: v.number() }) }),
  v.object({
    type: v.literal("interruption_resolved"),
    data: v.object({ choice: v.union(v.literal("refund"), v.literal("rebook")) }),
  }),
  v.object({ type: v.literal("rebooking_slot_held"), data: v.object({ ...instantsData.fields, until: v.number() }) }),
  v.object({
    type: v.literal("rebooking_hold_released"),
    data: v.object({ reason: v.union(v.literal("chosen"), v.literal("expired")) }),
  }),
  v.object({
    type: v.literal("no_show_recorded"),
    data: v.object({ absent: participantValidator, refundMinor: v.number() }),
  }),
  bareEvent("summary_published"),
  amountEvent("payment_authorised"),
  amountEvent("payment_captured"),
  amountEvent("payment_refunded"),
  amountEvent("payment_released"),
);
export type TimelineEventView = Infer<typeof timelineEventViewValidator>;

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
    data: { fromStartsAt: data.fromStartsAt, startsAt: data.startsAt, endsAt: data.endsAt },
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
  rebooking_slot_held: same(({ data }) => ({
    type: "rebooking_slot_held",
    data: { startsAt: data.startsAt, endsAt: data.endsAt, until: data.until },
  })),
  // A hold released by the owner's own choice says nothing the choice does not; an expiry is worth reading.
  rebooking_hold_released: same(({ data }) =>
    data.reason === "expired" ? { type: "rebooking_hold_released", data: { reason: data.reason } } : null,
  ),
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
