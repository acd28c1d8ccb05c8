import { afterEach, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ServerMessage } from "../../src/server/sync/protocol.js";
import { decodeWireTimestamp } from "../../src/server/wire-timestamp.js";
import { eventually, signUserToken, startFakeBackend, type FakeBackend } from "./support/backend.js";

/** A raw protocol client, to check the wire format the official client relies on. */
class WireClient {
  readonly received: ServerMessage[] = [];
  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type !== "Ping") this.received.push(message);
    });
  }

  static async connect(backend: FakeBackend, sessionId: string): Promise<WireClient> {
    const socket = new WebSocket(`${backend.url.replace("http", "ws")}/api/1.48.0/sync`);
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const client = new WireClient(socket);
    client.send({ type: "Connect", sessionId, connectionCount: 0, lastCloseReason: null, clientTs: Date.now() });
    return client;
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  async next<T extends ServerMessage["type"]>(type: T, count = 1): Promise<Extract<ServerMessage, { type: T }>[]> {
    const found = await eventually(
      () => this.received.filter((message) => message.type === type),
      (messages) => messages.length >= count,
      `${count} × ${type}`,
    );
    return found as Extract<ServerMessage, { type: T }>[];
  }

  close(): void {
    this.socket.close();
  }
}

let backend: FakeBackend;
const sockets: WireClient[] = [];

async function connect(sessionId: string): Promise<WireClient> {
  const client = await WireClient.connect(backend, sessionId);
  sockets.push(client);
  return client;
}

beforeEach(async () => {
  backend = await startFakeBackend();
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await backend.stop();
});

describe("sync wire protocol", () => {
  it("chains each Transition from the previous one and reaches a mutation's commit ts", async () => {
    const client = await connect("session-chain");
    client.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "counters:get", args: [{ name: "n" }] }],
    });
    const [first] = await client.next("Transition");
    expect(first).toMatchObject({
      startVersion: { querySet: 0, identity: 0, ts: "AAAAAAAAAAA=" },
      endVersion: { querySet: 1, identity: 0 },
      modifications: [{ type: "QueryUpdated", queryId: 0, value: 0, logLines: [], journal: null }],
    });

    client.send({ type: "Mutation", requestId: 0, udfPath: "counters:increment", args: [{ name: "n" }] });
    const [response] = await client.next("MutationResponse");
    const [, second] = await client.next("Transition", 2);
    if (response?.success !== true) throw new Error("mutation failed");
    expect(client.received.indexOf(response)).toBeLessThan(client.received.indexOf(second!));
    expect(second!.startVersion).toEqual(first!.endVersion);
    expect(decodeWireTimestamp(second!.endVersion.ts)).toBeGreaterThanOrEqual(decodeWireTimestamp(response.ts));
    expect(second!.modifications).toEqual([{ type: "QueryUpdated", queryId: 0, value: 1, logLines: [], journal: null }]);
  });

  it("answers a mutation re-sent after a reconnect without running it twice", async () => {
    const first = await connect("session-retry");
    first.send({ type: "Mutation", requestId: 7, udfPath: "counters:increment", args: [{ name: "retried" }] });
    const [original] = await first.next("MutationResponse");
    first.close();

    const second = await connect("session-retry");
    second.send({ type: "Mutation", requestId: 7, udfPath: "counters:increment", args: [{ name: "retried" }] });
    const [replayed] = await second.next("MutationResponse");

    expect(replayed).toEqual(original);
    expect(backend.state.counters.get("retried")).toBe(1);
  });

  it("ends the session when a query set change does not start from the server's version", async () => {
    const client = await connect("session-bad-version");
    client.send({ type: "ModifyQuerySet", baseVersion: 3, newVersion: 4, modifications: [] });
    const [fatal] = await client.next("FatalError");
    expect(fatal?.error).toMatch(/base version 3/);
  });

  it("runs an action sent right after Authenticate as the new identity", async () => {
    const client = await connect("session-action-auth");
    client.send({ type: "Authenticate", tokenType: "User", value: await signUserToken(backend, "acting-user"), baseVersion: 0 });
    client.send({ type: "Action", requestId: 0, udfPath: "counters:whoamiAction", args: [{}] });
    const [response] = await client.next("ActionResponse");
    expect(response).toEqual({ type: "ActionResponse", requestId: 0, success: true, result: "acting-user", logLines: [] });
  });

  it("removes a query with QueryRemoved", async () => {
    const client = await connect("session-remove");
    client.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "counters:get", args: [{ name: "r" }] }],
    });
    await client.next("Transition");
    client.send({ type: "ModifyQuerySet", baseVersion: 1, newVersion: 2, modifications: [{ type: "Remove", queryId: 0 }] });
    const [, removal] = await client.next("Transition", 2);
    expect(removal).toMatchObject({ endVersion: { querySet: 2 }, modifications: [{ type: "QueryRemoved", queryId: 0 }] });
  });
});
