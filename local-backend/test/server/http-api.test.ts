import { stat } from "node:fs/promises";
import { join } from "node:path";
import { makeFunctionReference } from "convex/server";
import { ConvexError } from "convex/values";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalBackend } from "../../src/server/index.js";
import { fakeEngineFactory, newFakeEngineState } from "./support/fake-engine.js";
import { callAnyFunction, httpClient, setAdminAuth, signUserToken, startFakeBackend, type FakeBackend } from "./support/backend.js";

const getCounter = makeFunctionReference<"query", { name: string }, number>("counters:get");
const whoami = makeFunctionReference<"query", Record<string, never>, { subject: string } | null>("counters:whoami");
const secret = makeFunctionReference<"query", Record<string, never>, string>("counters:secret");
const failing = makeFunctionReference<"query", { name: string }, number>("counters:failing");
const increment = makeFunctionReference<"mutation", { name: string; by?: number }, number>("counters:increment");
const echo = makeFunctionReference<"action", { text: string }, { text: string }>("counters:echo");

let backend: FakeBackend;

beforeAll(async () => {
  backend = await startFakeBackend({ appUrl: "http://127.0.0.1:4000" });
});

afterAll(async () => {
  await backend.stop();
});

describe("HTTP API through the official ConvexHttpClient", () => {
  it("answers readiness on /version", async () => {
    expect((await fetch(`${backend.url}/version`)).status).toBe(200);
  });

  it("runs queries, mutations and actions", async () => {
    const client = httpClient(backend.url);
    await expect(client.mutation(increment, { name: "http", by: 3 })).resolves.toBe(3);
    await expect(client.query(getCounter, { name: "http" })).resolves.toBe(3);
    await expect(client.action(echo, { text: "hello" })).resolves.toEqual({ text: "hello" });
  });

  it("runs a function of unknown type through /api/function", async () => {
    const client = httpClient(backend.url);
    await expect(callAnyFunction(client, increment, { name: "any", by: 2 })).resolves.toBe(2);
    await expect(callAnyFunction(client, "counters:get", { name: "any" })).resolves.toBe(2);
  });

  it("reads consistently at one timestamp with query_ts and query_at_ts", async () => {
    const client = httpClient(backend.url);
    await expect(client.consistentQuery(getCounter, { name: "consistent" })).resolves.toBe(0);
  });

  it("returns a failing function as status 560 with its ConvexError data", async () => {
    const response = await fetch(`${backend.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "counters:failing", format: "convex_encoded_json", args: [{ name: "x" }] }),
    });
    expect(response.status).toBe(560);
    expect(await response.json()).toMatchObject({ status: "error", errorData: { code: "NOPE" } });

    const error = await httpClient(backend.url).query(failing, { name: "x" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<{ code: string }>).data).toEqual({ code: "NOPE" });
  });

  it("identifies the caller from a Bearer token and refuses a bad one", async () => {
    const client = httpClient(backend.url);
    await expect(client.query(whoami, {})).resolves.toBeNull();
    client.setAuth(await signUserToken(backend, "user-7"));
    await expect(client.query(whoami, {})).resolves.toMatchObject({ subject: "user-7" });
    client.setAuth("header.payload.signature");
    await expect(client.query(whoami, {})).rejects.toThrow(/Could not/);
  });

  it("refuses an expired token", async () => {
    const client = httpClient(backend.url);
    client.setAuth(await signUserToken(backend, "user-8", { expiresInSeconds: -10 }));
    await expect(client.query(whoami, {})).rejects.toThrow(/expired/);
  });

  it("lets only the admin key call internal functions", async () => {
    const client = httpClient(backend.url);
    await expect(client.query(secret, {})).rejects.toThrow(/Could not find public function/);
    setAdminAuth(client, backend.adminKey);
    await expect(client.query(secret, {})).resolves.toBe("internal ok");
    setAdminAuth(client, "wrong-key");
    await expect(client.query(secret, {})).rejects.toThrow(/admin key is invalid/);
  });

  it("lets the admin act as a user identity", async () => {
    const client = httpClient(backend.url);
    setAdminAuth(client, backend.adminKey, { subject: "acting", issuer: "https://issuer.test" });
    await expect(client.query(whoami, {})).resolves.toMatchObject({
      subject: "acting",
      tokenIdentifier: "https://issuer.test|acting",
    });
  });

  it("refuses a body over 16 MiB with 413 and one that is not JSON with 400, and goes on answering", async () => {
    const post = (body: string) =>
      fetch(`${backend.url}/api/query`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    const tooLarge = await post(JSON.stringify({ path: "counters:get", format: "json", args: [{ name: "x".repeat(17 * 2 ** 20) }] }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: "RequestTooLarge" });
    const notJson = await post("{not json");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: "BadJsonBody" });
    await expect(httpClient(backend.url).mutation(increment, { name: "after-refusals" })).resolves.toBe(1);
  });

  it("allows the web app's origin to call the API (CORS)", async () => {
    const preflight = await fetch(`${backend.url}/api/mutation`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, authorization",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
  });
});

describe("site port", () => {
  it("forwards requests to the engine's HTTP actions with the caller's identity, streaming bodies", async () => {
    const token = await signUserToken(backend, "poster");
    const response = await fetch(`${backend.siteUrl}/echo?x=1`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Authorization: `Bearer ${token}` },
      body: "ping",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-caller")).toBe("poster");
    expect(await response.text()).toBe("ping");
  });

  it("passes the engine's 404 through", async () => {
    expect((await fetch(`${backend.siteUrl}/nowhere`)).status).toBe(404);
  });
});

describe("first start of a data folder", () => {
  it("sets up the auth environment and an owner-only admin key", async () => {
    const env = backend.state.env;
    expect(env.get("JWT_PRIVATE_KEY")).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(JSON.parse(env.get("JWKS")!)).toMatchObject({ keys: [{ kty: "RSA", use: "sig", alg: "RS256" }] });
    expect(env.get("CONVEX_SITE_URL")).toBe(backend.siteUrl);
    expect(env.get("SITE_URL")).toBe("http://127.0.0.1:4000");
    const adminKeyFile = await stat(join(backend.dataDir, "admin-key"));
    expect(adminKeyFile.mode & 0o777).toBe(0o600);
  });

  it("refuses a second backend on the same data folder", async () => {
    await expect(
      startLocalBackend({ dataDir: backend.dataDir, port: 0, sitePort: 0, openEngine: fakeEngineFactory(newFakeEngineState()).open }),
    ).rejects.toThrow(/Another local backend/);
  });
});
