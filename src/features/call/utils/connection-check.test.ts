import { describe, expect, it } from "vitest";
import {
  configuredIceKinds,
  everyConfiguredKindAnswered,
  isSignalingServerAnswer,
  judgeIceServers,
  relaySummaryOf,
  signalingProbeUrl,
  type IceGathering,
} from "./connection-check";
import type { PeerClientConfig } from "./peer-config";

const stun: RTCIceServer = { urls: "stun:stun.localhost:3478" };
const turn: RTCIceServer = { urls: ["turn:turn.localhost:3478?transport=udp", "turns:turn.localhost:5349"], username: "u", credential: "p" };
const gathered = (overrides: Partial<IceGathering> = {}): IceGathering => ({ candidateTypes: ["host"], errorUrls: [], complete: true, ...overrides });

describe("configuredIceKinds", () => {
  it("tells STUN from TURN by the URL scheme, secure variants included", () => {
    expect(configuredIceKinds([])).toEqual({ stun: false, turn: false });
    expect(configuredIceKinds([stun])).toEqual({ stun: true, turn: false });
    expect(configuredIceKinds([{ urls: "turns:relay.localhost:443" }])).toEqual({ stun: false, turn: true });
    expect(configuredIceKinds([{ urls: ["STUNS:a.localhost", "turn:b.localhost"] }])).toEqual({ stun: true, turn: true });
  });
});

describe("judgeIceServers", () => {
  it("has nothing to judge when no server is configured", () => {
    expect(judgeIceServers([], gathered())).toEqual({ stun: "notConfigured", turn: "notConfigured" });
  });

  it("counts a server as answered when its kind of candidate arrived", () => {
    expect(judgeIceServers([stun, turn], gathered({ candidateTypes: ["host", "srflx", "relay"] }))).toEqual({ stun: "answered", turn: "answered" });
  });

  it("calls a TURN server silent when no relay candidate arrived, finished or not", () => {
    expect(judgeIceServers([turn], gathered({ complete: true }))).toEqual({ stun: "notConfigured", turn: "silent" });
    expect(judgeIceServers([turn], gathered({ complete: false }))).toEqual({ stun: "notConfigured", turn: "silent" });
  });

  it("takes a STUN server that finished without an error as answered (its answer matched the device's own address)", () => {
    expect(judgeIceServers([stun], gathered({ complete: true }))).toEqual({ stun: "answered", turn: "notConfigured" });
  });

  it("calls a STUN server silent when the browser reported it failed, or gathering ran out of time", () => {
    expect(judgeIceServers([stun], gathered({ errorUrls: ["stun:stun.localhost:3478"] }))).toEqual({ stun: "silent", turn: "notConfigured" });
    expect(judgeIceServers([stun], gathered({ complete: false }))).toEqual({ stun: "silent", turn: "notConfigured" });
  });

  it("does not blame the STUN server for a TURN server's error", () => {
    expect(judgeIceServers([stun, turn], gathered({ errorUrls: ["turn:turn.localhost:3478?transport=udp"] }))).toEqual({
      stun: "answered",
      turn: "silent",
    });
  });
});

describe("everyConfiguredKindAnswered", () => {
  it("stops waiting once each configured kind produced its candidate", () => {
    expect(everyConfiguredKindAnswered([stun, turn], ["host", "srflx"])).toBe(false);
    expect(everyConfiguredKindAnswered([stun, turn], ["host", "srflx", "relay"])).toBe(true);
    expect(everyConfiguredKindAnswered([turn], ["relay"])).toBe(true);
  });
});

describe("relaySummaryOf", () => {
  it("puts the answers in the prepare page's terms", () => {
    expect(relaySummaryOf("checking")).toBe("checking");
    expect(relaySummaryOf({ stun: "notConfigured", turn: "notConfigured" })).toBe("directOnly");
    expect(relaySummaryOf({ stun: "answered", turn: "notConfigured" })).toBe("noRelay");
    expect(relaySummaryOf({ stun: "notConfigured", turn: "answered" })).toBe("relayReady");
    expect(relaySummaryOf({ stun: "answered", turn: "answered" })).toBe("relayReady");
    expect(relaySummaryOf({ stun: "answered", turn: "silent" })).toBe("silent");
    expect(relaySummaryOf({ stun: "silent", turn: "answered" })).toBe("silent");
  });
});

describe("signalingProbeUrl", () => {
  const local: PeerClientConfig = { host: "127.0.0.1", port: 9000, path: "/peerjs", secure: undefined, iceServers: [] };

  it("asks the peer server at its path, over the page's scheme when none is configured (as PeerJS does)", () => {
    expect(signalingProbeUrl(local, "http:")).toBe("http://127.0.0.1:9000/peerjs/");
    expect(signalingProbeUrl(local, "https:")).toBe("https://127.0.0.1:9000/peerjs/");
  });

  it("follows a configured scheme, a path with a trailing slash and an IPv6 host", () => {
    expect(signalingProbeUrl({ ...local, secure: true, host: "localhost", port: 443, path: "/signal/" }, "http:")).toBe(
      "https://localhost:443/signal/",
    );
    expect(signalingProbeUrl({ ...local, host: "::1" }, "http:")).toBe("http://[::1]:9000/peerjs/");
  });
});

describe("isSignalingServerAnswer", () => {
  it("accepts only the peer server's own description", () => {
    expect(isSignalingServerAnswer({ name: "PeerJS Server", description: "A server side element…" })).toBe(true);
    expect(isSignalingServerAnswer({ name: "nginx" })).toBe(false);
    expect(isSignalingServerAnswer("PeerJS Server")).toBe(false);
    expect(isSignalingServerAnswer(null)).toBe(false);
  });
});
