import { everyConfiguredKindAnswered, isSignalingServerAnswer, signalingProbeUrl, type IceGathering } from "../utils/connection-check";
import type { PeerClientConfig } from "../utils/peer-config";

const signalingProbeLimitMs = 5_000;
/** Long enough for a STUN or TURN server across the internet to answer; short enough to wait for before joining. */
export const iceGatheringLimitMs = 6_000;

/** Aborts when `signal` does or after `limitMs` (AbortSignal.any is missing from Safari before 17.4). */
function withTimeLimit(signal: AbortSignal, limitMs: number): AbortSignal {
  const limited = new AbortController();
  const timer = setTimeout(() => limited.abort(), limitMs);
  const abort = () => {
    clearTimeout(timer);
    limited.abort();
  };
  if (signal.aborted) abort();
  else signal.addEventListener("abort", abort, { once: true });
  return limited.signal;
}

/** Asks the signaling server for its description: reachable only if the `peer` server itself answers. */
export async function probeSignaling(config: PeerClientConfig, signal: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(signalingProbeUrl(config, window.location.protocol), {
      cache: "no-store",
      credentials: "omit",
      signal: withTimeLimit(signal, signalingProbeLimitMs),
    });
    return response.ok && isSignalingServerAnswer(await response.json());
  } catch {
    return false;
  }
}

/**
 * Gathers ICE candidates with the configured servers, as a call would, without connecting to anyone:
 * which candidate types arrived, which servers failed, and whether gathering finished in time.
 */
export async function gatherIceCandidates(iceServers: RTCIceServer[], signal: AbortSignal): Promise<IceGathering> {
  const connection = new RTCPeerConnection({ iceServers });
  const candidateTypes: string[] = [];
  const errorUrls: string[] = [];
  try {
    const complete = await new Promise<boolean>((resolve) => {
      const limit = withTimeLimit(signal, iceGatheringLimitMs);
      limit.addEventListener("abort", () => resolve(false), { once: true });
      connection.addEventListener("icecandidate", ({ candidate }) => {
        if (candidate === null) {
          resolve(true);
          return;
        }
        if (candidate.type !== null) candidateTypes.push(candidate.type);
        if (everyConfiguredKindAnswered(iceServers, candidateTypes)) resolve(true);
      });
      connection.addEventListener("icecandidateerror", (event) => errorUrls.push(event.url));
      // A data channel is enough to make the browser gather; no camera or microphone is touched.
      connection.createDataChannel("connection-check");
      connection
        .createOffer()
        .then((offer) => connection.setLocalDescription(offer))
        .catch(() => resolve(false));
    });
    return { candidateTypes, errorUrls, complete };
  } finally {
    connection.close();
  }
}
