import { JOIN_CLOSES_AFTER_END_MS, JOIN_OPENS_BEFORE_START_MS } from "../policy";

export type JoinWindowStatus = "early" | "open" | "closed";

export interface JoinWindow {
  opensAt: number;
  closesAt: number;
  status: JoinWindowStatus;
}

/**
 * When a consultation's call can be joined: from shortly before its start until a grace period after
 * its end (issue 10: 10 minutes before the start to 30 minutes after the end).
 */
export function joinWindowOf(booking: { startsAt: number; endsAt: number }, now: number): JoinWindow {
  const opensAt = booking.startsAt - JOIN_OPENS_BEFORE_START_MS;
  const closesAt = booking.endsAt + JOIN_CLOSES_AFTER_END_MS;
  const status = now < opensAt ? "early" : now > closesAt ? "closed" : "open";
  return { opensAt, closesAt, status };
}
