import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, type AnyStateNode, type StateValue } from "xstate";
import type { PeerSessionCommand, PeerSessionEvent, PeerSessionInput } from "../actors/peer-session";
import type { CallAccess } from "../types/call-access";
import type { CallBackend } from "../types/call-backend";
import type { LinkMeasure } from "../utils/connection-quality";
import { MediaAccessError, type DeviceLists, type LocalMedia, type MediaRequest } from "../utils/local-media";
import { callMachine, type CallEvent, type CallIntent } from "./call-machine";

const startsAt = Date.UTC(2026, 10, 23, 9, 0);
const endsAt = startsAt + 20 * 60_000;

function accessWith(overrides: Partial<CallAccess> = {}): CallAccess {
  return {
    bookingId: "booking-1",
    vetId: "vet-1",
    role: "owner",
    petName: "Bella",
    otherPartyName: "Dr. Vega",
    startsAt,
    endsAt,
    window: { opensAt: startsAt - 10 * 60_000, closesAt: endsAt + 30 * 60_000, status: "open" },
    ended: false,
    endedByVet: false,
    interrupted: false,
    me: { presence: "preparing", peerId: null },
    other: { presence: "absent", peerId: null, peerReadyAt: null },
    ...overrides,
  };
}

const vetJoined = { presence: "joined", peerId: "vet-peer-1", peerReadyAt: 1_000 } as const;

interface FakeTrack {
  kind: "audio" | "video";
  enabled: boolean;
  stopped: boolean;
}

function fakeStream(kinds: Array<"audio" | "video"> = ["audio", "video"]) {
  const tracks: FakeTrack[] = kinds.map((kind) => ({ kind, enabled: true, stopped: false }));
  const asTracks = (list: FakeTrack[]) =>
    list.map((track) => Object.assign(track, { stop: () => (track.stopped = true) }));
  const stream = {
    tracks,
    getTracks: () => asTracks(tracks),
    getAudioTracks: () => asTracks(tracks.filter((track) => track.kind === "audio")),
    getVideoTracks: () => asTracks(tracks.filter((track) => track.kind === "video")),
  };
  return stream as typeof stream & MediaStream;
}

const deviceLists: DeviceLists = {
  cameras: [
    { deviceId: "cam-front", label: "Front camera" },
    { deviceId: "cam-usb", label: "USB camera" },
  ],
  microphones: [{ deviceId: "mic-1", label: "Built-in microphone" }],
};

/** Media that answers each request with the next scripted outcome (a stream or a failure). */
function scriptedMedia() {
  const requests: MediaRequest[] = [];
  const outcomes: Array<MediaAccessError | ReturnType<typeof fakeStream>> = [];
  const logic = fromPromise<LocalMedia, MediaRequest>(async ({ input }) => {
    requests.push(input);
    const outcome = outcomes.shift() ?? fakeStream(input.audioOnly ? ["audio"] : ["audio", "video"]);
    if (outcome instanceof MediaAccessError) throw outcome;
    return { stream: outcome, devices: deviceLists, cameraId: input.cameraId ?? "cam-front", microphoneId: "mic-1" };
  });
  return { logic, requests, next: (outcome: MediaAccessError | ReturnType<typeof fakeStream>) => outcomes.push(outcome) };
}

/** A PeerJS stand-in: records what the machine asks and lets the test report what the network does. */
function fakePeer() {
  const commands: PeerSessionCommand[] = [];
  const inputs: PeerSessionInput[] = [];
  let report: ((event: PeerSessionEvent) => void) | null = null;
  const logic = fromCallback<PeerSessionCommand, PeerSessionInput, PeerSessionEvent>(({ input, sendBack, receive }) => {
    inputs.push(input);
    report = sendBack;
    receive((command) => commands.push(command));
    return () => {
      report = null;
    };
  });
  return {
    logic,
    commands,
    inputs,
    isRunning: () => report !== null,
    emit: (event: PeerSessionEvent) => {
      if (report === null) throw new Error("no peer session is running");
      report(event);
    },
  };
}

function fakeBackend() {
  let publishAccess: ((access: CallAccess) => void) | null = null;
  let publishRefusal: ((refusal: "CALL_FORBIDDEN" | "NOT_FOUND") => void) | null = null;
  let joins = 0;
  const backend = {
    watchAccess: vi.fn<CallBackend["watchAccess"]>((_meetingId, onAccess, onRefused) => {
      publishAccess = onAccess;
      publishRefusal = onRefused;
      return () => undefined;
    }),
    enterPrepare: vi.fn<CallBackend["enterPrepare"]>(async () => undefined),
    heartbeat: vi.fn<CallBackend["heartbeat"]>(async () => undefined),
    join: vi.fn<CallBackend["join"]>(async () => ({ peerId: `owner-peer-${++joins}` })),
    peerReady: vi.fn<CallBackend["peerReady"]>(async () => undefined),
    reportConnection: vi.fn<CallBackend["reportConnection"]>(async () => undefined),
    leave: vi.fn<CallBackend["leave"]>(async () => undefined),
    endConsultation: vi.fn<CallBackend["endConsultation"]>(async () => undefined),
  } satisfies CallBackend;
  return {
    backend,
    publish: (access: CallAccess) => publishAccess?.(access),
    refuse: (refusal: "CALL_FORBIDDEN" | "NOT_FOUND") => publishRefusal?.(refusal),
  };
}

