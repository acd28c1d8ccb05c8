import {
  INTERRUPTED_DISRUPTED_SHARE_PERCENT,
  INTERRUPTED_MIN_CONNECTED_MINUTES,
  NEVER_CONNECTED_AFTER_MINUTES,
} from "../../shared/policy";
import { MINUTE_MS, SECOND_MS } from "../../shared/time";
import type { BookingState, CallLogEntry, Participant } from "./types";

/** How long after a browser saw its link close a participant's hang-up may reach the server and explain it. */
const LEAVE_CLOSES_LINK_WITHIN_MS = 10 * SECOND_MS;

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
 * Whether a side's media link went down after it had worked, while both were in the call, and whether it came back
 * (both sides connected again, both in the call) after the last such drop. A "not connected yet" on (re)joining is no
 * drop, and neither is the link closing because someone hung up: a browser may report the closed link a moment before
 * the hang-up reaches the server, so a drop followed within `LEAVE_CLOSES_LINK_WITHIN_MS` by a participant leaving is
 * that leave.
 */
function connectionDrops(log: readonly CallLogEntry[]): { dropped: boolean; recovered: boolean } {
  const inCall: Record<Participant, boolean> = { owner: true, vet: true };
  const wasConnected: Record<Participant, boolean> = { owner: false, vet: false };
  let lastDrop = -1;
  let lastBothUp = -1;
  log.forEach((entry, index) => {
    if (entry.kind !== "report") {
      inCall[entry.participant] = entry.kind === "joined";
      wasConnected[entry.participant] = false;
      return;
    }
    const droppedHere = !entry.connected && wasConnected[entry.participant] && inCall.owner && inCall.vet;
    wasConnected[entry.participant] = entry.connected;
    if (wasConnected.owner && wasConnected.vet && inCall.owner && inCall.vet) lastBothUp = index;
    if (!droppedHere) return;
    const leftJustAfter = log
      .slice(index + 1)
      .some((later) => later.kind === "left" && later.at - entry.at <= LEAVE_CLOSES_LINK_WITHIN_MS);
    if (!leftJustAfter) lastDrop = index;
  });
  return { dropped: lastDrop >= 0, recovered: lastDrop >= 0 && lastBothUp > lastDrop };
}

/**
 * The interrupted-consultation policy (convex/shared/policy.ts). Only a call with connection trouble can be
 * interrupted: a side's connection dropped after it had worked, or both were in the call for a while and it never
 * came up (the browsers reported, and never "connected"). It is interrupted when too much of the slot was lost, or
 * when too little was connected and the link did not come back: a short call the vet closed on purpose is the vet's
 * choice, whether or not it had a blip (a reload, a switch of network) that came back.
 */
export function interruptionOf(state: BookingState, until: number): ConnectionMeasure | null {
  const measure = measureConnection(state.callLog, state.callStartedAt ?? state.startsAt, until);
  const drops = connectionDrops(state.callLog);
  // Browsers report "not connected yet" when they join: without any report there is no evidence either way.
  const reported = state.callLog.some((entry) => entry.kind === "report");
  const neverUp =
    reported && measure.connectedMs === 0 && measure.disruptedMs >= NEVER_CONNECTED_AFTER_MINUTES * MINUTE_MS;
  if (!drops.dropped && !neverUp) return null;
  const slotMs = state.endsAt - state.startsAt;
  const tooLittle = !drops.recovered && measure.connectedMs < INTERRUPTED_MIN_CONNECTED_MINUTES * MINUTE_MS;
  const tooMuchLost = measure.disruptedMs * 100 > INTERRUPTED_DISRUPTED_SHARE_PERCENT * slotMs;
  return tooLittle || tooMuchLost ? measure : null;
}
