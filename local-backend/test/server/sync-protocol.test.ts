import type { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  eventually,
  httpClient,
  setAdminAuth,
  signUserToken,
  startFakeBackend,
  webSocketClient,
  type FakeBackend,
} from "./support/backend.js";

const getCounter = makeFunctionReference<"query", { name: string }, number>("counters:get");
type Identity = { subject: string; tokenIdentifier: string; email?: string } | null;
const whoami = makeFunctionReference<"query", Record<string, never>, Identity>("counters:whoami");
const secret = makeFunctionReference<"query", Record<string, never>, string>("counters:secret");
const increment = makeFunctionReference<"mutation", { name: string; by?: number }, number>("counters:increment");
const reject = makeFunctionReference<"mutation", Record<string, never>, null>("counters:reject");
const echo = makeFunctionReference<"action", { text: string }, { text: string }>("counters:echo");

let backend: FakeBackend;
const clients: ConvexClient[] = [];

function connect(): ConvexClient {
  const client = webSocketClient(backend.url);
  clients.push(client);
  return client;
}

function watch<T>(client: ConvexClient, subscribe: (onValue: (value: T) => void, onError: (error: Error) => void) => void) {
  const seen: { values: T[]; errors: Error[] } = { values: [], errors: [] };
  subscribe(
    (value) => seen.values.push(value),
    (error) => seen.errors.push(error),
  );
  return seen;
}

beforeEach(async () => {
  backend = await startFakeBackend();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await backend.stop();
});

describe("sync protocol through the official ConvexClient", () => {
  it("pushes a new value to a subscriber when another client mutates", async () => {
    const reader = connect();
    const writer = connect();
    const seen = watch<number>(reader, (onValue, onError) => reader.onUpdate(getCounter, { name: "visits" }, onValue, onError));
    await eventually(() => seen.values, (values) => values.length === 1, "first value");

    await expect(writer.mutation(increment, { name: "visits", by: 2 })).resolves.toBe(2);

    await eventually(() => seen.values.at(-1), (value) => value === 2, "updated value");
    expect(seen.values).toEqual([0, 2]);
  });

  it("resolves a mutation only once the client's own subscriptions show its write", async () => {
    const client = connect();
    const seen = watch<number>(client, (onValue) => client.onUpdate(getCounter, { name: "likes" }, onValue));
    await eventually(() => seen.values, (values) => values.length === 1, "first value");

    for (let expected = 1; expected <= 5; expected++) {
      await client.mutation(increment, { name: "likes" });
      expect(client.client.localQueryResult("counters:get", { name: "likes" })).toBe(expected);
    }
  });

  it("re-runs only the subscriptions whose reads a commit touched", async () => {
    const client = connect();
    const touched = watch<number>(client, (onValue) => client.onUpdate(getCounter, { name: "touched" }, onValue));
    const untouched = watch<number>(client, (onValue) => client.onUpdate(getCounter, { name: "untouched" }, onValue));
    await eventually(() => touched.values.length + untouched.values.length, (count) => count === 2, "first values");
    const runsBefore = backend.fake.queryRuns;

    await client.mutation(increment, { name: "touched" });

    expect(backend.fake.queryRuns - runsBefore).toBe(1);
    expect(touched.values).toEqual([0, 1]);
    expect(untouched.values).toEqual([0]);
  });

  it("reports a failing mutation with its ConvexError data", async () => {
    const client = connect();
    const error = await client.mutation(reject, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<{ code: string }>).data).toEqual({ code: "REJECTED" });
  });

  it("runs actions and answers with their result", async () => {
    await expect(connect().action(echo, { text: "hi" })).resolves.toEqual({ text: "hi" });
  });

  it("runs the queries with the identity of a valid user token", async () => {
    const client = connect();
    const token = await signUserToken(backend, "user-1|session-1", { claims: { email: "ada@example.com" } });
    const authChanges: boolean[] = [];
    client.setAuth(async () => token, (isAuthenticated) => authChanges.push(isAuthenticated));
    const seen = watch<Identity>(client, (onValue) => client.onUpdate(whoami, {}, onValue));

    const identity = await eventually(() => seen.values.at(-1), (value) => value != null, "identity");
    expect(identity).toMatchObject({
      subject: "user-1|session-1",
      tokenIdentifier: `${backend.siteUrl}|user-1|session-1`,
      email: "ada@example.com",
    });
    expect(authChanges).toContain(true);
  });

  it("answers an invalid token with an AuthError, so the client reports itself signed out", async () => {
    const client = connect();
    const authChanges: boolean[] = [];
    client.setAuth(async () => "not-a-jwt", (isAuthenticated) => authChanges.push(isAuthenticated));
    await eventually(() => authChanges, (changes) => changes.includes(false), "auth failure");
    expect(authChanges).not.toContain(true);
  });

  it("lets the admin key call internal functions, and refuses them to users", async () => {
    const user = connect();
    const userSeen = watch<string>(user, (onValue, onError) => user.onUpdate(secret, {}, onValue, onError));
    await eventually(() => userSeen.errors, (errors) => errors.length === 1, "refusal");
    expect(userSeen.errors[0]?.message).toMatch(/Could not find public function/);

    const admin = connect();
    setAdminAuth(admin.client, backend.adminKey);
    const adminSeen = watch<string>(admin, (onValue) => admin.onUpdate(secret, {}, onValue));
    await eventually(() => adminSeen.values, (values) => values.length === 1, "admin result");
    expect(adminSeen.values).toEqual(["internal ok"]);
  });

  it("resubscribes after the backend restarts and receives later writes", async () => {
    const client = connect();
    const seen = watch<number>(client, (onValue) => client.onUpdate(getCounter, { name: "restart" }, onValue));
    await eventually(() => seen.values, (values) => values.length === 1, "first value");
    const { url, siteUrl, state, dataDir } = backend;
    await backend.stop();

    backend = await startFakeBackend({
      state,
      dataDir,
      port: Number(new URL(url).port),
      sitePort: Number(new URL(siteUrl).port),
    });
    await httpClient(backend.url).mutation(increment, { name: "restart", by: 5 });

    await eventually(() => seen.values.at(-1), (value) => value === 5, "value after restart");
  });
});