/** Every state the tests below pass through, to prove at the end that none is unreachable. */
const visitedStates = new Set<string>();

function statePaths(value: StateValue, prefix = "call"): string[] {
  if (typeof value === "string") return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...(child === undefined ? [] : statePaths(child, `${prefix}.${key}`)),
  ]);
}

function allStateIds(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child) => [child.id, ...allStateIds(child)]);
}

const settle = () => vi.advanceTimersByTimeAsync(0);

function startCall(options: { intent?: CallIntent; access?: CallAccess | null } = {}) {
  const server = fakeBackend();
  const media = scriptedMedia();
  const peer = fakePeer();
  let deviceReport: ((event: CallEvent) => void) | null = null;
  const machine = callMachine.provide({
    actors: {
      acquireMedia: media.logic,
      peerSession: peer.logic,
      watchDevices: fromCallback<CallEvent>(({ sendBack }) => {
        deviceReport = sendBack;
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      meetingId: "booking-1",
      backend: server.backend,
      peerConfig: { host: "127.0.0.1", port: 9000, path: "/peerjs", secure: false, iceServers: [] },
      intent: options.intent ?? "prepare",
    },
  });
  actor.subscribe((snapshot) => statePaths(snapshot.value).forEach((path) => visitedStates.add(path)));
  actor.start();
  if (options.access !== null) server.publish(options.access ?? accessWith());
  const send = (event: CallEvent) => actor.send(event);
  return {
    actor,
    server,
    media,
    peer,
    send,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    plugDevices: (devices: DeviceLists) => deviceReport?.({ type: "devices.changed", devices }),
  };
}

const inCall = (connection: string | Record<string, string>, media = "steady", consultation = "open", video = "flowing") => ({
  session: { inCall: { connection, media, video, consultation } },
});

async function joinedCall(access: CallAccess = accessWith()) {
  const call = startCall({ access });
  await settle();
  call.send({ type: "user.join" });
  await settle();
  call.peer.emit({ type: "peer.open" });
  return call;
}

async function connectedCall(access: CallAccess = accessWith({ other: vetJoined })) {
  const call = await joinedCall(access);
  const remote = fakeStream();
  call.peer.emit({ type: "peer.connected", remoteStream: remote });
  return { ...call, remote };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("call machine: arriving", () => {
  it("waits for the server before doing anything with the camera", () => {
    const call = startCall({ access: null });
    expect(call.value()).toBe("loading");
    expect(call.media.requests).toEqual([]);
  });

  it("refuses someone who is not part of the booking and never opens the camera", async () => {
    const call = startCall({ access: null });
    call.server.refuse("CALL_FORBIDDEN");
    await settle();
    expect(call.value()).toBe("refused");
    expect(call.context().refusal).toBe("CALL_FORBIDDEN");
    expect(call.media.requests).toEqual([]);
    expect(call.actor.getSnapshot().status).toBe("done");
  });

  it("shows the preview with the camera and microphone lists and tells the other side", async () => {
    const call = startCall();
    expect(call.value()).toEqual({ session: { preparing: "checkingDevices" } });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "preview" } });
    expect(call.context()).toMatchObject({
      devices: deviceLists,
      cameraId: "cam-front",
      microphoneId: "mic-1",
      micEnabled: true,
      cameraEnabled: true,
      audioOnly: false,
    });
    expect(call.context().localStream).not.toBeNull();
    expect(call.server.backend.enterPrepare).toHaveBeenCalledWith("booking-1");
  });

  it("goes straight to the ended page when the consultation is already over", async () => {
    const call = startCall({ access: accessWith({ ended: true }) });
    await settle();
    expect(call.value()).toBe("ended");
    expect(call.media.requests).toEqual([]);
  });

  it("stays on the left page when it was opened there", async () => {
    const call = startCall({ intent: "left" });
    await settle();
    expect(call.value()).toBe("left");
    expect(call.media.requests).toEqual([]);
  });

  it("joins again by itself after a reload of the call page", async () => {
    const call = startCall({ intent: "join" });
    await settle();
    expect(call.server.backend.join).toHaveBeenCalledTimes(1);
    expect(call.value()).toEqual(inCall("signaling"));
  });

  it("keeps a reloaded call page in the preview while the window is not open yet", async () => {
    const early = accessWith({ window: { ...accessWith().window, status: "early" } });
    const call = startCall({ intent: "join", access: early });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "preview" } });
    expect(call.server.backend.join).not.toHaveBeenCalled();
  });

  it("keeps presence alive with a heartbeat every ten seconds", async () => {
    const call = startCall();
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(call.server.backend.heartbeat).toHaveBeenCalledTimes(3);
  });

  it("updates the device lists when a device is plugged in", async () => {
    const call = startCall();
    await settle();
    const withHeadset: DeviceLists = {
      ...deviceLists,
      microphones: [...deviceLists.microphones, { deviceId: "mic-usb", label: "Headset" }],
    };
    call.plugDevices(withHeadset);
    expect(call.context().devices).toEqual(withHeadset);
  });
});

