import { JOIN_CLOSES_AFTER_END_MS, JOIN_OPENS_BEFORE_START_MS } from "../policy";

export type JoinWindowStatus = "early" | "open" | "closed";

export interface JoinWindow {
  opensAt: number;
  closesAt: number;
  status: JoinWindowStatus;
}

/** Booking statuses whose call can be joined while the window is open. */
export const JOINABLE_STATUSES: ReadonlySet<string> = new Set(["confirmed", "in_call"]);

/**
 * When a consultation's call can be joined: from shortly before its start until a grace period after
 * its end (issue 10: 10 minutes before the start to 30 minutes after the end). Both ends are inside:
 * the window is open at `opensAt` and at `closesAt`, closed from the next millisecond on.
 * The one place that compares an instant with the window; server and browser both call it.
 */
export function joinWindowOf(booking: { startsAt: number; endsAt: number }, now: number): JoinWindow {
  const opensAt = booking.startsAt - JOIN_OPENS_BEFORE_START_MS;
  const closesAt = booking.endsAt + JOIN_CLOSES_AFTER_END_MS;
  const status = now < opensAt ? "early" : now > closesAt ? "closed" : "open";
  return { opensAt, closesAt, status };
}

/** Whether the booking's call can be joined at `now`: an active booking inside its window. */
export function isJoinableAt(booking: { status: string; startsAt: number; endsAt: number }, now: number): boolean {
  return JOINABLE_STATUSES.has(booking.status) && joinWindowOf(booking, now).status === "open";
}

/** Bookings that ended before this instant have a closed window at `now` (an index bound for sweeps). */
export function latestEndWithClosedWindow(now: number): number {
  return now - JOIN_CLOSES_AFTER_END_MS;
}
