import { ConvexError } from "convex/values";
import { makeFunctionReference } from "convex/server";
import { ConvexHttpClient, type ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../fixtures/functions/_generated/api";
import { BackendProcess } from "./support/backend-process";
import { httpClient, RecordedSubscription, webSocketClient } from "./support/clients";

let backend: BackendProcess;
const openClients: ConvexClient[] = [];

function connect(): ConvexClient {
  const client = webSocketClient(backend);
  openClients.push(client);
  return client;
}

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the call to be rejected, but it succeeded");
}

beforeAll(async () => {
  backend = await BackendProcess.start();
});

afterAll(async () => {
  await Promise.all(openClients.map((client) => client.close()));
  await backend?.dispose();
});

describe("live subscriptions over the WebSocket client", () => {
  it("pushes a new result to a subscriber when another client's mutation changes it", async () => {
    const watcher = connect();
    const writer = connect();
    const messages = new RecordedSubscription(watcher, api.messages.list, { channel: "live" });
    await messages.waitFor((list) => list.length === 0, "initial empty channel");

    await writer.mutation(api.messages.send, { channel: "live", body: "first visit booked" });

    const updated = await messages.waitFor((list) => list.length === 1, "channel with one message");
    expect(updated[0]?.body).toBe("first visit booked");
  });

  it("shows a mutation's effect in the client's own subscriptions by the time its promise resolves", async () => {
    const client = connect();
    const counter = client.onUpdate(api.counters.get, { name: "own-write" }, () => undefined);
    for (let round = 1; round <= 5; round++) {
      const committed = await client.mutation(api.counters.increment, { name: "own-write" });
      expect(committed).toBe(round);
      expect(counter.getCurrentValue()).toBe(round);
    }
    counter.unsubscribe();
  });

  it("resolves a client's mutations in the order they were sent", async () => {
    const client = connect();
    const resolvedValues: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, () =>
        client.mutation(api.counters.increment, { name: "ordering" }).then((value) => resolvedValues.push(value)),
      ),
    );
    expect(resolvedValues).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });
});

describe("transactions", () => {
  it("serializes concurrent mutations: no increment is lost", async () => {
    const clients = [httpClient(backend), httpClient(backend), connect(), connect()];
    await Promise.all(
      Array.from({ length: 40 }, (_, index) => clients[index % clients.length]!.mutation(api.counters.increment, { name: "contended" })),
    );
    expect(await httpClient(backend).query(api.counters.get, { name: "contended" })).toBe(40);
  });

  it("runs each query on one consistent snapshot while transfers commit", async () => {
    const names = ["account-a", "account-b", "account-c"];
    const writer = httpClient(backend);
    await writer.mutation(api.counters.set, { name: "account-a", value: 100 });
    const reader = httpClient(backend);
    const transfers = Array.from({ length: 60 }, (_, index) =>
      writer.mutation(api.counters.transfer, { from: names[index % 3]!, to: names[(index + 1) % 3]! }),
    );
    const totals = await Promise.all(Array.from({ length: 60 }, () => reader.query(api.counters.total, { names })));
    await Promise.all(transfers);
    expect(new Set(totals)).toEqual(new Set([100]));
  });
});

describe("HTTP API endpoints", () => {
  it("runs any kind of function through /api/function", async () => {
    const client = httpClient(backend);
    expect(await client.function(api.validation.square, undefined, { n: 3 })).toBe(9);
    const value = await client.function(api.counters.increment, undefined, { name: "generic-endpoint" });
    expect(value).toBe(1);
    expect(await client.function(api.nested.roundTrip, undefined, { name: "generic-endpoint" })).toMatchObject({ before: 1, after: 6 });
  });

  it("answers consistentQuery calls from one timestamp (/api/query_ts)", async () => {
    const writer = httpClient(backend);
    await writer.mutation(api.counters.set, { name: "snapshot", value: 1 });
    const reader = httpClient(backend);
    expect(await reader.consistentQuery(api.counters.get, { name: "snapshot" })).toBe(1);
    await writer.mutation(api.counters.set, { name: "snapshot", value: 2 });
    expect(await reader.consistentQuery(api.counters.get, { name: "snapshot" })).toBe(1);
    expect(await reader.query(api.counters.get, { name: "snapshot" })).toBe(2);
  });
});

