import { and, assign, enqueueActions, fromCallback, fromPromise, setup } from "xstate";
import { loadPeerJs, peerSession, type PeerSessionEvent } from "../actors/peer-session";
import type { CallAccess, CallRefusal } from "../types/call-access";
import type { CallBackend } from "../types/call-backend";
import type { MediaState } from "../types/media-state";
import { rateLink, trackQuality, unmeasured, worseOf, type ConnectionQuality, type QualityTrack } from "../utils/connection-quality";
import {
  MediaAccessError,
  noDevices,
  openLocalMedia,
  stopMedia,
  watchDeviceLists,
  type DeviceAvailability,
  type DeviceLists,
  type LocalMedia,
  type MediaRequest,
} from "../utils/local-media";
import type { PeerClientConfig } from "../utils/peer-config";

/** Which call page the user opened: a reload of the call page joins again, the left page stays there. */
export type CallIntent = "prepare" | "join" | "left";

export interface CallMachineInput {
  meetingId: string;
  backend: CallBackend;
  peerConfig: PeerClientConfig;
  intent: CallIntent;
  /** microphone and camera on or off as the person left them (a reload keeps a mute); both on by default */
  micEnabled?: boolean;
  cameraEnabled?: boolean;
}

export interface CallContext {
  meetingId: string;
  intent: CallIntent;
  backend: CallBackend;
  peerConfig: PeerClientConfig;
  access: CallAccess | null;
  refusal: CallRefusal | null;
  devices: DeviceLists;
  cameraId: string | null;
  microphoneId: string | null;
  audioOnly: boolean;
  micEnabled: boolean;
  cameraEnabled: boolean;
  availableDevices: DeviceAvailability;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  myPeerId: string | null;
  /**
   * The registration of the other side's peer this side last called (owner only), so an access update
   * does not call it again; the other side registering again (new join, signaling back) is a new one.
   */
  called: { peerId: string; readyAt: number } | null;
  /** When the media path was lost, for "reconnecting for 12 s"; null while it is not. */
  interruptedAt: number | null;
  signalingOnline: boolean;
  /** This side's measure of the media link, with hysteresis (utils/connection-quality.ts). */
  myQuality: QualityTrack;
  /** What the other side last said about its measure and its video; null until it has. */
  otherMedia: MediaState | null;
  /** The link cannot carry video: this side sends none, to keep the sound. */
  videoPausedForQuality: boolean;
  joinWhenReady: boolean;
  joinError: string | null;
  deviceSwitchFailed: boolean;
  /** Why ending the consultation failed: the server's refusal code (`CALL_NOT_STARTED`…), or `UNKNOWN` (offline). */
  endError: string | null;
  peerFailure: string | null;
}

export type CallEvent =
  | { type: "access.updated"; access: CallAccess }
  | { type: "access.refused"; refusal: CallRefusal }
  | { type: "devices.changed"; devices: DeviceLists }
  | { type: "user.join" }
  | { type: "user.toggleMic" }
  | { type: "user.toggleCamera" }
  | { type: "user.selectCamera"; deviceId: string }
  | { type: "user.selectMicrophone"; deviceId: string }
  | { type: "user.setAudioOnly"; audioOnly: boolean }
  | { type: "user.retryMedia" }
  | { type: "user.useAudioOnly" }
  | { type: "user.retry" }
  | { type: "user.hangUp" }
  | { type: "user.rejoin" }
  | { type: "user.endConsultation" }
  | PeerSessionEvent;

/** A short drop (a few lost packets, a network switch) often heals by itself: ICE consent checks resume. */
const iceHealsWithinMs = 2_000;
/** While reconnecting, a new call to a peer that was not back on the signaling server yet is lost: again. */
const newCallAgainAfterMs = 3_000;
const reconnectGivesUpAfterMs = 30_000;
const signalingGivesUpAfterMs = 15_000;
/** From a failure state, the vet's End goes to the server directly. */
const endFromFailure = { guard: "isVet", target: "endingFromFailure", actions: "clearEndError" } as const;
const heartbeatEveryMs = 10_000;

