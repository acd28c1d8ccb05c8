import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startPeerServer, type RunningPeerServer } from "./peer-server";

const running: RunningPeerServer[] = [];

async function start(port = 0): Promise<RunningPeerServer> {
  const server = await startPeerServer({ port });
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

interface SignalingMessage {
  type: string;
  src?: string;
  dst?: string;
  payload?: unknown;
}

/** A PeerJS client's signaling socket, reduced to what the protocol needs. */
function connectPeer(port: number, id: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/peerjs/peerjs?key=peerjs&id=${id}&token=t-${id}`);
  const received: SignalingMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on("message", (data: Buffer) => {
    received.push(JSON.parse(data.toString()) as SignalingMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  const next = async (type: string): Promise<SignalingMessage> => {
    for (;;) {
      const found = received.find((message) => message.type === type);
      if (found) return found;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  return { socket, next };
}

describe("startPeerServer", () => {
  it("listens on loopback under /peerjs", async () => {
    const server = await start();
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/peerjs`);
    const response = await fetch(server.url);
    expect(await response.json()).toMatchObject({ name: "PeerJS Server" });
  });

  it("relays an offer from the owner's peer to the vet's peer", async () => {
    const server = await start();
    const vet = connectPeer(server.port, "vet-7f3a9c");
    const owner = connectPeer(server.port, "owner-c81d2e");
    await vet.next("OPEN");
    await owner.next("OPEN");
    owner.socket.send(JSON.stringify({ type: "OFFER", dst: "vet-7f3a9c", payload: { sdp: "v=0" } }));
    expect(await vet.next("OFFER")).toMatchObject({ src: "owner-c81d2e", payload: { sdp: "v=0" } });
    vet.socket.close();
    owner.socket.close();
  });

  it("does not list connected peers to anyone", async () => {
    const server = await start();
    const response = await fetch(`${server.url}/peerjs/peers`);
    expect(response.status).toBe(401);
  });

  it("rejects instead of crashing when the port is taken", async () => {
    const first = await start();
    await expect(startPeerServer({ port: first.port })).rejects.toMatchObject({ code: "EADDRINUSE" });
  });
});
