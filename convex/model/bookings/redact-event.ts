import type { Id } from "../../_generated/dataModel";
import type { BookingActor, BookingEvent } from "./types";

/** What an erased user leaves in a booking's history: the type, time and money of each step, no personal text. */
export function redactEvent(event: BookingEvent): BookingEvent {
  switch (event.type) {
    case "booking_requested":
      return { type: event.type, data: { ...event.data, reason: "", intakeAnswers: [] } };
    case "details_changed":
      return { type: event.type, data: { ...event.data, ...(event.data.reason !== undefined && { reason: "" }) } };
    case "new_time_proposed":
      return { type: event.type, data: { ...event.data, note: "" } };
    case "booking_cancelled":
      return { type: event.type, data: { ...event.data, reason: "" } };
    case "summary_published":
      return { type: event.type, data: { subjective: "", objective: "", assessment: "", plan: "", followUp: "" } };
    default:
      return event;
  }
}

/** The erased user's own actions keep their role and a pseudonym instead of the user id. */
export function pseudonymousActor(actor: BookingActor, userId: Id<"users">, pseudonym: string): BookingActor {
  if (actor.kind === "system" || !("userId" in actor) || actor.userId !== userId) return actor;
  return { kind: actor.kind, pseudonym };
}