function hasCamera(context: CallContext): boolean {
  return (context.localStream?.getVideoTracks().length ?? 0) > 0;
}

/** This side's video as the other side is told: off by choice wins over paused for the link. */
export function myVideoOf(context: CallContext): MediaState["video"] {
  if (!hasCamera(context) || !context.cameraEnabled) return "off";
  return context.videoPausedForQuality ? "paused" : "on";
}

/** The link as both sides measure it: the worse of the two (each measures what it receives and sends). */
export function linkQualityOf(context: CallContext): ConnectionQuality | null {
  const mine = context.myQuality.level;
  const theirs = context.otherMedia?.quality ?? null;
  if (mine === null || theirs === null) return mine ?? theirs;
  return worseOf(mine, theirs);
}

function mediaRequestOf(context: CallContext): MediaRequest {
  return { cameraId: context.cameraId, microphoneId: context.microphoneId, audioOnly: context.audioOnly };
}

function errorCodeOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "data" in error) {
    const data = (error as { data: unknown }).data;
    if (typeof data === "object" && data !== null && "code" in data && typeof data.code === "string") {
      return data.code;
    }
  }
  return "UNKNOWN";
}

function mediaErrorOf(error: unknown): MediaAccessError {
  return error instanceof MediaAccessError
    ? error
    : new MediaAccessError("devicesBusy", { camera: false, microphone: false });
}

