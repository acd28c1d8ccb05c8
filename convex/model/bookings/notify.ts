import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { appLink } from "../app-link";
import { calendarInviteFor } from "../calendar/invite-attachment";
import type { EmailAudience, EmailContent, OfferedTime } from "../email/kinds";
import { sendEmailToUser } from "../email/send";
import { ownerRefundTerms } from "../payments/refund-policy";
import { freeSlotsForVet } from "../schedule/free-slots-for-vet";
import type { Locale } from "../../tables/accounts";
import type { BookingEvent, BookingState } from "./types";
import { DAY_MS } from "../../shared/time";

/** How many of the vet's other free times an owner is offered when the vet cancels. */
const OFFERED_TIMES = 3;
const OFFER_SEARCH_DAYS = 14;

type Recipient = { audience: EmailAudience; userId: Id<"users">; user: Doc<"users"> | null };

/** The events both sides hear about by email; calls and payments change the booking without one. */
const EMAILED_EVENT_TYPES = [
  "booking_confirmed",
  "booking_rescheduled",
  "booking_cancelled",
  "new_time_proposed",
  "proposal_declined",
  "consultation_interrupted",
] as const;
type EmailedEvent = Extract<BookingEvent, { type: (typeof EMAILED_EVENT_TYPES)[number] }>;
const isEmailed = (event: BookingEvent): event is EmailedEvent =>
  (EMAILED_EVENT_TYPES as readonly string[]).includes(event.type);

/**
 * Emails both sides about the changes a command made: each gets the version written for them (the owner reads
 * about the vet, the vet about the owner), in their own locale and account zone, with the price and any refund.
 */
export async function notifyBookingChanges(
  ctx: MutationCtx,
  bookingId: Id<"bookings">,
  state: BookingState,
  events: readonly BookingEvent[],
): Promise<void> {
  const emailed = events.filter(isEmailed);
  // Most commands (joining a call, settling a payment) email nobody: read nothing for them.
  if (emailed.length === 0) return;
  const [vet, pet, owner, vetUser] = await Promise.all([
    ctx.db.get(state.vetId),
    ctx.db.get(state.petId),
    ctx.db.get(state.ownerId),
    ctx.db.get(state.vetUserId),
  ]);
  const recipients: Recipient[] = [
    { audience: "owner", userId: state.ownerId, user: owner },
    { audience: "vet", userId: state.vetUserId, user: vetUser },
  ];
  const acceptedProposal = events.some((event) => event.type === "proposal_accepted");
  for (const event of emailed) {
    const invite = calendarInviteFor(ctx, bookingId, event);
    for (const recipient of recipients) {
      const locale: Locale = recipient.user?.locale ?? "en";
      const base = {
        audience: recipient.audience,
        vetName: vet?.displayName ?? "",
        ownerName: owner?.name ?? "",
        petName: pet?.name ?? "",
        startsAt: state.startsAt,
        priceMinor: state.priceMinor,
        currency: state.currency,
        links: {
          booking: appLink(locale, `/bookings/${bookingId}/summary`),
          bookAgain: recipient.audience === "owner" ? appLink(locale, `/bookings/book/${state.vetId}`) : null,
        },
        refundTerms: ownerRefundTerms(state, Date.now()),
      };
      const content = await emailFor(ctx, state, event, base, locale, acceptedProposal);
      await sendEmailToUser(ctx, recipient.userId, content, invite);
    }
  }
}

type BaseParams = Extract<EmailContent, { kind: "bookingConfirmed" }>["params"];

async function emailFor(
  ctx: MutationCtx,
  state: BookingState,
  event: EmailedEvent,
  base: BaseParams,
  locale: Locale,
  acceptedProposal: boolean,
): Promise<EmailContent> {
  switch (event.type) {
    case "booking_confirmed":
      return { kind: "bookingConfirmed", params: { ...base, startsNow: state.onDemandRequestId !== undefined } };
    case "booking_rescheduled":
      return {
        kind: "bookingRescheduled",
        params: {
          ...base,
          startsAt: event.data.startsAt,
          previousStartsAt: event.data.fromStartsAt,
          movedBy: acceptedProposal ? "vet" : "owner",
        },
      };
    case "booking_cancelled":
      return {
        kind: "bookingCancelled",
        params: {
          ...base,
          cancelledBy: event.data.by,
          reason: event.data.reason,
          refundMinor: event.data.refundMinor,
          otherTimes:
            event.data.by === "vet" && base.audience === "owner" ? await otherTimesWithVet(ctx, state, locale) : [],
        },
      };
    case "new_time_proposed":
      return {
        kind: "newTimeProposed",
        params: { ...base, proposedStartsAt: event.data.startsAt, note: event.data.note },
      };
    case "proposal_declined":
      return { kind: "proposalDeclined", params: { ...base, proposedStartsAt: event.data.startsAt } };
    case "consultation_interrupted":
      return {
        kind: "consultationInterrupted",
        params: {
          ...base,
          heldSlot: state.rebookingHold && { startsAt: state.rebookingHold.startsAt, until: state.rebookingHold.until },
        },
      };
  }
}

/** The vet's next free times (not the cancelled one), each a link that opens the booking steps with it chosen. */
async function otherTimesWithVet(ctx: MutationCtx, state: BookingState, locale: Locale): Promise<OfferedTime[]> {
  const now = Date.now();
  const slots = await freeSlotsForVet(ctx, state.vetId, { from: now, to: now + OFFER_SEARCH_DAYS * DAY_MS }, now);
  return slots
    .filter((slot) => slot.endsAt <= state.startsAt || slot.startsAt >= state.endsAt)
    .slice(0, OFFERED_TIMES)
    .map((slot) => ({
      startsAt: slot.startsAt,
      link: appLink(locale, `/bookings/book/${state.vetId}?startsAt=${slot.startsAt}`),
    }));
}
