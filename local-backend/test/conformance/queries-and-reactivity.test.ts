import type { ConvexClient } from "convex/browser";
import type { FunctionArgs, PaginationResult } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../fixtures/functions/_generated/api";
import type { Doc } from "../fixtures/functions/_generated/dataModel";
import { BackendProcess } from "./support/backend-process";
import { eventually, httpClient, RecordedSubscription, webSocketClient } from "./support/clients";

let backend: BackendProcess;
const openClients: ConvexClient[] = [];

function connect(): ConvexClient {
  const client = webSocketClient(backend);
  openClients.push(client);
  return client;
}

beforeAll(async () => {
  backend = await BackendProcess.start();
});

afterAll(async () => {
  await Promise.all(openClients.map((client) => client.close()));
  await backend?.dispose();
});

describe("indexed reads", () => {
  const day = "2026-03-02";

  beforeAll(async () => {
    const client = httpClient(backend);
    for (const [vetId, startMinute, petName] of [
      ["vet-ranges", 600, "Biscuit"],
      ["vet-ranges", 540, "Mochi"],
      ["vet-ranges", 660, "Biscuit"],
      ["vet-ranges", 720, "Pepper"],
      ["vet-other", 560, "Biscuit"],
    ] as const) {
      await client.mutation(api.bookings.book, { vetId, day, startMinute, petName });
    }
    await client.mutation(api.bookings.book, { vetId: "vet-ranges", day: "2026-03-03", startMinute: 500, petName: "Biscuit" });
  });

  it("reads an index range in ascending and descending order, bounds included/excluded as asked", async () => {
    const client = httpClient(backend);
    const range = { vetId: "vet-ranges", day, fromMinute: 540, toMinute: 720 };
    expect(await client.query(api.bookings.range, { ...range, order: "asc" })).toEqual([540, 600, 660]);
    expect(await client.query(api.bookings.range, { ...range, order: "desc" })).toEqual([660, 600, 540]);
    expect(await client.query(api.bookings.range, { ...range, fromMinute: 541, toMinute: 721, order: "asc" })).toEqual([
      600, 660, 720,
    ]);
  });

  it("returns one vet's day in index order, and nothing from other vets or days", async () => {
    const rows = await httpClient(backend).query(api.bookings.forVetDay, { vetId: "vet-ranges", day });
    expect(rows.map((row: Doc<"bookings">) => row.startMinute)).toEqual([540, 600, 660, 720]);
    expect(new Set(rows.map((row: Doc<"bookings">) => `${row.vetId}/${row.day}`))).toEqual(new Set([`vet-ranges/${day}`]));
  });

  it("supports first(), unique() and filter() on top of an index", async () => {
    const client = httpClient(backend);
    expect(await client.query(api.bookings.firstOfDay, { vetId: "vet-ranges", day })).toBe(540);
    expect(await client.query(api.bookings.firstOfDay, { vetId: "vet-nobody", day })).toBeNull();
    expect(await client.query(api.bookings.slot, { vetId: "vet-ranges", day, startMinute: 720 })).toBe("Pepper");
    expect(await client.query(api.bookings.slot, { vetId: "vet-ranges", day, startMinute: 721 })).toBeNull();
    expect(await client.query(api.bookings.forPet, { vetId: "vet-ranges", petName: "Biscuit" })).toEqual([
      `${day}@600`,
      `${day}@660`,
      "2026-03-03@500",
    ]);
  });

  it("makes unique() fail when two documents match", async () => {
    const client = httpClient(backend);
    await client.mutation(api.bookings.book, { vetId: "vet-twice", day, startMinute: 900, petName: "Ada" });
    await client.mutation(api.bookings.book, { vetId: "vet-twice", day, startMinute: 900, petName: "Bo" });
    await expect(client.query(api.bookings.slot, { vetId: "vet-twice", day, startMinute: 900 })).rejects.toThrow(
      /unique\(\) query returned more than one result/,
    );
  });
});

