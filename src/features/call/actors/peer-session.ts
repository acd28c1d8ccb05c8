import type * as PeerJs from "peerjs";
import type { CallOption, DataConnection, MediaConnection, Peer, PeerConnectOption, PeerError } from "peerjs";
import { fromCallback } from "xstate";
import { mediaStateFrom, sameMediaState, type MediaState } from "../types/media-state";
import type { LinkMeasure } from "../utils/connection-quality";
import { measureLink, type LinkCounters } from "../utils/link-measure";
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
  /** The connection's statistics over the last interval (every `statsEveryMs` while connected). */
  | { type: "link.measured"; measure: LinkMeasure }
  /** What the other side says about its link and its video, over the data channel. */
  | { type: "peer.mediaState"; state: MediaState }
  | { type: "signaling.lost" }
  | { type: "signaling.restored" }
  | { type: "signaling.unreachable" };

/** What the call machine asks of the session. */
export type PeerSessionCommand =
  | { type: "session.call"; peerId: string }
  | { type: "session.replaceStream"; stream: MediaStream }
  /** Send video or not (the track stays on for the self view); audio is never touched. */
  | { type: "session.setVideoSending"; sending: boolean }
  /** Tell the other side this side's quality and video (sent only when it changed). */
  | { type: "session.shareMediaState"; state: MediaState };

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
/** How often the link is measured for the quality indicator (hysteresis is counted in these samples). */
export const statsEveryMs = 2_000;

/** The caller opens the channel again when it is not open this long after it was opened (a failed channel). */
const channelRetryAfterMs = 6_000;

/** The small channel beside the media that carries each side's quality and video state (ADR 0030). */
const mediaStateChannel: PeerConnectOption = { label: "media-state", serialization: "json", reliable: true };

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
    let videoSending = true;
    let channel: DataConnection | null = null;
    /** The caller's side: whom the channel goes to, for which call, and when it was last opened. */
    let channelTarget: string | null = null;
    let channelCall: MediaConnection | null = null;
    let channelOpenedAt = 0;
    let stateToShare: MediaState | null = null;
    let stateShared: MediaState | null = null;
    let counters: LinkCounters | null = null;
    let measuring = false;

    /**
     * Pauses or resumes the outgoing video by its encodings: no bandwidth, no renegotiation, audio untouched.
     * Until the browser holds the wanted state (a sender not negotiated yet has no encodings; a change can be
     * refused or lost) it is tried again shortly, and every link sample checks it too: once in CI a camera turned
     * off just after the call started still reached the vet, 11 frames in 2 s.
     */
    const applyVideoSending = (target: MediaConnection | null, attemptsLeft = 30) => {
      const retry = () => {
        if (attemptsLeft > 1 && connection === target && !disposed) setTimeout(() => applyVideoSending(target, attemptsLeft - 1), 100);
      };
      for (const sender of target?.peerConnection?.getSenders() ?? []) {
        if (sender.track?.kind !== "video") continue;
        const parameters = sender.getParameters();
        if (parameters.encodings.length === 0) {
          // A new sender sends video: only a pause has to wait for its negotiation.
          if (!videoSending) retry();
          continue;
        }
        if (parameters.encodings.every((encoding) => encoding.active === videoSending)) continue;
        for (const encoding of parameters.encodings) encoding.active = videoSending;
        const checkApplied = () => {
          if (!sender.getParameters().encodings.every((encoding) => encoding.active === videoSending)) retry();
        };
        sender.setParameters(parameters).then(checkApplied, checkApplied);
      }
    };

    const shareState = () => {
      if (channel === null || !channel.open || stateToShare === null || sameMediaState(stateToShare, stateShared)) return;
      try {
        void Promise.resolve(channel.send(stateToShare)).catch(() => undefined);
        stateShared = stateToShare;
      } catch {
        // The channel closed meanwhile: the next channel is told on open.
      }
    };

    const adoptChannel = (next: DataConnection) => {
      const previous = channel;
      channel = next;
      stateShared = null;
      previous?.close();
      next.on("open", () => {
        if (channel === next) shareState();
      });
      next.on("data", (data) => {
        const state = mediaStateFrom(data);
        if (channel === next && state !== null) sendBack({ type: "peer.mediaState", state });
      });
    };

    const sampleLink = async () => {
      const current = connection;
      const peerConnection = current?.peerConnection;
      if (measuring || peerConnection == null || peerConnection.connectionState !== "connected") return;
      measuring = true;
      try {
        const report = await peerConnection.getStats();
        if (disposed || connection !== current) return;
        applyVideoSending(current, 1);
        const sample = measureLink(report, counters, Date.now());
        const first = counters === null;
        counters = sample.counters;
        // The first report has no interval to compare with.
        if (!first) sendBack({ type: "link.measured", measure: sample.measure });
        if (channelTarget !== null && channel?.open !== true && Date.now() - channelOpenedAt > channelRetryAfterMs) openChannel();
      } catch {
        // A connection closing under getStats: the next sample or the reconnect handles it.
      } finally {
        measuring = false;
      }
    };
    const statsTimer = setInterval(() => void sampleLink(), statsEveryMs);

    const reportLost = (lost: MediaConnection) => {
      if (connection !== lost || lostReported) return;
      lostReported = true;
      sendBack({ type: "peer.interrupted", severity: "lost" });
    };

    const adopt = (next: MediaConnection) => {
      const previous = connection;
      connection = next;
      lostReported = false;
      counters = null;
      previous?.close();
      next.on("stream", (remoteStream) => {
        if (connection !== next) return;
        applyVideoSending(next);
        // The channel opens once the media flows, so it never competes with the call's own setup.
        if (channelTarget !== null && channelCall !== next) {
          channelCall = next;
          openChannel();
        }
        sendBack({ type: "peer.connected", remoteStream });
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

    function openChannel() {
      if (peer === null || channelTarget === null) return;
      channelOpenedAt = Date.now();
      adoptChannel(peer.connect(channelTarget, mediaStateChannel));
    }

    const placeCall = (otherPeerId: string) => {
      if (peer === null || !peer.open || localStream === null) {
        pendingCall = otherPeerId;
        return;
      }
      pendingCall = null;
      adopt(peer.call(otherPeerId, localStream, receiveAudioAndVideo));
      channelTarget = otherPeerId;
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
        // The caller opens the channel with each call; the newest one is the one that counts.
        created.on("connection", adoptChannel);
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
        case "session.setVideoSending":
          videoSending = command.sending;
          applyVideoSending(connection);
          break;
        case "session.shareMediaState":
          stateToShare = command.state;
          shareState();
          break;
      }
    });

    return () => {
      disposed = true;
      clearTimeout(reconnectTimer);
      clearInterval(connectionCheck);
      clearInterval(statsTimer);
      channel?.close();
      window.removeEventListener("online", reconnectNow);
      connection?.close();
      peer?.destroy();
    };
  },
);
