export type BookingStatus = "requested" | "confirmed" | "in_call" | "completed" | "cancelled" | "no_show";

/** A booking that still holds its slot and can still happen. */
export const ACTIVE_BOOKING_STATUSES: ReadonlySet<BookingStatus> = new Set(["requested", "confirmed", "in_call"]);
