import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { Locale } from "../../tables/accounts";
import { loadStream } from "../bookings/event-store";
import { foldEvents } from "../bookings/evolve";
import type { BookingEventType } from "../bookings/types";
import { googleCalendarLink, outlookCalendarLink } from "./calendar-links";
import { type CalendarEvent, type CalendarMethod, renderCalendar } from "./icalendar";
import { INVITE_TEXTS, VET_INVITE_TEXTS } from "./invite-texts";
import { joinUrl } from "./join-link";

/** Events that change what a calendar shows: each one is a new version (SEQUENCE) of the invite. */
const VERSIONING_EVENTS: ReadonlySet<BookingEventType> = new Set(["booking_rescheduled", "booking_cancelled"]);
const DEFAULT_ORGANIZER_EMAIL = "no-reply@vetline.invalid";

export type CalendarRecipient = Pick<Doc<"users">, "_id" | "email" | "name" | "locale">;

export type ConsultationCalendar = {
  event: CalendarEvent;
  cancelled: boolean;
  /** The event as an attachment or download: REQUEST/CANCEL by email (iTIP), PUBLISH for a download. */
  ics: (method: CalendarMethod) => string;
  googleUrl: string;
  outlookUrl: string;
};

/** `UID` of a booking's calendar entry: the same through every change. */
export function consultationUid(bookingId: Id<"bookings">): string {
  return `booking-${bookingId}@vetline`;
}

/**
 * A booking as a calendar entry for one participant, written for their side (the vet's names the pet and its
 * owner), in their locale unless the page asking gives its own, from the booking's event stream (read inside the
 * transaction that appended the latest events, so an email carries the new version).
 */
export async function consultationCalendar(
  ctx: QueryCtx,
  bookingId: Id<"bookings">,
  recipient: CalendarRecipient,
  pageLocale?: Locale,
): Promise<ConsultationCalendar | null> {
  const stream = await loadStream(ctx, bookingId);
  const state = foldEvents(stream.map((stored) => stored.event));
  if (state === null) return null;
  const [vet, pet, owner] = await Promise.all([ctx.db.get(state.vetId), ctx.db.get(state.petId), ctx.db.get(state.ownerId)]);
  const versions = stream.filter((stored) => VERSIONING_EVENTS.has(stored.event.type));
  const locale: Locale = pageLocale ?? recipient.locale ?? "en";
  const texts = (recipient._id === state.vetUserId ? VET_INVITE_TEXTS : INVITE_TEXTS)[locale];
  const params = {
    vetName: vet?.displayName ?? "",
    ownerName: owner?.name ?? "",
    petName: pet?.name ?? "",
    joinUrl: joinUrl(locale, bookingId),
  };
  const cancelled = state.status === "cancelled";
  const event: CalendarEvent = {
    uid: consultationUid(bookingId),
    sequence: versions.length,
    stampedAt: (versions.at(-1) ?? stream[0])?.at ?? 0,
    startsAt: state.startsAt,
    endsAt: state.endsAt,
    summary: texts.summary(params),
    description: texts.description(params),
    url: params.joinUrl,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: texts.organizerName, email: organizerEmail() },
    attendees: recipient.email ? [{ name: recipient.name, email: recipient.email }] : [],
  };
  return {
    event,
    cancelled,
    ics: (method) => renderCalendar(method, event),
    googleUrl: googleCalendarLink(event),
    outlookUrl: outlookCalendarLink(event),
  };
}

/** The sender address (EMAIL_FROM, possibly "Name <address>") also organises the calendar entry. */
function organizerEmail(): string {
  const from = process.env.EMAIL_FROM ?? "";
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.includes("@") ? address.trim() : DEFAULT_ORGANIZER_EMAIL;
}