describe("call machine: preview", () => {
  it("mutes the microphone and turns the camera off on the actual tracks", async () => {
    const call = startCall();
    await settle();
    call.send({ type: "user.toggleMic" });
    call.send({ type: "user.toggleCamera" });
    const stream = call.context().localStream as ReturnType<typeof fakeStream>;
    expect(call.context()).toMatchObject({ micEnabled: false, cameraEnabled: false });
    expect(stream.tracks.map((track) => track.enabled)).toEqual([false, false]);
    call.send({ type: "user.toggleMic" });
    expect(stream.getAudioTracks()[0]?.enabled).toBe(true);
  });

  it("switches to another camera and releases the previous one", async () => {
    const call = startCall();
    await settle();
    const previous = call.context().localStream as ReturnType<typeof fakeStream>;
    call.send({ type: "user.selectCamera", deviceId: "cam-usb" });
    expect(call.value()).toEqual({ session: { preparing: "checkingDevices" } });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "preview" } });
    expect(call.media.requests.at(-1)).toEqual({ cameraId: "cam-usb", microphoneId: "mic-1", audioOnly: false });
    expect(call.context().cameraId).toBe("cam-usb");
    expect(previous.tracks.every((track) => track.stopped)).toBe(true);
  });

  it("keeps a muted microphone muted on a newly chosen device", async () => {
    const call = startCall();
    await settle();
    call.send({ type: "user.toggleMic" });
    call.send({ type: "user.selectMicrophone", deviceId: "mic-1" });
    await settle();
    const stream = call.context().localStream as ReturnType<typeof fakeStream>;
    expect(stream.getAudioTracks()[0]?.enabled).toBe(false);
  });

  it("can choose audio only from the preview", async () => {
    const call = startCall();
    await settle();
    call.send({ type: "user.setAudioOnly", audioOnly: true });
    await settle();
    expect(call.media.requests.at(-1)).toMatchObject({ audioOnly: true });
    expect(call.context().audioOnly).toBe(true);
  });

  it("does not join before the window opens, and does once it has", async () => {
    const early = accessWith({ window: { ...accessWith().window, status: "early" } });
    const call = startCall({ access: early });
    await settle();
    call.send({ type: "user.join" });
    expect(call.value()).toEqual({ session: { preparing: "preview" } });
    call.server.publish(accessWith());
    call.send({ type: "user.join" });
    expect(call.value()).toEqual({ session: "joining" });
  });

  it("returns to the preview with the server's reason when joining is refused", async () => {
    const call = startCall();
    await settle();
    call.server.backend.join.mockRejectedValueOnce(Object.assign(new Error("late"), { data: { code: "WINDOW_CLOSED" } }));
    call.send({ type: "user.join" });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "preview" } });
    expect(call.context().joinError).toBe("WINDOW_CLOSED");
  });
});

describe("call machine: camera and microphone failures", () => {
  it("explains a denied permission and checks again on request", async () => {
    const call = startCall({ access: null });
    call.media.next(new MediaAccessError("permissionDenied", { camera: true, microphone: true }));
    call.server.publish(accessWith());
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "permissionDenied" } });
    call.send({ type: "user.retryMedia" });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "preview" } });
  });

  it("offers audio only when there is a microphone but no camera", async () => {
    const call = startCall({ access: null });
    call.media.next(new MediaAccessError("devicesMissing", { camera: false, microphone: true }));
    call.server.publish(accessWith());
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "devicesMissing" } });
    expect(call.context().availableDevices).toEqual({ camera: false, microphone: true });
    call.send({ type: "user.useAudioOnly" });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "preview" } });
    expect(call.media.requests.at(-1)).toEqual({ cameraId: null, microphoneId: null, audioOnly: true });
    expect(call.context().audioOnly).toBe(true);
  });

  it("does not offer audio only without a microphone, but checks again once one is plugged in", async () => {
    const call = startCall({ access: null });
    call.media.next(new MediaAccessError("devicesMissing", { camera: false, microphone: false }));
    call.server.publish(accessWith());
    await settle();
    call.send({ type: "user.useAudioOnly" });
    expect(call.value()).toEqual({ session: { preparing: "devicesMissing" } });
    call.send({ type: "user.retryMedia" });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "preview" } });
  });

  it("forgets a chosen camera that vanished, so checking again uses the default", async () => {
    const call = startCall();
    await settle();
    call.media.next(new MediaAccessError("devicesMissing", { camera: true, microphone: true }));
    call.send({ type: "user.selectCamera", deviceId: "cam-usb" });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "devicesMissing" } });
    call.send({ type: "user.retryMedia" });
    await settle();
    expect(call.media.requests.at(-1)).toMatchObject({ cameraId: null, microphoneId: null });
  });

  it("offers checking again or audio only when the camera is held by another application", async () => {
    const call = startCall({ access: null });
    call.media.next(new MediaAccessError("devicesBusy", { camera: true, microphone: true }));
    call.media.next(new MediaAccessError("devicesBusy", { camera: true, microphone: true }));
    call.server.publish(accessWith());
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "devicesBusy" } });
    call.send({ type: "user.retryMedia" });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "devicesBusy" } });
    call.send({ type: "user.useAudioOnly" });
    await settle();
    expect(call.value()).toEqual({ session: { preparing: "preview" } });
  });
});