export const callMachine = setup({
  types: {
    context: {} as CallContext,
    events: {} as CallEvent,
    input: {} as CallMachineInput,
  },
  actors: {
    watchCallAccess: fromCallback<CallEvent, { backend: CallBackend; meetingId: string }>(({ input, sendBack }) =>
      input.backend.watchAccess(
        input.meetingId,
        (access) => sendBack({ type: "access.updated", access }),
        (refusal) => sendBack({ type: "access.refused", refusal }),
      ),
    ),
    keepPresence: fromCallback<CallEvent, { backend: CallBackend; meetingId: string }>(({ input }) => {
      // A missed beat is harmless: the next one repairs it, and staleness is judged over three beats.
      const beat = () => void input.backend.heartbeat(input.meetingId).catch(() => undefined);
      const timer = setInterval(beat, heartbeatEveryMs);
      return () => clearInterval(timer);
    }),
    announcePrepare: fromPromise<void, { backend: CallBackend; meetingId: string }>(({ input }) =>
      input.backend.enterPrepare(input.meetingId),
    ),
    watchDevices: fromCallback<CallEvent>(({ sendBack }) =>
      watchDeviceLists((devices) => sendBack({ type: "devices.changed", devices })),
    ),
    acquireMedia: fromPromise<LocalMedia, MediaRequest>(async ({ input, signal }) => {
      const media = await openLocalMedia(input);
      // Left the state meanwhile (navigation, React strict mode): nobody will adopt this stream, so free the camera.
      if (signal.aborted) stopMedia(media.stream);
      return media;
    }),
    registerJoin: fromPromise<{ peerId: string }, { backend: CallBackend; meetingId: string }>(({ input }) =>
      input.backend.join(input.meetingId),
    ),
    registerLeave: fromPromise<void, { backend: CallBackend; meetingId: string }>(({ input }) =>
      input.backend.leave(input.meetingId),
    ),
    requestEnd: fromPromise<void, { backend: CallBackend; meetingId: string }>(({ input }) =>
      input.backend.endConsultation(input.meetingId),
    ),
    preloadPeerClient: fromPromise(async () => {
      await loadPeerJs();
    }),
    peerSession,
  },
  actions: {
    assignAccess: assign(({ event }) => (event.type === "access.updated" ? { access: event.access } : {})),
    assignRefusal: assign(({ event }) => (event.type === "access.refused" ? { refusal: event.refusal } : {})),
    assignDevices: assign(({ event }) => (event.type === "devices.changed" ? { devices: event.devices } : {})),
    adoptLocalMedia: assign(({ context }, media: LocalMedia) => {
      if (context.localStream !== media.stream) stopMedia(context.localStream);
      media.stream.getAudioTracks().forEach((track) => (track.enabled = context.micEnabled));
      media.stream.getVideoTracks().forEach((track) => (track.enabled = context.cameraEnabled));
      return {
        localStream: media.stream,
        devices: media.devices,
        cameraId: media.cameraId,
        microphoneId: media.microphoneId,
        deviceSwitchFailed: false,
      };
    }),
    assignMediaFailure: assign((_, error: MediaAccessError) => ({
      availableDevices: error.available,
      // A remembered device that vanished would fail again on retry: fall back to the defaults.
      cameraId: null,
      microphoneId: null,
    })),
    releaseLocalMedia: assign(({ context }) => {
      stopMedia(context.localStream);
      return { localStream: null, remoteStream: null };
    }),
    toggleMic: assign(({ context }) => {
      const micEnabled = !context.micEnabled;
      context.localStream?.getAudioTracks().forEach((track) => (track.enabled = micEnabled));
      return { micEnabled };
    }),
    toggleCamera: assign(({ context }) => {
      const cameraEnabled = !context.cameraEnabled;
      context.localStream?.getVideoTracks().forEach((track) => (track.enabled = cameraEnabled));
      return { cameraEnabled };
    }),
    chooseCamera: assign(({ event }) => (event.type === "user.selectCamera" ? { cameraId: event.deviceId } : {})),
    chooseMicrophone: assign(({ event }) =>
      event.type === "user.selectMicrophone" ? { microphoneId: event.deviceId } : {},
    ),
    chooseAudioOnly: assign(({ event }) =>
      event.type === "user.setAudioOnly" ? { audioOnly: event.audioOnly } : { audioOnly: true },
    ),
    markJoinWhenReady: assign({ joinWhenReady: true }),
    startJoining: assign({ joinWhenReady: false, joinError: null, peerFailure: null, called: null }),
    assignPeerId: assign((_, output: { peerId: string }) => ({ myPeerId: output.peerId, signalingOnline: true })),
    assignJoinError: assign((_, failure: { code: string }) => ({ joinError: failure.code })),
    assignRemoteStream: assign(({ event }) =>
      event.type === "peer.connected" ? { remoteStream: event.remoteStream } : {},
    ),
    clearRemoteStream: assign({ remoteStream: null }),
    placeCall: enqueueActions(({ context, enqueue }) => {
      const other = context.access?.other;
      if (other?.peerId == null || other.peerReadyAt === null) return;
      enqueue.assign({ called: { peerId: other.peerId, readyAt: other.peerReadyAt } });
      enqueue.sendTo("peerSession", { type: "session.call", peerId: other.peerId });
    }),
    forgetCalledPeer: assign({ called: null }),
    reportPeerReady: ({ context }) => {
      // Lost on a bad line, the next registration (signaling back) or the heartbeat-free retry repairs it.
      if (context.myPeerId !== null) void context.backend.peerReady(context.meetingId, context.myPeerId).catch(() => undefined);
    },
    // Reports are evidence for the fair outcome; one lost on a bad line is not worth failing the call for.
    reportConnected: ({ context }) => void context.backend.reportConnection(context.meetingId, true).catch(() => undefined),
    reportNotConnected: ({ context }) =>
      void context.backend.reportConnection(context.meetingId, false).catch(() => undefined),
    markInterrupted: assign(({ context }) => ({ interruptedAt: context.interruptedAt ?? Date.now() })),
    clearInterrupted: assign({ interruptedAt: null }),
    sendStreamToSession: enqueueActions(({ context, enqueue }) => {
      if (context.localStream === null) return;
      enqueue.sendTo("peerSession", { type: "session.replaceStream", stream: context.localStream });
    }),
    markSignalingOffline: assign({ signalingOnline: false }),
    markSignalingOnline: assign({ signalingOnline: true }),
    assignPeerFailure: assign(({ event }) =>
      event.type === "peer.failed" ? { peerFailure: event.reason } : { peerFailure: "timeout" },
    ),
    markDeviceSwitchFailed: assign({ deviceSwitchFailed: true }),
    markEndFailed: assign((_, params: { code: string }) => ({ endError: params.code })),
    clearEndError: assign({ endError: null }),
    clearPeerId: assign({
      myPeerId: null,
      called: null,
      interruptedAt: null,
      myQuality: unmeasured,
      otherMedia: null,
      videoPausedForQuality: false,
    }),
    trackLinkQuality: assign(({ context, event }) => {
      if (event.type !== "link.measured") return {};
      const use = { sendingVideo: myVideoOf(context) === "on", expectingVideo: context.otherMedia?.video === "on" };
      return { myQuality: trackQuality(context.myQuality, rateLink(event.measure, use)) };
    }),
    assignOtherMedia: assign(({ event }) => (event.type === "peer.mediaState" ? { otherMedia: event.state } : {})),
    pauseVideo: assign({ videoPausedForQuality: true }),
    resumeVideo: assign({ videoPausedForQuality: false }),
    applyVideoSending: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo("peerSession", { type: "session.setVideoSending", sending: myVideoOf(context) === "on" });
    }),
    shareMediaState: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo("peerSession", {
        type: "session.shareMediaState",
        state: { quality: context.myQuality.level, video: myVideoOf(context), microphone: context.micEnabled ? "on" : "muted" },
      });
    }),
  },
  guards: {
    hasAccess: ({ context }) => context.access !== null,
    consultationOver: ({ context }) =>
      context.access !== null && (context.access.ended || context.access.window.status === "closed"),
    windowOpen: ({ context }) =>
      context.access !== null && !context.access.ended && context.access.window.status === "open",
    openedOnLeftPage: ({ context }) => context.intent === "left",
    joinWhenReady: ({ context }) => context.joinWhenReady,
    isVet: ({ context }) => context.access?.role === "vet",
    permissionDenied: (_, error: MediaAccessError) => error.problem === "permissionDenied",
    devicesMissing: (_, error: MediaAccessError) => error.problem === "devicesMissing",
    microphoneAvailable: ({ context }) => context.availableDevices.microphone,
    /**
     * Glare rule: the owner always calls, the vet always answers, so two sides joining together never
     * place crossing calls. The owner calls each registration of the vet's peer once, as soon as the
     * server says it is on the signaling server (never before: such a call would be lost).
     */
    shouldCallOther: ({ context }) =>
      context.access?.role === "owner" &&
      context.access.other.presence === "joined" &&
      context.access.other.peerId !== null &&
      (context.access.other.peerId !== context.called?.peerId ||
        context.access.other.peerReadyAt !== context.called.readyAt),
    /** Mid-call, the vet joined again (a reload): the connection the owner has is to a peer that is gone. */
    otherRejoined: ({ context }) =>
      context.access?.role === "owner" &&
      context.access.other.presence === "joined" &&
      context.access.other.peerId !== null &&
      context.called !== null &&
      context.access.other.peerId !== context.called.peerId,
    otherHasLeft: ({ context }) => context.access?.other.presence === "left",
    transientInterruption: ({ event }) => event.type === "peer.interrupted" && event.severity === "transient",
    lostInterruption: ({ event }) => event.type === "peer.interrupted" && event.severity === "lost",
    /** Audio before video: a poor link (on either side's measure) cannot carry video. */
    linkCannotCarryVideo: ({ context }) => linkQualityOf(context) === "poor",
    /** Video comes back only on a good link, not a weak one: the gap between the two keeps it from flapping. */
    linkCarriesVideo: ({ context }) => linkQualityOf(context) === "good",
  },
  delays: {
    iceHeals: iceHealsWithinMs,
    newCallAgain: newCallAgainAfterMs,
    reconnectGivesUp: reconnectGivesUpAfterMs,
    signalingGivesUp: signalingGivesUpAfterMs,
  },
}).createMachine({
  id: "call",
  context: ({ input }) => ({
    meetingId: input.meetingId,
    intent: input.intent,
    backend: input.backend,
    peerConfig: input.peerConfig,
    access: null,
    refusal: null,
    devices: noDevices,
    cameraId: null,
    microphoneId: null,
    audioOnly: false,
    micEnabled: input.micEnabled ?? true,
    cameraEnabled: input.cameraEnabled ?? true,
    availableDevices: { camera: true, microphone: true },
    localStream: null,
    remoteStream: null,
    myPeerId: null,
    called: null,
    interruptedAt: null,
    signalingOnline: false,
    myQuality: unmeasured,
    otherMedia: null,
    videoPausedForQuality: false,
    joinWhenReady: input.intent === "join",
    joinError: null,
    deviceSwitchFailed: false,
    endError: null,
    peerFailure: null,
  }),
  invoke: {
    src: "watchCallAccess",
    input: ({ context }) => ({ backend: context.backend, meetingId: context.meetingId }),
  },
  on: {
    "access.updated": { actions: "assignAccess" },
    "access.refused": { target: ".refused", actions: "assignRefusal" },
  },
  initial: "loading",
  states: {
    loading: {
      always: [
        { guard: and(["hasAccess", "consultationOver"]), target: "ended" },
        { guard: and(["hasAccess", "openedOnLeftPage"]), target: "left" },
        { guard: "hasAccess", target: "session" },
      ],
    },
    session: {
      invoke: [
        {
          src: "keepPresence",
          input: ({ context }) => ({ backend: context.backend, meetingId: context.meetingId }),
        },
        { src: "watchDevices" },
      ],
      always: { guard: "consultationOver", target: "ended" },
      on: {
        "devices.changed": { actions: "assignDevices" },
        "user.toggleMic": { actions: "toggleMic" },
        "user.toggleCamera": { actions: "toggleCamera" },
      },
      initial: "preparing",
      states: {
        preparing: {
          invoke: [
            {
              src: "announcePrepare",
              input: ({ context }) => ({ backend: context.backend, meetingId: context.meetingId }),
              // Presence is a courtesy to the other side; the preview works without it.
              onError: {},
            },
            // Joining then does not wait for the PeerJS chunk; if this fails, the session loads it again.
            { src: "preloadPeerClient", onError: {} },
          ],
          initial: "checkingDevices",
          states: {
            checkingDevices: {
              invoke: {
                src: "acquireMedia",
                input: ({ context }) => mediaRequestOf(context),
                onDone: {
                  target: "preview",
                  actions: { type: "adoptLocalMedia", params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: { type: "permissionDenied", params: ({ event }) => mediaErrorOf(event.error) },
                    target: "permissionDenied",
                    actions: { type: "assignMediaFailure", params: ({ event }) => mediaErrorOf(event.error) },
                  },
                  {
                    guard: { type: "devicesMissing", params: ({ event }) => mediaErrorOf(event.error) },
                    target: "devicesMissing",
                    actions: { type: "assignMediaFailure", params: ({ event }) => mediaErrorOf(event.error) },
                  },
                  {
                    target: "devicesBusy",
                    actions: { type: "assignMediaFailure", params: ({ event }) => mediaErrorOf(event.error) },
                  },
                ],
              },
            },
            preview: {
              always: { guard: and(["joinWhenReady", "windowOpen"]), target: "#call.session.joining" },
              on: {
                "user.join": { guard: "windowOpen", target: "#call.session.joining" },
                "user.selectCamera": { target: "checkingDevices", actions: "chooseCamera" },
                "user.selectMicrophone": { target: "checkingDevices", actions: "chooseMicrophone" },
                "user.setAudioOnly": { target: "checkingDevices", actions: "chooseAudioOnly" },
              },
            },
            permissionDenied: {
              on: { "user.retryMedia": "checkingDevices" },
            },
            devicesMissing: {
              on: {
                "user.retryMedia": "checkingDevices",
                "user.useAudioOnly": {
                  guard: "microphoneAvailable",
                  target: "checkingDevices",
                  actions: "chooseAudioOnly",
                },
              },
            },
            devicesBusy: {
              on: {
                "user.retryMedia": "checkingDevices",
                "user.useAudioOnly": {
                  guard: "microphoneAvailable",
                  target: "checkingDevices",
                  actions: "chooseAudioOnly",
                },
              },
            },
          },
        },
        joining: {
          entry: "startJoining",
          // The call page and its Leave button show while the server registers the join, which can take
          // a while on a busy line: leaving then must not be lost. The leave reaches the server after the join.
          on: { "user.hangUp": "leaving" },
          invoke: {
            src: "registerJoin",
            input: ({ context }) => ({ backend: context.backend, meetingId: context.meetingId }),
            onDone: {
              target: "inCall",
              actions: { type: "assignPeerId", params: ({ event }) => event.output },
            },
            onError: {
              target: "preparing.preview",
              actions: { type: "assignJoinError", params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
            },
          },
        },
        inCall: {
          type: "parallel",
          invoke: {
            id: "peerSession",
            src: "peerSession",
            input: ({ context }) => ({
              peerId: context.myPeerId ?? "",
              config: context.peerConfig,
              localStream: context.localStream,
            }),
          },
          exit: ["clearRemoteStream", "clearPeerId"],
          on: {
            "user.hangUp": "leaving",
            "signaling.lost": { actions: "markSignalingOffline" },
            "signaling.restored": { actions: ["markSignalingOnline", "reportPeerReady"] },
            "signaling.unreachable": "signalingUnreachable",
            "peer.failed": { target: "peerFailed", actions: "assignPeerFailure" },
            "link.measured": { actions: ["trackLinkQuality", "shareMediaState"] },
            "peer.mediaState": { actions: "assignOtherMedia" },
            // The other side is told when this side turns its camera off or on, and nothing is sent meanwhile.
            "user.toggleCamera": { actions: ["toggleCamera", "applyVideoSending", "shareMediaState"] },
            // ...and when it mutes its microphone, so nobody talks to someone who cannot hear them.
            "user.toggleMic": { actions: ["toggleMic", "shareMediaState"] },
          },
          states: {
            connection: {
              initial: "signaling",
              states: {
                signaling: {
                  on: { "peer.open": { target: "waitingForOther", actions: ["reportPeerReady", "reportNotConnected"] } },
                  after: { signalingGivesUp: "#call.session.signalingUnreachable" },
                },
                waitingForOther: {
                  always: { guard: "shouldCallOther", actions: "placeCall" },
                  on: {
                    "peer.connected": { target: "connected", actions: "assignRemoteStream" },
                    // The call attempt failed: call the same registration again.
                    "peer.interrupted": { actions: "forgetCalledPeer" },
                  },
                },
                connected: {
                  entry: "reportConnected",
                  always: [
                    { guard: "otherHasLeft", target: "waitingForOther", actions: "clearRemoteStream" },
                    { guard: "otherRejoined", actions: "placeCall" },
                  ],
                  on: {
                    "peer.connected": { actions: "assignRemoteStream" },
                    "peer.interrupted": [
                      { guard: "transientInterruption", target: "reconnecting.healing" },
                      { target: "reconnecting.replacing" },
                    ],
                  },
                },
                /**
                 * The media path is gone. The machine decides how to get it back: a short ICE disconnect
                 * first gets a moment to heal in place; a failed or closed connection, or one that does not
                 * heal, is replaced by a new call (PeerJS cannot restart ICE on a live connection).
                 */
                reconnecting: {
                  entry: ["markInterrupted", "reportNotConnected"],
                  exit: "clearInterrupted",
                  always: { guard: "otherHasLeft", target: "waitingForOther", actions: "clearRemoteStream" },
                  on: {
                    "peer.connected": { target: "connected", actions: "assignRemoteStream" },
                  },
                  after: { reconnectGivesUp: "#call.session.connectionLost" },
                  initial: "healing",
                  states: {
                    healing: {
                      on: { "peer.interrupted": { guard: "lostInterruption", target: "replacing" } },
                      after: { iceHeals: "replacing" },
                    },
                    replacing: {
                      entry: "forgetCalledPeer",
                      // The owner calls as soon as both sides are back on the signaling server (events);
                      // the vet waits for that call.
                      always: { guard: "shouldCallOther", actions: "placeCall" },
                      after: { newCallAgain: { target: "replacing", reenter: true } },
                    },
                  },
                },
              },
            },
            media: {
              initial: "steady",
              states: {
                steady: {
                  on: {
                    "user.selectCamera": { target: "switching", actions: "chooseCamera" },
                    "user.selectMicrophone": { target: "switching", actions: "chooseMicrophone" },
                  },
                },
                switching: {
                  invoke: {
                    src: "acquireMedia",
                    input: ({ context }) => mediaRequestOf(context),
                    onDone: {
                      target: "steady",
                      actions: [
                        { type: "adoptLocalMedia", params: ({ event }) => event.output },
                        "sendStreamToSession",
                      ],
                    },
                    onError: { target: "steady", actions: "markDeviceSwitchFailed" },
                  },
                },
              },
            },
            /** Audio before video: the sender drops its video while the link is poor, and resumes when it is good. */
            video: {
              initial: "flowing",
              states: {
                flowing: {
                  always: { guard: "linkCannotCarryVideo", target: "pausedForQuality" },
                },
                pausedForQuality: {
                  entry: ["pauseVideo", "applyVideoSending", "shareMediaState"],
                  always: {
                    guard: "linkCarriesVideo",
                    target: "flowing",
                    actions: ["resumeVideo", "applyVideoSending", "shareMediaState"],
                  },
                },
              },
            },
            consultation: {
              initial: "open",
              states: {
                open: {
                  on: {
                    "user.endConsultation": { guard: "isVet", target: "closing", actions: "clearEndError" },
                  },
                },
                closing: {
                  invoke: {
                    src: "requestEnd",
                    input: ({ context }) => ({ backend: context.backend, meetingId: context.meetingId }),
                    onDone: "#call.ended",
                    onError: {
                      target: "open",
                      actions: { type: "markEndFailed", params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
                    },
                  },
                },
              },
            },
          },
        },
        signalingUnreachable: {
          on: { "user.retry": "joining", "user.hangUp": "leaving", "user.endConsultation": endFromFailure },
        },
        peerFailed: {
          on: { "user.retry": "joining", "user.hangUp": "leaving", "user.endConsultation": endFromFailure },
        },
        /** Reconnecting did not succeed within its limit: one button joins again with a fresh peer. */
        connectionLost: {
          on: { "user.retry": "joining", "user.hangUp": "leaving", "user.endConsultation": endFromFailure },
        },
        /**
         * The vet ends the consultation while the media path is down (the owner's network went): ending needs only
         * the server. If that fails too, the vet is back at "connection lost", with the reason at the End button.
         */
        endingFromFailure: {
          on: { "user.hangUp": "leaving" },
          invoke: {
            src: "requestEnd",
            input: ({ context }) => ({ backend: context.backend, meetingId: context.meetingId }),
            onDone: "#call.ended",
            onError: {
              target: "connectionLost",
              actions: { type: "markEndFailed", params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
            },
          },
        },
        leaving: {
          invoke: {
            src: "registerLeave",
            input: ({ context }) => ({ backend: context.backend, meetingId: context.meetingId }),
            // Leaving locally must never be blocked by the server: presence goes stale on its own.
            onDone: "#call.left",
            onError: "#call.left",
          },
        },
      },
    },
    left: {
      entry: "releaseLocalMedia",
      on: {
        "user.rejoin": { guard: "windowOpen", target: "session", actions: "markJoinWhenReady" },
      },
    },
    ended: {
      entry: "releaseLocalMedia",
      type: "final",
    },
    refused: {
      entry: "releaseLocalMedia",
      type: "final",
    },
  },
});
