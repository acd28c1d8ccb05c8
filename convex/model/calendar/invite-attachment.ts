import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { BookingEvent, BookingEventType } from "../bookings/types";
import type { AttachmentsFor } from "../email/send";
import { consultationCalendar } from "./consultation-event";

/** The booking emails that carry a calendar invite: new, moved (an update) and cancelled (METHOD:CANCEL). */
const INVITING_EVENTS: ReadonlySet<BookingEventType> = new Set([
  "booking_confirmed",
  "booking_rescheduled",
  "booking_cancelled",
]);

/** The invite for the email about `event`, made per recipient in their locale; undefined for other emails. */
export function calendarInviteFor(
  ctx: QueryCtx,
  bookingId: Id<"bookings">,
  event: BookingEvent,
): AttachmentsFor | undefined {
  if (!INVITING_EVENTS.has(event.type)) return undefined;
  return async (user) => {
    const calendar = await consultationCalendar(ctx, bookingId, user);
    if (calendar === null) return [];
    const method = calendar.cancelled ? "CANCEL" : "REQUEST";
    return [
      {
        filename: "invite.ics",
        contentType: `text/calendar; method=${method}; charset=UTF-8`,
        content: calendar.ics(method),
      },
    ];
  };
}
