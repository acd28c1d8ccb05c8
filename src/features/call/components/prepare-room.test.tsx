import type { ReactNode } from "react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fromCallback, fromPromise } from "xstate";
import { callMachine } from "../machines/call-machine";
import { connectionCheckMachine } from "../machines/connection-check-machine";
import type { CallAccess } from "../types/call-access";
import type { CallBackend } from "../types/call-backend";
import type { IceGathering } from "../utils/connection-check";
import { MediaAccessError, type LocalMedia, type MediaRequest } from "../utils/local-media";
import { CallActor } from "./call-actor";
import { PrepareRoom } from "./prepare-room";

// The viewer's account is in Berlin; the test machine's zone must not matter.
vi.mock("convex/react", () => ({
  useConvexAuth: () => ({ isAuthenticated: true, isLoading: false }),
  useQuery: () => ({ timeZone: "Europe/Berlin" }),
}));
vi.mock("@tanstack/react-router", () => ({
  useParams: (options?: { select?: (params: { locale: string }) => unknown }) =>
    options?.select ? options.select({ locale: "en" }) : { locale: "en" },
}));
vi.mock("@/components/layout/app-link", () => ({
  AppLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const startsAt = Date.UTC(2026, 10, 23, 9, 0);

function accessWith(overrides: Partial<CallAccess> = {}): CallAccess {
  return {
    bookingId: "booking-1",
    vetId: "vet-1",
    role: "owner",
    petName: "Bella",
    otherPartyName: "Dr. Vega",
    startsAt,
    endsAt: startsAt + 20 * 60_000,
    window: { opensAt: startsAt - 10 * 60_000, closesAt: startsAt + 50 * 60_000, status: "open" },
    ended: false,
    endedByVet: false,
    interrupted: false,
    me: { presence: "preparing", peerId: null },
    other: { presence: "absent", peerId: null, peerReadyAt: null },
    ...overrides,
  };
}

function fakeStream(kinds: Array<"audio" | "video">) {
  const tracks = kinds.map((kind) => ({ kind, enabled: true, stop: () => undefined }));
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((track) => track.kind === "audio"),
    getVideoTracks: () => tracks.filter((track) => track.kind === "video"),
  } as unknown as MediaStream;
}

type NetworkAnswers = { signalingReachable: boolean; iceServers?: RTCIceServer[]; gathering?: IceGathering };

/** A deployment with a STUN server that answers: the video can cross ordinary networks. */
const stunAnswers = {
  iceServers: [{ urls: "stun:stun.example.org:3478" }],
  gathering: { candidateTypes: ["host", "srflx"], errorUrls: [], complete: true },
};

function renderPrepareRoom(options: { access: CallAccess; mediaFailures?: MediaAccessError[]; network?: NetworkAnswers }) {
  const network = options.network ?? { signalingReachable: true, ...stunAnswers };
  const failures = [...(options.mediaFailures ?? [])];
  const mediaRequests: MediaRequest[] = [];
  const backend: CallBackend = {
    watchAccess: (_meetingId, onAccess) => {
      queueMicrotask(() => onAccess(options.access));
      return () => undefined;
    },
    enterPrepare: vi.fn(async () => undefined),
    heartbeat: vi.fn(async () => undefined),
    join: vi.fn(async () => ({ peerId: "owner-peer" })),
    peerReady: vi.fn(async () => undefined),
    reportConnection: vi.fn(async () => undefined),
    leave: vi.fn(async () => undefined),
    endConsultation: vi.fn(async () => undefined),
  };
  const logic = callMachine.provide({
    actors: {
      acquireMedia: fromPromise<LocalMedia, MediaRequest>(async ({ input }) => {
        mediaRequests.push(input);
        const failure = failures.shift();
        if (failure) throw failure;
        return {
          stream: fakeStream(input.audioOnly ? ["audio"] : ["audio", "video"]),
          devices: {
            cameras: [{ deviceId: "cam-1", label: "" }],
            microphones: [{ deviceId: "mic-1", label: "Headset" }],
          },
          cameraId: "cam-1",
          microphoneId: "mic-1",
        };
      }),
      peerSession: fromCallback(() => undefined),
      watchDevices: fromCallback(() => undefined),
    },
  });
  render(
    <I18nProvider i18n={i18n}>
      <CallActor.Provider
        logic={logic}
        options={{
          input: {
            meetingId: "booking-1",
            backend,
            peerConfig: { host: "127.0.0.1", port: 9000, path: "/peerjs", secure: false, iceServers: network.iceServers ?? [] },
            intent: "prepare",
          },
        }}
      >
        <PrepareRoom
          connectionCheck={connectionCheckMachine.provide({
            actors: {
              probeSignaling: fromPromise(async () => network.signalingReachable),
              gatherIceCandidates: fromPromise(async () => network.gathering ?? { candidateTypes: ["host"], errorUrls: [], complete: true }),
            },
          })}
        />
      </CallActor.Provider>
    </I18nProvider>,
  );
  return { backend, mediaRequests };
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(cleanup);

describe("PrepareRoom", () => {
  it("lets the owner join once the camera works and the window is open", async () => {
    const { backend } = renderPrepareRoom({ access: accessWith({ other: { presence: "joined", peerId: "vet-peer", peerReadyAt: 1 } }) });
    expect(await screen.findByText("Dr. Vega is in the call and waiting for you.")).toBeInTheDocument();
    const join = await screen.findByRole("button", { name: "Join the consultation" });
    await vi.waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    expect(backend.join).toHaveBeenCalledWith("booking-1");
  });

  it("states the consultation's time in the account zone and names that zone", async () => {
    renderPrepareRoom({ access: accessWith({ role: "vet" }) });
    expect(await screen.findByText(/Bella \(Dr\. Vega\), Monday, November 23(, 2026)?, 10:00\s*–\s*10:20\sAM GMT\+1/)).toBeInTheDocument();
    expect(screen.getByText(/Times in Central European Time \(Berlin\), your account's time zone\./)).toBeInTheDocument();
  });

  it("keeps Join disabled before the window opens and says from when", async () => {
    renderPrepareRoom({ access: accessWith({ window: { ...accessWith().window, status: "early" } }) });
    // The heading names the day, so the join time on that day reads like the heading's times.
    expect(await screen.findByText(/You can join from 9:50\sAM GMT\+1\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join the consultation" })).toBeDisabled();
  });

  it("tells the vet that the owner is getting ready", async () => {
    renderPrepareRoom({ access: accessWith({ role: "vet", other: { presence: "preparing", peerId: null, peerReadyAt: null } }) });
    expect(await screen.findByText("Bella's owner is getting ready.")).toBeInTheDocument();
  });

  it("numbers devices whose names the browser hides, and names the others", async () => {
    renderPrepareRoom({ access: accessWith() });
    expect(await screen.findByRole("option", { name: "Camera 1" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Headset" })).toBeInTheDocument();
  });

  it("explains a blocked camera and checks again on request", async () => {
    const { mediaRequests } = renderPrepareRoom({
      access: accessWith(),
      mediaFailures: [new MediaAccessError("permissionDenied", { camera: true, microphone: true })],
    });
    expect(await screen.findByRole("heading", { name: "Your browser blocked the camera and microphone" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Join the consultation" })).toBeEnabled());
    expect(mediaRequests).toHaveLength(2);
  });

  it("offers audio only when there is no camera", async () => {
    const { mediaRequests } = renderPrepareRoom({
      access: accessWith(),
      mediaFailures: [new MediaAccessError("devicesMissing", { camera: false, microphone: true })],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Join with audio only" }));
    expect(await screen.findByText("Audio only")).toBeInTheDocument();
    expect(mediaRequests.at(-1)).toMatchObject({ audioOnly: true });
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Join the consultation" })).toBeEnabled());
  });

  it("gives one verdict before Join: camera and microphone work", async () => {
    renderPrepareRoom({ access: accessWith() });
    expect(await screen.findByText("Your camera, microphone and connection are ready. You can join now.")).toBeInTheDocument();
    // Nothing measured yet (no audio in this test): connected, not "heard".
    expect(screen.getByText(/^Your microphone is connected\. Say something to test it: the bar moves when we hear you/)).toBeInTheDocument();
    expect(screen.queryByText("We can hear your microphone.")).not.toBeInTheDocument();
  });

  it("warns before Join that a muted microphone will not be heard, and says so at the meter", async () => {
    renderPrepareRoom({ access: accessWith() });
    await userEvent.click(await screen.findByRole("button", { name: "Mute" }));
    expect(screen.getByText("Your microphone is muted: unmute it so that Dr. Vega can hear you. You can join now.")).toBeInTheDocument();
    expect(screen.getByText("Your microphone is muted.")).toBeInTheDocument();
  });

  it("says the other side will hear but not see someone who turned the camera off", async () => {
    renderPrepareRoom({ access: accessWith() });
    await userEvent.click(await screen.findByRole("button", { name: "Camera off" }));
    expect(screen.getByText(/^Your camera is off: Dr. Vega will hear you but not see you\./)).toBeInTheDocument();
  });

  it("explains a camera held by another application, with audio only or checking again", async () => {
    const { mediaRequests } = renderPrepareRoom({
      access: accessWith(),
      mediaFailures: [new MediaAccessError("devicesBusy", { camera: true, microphone: true })],
    });
    expect(await screen.findByText(/^Your camera or microphone is in use by another application\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join the consultation" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByText("Your camera, microphone and connection are ready. You can join now.")).toBeInTheDocument();
    expect(mediaRequests).toHaveLength(2);
  });

  it("asks for a microphone when there is none, and offers no audio only without one", async () => {
    renderPrepareRoom({
      access: accessWith(),
      mediaFailures: [new MediaAccessError("devicesMissing", { camera: true, microphone: false })],
    });
    expect(await screen.findByText("We could not find a microphone. Connect a microphone or headset, then check again.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join with audio only" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join the consultation" })).toBeDisabled();
  });

  it("joining with audio only says so in the verdict", async () => {
    renderPrepareRoom({
      access: accessWith(),
      mediaFailures: [new MediaAccessError("devicesMissing", { camera: false, microphone: true })],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Join with audio only" }));
    expect(await screen.findByText("Your microphone and connection are ready. You will join with audio only. You can join now.")).toBeInTheDocument();
  });

  it("keeps devices and the join time in one verdict: ready, but not 'join now' before the window opens", async () => {
    renderPrepareRoom({ access: accessWith({ window: { ...accessWith().window, status: "early" } }) });
    const verdict = await screen.findByText(/^Your camera, microphone and connection are ready\./);
    expect(verdict).toHaveAttribute("role", "status");
    expect(verdict).toHaveTextContent(/ready\. You can join from 9:50\sAM GMT\+1\.$/);
    expect(screen.queryByText(/You can join now/)).not.toBeInTheDocument();
  });

  it("says when the call service cannot be reached, what to do, and checks again on request", async () => {
    const network = { signalingReachable: false, ...stunAnswers };
    renderPrepareRoom({ access: accessWith(), network });
    const verdict = await screen.findByText(/^The call service cannot be reached, so the video call would not connect\./);
    expect(verdict).toHaveAttribute("role", "status");
    expect(verdict).not.toHaveTextContent("You can join");
    expect(screen.getByText("The call service cannot be reached.")).toBeInTheDocument();
    network.signalingReachable = true;
    await userEvent.click(screen.getByRole("button", { name: "Check the connection again" }));
    expect(await screen.findByText("Your camera, microphone and connection are ready. You can join now.")).toBeInTheDocument();
    expect(screen.getByText("The call service is reachable.")).toBeInTheDocument();
  });

  it("without servers for crossing networks, says the video may only connect on one network, in the verdict as a caveat, not 'ready'", async () => {
    renderPrepareRoom({ access: accessWith(), network: { signalingReachable: true } });
    const verdict = await screen.findByText(
      "Your camera and microphone are ready. The video may not connect if you and Dr. Vega are on different networks. You can join now.",
    );
    expect(verdict).toHaveClass("call-prepare__verdict--info");
    expect(screen.queryByText(/connection are ready/)).not.toBeInTheDocument();
    expect(screen.getByText("The video connects when you and Dr. Vega are on the same network; between different networks it may not.")).toBeInTheDocument();
  });

  it("explains the network in words for owners and vets, with what to do, and no server settings or acronyms", async () => {
    renderPrepareRoom({ access: accessWith(), network: { signalingReachable: true } });
    await userEvent.click(await screen.findByText("What does this mean?"));
    expect(screen.getByText(/^The video goes straight from your device to Dr\. Vega’s\./)).toBeInTheDocument();
    // What to do last is something they can do from here: tell the other side, in the consultation's messages.
    const messages = screen.getByText("your messages");
    expect(messages.tagName).toBe("A");
    expect(messages).toHaveAttribute("href", "/en/bookings/booking-1/summary#conversation");
    expect(messages.closest("p")?.textContent).toBe(
      "If the video does not connect, try your home Wi-Fi or another network. If it still does not work, tell Dr. Vega in your messages: together you can find another time.",
    );
    expect(document.body.textContent).not.toMatch(/\b(STUN|TURN|ICE)\b|ICE_SERVERS|VITE_|README/);
  });

  it("warns before Join when the configured TURN server does not answer", async () => {
    renderPrepareRoom({
      access: accessWith(),
      network: {
        signalingReachable: true,
        iceServers: [{ urls: "turn:turn.example.org:3478", username: "u", credential: "p" }],
        gathering: { candidateTypes: ["host"], errorUrls: ["turn:turn.example.org:3478?transport=udp"], complete: true },
      },
    });
    expect(
      await screen.findByText(
        "Your camera and microphone are ready. The server for strict networks did not answer: if the video does not connect, try another network. You can join now.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("The server that carries calls through strict networks did not answer.")).toBeInTheDocument();
  });

  it("says connections cross strict networks when the TURN server answers", async () => {
    renderPrepareRoom({
      access: accessWith(),
      network: {
        signalingReachable: true,
        iceServers: [{ urls: ["stun:stun.example.org", "turn:turn.example.org"], username: "u", credential: "p" }],
        gathering: { candidateTypes: ["host", "srflx", "relay"], errorUrls: [], complete: true },
      },
    });
    expect(await screen.findByText("Connections between networks work, even through strict networks.")).toBeInTheDocument();
    expect(screen.getByText("Your camera, microphone and connection are ready. You can join now.")).toBeInTheDocument();
  });
});
