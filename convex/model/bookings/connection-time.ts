import {
  INTERRUPTED_DISRUPTED_SHARE_PERCENT,
  INTERRUPTED_MIN_CONNECTED_MINUTES,
  NEVER_CONNECTED_AFTER_MINUTES,
} from "../../shared/policy";
import { MINUTE_MS } from "../../shared/time";
import type { BookingState, CallLogEntry, Participant } from "./types";

export interface ConnectionMeasure {
  /** Time both sides reported their media connected. */
  connectedMs: number;
  /** Time both were in the call (neither had hung up) without that. */
  disruptedMs: number;
}

/**
 * How long the call was connected and disrupted, from the call's start until `until`, from both sides' own
 * reports. Each side speaks only for itself: the link counts as up only while both say so, so neither side
 * can make a dead link count by claiming the other received them. Time after a side hung up counts as neither.
 */
export function measureConnection(log: readonly CallLogEntry[], startedAt: number, until: number): ConnectionMeasure {
  const connected: Record<Participant, boolean> = { owner: false, vet: false };
  const inCall: Record<Participant, boolean> = { owner: true, vet: true };
  let connectedMs = 0;
  let disruptedMs = 0;
  let from = startedAt;
  const advanceTo = (to: number) => {
    const span = Math.max(0, Math.min(to, until) - from);
    if (inCall.owner && inCall.vet) {
      if (connected.owner && connected.vet) connectedMs += span;
      else disruptedMs += span;
    }
    from = Math.max(from, Math.min(to, until));
  };
  for (const entry of log) {
    if (entry.at > startedAt) advanceTo(entry.at);
    if (entry.kind === "report") connected[entry.participant] = entry.connected;
    if (entry.kind === "left") inCall[entry.participant] = false;
    if (entry.kind === "joined") inCall[entry.participant] = true;
  }
  advanceTo(until);
  return { connectedMs, disruptedMs };
}

/**
 * The interrupted-consultation policy (convex/shared/policy.ts). Only a call with connection trouble can be
 * interrupted: a side's connection dropped after it had worked, or both were in the call for a while and it never
 * came up (the browsers reported, and never "connected"). It is interrupted when too little was connected, or too much of the slot was lost. A short call the vet
 * closed on purpose, with no trouble, is not.
 */
export function interruptionOf(state: BookingState, until: number): ConnectionMeasure | null {
  const measure = measureConnection(state.callLog, state.callStartedAt ?? state.startsAt, until);
  const dropped = (["owner", "vet"] as const).some((participant) => {
    const own = state.callLog.filter((entry) => entry.kind === "report" && entry.participant === participant);
    return own.some((entry, index) => entry.kind === "report" && !entry.connected && index > 0);
  });
  // Browsers report "not connected yet" when they join: without any report there is no evidence either way.
  const reported = state.callLog.some((entry) => entry.kind === "report");
  const neverUp =
    reported && measure.connectedMs === 0 && measure.disruptedMs >= NEVER_CONNECTED_AFTER_MINUTES * MINUTE_MS;
  if (!dropped && !neverUp) return null;
  const slotMs = state.endsAt - state.startsAt;
  const tooLittle = measure.connectedMs < INTERRUPTED_MIN_CONNECTED_MINUTES * MINUTE_MS;
  const tooMuchLost = measure.disruptedMs * 100 > INTERRUPTED_DISRUPTED_SHARE_PERCENT * slotMs;
  return tooLittle || tooMuchLost ? measure : null;
}