describe("call machine: in the call", () => {
  it("registers the join, opens signaling with the server's peer id and waits for the vet", async () => {
    const call = startCall();
    await settle();
    call.send({ type: "user.join" });
    expect(call.value()).toEqual({ session: "joining" });
    await settle();
    expect(call.value()).toEqual(inCall("signaling"));
    expect(call.peer.inputs[0]).toMatchObject({ peerId: "owner-peer-1", config: { host: "127.0.0.1", port: 9000 } });
    expect(call.peer.inputs[0]?.localStream).toBe(call.context().localStream);
    call.peer.emit({ type: "peer.open" });
    expect(call.value()).toEqual(inCall("waitingForOther"));
    expect(call.peer.commands).toEqual([]);
  });

  it("tells the server once its peer is on the signaling server, and again after signaling came back", async () => {
    const call = await joinedCall();
    expect(call.server.backend.peerReady).toHaveBeenCalledWith("booking-1", "owner-peer-1");
    call.peer.emit({ type: "signaling.lost" });
    call.peer.emit({ type: "signaling.restored" });
    expect(call.server.backend.peerReady).toHaveBeenCalledTimes(2);
  });

  it("reports its own connection for the fair outcome: not yet, connected, lost, connected again", async () => {
    const call = await joinedCall(accessWith({ other: vetJoined }));
    const reports = () => call.server.backend.reportConnection.mock.calls.map(([, connected]) => connected);
    expect(reports()).toEqual([false]);
    call.peer.emit({ type: "peer.connected", remoteStream: fakeStream() });
    call.peer.emit({ type: "peer.interrupted", severity: "lost" });
    call.peer.emit({ type: "peer.connected", remoteStream: fakeStream() });
    expect(reports()).toEqual([false, true, false, true]);
  });

  it("the owner calls the vet as soon as the vet's peer is registered, once per registration", async () => {
    const call = await joinedCall();
    call.server.publish(accessWith({ other: { presence: "joined", peerId: null, peerReadyAt: null } }));
    expect(call.peer.commands).toEqual([]);
    call.server.publish(accessWith({ other: vetJoined }));
    call.server.publish(accessWith({ other: vetJoined }));
    expect(call.peer.commands).toEqual([{ type: "session.call", peerId: "vet-peer-1" }]);
  });

  it("the owner does not call again on a timer: only a new registration of the vet's peer is called", async () => {
    const call = await joinedCall(accessWith({ other: vetJoined }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call.peer.commands).toHaveLength(1);
    call.server.publish(accessWith({ other: { ...vetJoined, peerReadyAt: 2_000 } }));
    expect(call.peer.commands).toEqual([
      { type: "session.call", peerId: "vet-peer-1" },
      { type: "session.call", peerId: "vet-peer-1" },
    ]);
  });

  it("the owner calls the same registration again when a call attempt failed", async () => {
    const call = await joinedCall(accessWith({ other: vetJoined }));
    call.peer.emit({ type: "peer.interrupted", severity: "lost" });
    expect(call.peer.commands).toHaveLength(2);
  });

  it("the vet never calls: the vet answers the owner's call", async () => {
    const call = await joinedCall(accessWith({ role: "vet", other: { presence: "joined", peerId: "owner-peer-9", peerReadyAt: 1_000 } }));
    expect(call.peer.commands).toEqual([]);
    call.peer.emit({ type: "peer.connected", remoteStream: fakeStream() });
    expect(call.value()).toEqual(inCall("connected"));
  });

  it("shows the other side's video once their media arrives", async () => {
    const call = await connectedCall();
    expect(call.value()).toEqual(inCall("connected"));
    expect(call.context().remoteStream).toBe(call.remote);
  });

  it("calls the vet's new peer at once when the vet reloads mid-call", async () => {
    const call = await connectedCall();
    call.server.publish(accessWith({ other: { presence: "joined", peerId: "vet-peer-2", peerReadyAt: 5_000 } }));
    expect(call.peer.commands.at(-1)).toEqual({ type: "session.call", peerId: "vet-peer-2" });
    expect(call.value()).toEqual(inCall("connected"));
  });

  it("does not replace a working call when only the vet's signaling came back", async () => {
    const call = await connectedCall();
    call.server.publish(accessWith({ other: { ...vetJoined, peerReadyAt: 9_000 } }));
    expect(call.peer.commands).toHaveLength(1);
  });

  it("lets a short ICE drop heal in place, counting the time since it began", async () => {
    vi.setSystemTime(startsAt);
    const call = await connectedCall();
    call.peer.emit({ type: "peer.interrupted", severity: "transient" });
    expect(call.value()).toEqual(inCall({ reconnecting: "healing" }));
    expect(call.context().interruptedAt).toBe(startsAt);
    await vi.advanceTimersByTimeAsync(1_000);
    call.peer.emit({ type: "peer.connected", remoteStream: call.remote });
    expect(call.value()).toEqual(inCall("connected"));
    expect(call.context().interruptedAt).toBeNull();
    expect(call.peer.commands).toHaveLength(1);
  });

  it("places a new call when ICE does not heal within two seconds", async () => {
    const call = await connectedCall();
    call.peer.emit({ type: "peer.interrupted", severity: "transient" });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(call.value()).toEqual(inCall({ reconnecting: "replacing" }));
    expect(call.peer.commands).toHaveLength(2);
    expect(call.peer.commands[1]).toEqual({ type: "session.call", peerId: "vet-peer-1" });
  });

  it("places a new call at once when the connection failed or was closed", async () => {
    const call = await connectedCall();
    call.peer.emit({ type: "peer.interrupted", severity: "lost" });
    expect(call.value()).toEqual(inCall({ reconnecting: "replacing" }));
    expect(call.peer.commands).toHaveLength(2);
    // The vet's peer back on the signaling server is called at once, and again while nothing connects.
    call.server.publish(accessWith({ other: { ...vetJoined, peerReadyAt: 4_000 } }));
    expect(call.peer.commands).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(call.peer.commands).toHaveLength(4);
    call.peer.emit({ type: "peer.connected", remoteStream: call.remote });
    expect(call.value()).toEqual(inCall("connected"));
  });

  it("the vet waits for the owner's new call while reconnecting", async () => {
    const call = await connectedCall(accessWith({ role: "vet", other: { presence: "joined", peerId: "owner-peer-9", peerReadyAt: 1_000 } }));
    call.peer.emit({ type: "peer.interrupted", severity: "lost" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(call.peer.commands).toEqual([]);
    expect(call.value()).toEqual(inCall({ reconnecting: "replacing" }));
  });

  it("gives up reconnecting after thirty seconds and offers to rejoin with a new peer", async () => {
    const call = await connectedCall();
    call.peer.emit({ type: "peer.interrupted", severity: "transient" });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(call.value()).toEqual({ session: "connectionLost" });
    expect(call.context()).toMatchObject({ remoteStream: null, interruptedAt: null });
    expect(call.peer.isRunning()).toBe(false);
    call.send({ type: "user.retry" });
    await settle();
    expect(call.value()).toEqual(inCall("signaling"));
    expect(call.peer.inputs.at(-1)?.peerId).toBe("owner-peer-2");
  });

  it("keeps reconnecting while the other side is only away (their network dropped too)", async () => {
    const call = await connectedCall();
    call.peer.emit({ type: "peer.interrupted", severity: "lost" });
    call.server.publish(accessWith({ other: { presence: "away", peerId: null, peerReadyAt: null } }));
    expect(call.value()).toEqual(inCall({ reconnecting: "replacing" }));
  });

  it("waits for the other side instead of reconnecting when they hung up", async () => {
    const call = await connectedCall();
    call.peer.emit({ type: "peer.interrupted", severity: "transient" });
    call.server.publish(accessWith({ other: { presence: "left", peerId: null, peerReadyAt: null } }));
    expect(call.value()).toEqual(inCall("waitingForOther"));
    expect(call.context().remoteStream).toBeNull();
  });

  it("goes back to waiting when the other side hangs up", async () => {
    const call = await connectedCall();
    call.server.publish(accessWith({ other: { presence: "left", peerId: null, peerReadyAt: null } }));
    expect(call.value()).toEqual(inCall("waitingForOther"));
  });

  it("keeps the call when signaling drops and says when it is back", async () => {
    const call = await connectedCall();
    call.peer.emit({ type: "signaling.lost" });
    expect(call.context().signalingOnline).toBe(false);
    expect(call.value()).toEqual(inCall("connected"));
    call.peer.emit({ type: "signaling.restored" });
    expect(call.context().signalingOnline).toBe(true);
  });

  it("switches the camera mid-call and hands the new tracks to the connection", async () => {
    const call = await connectedCall();
    call.send({ type: "user.selectCamera", deviceId: "cam-usb" });
    expect(call.value()).toEqual(inCall("connected", "switching"));
    await settle();
    expect(call.value()).toEqual(inCall("connected", "steady"));
    expect(call.peer.commands.at(-1)).toEqual({ type: "session.replaceStream", stream: call.context().localStream });
  });

  it("keeps the current camera when switching fails", async () => {
    const call = await connectedCall();
    const current = call.context().localStream;
    call.media.next(new MediaAccessError("devicesBusy", { camera: true, microphone: true }));
    call.send({ type: "user.selectCamera", deviceId: "cam-usb" });
    await settle();
    expect(call.value()).toEqual(inCall("connected", "steady"));
    expect(call.context()).toMatchObject({ deviceSwitchFailed: true, localStream: current });
  });

  it("ends for both when the vet's end arrives from the server", async () => {
    const call = await connectedCall();
    call.server.publish(accessWith({ other: vetJoined, ended: true }));
    expect(call.value()).toBe("ended");
    expect(call.peer.isRunning()).toBe(false);
    expect(call.context().localStream).toBeNull();
  });

  it("ends when the join window runs out", async () => {
    const call = await connectedCall();
    call.server.publish(accessWith({ other: vetJoined, window: { ...accessWith().window, status: "closed" } }));
    expect(call.value()).toBe("ended");
  });
});

const goodLink: LinkMeasure = { lossPercent: 0, roundTripMs: 30, outgoingKbps: 2_000, framesPerSecond: 30 };
const poorLink: LinkMeasure = { lossPercent: 20, roundTripMs: 900, outgoingKbps: 90, framesPerSecond: 4 };
const weakLink: LinkMeasure = { lossPercent: 5, roundTripMs: 350, outgoingKbps: 300, framesPerSecond: 20 };

type RunningCall = ReturnType<typeof startCall>;

function measureTimes(call: RunningCall, measure: LinkMeasure, times: number) {
  for (let sample = 0; sample < times; sample++) call.peer.emit({ type: "link.measured", measure });
}

const lastOf = <T extends PeerSessionCommand["type"]>(call: RunningCall, type: T) =>
  call.peer.commands.filter((command): command is Extract<PeerSessionCommand, { type: T }> => command.type === type).at(-1);

describe("call machine: connection quality and audio before video", () => {
  it("judges the link from the samples with hysteresis and tells the other side", async () => {
    const call = await connectedCall();
    call.peer.emit({ type: "peer.mediaState", state: { quality: "good", video: "on", microphone: "on" } });
    measureTimes(call, goodLink, 1);
    expect(call.context().myQuality.level).toBe("good");
    expect(lastOf(call, "session.shareMediaState")?.state).toEqual({ quality: "good", video: "on", microphone: "on" });
    // One weak sample is not believed yet; the second is.
    measureTimes(call, weakLink, 1);
    expect(call.context().myQuality.level).toBe("good");
    measureTimes(call, weakLink, 1);
    expect(call.context().myQuality.level).toBe("weak");
    expect(lastOf(call, "session.shareMediaState")?.state).toEqual({ quality: "weak", video: "on", microphone: "on" });
    expect(call.value()).toEqual(inCall("connected"));
  });

  it("tells the other side when the microphone is muted and unmuted", async () => {
    const call = await connectedCall();
    measureTimes(call, goodLink, 1);
    call.send({ type: "user.toggleMic" });
    expect(lastOf(call, "session.shareMediaState")?.state).toEqual({ quality: "good", video: "on", microphone: "muted" });
    call.send({ type: "user.toggleMic" });
    expect(lastOf(call, "session.shareMediaState")?.state).toEqual({ quality: "good", video: "on", microphone: "on" });
  });

  it("keeps what the other side says about its link and video", async () => {
    const call = await connectedCall();
    call.peer.emit({ type: "peer.mediaState", state: { quality: "weak", video: "off", microphone: "on" } });
    expect(call.context().otherMedia).toEqual({ quality: "weak", video: "off", microphone: "on" });
  });

  it("pauses its video on a poor link, keeps the sound, and resumes only once the link is good again", async () => {
    const call = await connectedCall();
    measureTimes(call, goodLink, 1);
    measureTimes(call, poorLink, 2);
    expect(call.value()).toEqual(inCall("connected", "steady", "open", "pausedForQuality"));
    expect(lastOf(call, "session.setVideoSending")).toEqual({ type: "session.setVideoSending", sending: false });
    expect(lastOf(call, "session.shareMediaState")?.state).toEqual({ quality: "poor", video: "paused", microphone: "on" });
    // The microphone track is untouched; the camera track too (the self view keeps showing).
    expect(call.context().localStream?.getTracks().every((track) => track.enabled)).toBe(true);

    // Weak is not good enough to bring video back (no flapping between the two).
    measureTimes(call, weakLink, 3);
    expect(call.context().myQuality.level).toBe("weak");
    expect(call.value()).toEqual(inCall("connected", "steady", "open", "pausedForQuality"));

    measureTimes(call, goodLink, 2);
    expect(call.value()).toEqual(inCall("connected", "steady", "open", "pausedForQuality"));
    measureTimes(call, goodLink, 1);
    expect(call.value()).toEqual(inCall("connected"));
    expect(lastOf(call, "session.setVideoSending")).toEqual({ type: "session.setVideoSending", sending: true });
    expect(lastOf(call, "session.shareMediaState")?.state).toEqual({ quality: "good", video: "on", microphone: "on" });
  });

  it("does not hold its own paused video against the link while it recovers", async () => {
    const call = await connectedCall();
    call.peer.emit({ type: "peer.mediaState", state: { quality: "poor", video: "paused", microphone: "on" } });
    expect(call.value()).toEqual(inCall("connected", "steady", "open", "pausedForQuality"));
    // No outgoing estimate worth a video and no frames arriving: both are expected while video is paused.
    measureTimes(call, { lossPercent: 0, roundTripMs: 40, outgoingKbps: 40, framesPerSecond: 0 }, 3);
    expect(call.context().myQuality.level).toBe("good");
    call.peer.emit({ type: "peer.mediaState", state: { quality: "good", video: "paused", microphone: "on" } });
    expect(call.value()).toEqual(inCall("connected"));
  });

  it("pauses its video too when the other side measures the link as poor", async () => {
    const call = await connectedCall();
    measureTimes(call, goodLink, 3);
    call.peer.emit({ type: "peer.mediaState", state: { quality: "poor", video: "on", microphone: "on" } });
    expect(call.value()).toEqual(inCall("connected", "steady", "open", "pausedForQuality"));
    expect(lastOf(call, "session.setVideoSending")?.sending).toBe(false);
  });

  it("audio only by choice: turning the camera off mid-call stops sending video and tells the other side", async () => {
    const call = await connectedCall();
    call.send({ type: "user.toggleCamera" });
    expect(call.context().cameraEnabled).toBe(false);
    expect(lastOf(call, "session.setVideoSending")?.sending).toBe(false);
    expect(lastOf(call, "session.shareMediaState")?.state.video).toBe("off");
    call.send({ type: "user.toggleCamera" });
    expect(lastOf(call, "session.setVideoSending")?.sending).toBe(true);
    expect(lastOf(call, "session.shareMediaState")?.state.video).toBe("on");
  });

  it("says its video is off, not paused, when it has no camera at all", async () => {
    const call = startCall({ access: accessWith({ other: vetJoined }) });
    await settle();
    call.send({ type: "user.setAudioOnly", audioOnly: true });
    await settle();
    call.send({ type: "user.join" });
    await settle();
    call.peer.emit({ type: "peer.open" });
    call.peer.emit({ type: "peer.connected", remoteStream: fakeStream() });
    call.peer.emit({ type: "link.measured", measure: goodLink });
    expect(lastOf(call, "session.shareMediaState")?.state).toEqual({ quality: "good", video: "off", microphone: "on" });
  });

  it("forgets the link's quality when the call is left", async () => {
    const call = await connectedCall();
    measureTimes(call, poorLink, 2);
    call.send({ type: "user.hangUp" });
    await settle();
    expect(call.context()).toMatchObject({ myQuality: { level: null }, otherMedia: null, videoPausedForQuality: false });
  });
});

describe("call machine: signaling and peer failures", () => {
  it("reports an unreachable signaling server and retries with a fresh join", async () => {
    const call = await joinedCall();
    call.peer.emit({ type: "signaling.unreachable" });
    expect(call.value()).toEqual({ session: "signalingUnreachable" });
    call.send({ type: "user.retry" });
    await settle();
    expect(call.server.backend.join).toHaveBeenCalledTimes(2);
    expect(call.value()).toEqual(inCall("signaling"));
  });

  it("stops waiting for signaling after fifteen seconds", async () => {
    const call = startCall();
    await settle();
    call.send({ type: "user.join" });
    await settle();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(call.value()).toEqual({ session: "signalingUnreachable" });
  });

  it("reports a failed peer and lets the user leave from there", async () => {
    const call = await joinedCall();
    call.peer.emit({ type: "peer.failed", reason: "webrtc" });
    expect(call.value()).toEqual({ session: "peerFailed" });
    expect(call.context().peerFailure).toBe("webrtc");
    call.send({ type: "user.hangUp" });
    await settle();
    expect(call.value()).toBe("left");
  });

  it("lets the user leave when signaling cannot be reached", async () => {
    const call = await joinedCall();
    call.peer.emit({ type: "signaling.unreachable" });
    call.send({ type: "user.hangUp" });
    await settle();
    expect(call.value()).toBe("left");
    expect(call.server.backend.leave).toHaveBeenCalledWith("booking-1");
  });
});

describe("call machine: leaving and ending", () => {
  it("hangs up: tells the server, closes the peer and releases the camera", async () => {
    const call = await connectedCall();
    const stream = call.context().localStream as ReturnType<typeof fakeStream>;
    call.send({ type: "user.hangUp" });
    expect(call.value()).toEqual({ session: "leaving" });
    await settle();
    expect(call.value()).toBe("left");
    expect(call.server.backend.leave).toHaveBeenCalledWith("booking-1");
    expect(call.peer.isRunning()).toBe(false);
    expect(stream.tracks.every((track) => track.stopped)).toBe(true);
    expect(call.context().localStream).toBeNull();
  });

  it("leaves while the server is still registering the join", async () => {
    const call = startCall();
    await settle();
    let finishJoin: (value: { peerId: string }) => void = () => undefined;
    call.server.backend.join.mockImplementationOnce(() => new Promise((resolve) => (finishJoin = resolve)));
    call.send({ type: "user.join" });
    await settle();
    expect(call.value()).toEqual({ session: "joining" });
    const stream = call.context().localStream as ReturnType<typeof fakeStream>;
    call.send({ type: "user.hangUp" });
    finishJoin({ peerId: "owner-peer-late" });
    await settle();
    expect(call.value()).toBe("left");
    expect(call.server.backend.leave).toHaveBeenCalledWith("booking-1");
    expect(call.peer.isRunning()).toBe(false);
    expect(stream.tracks.every((track) => track.stopped)).toBe(true);
  });

  it("leaves even when the server cannot be told", async () => {
    const call = await connectedCall();
    call.server.backend.leave.mockRejectedValueOnce(new Error("offline"));
    call.send({ type: "user.hangUp" });
    await settle();
    expect(call.value()).toBe("left");
  });

  it("stops the heartbeat after leaving", async () => {
    const call = await connectedCall();
    call.send({ type: "user.hangUp" });
    await settle();
    call.server.backend.heartbeat.mockClear();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(call.server.backend.heartbeat).not.toHaveBeenCalled();
  });

  it("rejoins from the left page while the window is open", async () => {
    const call = await connectedCall();
    call.send({ type: "user.hangUp" });
    await settle();
    call.send({ type: "user.rejoin" });
    expect(call.value()).toEqual({ session: { preparing: "checkingDevices" } });
    await settle();
    expect(call.value()).toEqual(inCall("signaling"));
    expect(call.peer.inputs.at(-1)?.peerId).toBe("owner-peer-2");
  });

  it("cannot rejoin once the window has closed", async () => {
    const call = startCall({ intent: "left" });
    await settle();
    call.server.publish(accessWith({ window: { ...accessWith().window, status: "closed" } }));
    call.send({ type: "user.rejoin" });
    expect(call.value()).toBe("left");
  });

  it("the vet ends the consultation for both sides", async () => {
    const call = await connectedCall(accessWith({ role: "vet", other: { presence: "joined", peerId: "owner-peer-9", peerReadyAt: 1_000 } }));
    call.send({ type: "user.endConsultation" });
    expect(call.value()).toEqual(inCall("connected", "steady", "closing"));
    await settle();
    expect(call.server.backend.endConsultation).toHaveBeenCalledWith("booking-1");
    expect(call.value()).toBe("ended");
    expect(call.peer.isRunning()).toBe(false);
  });

  it("keeps the vet in the call and says so when ending fails", async () => {
    const call = await connectedCall(accessWith({ role: "vet", other: { presence: "joined", peerId: "owner-peer-9", peerReadyAt: 1_000 } }));
    call.server.backend.endConsultation.mockRejectedValueOnce(new Error("offline"));
    call.send({ type: "user.endConsultation" });
    await settle();
    expect(call.value()).toEqual(inCall("connected"));
    expect(call.context().endError).toBe("UNKNOWN");
    expect(call.peer.isRunning()).toBe(true);
  });

  it("lets the vet end while the owner is away, and keeps the server's reason when it refuses", async () => {
    const call = await joinedCall(accessWith({ role: "vet", other: { presence: "left", peerId: null, peerReadyAt: null } }));
    expect(call.value()).toEqual(inCall("waitingForOther"));
    call.server.backend.endConsultation.mockRejectedValueOnce(Object.assign(new Error("refused"), { data: { code: "CALL_NOT_STARTED" } }));
    call.send({ type: "user.endConsultation" });
    await settle();
    expect(call.server.backend.endConsultation).toHaveBeenCalledWith("booking-1");
    expect(call.value()).toEqual(inCall("waitingForOther"));
    expect(call.context().endError).toBe("CALL_NOT_STARTED");

    call.send({ type: "user.endConsultation" });
    expect(call.context().endError).toBeNull();
    await settle();
    expect(call.value()).toBe("ended");
  });

  it("lets the vet end after the connection to an owner was lost for good, and comes back there if that fails", async () => {
    const call = await connectedCall(accessWith({ role: "vet", other: { presence: "joined", peerId: "owner-peer-9", peerReadyAt: 1_000 } }));
    call.peer.emit({ type: "peer.interrupted", severity: "lost" });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(call.value()).toEqual({ session: "connectionLost" });

    call.server.backend.endConsultation.mockRejectedValueOnce(new Error("offline"));
    call.send({ type: "user.endConsultation" });
    expect(call.value()).toEqual({ session: "endingFromFailure" });
    await settle();
    expect(call.value()).toEqual({ session: "connectionLost" });
    expect(call.context().endError).toBe("UNKNOWN");

    call.send({ type: "user.endConsultation" });
    await settle();
    expect(call.server.backend.endConsultation).toHaveBeenCalledTimes(2);
    expect(call.value()).toBe("ended");
  });

  it("lets the vet end when the signaling server cannot be reached (ending needs only the backend)", async () => {
    const call = await joinedCall(accessWith({ role: "vet" }));
    call.peer.emit({ type: "signaling.unreachable" });
    call.send({ type: "user.endConsultation" });
    await settle();
    expect(call.value()).toBe("ended");
  });

  it("an owner cannot end the consultation from a failure state either", async () => {
    const call = await joinedCall();
    call.peer.emit({ type: "peer.failed", reason: "webrtc" });
    call.send({ type: "user.endConsultation" });
    await settle();
    expect(call.value()).toEqual({ session: "peerFailed" });
    expect(call.server.backend.endConsultation).not.toHaveBeenCalled();
  });

  it("an owner cannot end the consultation", async () => {
    const call = await connectedCall();
    call.send({ type: "user.endConsultation" });
    await settle();
    expect(call.value()).toEqual(inCall("connected"));
    expect(call.server.backend.endConsultation).not.toHaveBeenCalled();
  });

  it("refuses mid-call when the booking is no longer accessible", async () => {
    const call = await connectedCall();
    call.server.refuse("NOT_FOUND");
    expect(call.value()).toBe("refused");
    expect(call.peer.isRunning()).toBe(false);
  });
});

describe("call machine: coverage", () => {
  it("every state was reached by the scenarios above", () => {
    const unreached = allStateIds(callMachine.root).filter((id) => !visitedStates.has(id));
    expect(unreached).toEqual([]);
  });
});
