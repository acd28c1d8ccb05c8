import { createHash, randomBytes } from "node:crypto";
import { makeFunctionReference } from "convex/server";
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../fixtures/functions/_generated/api";
import type { Id } from "../fixtures/functions/_generated/dataModel";
import { BackendProcess } from "./support/backend-process";
import { httpClient, RecordedSubscription, webSocketClient } from "./support/clients";

let backend: BackendProcess;
const openClients: ConvexClient[] = [];

beforeAll(async () => {
  backend = await BackendProcess.start();
});

afterAll(async () => {
  await Promise.all(openClients.map((client) => client.close()));
  await backend?.dispose();
});

describe("file storage", () => {
  it("accepts an upload to a generated URL, serves it back, and records sha256 and size", async () => {
    const client = httpClient(backend);
    const bytes = randomBytes(50_000);
    const uploadUrl = await client.mutation(api.files.generateUploadUrl, {});
    const upload = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: bytes });
    expect(upload.status).toBe(200);
    const { storageId } = (await upload.json()) as { storageId: Id<"_storage"> };

    expect(await client.query(api.files.metadata, { storageId })).toEqual({
      sha256: createHash("sha256").update(bytes).digest("base64"),
      size: bytes.length,
      contentType: "image/png",
    });

    const url = await client.query(api.files.url, { storageId });
    expect(url).not.toBeNull();
    const served = await fetch(url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    await client.mutation(api.files.remove, { storageId });
    expect(await client.query(api.files.url, { storageId })).toBeNull();
    expect(await client.query(api.files.metadata, { storageId })).toBeNull();
  });

  it("stores and reads a blob from an action", async () => {
    const client = httpClient(backend);
    const { storageId, roundTrip } = await client.action(api.files.storeText, { text: "lab results: all clear" });
    expect(roundTrip).toBe("lab results: all clear");
    expect(await client.query(api.files.metadata, { storageId })).toMatchObject({ size: 22 });
  });
});

describe("HTTP actions on the site port", () => {
  it("serves an exact route", async () => {
    const response = await fetch(`${backend.siteUrl}/hello?name=Mochi`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ greeting: "hello Mochi" });
  });

  it("serves a prefix route with the rest of the path", async () => {
    const response = await fetch(`${backend.siteUrl}/files/reports/2026/x-ray.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("prefix route got reports/2026/x-ray.txt");
  });

  it("lets an HTTP action run a mutation whose result subscribers see", async () => {
    const watcher = webSocketClient(backend);
    openClients.push(watcher);
    const messages = new RecordedSubscription(watcher, api.messages.list, { channel: "webhook" });
    await messages.waitFor((list) => list.length === 0);
    const response = await fetch(`${backend.siteUrl}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ channel: "webhook", body: "payment received" }),
    });
    expect(response.status).toBe(201);
    await messages.waitFor((list) => list.length === 1 && list[0]?.body === "payment received");
  });

  it("answers 404 for a path no route matches, and for a wrong method", async () => {
    expect((await fetch(`${backend.siteUrl}/nowhere`)).status).toBe(404);
    expect((await fetch(`${backend.siteUrl}/hello`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("@convex-dev/auth with the Password provider", () => {
  type SignInResult = { tokens?: { token: string; refreshToken: string } | null };
  const signIn = makeFunctionReference<"action", Record<string, unknown>, SignInResult>("auth:signIn");
  const email = "owner@example.test";
  const password = "correct horse battery staple";

  it("publishes OpenID discovery and JWKS for its own issuer", async () => {
    const discovery = (await (await fetch(`${backend.siteUrl}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      jwks_uri: string;
    };
    expect(discovery.issuer).toBe(backend.siteUrl);
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: unknown[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
  });

  it("signs up, signs in, refreshes the token, and knows the user in queries (getAuthUserId)", async () => {
    const client = httpClient(backend);
    expect(await client.query(api.users.viewer, {})).toBeNull();

    const signedUp = await client.action(signIn, { provider: "password", params: { email, password, flow: "signUp" } });
    expect(signedUp.tokens?.token).toEqual(expect.any(String));
    client.setAuth(signedUp.tokens!.token);
    const viewer = await client.query(api.users.viewer, {});
    expect(viewer).toMatchObject({ email });

    const anonymous = httpClient(backend);
    const signedIn = await anonymous.action(signIn, { provider: "password", params: { email, password, flow: "signIn" } });
    expect(signedIn.tokens?.token).toEqual(expect.any(String));
    anonymous.setAuth(signedIn.tokens!.token);
    expect(await anonymous.query(api.users.viewer, {})).toEqual(viewer);

    const refreshed = await httpClient(backend).action(signIn, { refreshToken: signedIn.tokens!.refreshToken });
    expect(refreshed.tokens?.token).toEqual(expect.any(String));
    expect(refreshed.tokens?.refreshToken).not.toBe(signedIn.tokens!.refreshToken);
    const afterRefresh = httpClient(backend);
    afterRefresh.setAuth(refreshed.tokens!.token);
    expect(await afterRefresh.query(api.users.viewer, {})).toEqual(viewer);

    const whoami = async (headers: Record<string, string>) =>
      ((await (await fetch(`${backend.siteUrl}/whoami`, { headers })).json()) as { subject: string | null }).subject;
    expect(await whoami({})).toBeNull();
    expect(await whoami({ Authorization: `Bearer ${refreshed.tokens!.token}` })).toMatch(new RegExp(`^${viewer!.userId}\\|`));

    const overSocket = webSocketClient(backend);
    openClients.push(overSocket);
    overSocket.setAuth(async () => refreshed.tokens!.token);
    const socketViewer = new RecordedSubscription(overSocket, api.users.viewer, {});
    await socketViewer.waitFor((value) => value !== null, "authenticated viewer over the WebSocket");
    expect(socketViewer.latest).toEqual(viewer);
  });

  it("refuses a wrong password and an invalid token", async () => {
    const client = httpClient(backend);
    await expect(
      client.action(signIn, { provider: "password", params: { email, password: "not the password", flow: "signIn" } }),
    ).rejects.toThrow(/InvalidSecret|Invalid/);

    client.setAuth("not.a.jwt");
    await expect(client.query(api.users.viewer, {})).rejects.toThrow();
  });
});
