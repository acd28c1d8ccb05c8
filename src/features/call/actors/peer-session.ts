import type * as PeerJs from "peerjs";
import type { CallOption, MediaConnection, Peer, PeerError } from "peerjs";
import { fromCallback } from "xstate";
import type { PeerClientConfig } from "../utils/peer-config";

export interface PeerSessionInput {
  peerId: string;
  config: PeerClientConfig;
  localStream: MediaStream | null;
}

/** What the session reports to the call machine. */
export type PeerSessionEvent =
  | { type: "peer.open" }
  | { type: "peer.connected"; remoteStream: MediaStream }
  /**
   * The media path broke. `transient`: ICE disconnected, which often heals by itself; `lost`: the
   * connection failed or was closed and only a new call brings the media back.
   */
  | { type: "peer.interrupted"; severity: "transient" | "lost" }
  | { type: "peer.failed"; reason: string }
  | { type: "signaling.lost" }
  | { type: "signaling.restored" }
  | { type: "signaling.unreachable" };

/** What the call machine asks of the session. */
export type PeerSessionCommand =
  | { type: "session.call"; peerId: string }
  | { type: "session.replaceStream"; stream: MediaStream };

let peerJsModule: Promise<typeof PeerJs> | null = null;

/** PeerJS is only loaded on the call pages; the prepare room warms it up so joining does not wait for it. */
export function loadPeerJs(): Promise<typeof PeerJs> {
  peerJsModule ??= import("peerjs").catch((error: unknown) => {
    peerJsModule = null; // a failed chunk load (flaky network) may succeed on the next attempt
    throw error;
  });
  return peerJsModule;
}

const signalingErrors = new Set(["network", "server-error", "socket-error", "socket-closed"]);
// Not fatal: `peer-unavailable` means the other side is not on the server yet (the machine calls again);
// `disconnected` means a call was attempted while signaling was down (reconnect handles it).
const ignoredErrors = new Set(["peer-unavailable", "disconnected"]);
// Once connected, signaling is retried for as long as the session lives (the call machine decides when a
// call is lost), at most 2 s apart so a network that comes back finds the peer back quickly; an attempt
// still hanging at the next one (a connect into a dead network can take minutes) is given up.
const reconnectDelaysMs = [500, 1_000];
const reconnectEveryMs = 2_000;
/** How often the connection's state is checked: a connection closed under it fires no event. */
const connectionCheckEveryMs = 1_000;

// An audio-only caller would otherwise offer no video at all, and never see the other side's camera.
// PeerJS passes `constraints` to createOffer but does not declare it in its types.
const receiveAudioAndVideo: CallOption & { constraints: RTCOfferOptions } = {
  constraints: { offerToReceiveAudio: true, offerToReceiveVideo: true },
};

/**
 * One PeerJS peer for one join attempt. The owner calls, the vet answers (the machine's glare rule).
 *
 * Incoming calls are answered without checking the caller: peer ids are random per join and only the
 * server hands them out, to the booking's other participant.
 */
