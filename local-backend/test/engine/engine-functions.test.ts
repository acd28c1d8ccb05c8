import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "../../src/engine/types.js";
import { admin, anonymous, mutation, open, query, valueOf } from "./engine-harness.js";

let engine: Engine;
beforeAll(async () => {
  engine = await open();
});
afterAll(async () => {
  await engine.close();
});

describe("running functions", () => {
  it("inserts and reads back through an index", async () => {
    const id = await mutation(engine, "bookings:book", { vetId: "run-v1", day: "mon", slot: 9 });
    expect(typeof id).toBe("string");
    expect(id).toMatch(/^[0-9a-z]+$/);
    const rows = (await query(engine, "bookings:forVetDay", { vetId: "run-v1", day: "mon" })) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ _id: id, vetId: "run-v1", day: "mon", slot: 9 });
    expect(typeof rows[0]?._creationTime).toBe("number");
  });

  it("reads index ranges in both orders", async () => {
    for (const slot of [1, 2, 3, 4, 5]) await mutation(engine, "bookings:book", { vetId: "run-range", day: "tue", slot });
    expect(await query(engine, "bookings:slotsBetween", { vetId: "run-range", day: "tue", from: 2, to: 5, order: "asc" })).toEqual([2, 3, 4]);
    expect(await query(engine, "bookings:slotsBetween", { vetId: "run-range", day: "tue", from: 2, to: 5, order: "desc" })).toEqual([4, 3, 2]);
  });

  it("accepts range expressions on the system fields that end every index", async () => {
    const id = (await mutation(engine, "bookings:book", { vetId: "run-system", day: "fri", slot: 1 })) as string;
    const row = (await query(engine, "bookings:get", { id })) as { _creationTime: number };
    const args = { vetId: "run-system", day: "fri", slot: 1, creationTime: row._creationTime, id };
    expect(await query(engine, "bookings:fromId", args)).toBe(1);
  });

  it("applies filters, patches and deletes", async () => {
    const id = await mutation(engine, "bookings:book", { vetId: "run-filter", day: "wed", slot: 1 });
    await mutation(engine, "bookings:book", { vetId: "run-filter", day: "wed", slot: 2 });
    await mutation(engine, "bookings:addNote", { id, note: "limping" });
    expect(((await query(engine, "bookings:withNote", { vetId: "run-filter" })) as Array<{ slot: number }>).map((r) => r.slot)).toEqual([1]);
    await mutation(engine, "bookings:addNote", { id });
    expect(await query(engine, "bookings:withNote", { vetId: "run-filter" })).toEqual([]);
    await mutation(engine, "bookings:cancel", { id });
    expect(await query(engine, "bookings:get", { id })).toBeNull();
  });

  it("rejects bad arguments with Convex's validator message", async () => {
    const { outcome } = await engine.runMutation("bookings:book", { vetId: "v", day: "d", slot: "nine" }, anonymous);
    expect(outcome).toMatchObject({
      status: "error",
      errorMessage: 'ArgumentValidationError: Value does not match validator.\nPath: .slot\nValue: "nine"\nValidator: v.float64()',
    });
    const missing = await engine.runMutation("bookings:book", { vetId: "v", day: "d" }, anonymous);
    expect(missing.outcome.status === "error" && missing.outcome.errorMessage).toMatch(/^ArgumentValidationError: Object is missing the required field `slot`/);
    const extra = await engine.runMutation("bookings:book", { vetId: "v", day: "d", slot: 1, x: 1 }, anonymous);
    expect(extra.outcome.status === "error" && extra.outcome.errorMessage).toMatch(/^ArgumentValidationError: Object contains extra field `x`/);
  });

  it("checks ids against their table", async () => {
    const storageLikeId = await mutation(engine, "counters:incrementLater", { name: "id-check", delayMs: 60_000 });
    const { outcome } = await engine.runQuery("bookings:get", { id: storageLikeId }, anonymous);
    expect(outcome.status === "error" && outcome.errorMessage).toMatch(/Validator: v\.id\("bookings"\)/);
  });

  it("enforces return validators and the schema", async () => {
    const badReturn = await engine.runQuery("bookings:badReturn", {}, anonymous);
    expect(badReturn.outcome.status === "error" && badReturn.outcome.errorMessage).toMatch(/^ReturnsValidationError: Value does not match validator/);
    const badDoc = await engine.runMutation("bookings:writeInvalidDocument", {}, anonymous);
    expect(badDoc.outcome.status === "error" && badDoc.outcome.errorMessage).toMatch(
      /Failed to insert or update a document in table "bookings" because it does not match the schema: Value does not match validator.\nPath: .slot/,
    );
    const huge = await engine.runMutation("bookings:writeHugeDocument", {}, anonymous);
    expect(huge.outcome.status === "error" && huge.outcome.errorMessage).toMatch(/Value is too large .* maximum size 1 MiB/);
  });

  it("preserves ConvexError data", async () => {
    await mutation(engine, "bookings:book", { vetId: "run-err", day: "thu", slot: 3 });
    const { outcome } = await engine.runMutation("bookings:book", { vetId: "run-err", day: "thu", slot: 3 }, anonymous);
    expect(outcome).toMatchObject({ status: "error", errorData: { code: "SLOT_TAKEN", slot: 3 } });
  });

  it("refuses internal functions to users but not to the admin", async () => {
    const asUser = await engine.runMutation("bookings:clearAll", {}, anonymous);
    expect(asUser.outcome).toMatchObject({ status: "error", errorMessage: expect.stringMatching(/^Could not find public function for 'bookings:clearAll'/) });
    const asAdmin = await engine.runMutation("bookings:clearAll", {}, admin);
    expect(asAdmin.outcome.status).toBe("success");
  });

  it("rolls back a failed nested mutation but keeps the rest of the transaction", async () => {
    expect(await mutation(engine, "runtime:incrementTwiceThenFail", { name: "nested" })).toBe(1);
    expect(await query(engine, "counters:get", { name: "nested" })).toBe(1);
  });

  it("lets actions call mutations and queries", async () => {
    expect(valueOf(await engine.runAction("runtime:actionRoundTrip", { name: "from-action" }, anonymous))).toBe(1);
  });

  it("runs commit listeners outside of the function that caused the commit", async () => {
    const seen: Array<string | undefined> = [];
    const unsubscribe = engine.onCommit(() => seen.push(process.env.PATH));
    valueOf(await engine.runAction("runtime:actionRoundTrip", { name: "listener-context" }, anonymous));
    unsubscribe();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((value) => value === process.env.PATH)).toBe(true);
  });

  it("freezes Date.now, seeds Math.random and captures console output", async () => {
    const { outcome } = await engine.runQuery("runtime:determinism", {}, anonymous);
    expect(outcome).toMatchObject({ status: "success", value: { sameTime: true }, logLines: ["[LOG] 'checking' { answer: 42 }"] });
  });

  it("freezes the time new Date() reads as well, and a Date stays a Date", async () => {
    const before = Date.now();
    const value = await query(engine, "runtime:dateObjects");
    expect(value).toMatchObject({ sameTime: true, isDate: true, text: "string" });
    expect((value as { at: number }).at).toBeGreaterThanOrEqual(before);
  });

  it("refuses timers and fetch in queries and mutations with Convex's error, and lets actions use timers", async () => {
    expect((await engine.runQuery("runtime:startTimer", {}, anonymous)).outcome).toMatchObject({
      status: "error",
      errorMessage: expect.stringContaining("Can't use setTimeout in queries and mutations. Please consider using an action.") as string,
    });
    expect((await engine.runMutation("runtime:fetchInMutation", {}, anonymous)).outcome).toMatchObject({
      status: "error",
      errorMessage: expect.stringContaining("Can't use fetch() in queries and mutations. Please consider using an action.") as string,
    });
    expect(valueOf(await engine.runAction("runtime:sleepInAction", { ms: 5 }, anonymous))).toBe("slept");
  });

  it("drops what a mutation left behind: its write lands in no later run's transaction", async () => {
    valueOf((await engine.runMutation("runtime:leaveWritesBehind", { name: "left-behind" }, anonymous)).outcome);
    for (let round = 0; round < 60; round++) valueOf((await engine.runMutation("runtime:addCounterAfterDigests", { name: `after-${round}` }, anonymous)).outcome);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let round = 0; round < 5; round++) valueOf((await engine.runMutation("runtime:addCounterAfterDigests", { name: `later-${round}` }, anonymous)).outcome);
    expect(await query(engine, "counters:get", { name: "left-behind" })).toBeNull();
    expect(await query(engine, "counters:get", { name: "after-59" })).toBe(1);
  });

  it("passes the caller's identity to ctx.auth", async () => {
    const identity = { tokenIdentifier: "https://issuer|user1", subject: "user1", issuer: "https://issuer" };
    expect(valueOf((await engine.runQuery("runtime:whoAmI", {}, { kind: "user", identity })).outcome)).toBe("user1");
    expect(await query(engine, "runtime:whoAmI")).toBeNull();
  });

  it("makes environment variables visible to functions", async () => {
    await engine.env.set("GREETING", "hallo");
    expect(engine.env.get("GREETING")).toBe("hallo");
    expect(engine.env.list()).toMatchObject({ GREETING: "hallo" });
    expect(await query(engine, "runtime:determinism")).toMatchObject({ env: "hallo" });
  });

  it("keeps environment variables out of reach of db.system", async () => {
    const { outcome } = await engine.runQuery("runtime:peekEnvironmentTable", {}, anonymous);
    expect(outcome.status === "error" && outcome.errorMessage).toMatch(/System table "_env" cannot be accessed from functions/);
  });

  it("serves auth.config.ts providers evaluated with the deployment's env", () => {
    expect(engine.authProviders()).toEqual([{ domain: "http://127.0.0.1:3211", applicationID: "convex" }]);
  });

  it("finds documents by full-text search, last word as a prefix, with filter fields", async () => {
    await mutation(engine, "messages:send", { author: "a", body: "The quick brown fox", channel: "dogs" });
    await mutation(engine, "messages:send", { author: "a", body: "Quick thinking saves the day", channel: "cats" });
    await mutation(engine, "messages:send", { author: "a", body: "Nothing to see", channel: "cats" });
    expect(await query(engine, "messages:search", { text: "quic" })).toEqual(expect.arrayContaining(["The quick brown fox", "Quick thinking saves the day"]));
    // any term matches; the text holding both ranks first
    expect(await query(engine, "messages:search", { text: "quick bro" })).toEqual(["The quick brown fox", "Quick thinking saves the day"]);
    expect(await query(engine, "messages:search", { text: "quick", channel: "cats" })).toEqual(["Quick thinking saves the day"]);
  });

  it("stores files, serves them over the site port and reports their metadata", async () => {
    const uploadUrl = (await mutation(engine, "files:uploadUrl")) as string;
    expect(uploadUrl).toMatch(/^http:\/\/127\.0\.0\.1:3211\/api\/storage\/upload\?token=/);
    const upload = await engine.handleSiteRequest(new Request(uploadUrl, { method: "POST", body: "hello file", headers: { "Content-Type": "text/plain" } }));
    const { storageId } = (await upload.json()) as { storageId: string };
    const reused = await engine.handleSiteRequest(new Request(uploadUrl, { method: "POST", body: "again" }));
    expect(reused.status).toBe(401);
    const url = (await query(engine, "files:url", { id: storageId })) as string;
    const download = await engine.handleSiteRequest(new Request(url));
    expect(download.headers.get("content-type")).toBe("text/plain");
    expect(await download.text()).toBe("hello file");
    expect(await query(engine, "files:metadata", { id: storageId })).toMatchObject({
      _id: storageId,
      size: 10,
      contentType: "text/plain",
      sha256: createHash("sha256").update("hello file").digest("base64"),
    });
    const stored = valueOf(await engine.runAction("files:storeText", { text: "from an action" }, anonymous));
    expect(valueOf(await engine.runAction("files:readText", { id: stored }, anonymous))).toBe("from an action");
  });

  it("routes HTTP actions by exact path and by prefix", async () => {
    const hello = await engine.handleSiteRequest(new Request("http://127.0.0.1:3211/hello?name=vet"));
    expect(await hello.text()).toBe("hello vet");
    const counter = await engine.handleSiteRequest(new Request("http://127.0.0.1:3211/counter/http-test", { method: "POST" }));
    expect(await counter.json()).toEqual({ value: 1 });
    const missing = await engine.handleSiteRequest(new Request("http://127.0.0.1:3211/nowhere"));
    expect(missing.status).toBe(404);
  });
});
