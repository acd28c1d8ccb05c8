import type { JoinWindowStatus } from "../types/call-access";
import type { RelaySummary, SignalingCheck } from "./connection-check";

/** Camera and microphone as the prepare page found them. */
export type DeviceReadiness = "checking" | "problem" | "ready" | "audioOnly" | "cameraOff" | "micMuted";

/**
 * The one verdict the prepare page gives before "Join", from everything the call needs:
 * - `cannotReachService`: the signaling server does not answer, so no call can start from here;
 * - `devicesNeedAttention`: camera or microphone failed (the preview says how to fix it);
 * - `checking`: something is still being checked;
 * - `ready`: the devices as they are, and what the network allows: `ready` across networks, `sameNetworkOnly` when
 *   no server for crossing networks is set up (a caveat, never called "ready"), `relaySilent` when one did not answer.
 * `joinFrom` says when Join opens: `now` only when the window is open, so "you can join" is never said early.
 */
export type PrepareVerdict =
  | { kind: "cannotReachService" }
  | { kind: "devicesNeedAttention"; joinFrom: JoinFrom }
  | { kind: "checking"; joinFrom: JoinFrom }
  | { kind: "ready"; devices: "ready" | "audioOnly" | "cameraOff" | "micMuted"; network: NetworkReadiness; joinFrom: JoinFrom };

export type NetworkReadiness = "ready" | "sameNetworkOnly" | "relaySilent";

/** `later`: the window opens at a time still to come; `never`: it closed or the consultation ended. */
export type JoinFrom = "now" | "later" | "never";

export interface PrepareChecks {
  devices: DeviceReadiness;
  signaling: SignalingCheck;
  relay: RelaySummary;
  window: JoinWindowStatus;
  ended: boolean;
}

function networkReadinessOf(relay: "directOnly" | "noRelay" | "relayReady" | "silent"): NetworkReadiness {
  if (relay === "silent") return "relaySilent";
  return relay === "directOnly" ? "sameNetworkOnly" : "ready";
}

function joinFromOf(window: JoinWindowStatus, ended: boolean): JoinFrom {
  if (ended || window === "closed") return "never";
  return window === "open" ? "now" : "later";
}

export function prepareVerdictOf(checks: PrepareChecks): PrepareVerdict {
  const joinFrom = joinFromOf(checks.window, checks.ended);
  if (checks.signaling === "unreachable") return { kind: "cannotReachService" };
  if (checks.devices === "problem") return { kind: "devicesNeedAttention", joinFrom };
  if (checks.devices === "checking" || checks.signaling === "checking" || checks.relay === "checking") return { kind: "checking", joinFrom };
  return { kind: "ready", devices: checks.devices, network: networkReadinessOf(checks.relay), joinFrom };
}

/** How the verdict looks: a problem that stops the call, a warning, a caveat to know about, or all clear. */
export function verdictTone(verdict: PrepareVerdict): "error" | "warning" | "info" | "success" {
  switch (verdict.kind) {
    case "cannotReachService":
      return "error";
    case "devicesNeedAttention":
      return "warning";
    case "checking":
      return "info";
    case "ready":
      if (verdict.network === "relaySilent" || verdict.devices === "micMuted") return "warning";
      return verdict.network === "sameNetworkOnly" ? "info" : "success";
  }
}
