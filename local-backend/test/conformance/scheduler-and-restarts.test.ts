import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../fixtures/functions/_generated/api";
import { BackendProcess } from "./support/backend-process";
import { eventually, httpClient, RecordedSubscription, webSocketClient } from "./support/clients";

let backend: BackendProcess;
const openClients: ConvexClient[] = [];

beforeAll(async () => {
  backend = await BackendProcess.start();
});

afterAll(async () => {
  await Promise.all(openClients.map((client) => client.close()));
  await backend?.dispose();
});

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe("scheduler", () => {
  it("runs a job scheduled with runAfter and records its state in _scheduled_functions", async () => {
    const client = httpClient(backend);
    const jobId = await client.mutation(api.jobs.scheduleRecord, { tag: "soon", delayMs: 100 });
    await eventually(
      () => client.query(api.jobs.runsFor, { tag: "soon" }),
      (runs) => runs === 1,
      { what: "scheduled job run" },
    );
    expect(await client.query(api.jobs.jobState, { jobId })).toEqual({ kind: "success", name: "jobs:record" });
  });

  it("runs a job that fell due while the backend was down, once it is back", async () => {
    const client = httpClient(backend);
    const jobId = await client.mutation(api.jobs.scheduleRecord, { tag: "across-restart", delayMs: 800 });
    expect(await client.query(api.jobs.jobState, { jobId })).toEqual({ kind: "pending", name: "jobs:record" });

    await backend.kill9();
    await sleep(1_200);
    await backend.launch();

    await eventually(
      () => client.query(api.jobs.runsFor, { tag: "across-restart" }),
      (runs) => runs === 1,
      { what: "job run after restart" },
    );
    expect(await client.query(api.jobs.jobState, { jobId })).toEqual({ kind: "success", name: "jobs:record" });
  });

  it("never runs a canceled job (runAt + cancel)", async () => {
    const client = httpClient(backend);
    const now = Date.now();
    const canceled = await client.mutation(api.jobs.scheduleRecordAt, { tag: "canceled", at: now + 300 });
    await client.mutation(api.jobs.cancel, { jobId: canceled });
    await client.mutation(api.jobs.scheduleRecordAt, { tag: "sentinel", at: now + 600 });

    await eventually(
      () => client.query(api.jobs.runsFor, { tag: "sentinel" }),
      (runs) => runs === 1,
      { what: "later sentinel job" },
    );
    expect(await client.query(api.jobs.runsFor, { tag: "canceled" })).toBe(0);
    expect(await client.query(api.jobs.jobState, { jobId: canceled })).toEqual({ kind: "canceled", name: "jobs:record" });
  });

  it("runs crons.ts jobs on their interval", async () => {
    const client = httpClient(backend);
    const first = await eventually(
      () => client.query(api.counters.get, { name: "cron:heartbeat" }),
      (beats) => beats !== null && beats >= 1,
      { what: "first heartbeat" },
    );
    await eventually(
      () => client.query(api.counters.get, { name: "cron:heartbeat" }),
      (beats) => beats !== null && beats >= (first ?? 0) + 2,
      { what: "two more heartbeats" },
    );
  });
});

describe("restarts", () => {
  it("reconnects the WebSocket client and resubscribes its queries after the backend restarts", async () => {
    const watcher = webSocketClient(backend);
    openClients.push(watcher);
    const messages = new RecordedSubscription(watcher, api.messages.list, { channel: "restart" });
    await watcher.mutation(api.messages.send, { channel: "restart", body: "before restart" });
    await messages.waitFor((list) => list.length === 1);

    await backend.restart();
    await httpClient(backend).mutation(api.messages.send, { channel: "restart", body: "after restart" });

    const after = await messages.waitFor((list) => list.length === 2, "update pushed after the restart");
    expect(after.map((message) => message.body)).toEqual(["before restart", "after restart"]);

    // the reconnected client can write again, and sees its own write
    await watcher.mutation(api.messages.send, { channel: "restart", body: "from the reconnected client" });
    expect(messages.latest?.map((message) => message.body)).toContain("from the reconnected client");
  });

  it("gives the same search results, in the same order, after a crash (kill -9) and restart", async () => {
    const client = httpClient(backend);
    const send = (body: string) => client.mutation(api.messages.send, { channel: "raptors", body });
    const hovering = await send("kestrel hovering");
    await send("kestrel kestrel nesting");
    const falcon = await send("falcon nesting");
    const chick = await send("kestrel chick");
    await send("harrier nest");
    await client.mutation(api.messages.edit, { id: falcon, body: "falcon kestrel nest" });
    await client.mutation(api.messages.edit, { id: chick, channel: "elsewhere" });
    await client.mutation(api.messages.remove, { id: hovering });
    const searches = [{ text: "kestrel" }, { text: "nest" }, { text: "kestrel nes" }, { text: "kestrel", channel: "raptors" }];
    const resultsOf = async () => Promise.all(searches.map((args) => httpClient(backend).query(api.messages.search, args)));
    const before = await resultsOf();
    expect(before[0]).toEqual(["kestrel kestrel nesting", "kestrel chick", "falcon kestrel nest"]);

    await backend.restart({ crash: true });
    expect(await resultsOf()).toEqual(before);
  });

  it("keeps every committed document across a crash (kill -9) and restart", async () => {
    const client = httpClient(backend);
    for (let index = 0; index < 20; index++) {
      await client.mutation(api.counters.increment, { name: "crash-proof" });
    }
    await backend.restart({ crash: true });
    expect(await httpClient(backend).query(api.counters.get, { name: "crash-proof" })).toBe(20);
  });
});