export const peerSession = fromCallback<PeerSessionCommand, PeerSessionInput, PeerSessionEvent>(
  ({ input, sendBack, receive }) => {
    let disposed = false;
    let peer: Peer | null = null;
    let opened = false;
    let connection: MediaConnection | null = null;
    let localStream = input.localStream;
    let pendingCall: string | null = null;
    let reconnectAttempt = 0;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let lostReported = false;

    const reportLost = (lost: MediaConnection) => {
      if (connection !== lost || lostReported) return;
      lostReported = true;
      sendBack({ type: "peer.interrupted", severity: "lost" });
    };

    const adopt = (next: MediaConnection) => {
      const previous = connection;
      connection = next;
      lostReported = false;
      previous?.close();
      next.on("stream", (remoteStream) => {
        if (connection === next) sendBack({ type: "peer.connected", remoteStream });
      });
      next.on("iceStateChanged", (state) => {
        if (connection !== next) return;
        if (state === "disconnected") sendBack({ type: "peer.interrupted", severity: "transient" });
        if (state === "failed" || state === "closed") reportLost(next);
        // ICE can heal by itself after a short network drop.
        if ((state === "connected" || state === "completed") && next.remoteStream) {
          lostReported = false;
          sendBack({ type: "peer.connected", remoteStream: next.remoteStream });
        }
      });
      next.on("close", () => reportLost(next));
    };

    // A connection torn down under the page (an OS network change) fires no event: look at it.
    const connectionCheck = setInterval(() => {
      const current = connection;
      const state = current?.peerConnection?.connectionState;
      if (current !== null && (state === "closed" || state === "failed")) reportLost(current);
    }, connectionCheckEveryMs);

    const placeCall = (otherPeerId: string) => {
      if (peer === null || !peer.open || localStream === null) {
        pendingCall = otherPeerId;
        return;
      }
      pendingCall = null;
      adopt(peer.call(otherPeerId, localStream, receiveAudioAndVideo));
    };

    /** One attempt to get back on the signaling server; each attempt schedules the next until one opens. */
    const reconnectNow = () => {
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      if (disposed || peer === null || peer.destroyed || peer.open || !opened) return;
      try {
        if (!peer.disconnected) peer.disconnect(); // the previous attempt is still hanging
        peer.reconnect();
      } catch {
        // PeerJS throws when it cannot start an attempt; the next one runs as scheduled.
      }
      scheduleReconnect();
    };

    function scheduleReconnect() {
      if (disposed || reconnectTimer !== undefined) return;
      const delay = reconnectDelaysMs[reconnectAttempt] ?? reconnectEveryMs;
      reconnectAttempt += 1;
      reconnectTimer = setTimeout(reconnectNow, delay);
    }

    // The network is back: reach the signaling server now rather than at the next retry.
    window.addEventListener("online", reconnectNow);

    const onError = (error: PeerError<string>) => {
      if (disposed || ignoredErrors.has(error.type)) return;
      if (signalingErrors.has(error.type)) {
        if (!opened) {
          sendBack({ type: "signaling.unreachable" });
          return;
        }
        scheduleReconnect();
        return;
      }
      sendBack({ type: "peer.failed", reason: error.type });
    };

    void loadPeerJs().then(
      ({ Peer: PeerClass }) => {
        if (disposed) return;
        const created = new PeerClass(input.peerId, {
          host: input.config.host,
          port: input.config.port,
          path: input.config.path,
          secure: input.config.secure,
          config: { iceServers: input.config.iceServers },
          debug: 0,
        });
        peer = created;
        // Listeners go on before anything else: `open` can fire before the caller is ready (NOTES.md).
        created.on("open", () => {
          if (opened) {
            reconnectAttempt = 0;
            clearTimeout(reconnectTimer);
            reconnectTimer = undefined;
            sendBack({ type: "signaling.restored" });
          } else {
            opened = true;
            sendBack({ type: "peer.open" });
          }
          if (pendingCall !== null) placeCall(pendingCall);
        });
        created.on("call", (incoming) => {
          adopt(incoming);
          incoming.answer(localStream ?? undefined);
        });
        created.on("disconnected", () => {
          if (disposed) return;
          sendBack({ type: "signaling.lost" });
          scheduleReconnect();
        });
        created.on("error", onError);
      },
      () => sendBack({ type: "peer.failed", reason: "load" }),
    );

    receive((command) => {
      switch (command.type) {
        case "session.call":
          placeCall(command.peerId);
          break;
        case "session.replaceStream": {
          localStream = command.stream;
          const senders = connection?.peerConnection?.getSenders() ?? [];
          for (const sender of senders) {
            const replacement = command.stream.getTracks().find((track) => track.kind === sender.track?.kind);
            if (replacement !== undefined) void sender.replaceTrack(replacement);
          }
          break;
        }
      }
    });

    return () => {
      disposed = true;
      clearTimeout(reconnectTimer);
      clearInterval(connectionCheck);
      window.removeEventListener("online", reconnectNow);
      connection?.close();
      peer?.destroy();
    };
  },
);