describe("errors reach the client with Convex's shapes", () => {
  it("preserves a ConvexError's data and rolls the mutation back (WebSocket and HTTP clients)", async () => {
    const expectedData = { code: "SLOT_TAKEN", slot: 3, alternatives: [4, 5] };
    const before = await httpClient(backend).query(api.validation.strictRowCount, {});

    const overSocket = await rejectionOf(connect().mutation(api.validation.rejectWithData, { slot: 3 }));
    expect(overSocket).toBeInstanceOf(ConvexError);
    expect((overSocket as ConvexError<typeof expectedData>).data).toEqual(expectedData);

    const overHttp = await rejectionOf(httpClient(backend).mutation(api.validation.rejectWithData, { slot: 3 }));
    expect(overHttp).toBeInstanceOf(ConvexError);
    expect((overHttp as ConvexError<typeof expectedData>).data).toEqual(expectedData);

    expect(await httpClient(backend).query(api.validation.strictRowCount, {})).toBe(before);
  });

  it("rejects an argument that does not match the validator, naming the path and the validator", async () => {
    const client = httpClient(backend);
    expect(await client.query(api.validation.square, { n: 7 })).toBe(49);

    const wrongType = await rejectionOf(client.query(api.validation.square, { n: "seven" as unknown as number }));
    expect(wrongType.message).toMatch(/ArgumentValidationError/);
    expect(wrongType.message).toMatch(/Path: \.n/);
    expect(wrongType.message).toMatch(/v\.float64\(\)/);

    const extraField = await rejectionOf(
      client.query(api.validation.square, { n: 7, species: "cat" } as unknown as { n: number }),
    );
    expect(extraField.message).toMatch(/ArgumentValidationError/);
    expect(extraField.message).toMatch(/species/);
  });

  it("rejects a return value that does not match the function's return validator", async () => {
    const error = await rejectionOf(httpClient(backend).query(api.validation.brokenReturn, {}));
    expect(error.message).toMatch(/ReturnsValidationError/);
    expect(error.message).toMatch(/v\.float64\(\)/);
  });

  it("refuses a document that violates the schema and leaves the table unchanged", async () => {
    const client = httpClient(backend);
    const before = await client.query(api.validation.strictRowCount, {});

    const wrongType = await rejectionOf(client.mutation(api.validation.insertStrict, { row: { count: "many" } }));
    expect(wrongType.message).toMatch(/does not match the schema/);
    expect(wrongType.message).toMatch(/strictRows/);

    const extraField = await rejectionOf(
      client.mutation(api.validation.insertStrict, { row: { count: 1, species: "dog" } }),
    );
    expect(extraField.message).toMatch(/species/);

    expect(await client.query(api.validation.strictRowCount, {})).toBe(before);
    await client.mutation(api.validation.insertStrict, { row: { count: 1 } });
    expect(await client.query(api.validation.strictRowCount, {})).toBe(before + 1);
  });
});

describe("function visibility", () => {
  const secret = makeFunctionReference<"query">("internals:secret");

  it("refuses an internal function to a client, over HTTP and over the WebSocket", async () => {
    const overHttp = await rejectionOf(httpClient(backend).query(secret, {}));
    expect(overHttp.message).toMatch(/Could not find public function for 'internals:secret'/);

    const overSocket = await rejectionOf(connect().query(secret, {}));
    expect(overSocket.message).toMatch(/Could not find public function for 'internals:secret'/);
  });

  it("runs an internal function for the admin key", async () => {
    expect(await httpClient(backend, { admin: true }).query(secret, {})).toBe("internal ok");
  });
});

describe("functions folder loading", () => {
  it("serves functions of sub-folders by their path, and skips files that are not entry points", async () => {
    const client = httpClient(backend);
    expect(await client.query(api.clinic.hours.opening, {})).toBe("08:00–18:00");
    const notEntryPoint = await rejectionOf(client.query(makeFunctionReference<"query">("clinic/hours.draft:hidden"), {}));
    expect(notEntryPoint.message).toMatch(/Could not find/);
  });
});

describe("composed functions", () => {
  it("runs nested runMutation/runQuery inside one transaction", async () => {
    const client = httpClient(backend);
    expect(await client.mutation(api.nested.bumpTwiceAndRead, { name: "nested" })).toEqual({
      fromMutation: 11,
      fromQuery: 11,
    });

    await rejectionOf(client.mutation(api.nested.bumpTwiceAndRead, { name: "nested", failAfter: true }));
    expect(await client.query(api.counters.get, { name: "nested" })).toBe(11);
  });

  it("lets an action call queries, mutations and actions", async () => {
    const client = httpClient(backend);
    await client.mutation(api.counters.set, { name: "from-action", value: 2 });
    expect(await client.action(api.nested.roundTrip, { name: "from-action" })).toEqual({
      before: 2,
      after: 7,
      shouted: "FROM-ACTION",
    });
    expect(await connect().action(api.nested.roundTrip, { name: "from-action" })).toMatchObject({ before: 7, after: 12 });
  });
});

describe("determinism and logs", () => {
  it("keeps Date.now() fixed for the whole run of a mutation or query", async () => {
    const client = httpClient(backend);
    const mutationClock = await client.mutation(api.determinism.clock, {});
    expect(mutationClock.second).toBe(mutationClock.first);
    for (const random of mutationClock.randoms) {
      expect(random).toBeGreaterThanOrEqual(0);
      expect(random).toBeLessThan(1);
    }
    const queryClock = await client.query(api.determinism.queryClock, {});
    expect(queryClock.second).toBe(queryClock.first);
  });

  it("returns console output as log lines with their level", async () => {
    const logged: string[] = [];
    const capture = (...parts: unknown[]) => logged.push(parts.map(String).join(" "));
    const client = new ConvexHttpClient(backend.url, {
      logger: { log: capture, warn: capture, error: capture, logVerbose() {} },
    });
    await client.mutation(api.determinism.chatty, { tag: "otter" });
    expect(logged.some((line) => /\[LOG\]/.test(line) && /first line/.test(line) && /otter/.test(line) && /42/.test(line))).toBe(
      true,
    );
    expect(logged.some((line) => /\[WARN\]/.test(line) && /careful/.test(line))).toBe(true);
  });
});

describe("per-transaction limits", () => {
  it("refuses a document larger than 1 MiB", async () => {
    const client = httpClient(backend);
    await client.mutation(api.limits.insertPayload, { bytes: 900_000 });
    const error = await rejectionOf(client.mutation(api.limits.insertPayload, { bytes: 1_100_000 }));
    expect(error.message).toMatch(/too large/i);
  });

  it("refuses a mutation writing more than 16,000 documents, and commits none of them", async () => {
    const client = httpClient(backend);
    const before = await client.query(api.validation.strictRowCount, {});
    const error = await rejectionOf(client.mutation(api.limits.insertMany, { count: 16_001 }));
    expect(error.message).toMatch(/too many/i);
    expect(await client.query(api.validation.strictRowCount, {})).toBe(before);
  });
});