describe("search index", () => {
  beforeAll(async () => {
    const client = httpClient(backend);
    for (const [channel, body] of [
      ["clinic", "golden retriever vaccination due"],
      ["clinic", "tabby cat dental checkup"],
      ["clinic", "retrieval of lab records"],
      ["home", "golden retriever limping"],
    ] as const) {
      await client.mutation(api.messages.send, { channel, body });
    }
  });

  it("matches whole terms, a prefix on the last term, and honours filter fields", async () => {
    const client = httpClient(backend);
    expect(new Set(await client.query(api.messages.search, { text: "dental" }))).toEqual(new Set(["tabby cat dental checkup"]));
    expect(new Set(await client.query(api.messages.search, { text: "retr" }))).toEqual(
      new Set(["golden retriever vaccination due", "retrieval of lab records", "golden retriever limping"]),
    );
    expect(new Set(await client.query(api.messages.search, { text: "golden retr", channel: "home" }))).toEqual(
      new Set(["golden retriever limping"]),
    );
    expect(await client.query(api.messages.search, { text: "hamster" })).toEqual([]);
  });
});

describe("pagination stays gap-free while rows are inserted", () => {
  type Item = Doc<"items">;
  const ranksOf = (items: Item[]) => items.map((item) => item.rank);

  it("re-running pages with their cursors covers every row exactly once (HTTP client)", async () => {
    const client = httpClient(backend);
    await client.mutation(api.items.addMany, { ranks: Array.from({ length: 30 }, (_, index) => (index + 1) * 10) });

    const page1 = (await client.query(api.items.page, { paginationOpts: { numItems: 5, cursor: null } })) as PaginationResult<Item>;
    const page2 = (await client.query(api.items.page, {
      paginationOpts: { numItems: 5, cursor: page1.continueCursor },
    })) as PaginationResult<Item>;
    expect(ranksOf(page1.page)).toEqual([10, 20, 30, 40, 50]);
    expect(ranksOf(page2.page)).toEqual([60, 70, 80, 90, 100]);

    // before the first row, inside page 1, exactly at the page boundary, inside page 2, at its end
    await client.mutation(api.items.addMany, { ranks: [5, 25, 50.5, 55, 60, 75, 100.5] });

    // usePaginatedQuery pins every loaded page to its end cursor once it has loaded
    const again1 = (await client.query(api.items.page, {
      paginationOpts: { numItems: 5, cursor: null, endCursor: page1.continueCursor },
    })) as PaginationResult<Item>;
    const again2 = (await client.query(api.items.page, {
      paginationOpts: { numItems: 5, cursor: page1.continueCursor, endCursor: page2.continueCursor },
    })) as PaginationResult<Item>;
    const loaded = [...ranksOf(again1.page), ...ranksOf(again2.page)];
    const expected = [5, 10, 20, 25, 30, 40, 50, 50.5, 55, 60, 60, 70, 75, 80, 90, 100];
    expect(loaded).toEqual(expected);
    expect(again2.continueCursor).toBe(page2.continueCursor);
  });

  it("keeps a live paginated subscription complete after loadMore and concurrent inserts (WebSocket client)", async () => {
    const watcher = connect();
    const writer = httpClient(backend);
    let latest: { results: Item[]; status: string; loadMore: (n: number) => boolean } | undefined;
    // like usePaginatedQuery, the client adds paginationOpts itself
    const argsWithoutPagination = {} as FunctionArgs<typeof api.items.page>;
    const stop = watcher.onPaginatedUpdate_experimental(
      api.items.page,
      argsWithoutPagination,
      { initialNumItems: 4 },
      (result) => {
        latest = result as unknown as typeof latest;
      },
    );
    const firstPage = await eventually(
      () => latest,
      (value) => value !== undefined && value.status === "CanLoadMore",
      { what: "first page" },
    );
    expect(firstPage?.results).toHaveLength(4);
    firstPage?.loadMore(4);
    const twoPages = await eventually(
      () => latest,
      (value) => value !== undefined && value.results.length === 8 && value.status === "CanLoadMore",
      { what: "two pages" },
    );
    const lastLoaded = twoPages!.results.at(-1)!.rank;
    const fourth = twoPages!.results[3]!.rank;

    const inserted = [1, fourth, fourth + 0.25, lastLoaded - 0.5];
    await writer.mutation(api.items.addMany, { ranks: inserted });

    const expected = [...ranksOf(twoPages!.results), ...inserted].sort((a, b) => a - b);
    const after = await eventually(
      () => latest,
      (value) => value !== undefined && value.results.length === expected.length,
      { what: "pages including the inserted rows" },
    );
    expect(ranksOf(after!.results)).toEqual(expected);
    stop();
  });
});

