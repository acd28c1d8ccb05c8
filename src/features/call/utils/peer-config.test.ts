import { describe, expect, it } from "vitest";
import { peerClientConfigFrom } from "./peer-config";

describe("peerClientConfigFrom", () => {
  it("defaults to the local signaling server and no ICE servers, so no traffic leaves the machine", () => {
    expect(peerClientConfigFrom({})).toEqual({
      host: "127.0.0.1",
      port: 9000,
      path: "/peerjs",
      secure: undefined,
      iceServers: [],
    });
  });

  it("treats a blank ICE server list as none", () => {
    expect(peerClientConfigFrom({ iceServers: "  " }).iceServers).toEqual([]);
  });

  it("reads a production signaling server with STUN and TURN", () => {
    const config = peerClientConfigFrom({
      peerHost: "peer.vetline.example",
      peerPort: 443,
      peerPath: "/signal",
      peerSecure: true,
      iceServers: JSON.stringify([
        { urls: "stun:stun.vetline.example:3478" },
        { urls: ["turn:turn.vetline.example:3478?transport=udp"], username: "vetline", credential: "s3cret" },
      ]),
    });
    expect(config).toEqual({
      host: "peer.vetline.example",
      port: 443,
      path: "/signal",
      secure: true,
      iceServers: [
        { urls: "stun:stun.vetline.example:3478" },
        { urls: ["turn:turn.vetline.example:3478?transport=udp"], username: "vetline", credential: "s3cret" },
      ],
    });
  });

  it("says which setting is broken when the ICE servers are not JSON", () => {
    expect(() => peerClientConfigFrom({ iceServers: "[{" })).toThrowError(/VITE_ICE_SERVERS\) is not valid JSON/);
  });

  it("lists every ICE server entry without urls", () => {
    expect(() =>
      peerClientConfigFrom({ iceServers: JSON.stringify([{ urls: "stun:a" }, { username: "x" }, { urls: [] }]) }),
    ).toThrowError(/iceServers\.1\.urls[\s\S]*iceServers\.2\.urls/);
  });
});
