import { describe, expect, it } from "vitest";
import { parsePeerClientConfig } from "./peer-config";

describe("parsePeerClientConfig", () => {
  it("defaults to the local signaling server and no ICE servers, so no traffic leaves the machine", () => {
    expect(parsePeerClientConfig({})).toEqual({
      host: "127.0.0.1",
      port: 9000,
      path: "/peerjs",
      secure: false,
      iceServers: [],
    });
  });

  it("treats blank variables as unset", () => {
    expect(parsePeerClientConfig({ VITE_PEER_HOST: " ", VITE_ICE_SERVERS: "" })).toMatchObject({
      host: "127.0.0.1",
      iceServers: [],
    });
  });

  it("reads a production signaling server with STUN and TURN", () => {
    const config = parsePeerClientConfig({
      VITE_PEER_HOST: "peer.vetline.example",
      VITE_PEER_PORT: "443",
      VITE_PEER_PATH: "/signal",
      VITE_PEER_SECURE: "true",
      VITE_ICE_SERVERS: JSON.stringify([
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

  it("lists every invalid variable in one error", () => {
    expect(() =>
      parsePeerClientConfig({ VITE_PEER_PORT: "99999", VITE_PEER_PATH: "peerjs", VITE_ICE_SERVERS: "[{" }),
    ).toThrowError(/VITE_PEER_PORT[\s\S]*VITE_PEER_PATH: must start with \/[\s\S]*VITE_ICE_SERVERS: is not valid JSON/);
  });

  it("rejects ICE servers without urls", () => {
    expect(() => parsePeerClientConfig({ VITE_ICE_SERVERS: JSON.stringify([{ username: "x" }]) })).toThrowError(
      /VITE_ICE_SERVERS/,
    );
  });
});