describe("reactivity follows read sets", () => {
  it("re-runs only the subscription whose index range a commit touched", async () => {
    const day = "2026-04-01";
    const watcher = connect();
    const writer = httpClient(backend);
    // results carry the run's Date.now(), so every re-run reaches the subscriber
    const quietVet = new RecordedSubscription(watcher, api.bookings.dayCountStamped, { vetId: "vet-quiet", day });
    const busyVet = new RecordedSubscription(watcher, api.bookings.dayCountStamped, { vetId: "vet-busy", day });
    await quietVet.waitFor((result) => result.count === 0);
    await busyVet.waitFor((result) => result.count === 0);

    for (let slot = 0; slot < 5; slot++) {
      await writer.mutation(api.bookings.book, { vetId: "vet-busy", day, startMinute: 480 + slot * 20, petName: "Rex" });
      await new Promise((resolve) => setTimeout(resolve, 2)); // distinct Date.now() between commits
    }
    // same vet, another day: outside the quiet subscription's range too
    await writer.mutation(api.bookings.book, { vetId: "vet-quiet", day: "2026-04-02", startMinute: 480, petName: "Rex" });
    await busyVet.waitFor((result) => result.count === 5, "busy vet's five bookings");
    // a write inside the quiet range, last: once it arrives, any earlier push would have arrived too
    await writer.mutation(api.bookings.book, { vetId: "vet-quiet", day, startMinute: 600, petName: "Luna" });
    await quietVet.waitFor((result) => result.count === 1, "quiet vet's booking");

    expect(quietVet.values.map((result) => result.count)).toEqual([0, 1]);
    // the busy vet's pushes may coalesce commits, never go backwards
    const busyCounts = busyVet.values.map((result) => result.count);
    expect(busyCounts).toEqual([...busyCounts].sort((a, b) => a - b));
    expect(busyCounts.at(-1)).toBe(5);
  });

  it("updates a subscribed search when a matching message arrives, and does not re-run it for other messages", async () => {
    const watcher = connect();
    const writer = httpClient(backend);
    const otherId = await writer.mutation(api.messages.send, { channel: "aviary", body: "budgie asleep" });
    // results carry the run's Date.now(), so every re-run reaches the subscriber
    const parrots = new RecordedSubscription(watcher, api.messages.searchStamped, { text: "cockatoo" });
    await parrots.waitFor((result) => result.bodies.length === 0, "no cockatoo yet");

    await writer.mutation(api.messages.send, { channel: "aviary", body: "budgie singing" });
    await writer.mutation(api.messages.edit, { id: otherId, body: "budgie awake" });
    await new Promise((resolve) => setTimeout(resolve, 2)); // distinct Date.now() for a re-run
    await writer.mutation(api.messages.send, { channel: "aviary", body: "cockatoo screeching" });
    await parrots.waitFor((result) => result.bodies.length === 1, "the cockatoo message");

    expect(parrots.values.map((result) => result.bodies)).toEqual([[], ["cockatoo screeching"]]);
  });

  it("does not push a re-run whose result did not change", async () => {
    const watcher = connect();
    const writer = httpClient(backend);
    const counter = new RecordedSubscription(watcher, api.counters.get, { name: "steady" });
    await counter.waitFor((value) => value === null, "initial empty counter");
    await writer.mutation(api.counters.set, { name: "steady", value: 7 });
    await counter.waitFor((value) => value === 7);
    await writer.mutation(api.counters.set, { name: "steady", value: 7 });
    await writer.mutation(api.counters.set, { name: "steady", value: 8 });
    await counter.waitFor((value) => value === 8);
    expect(counter.values).toEqual([null, 7, 8]);
  });
});

describe("mutations over the WebSocket", () => {
  // The client resolves a mutation only on a Transition at or past its ts; one that wrote nothing right after
  // one that did has the ts the client is already at (the pet form's create-then-upload-URL sequence).
  it("resolves a mutation that writes nothing, right after one that wrote, on a client with a live query", async () => {
    const client = connect();
    const counter = new RecordedSubscription(client, api.counters.get, { name: "before-upload" });
    await counter.waitFor((value) => value === null, "initial empty counter");
    await client.mutation(api.counters.increment, { name: "before-upload" });
    await counter.waitFor((value) => value === 1);

    const writesNothing = client.mutation(api.files.generateUploadUrl, {});
    const outcome = await Promise.race([
      writesNothing.then((url) => ({ resolved: true, url })),
      new Promise<{ resolved: false }>((resolve) => setTimeout(() => resolve({ resolved: false }), 5_000)),
    ]);
    expect(outcome).toMatchObject({ resolved: true, url: expect.stringContaining("/api/storage/upload") });
  });
});
