import { afterEach, describe, expect, it } from "vitest";
import type { JSONValue } from "convex/values";
import { seededRandom } from "../../src/engine/runtime.js";
import { scoreDocument, tokenize } from "../../src/engine/search.js";
import type { CommitNotice, Engine, ReadSet } from "../../src/engine/types.js";
import { anonymous, mutation, open, query, tempDataDir, valueOf } from "./engine-harness.js";

type Message = { id: string; body: string; channel: string };
type SearchArgs = { text: string; channel?: string };

const engines: Engine[] = [];
async function openEngine(dataDir = tempDataDir(), extra: { compactAfterBytes?: number } = {}): Promise<Engine> {
  const engine = await open(dataDir, extra);
  engines.push(engine);
  return engine;
}

afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.close()));
});

async function send(engine: Engine, body: string, channel = "ward"): Promise<string> {
  return (await mutation(engine, "messages:send", { author: "test", body, channel })) as string;
}

async function searchIds(engine: Engine, args: SearchArgs, atTs?: bigint): Promise<string[]> {
  return valueOf((await engine.runQuery("messages:searchIds", args, anonymous, atTs)).outcome) as string[];
}

async function newestFirst(engine: Engine, atTs?: bigint): Promise<Message[]> {
  return valueOf((await engine.runQuery("messages:newestFirst", {}, anonymous, atTs)).outcome) as Message[];
}

/** The documented semantics (search.ts) evaluated by brute force over every message, newest first. */
function scanSearch(messages: readonly Message[], { text, channel }: SearchArgs): string[] {
  const terms = tokenize(text);
  if (terms.length === 0) return [];
  return messages
    .filter((message) => channel === undefined || message.channel === channel)
    .map((message) => ({ id: message.id, score: scoreDocument(message.body, terms) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 1024)
    .map(({ id }) => id);
}

const VOCABULARY = ["golden", "gold", "retriever", "retrieval", "cat", "catalog", "dental", "dent", "tabby", "limping", "Vaccination", "due", "Ünal", "42"];
const CHANNELS = ["ward", "lobby"];
const QUERIES: SearchArgs[] = [
  { text: "golden" },
  { text: "gold" },
  { text: "ret" },
  { text: "golden retr" },
  { text: "retriever gold" },
  { text: "cat ca" },
  { text: "dent" },
  { text: "DENTAL due" },
  { text: "tabby cat dent" },
  { text: "ünal 4" },
  { text: "golden golden" },
  { text: "zebra" },
  { text: "   " },
  { text: "golden", channel: "ward" },
  { text: "re", channel: "lobby" },
  { text: "cat", channel: "nowhere" },
];

async function expectScanResults(engine: Engine, atTs?: bigint): Promise<void> {
  const messages = await newestFirst(engine, atTs);
  for (const args of QUERIES) {
    expect(await searchIds(engine, args, atTs), `${JSON.stringify(args)} at ${String(atTs ?? "latest")}`).toEqual(scanSearch(messages, args));
  }
}

describe("search index", () => {
  it("matches any term as a whole word and the last one also as a prefix, more terms first, newest first among equal scores", async () => {
    const engine = await openEngine();
    const limping = await send(engine, "golden retriever limping");
    const records = await send(engine, "retrieval of golden records");
    const gold = await send(engine, "gold retriever");
    const twin = await send(engine, "golden retriever limping");

    expect(await searchIds(engine, { text: "golden retr" })).toEqual([twin, limping, records, gold]);
    expect(await searchIds(engine, { text: "gold" })).toEqual(expect.arrayContaining([gold, twin, limping, records]));
    expect(await searchIds(engine, { text: "gold retriever" })).toEqual([gold, twin, limping]);
    expect(await searchIds(engine, { text: "retriever gold" })).toEqual(expect.arrayContaining([gold, twin, limping]));
    expect(await searchIds(engine, { text: "golden ret", channel: "lobby" })).toEqual([]);
    await expectScanResults(engine);
  });

  it("keeps every result equal to a full scan through inserts, patches, replaces and deletes, at the latest and at older timestamps", async () => {
    const engine = await openEngine();
    const random = seededRandom(20261121);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const body = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(VOCABULARY)).join(random() < 0.5 ? " " : ", ");
    const live: string[] = [];
    const checkpoints: bigint[] = [];
    for (let step = 1; step <= 120; step++) {
      const roll = random();
      if (live.length < 4 || roll < 0.4) {
        live.push(await send(engine, body(), pick(CHANNELS)));
      } else if (roll < 0.6) {
        await mutation(engine, "messages:edit", { id: pick(live), body: body() });
      } else if (roll < 0.7) {
        await mutation(engine, "messages:edit", { id: pick(live), channel: pick(CHANNELS) });
      } else if (roll < 0.8) {
        await mutation(engine, "messages:edit", { id: pick(live), author: `author ${step}` });
      } else if (roll < 0.9) {
        await mutation(engine, "messages:rewrite", { id: pick(live), author: "rewritten", body: body(), channel: pick(CHANNELS) });
      } else {
        const id = live.splice(Math.floor(random() * live.length), 1)[0] as string;
        await mutation(engine, "messages:remove", { id });
      }
      if (step % 20 === 0) {
        await expectScanResults(engine);
        checkpoints.push(engine.currentTs());
      }
    }
    for (const ts of checkpoints) await expectScanResults(engine, ts);
  });

  it("reads at an older timestamp see the text and filter fields of that time", async () => {
    const engine = await openEngine();
    const id = await send(engine, "parrot squawking", "ward");
    const squawking = engine.currentTs();
    await mutation(engine, "messages:edit", { id, body: "parrot asleep" });
    const asleep = engine.currentTs();
    await mutation(engine, "messages:edit", { id, channel: "lobby" });

    expect(await searchIds(engine, { text: "squawk" }, squawking)).toEqual([id]);
    expect(await searchIds(engine, { text: "squawk" }, asleep)).toEqual([]);
    expect(await searchIds(engine, { text: "parrot asl", channel: "ward" }, asleep)).toEqual([id]);
    expect(await searchIds(engine, { text: "parrot asl", channel: "ward" })).toEqual([]);
    expect(await searchIds(engine, { text: "parrot asl", channel: "lobby" })).toEqual([id]);
  });

  it("lets a mutation's search see its own inserts, patches and deletes", async () => {
    const engine = await openEngine();
    const moving = await send(engine, "hamster wheel", "ward");
    const renamed = await send(engine, "hamster cage", "ward");
    const removed = await send(engine, "hamster food", "ward");
    const outcome = (await mutation(engine, "messages:changeThenSearch", {
      text: "hamster",
      channel: "ward",
      send: [{ body: "new hamster", channel: "ward" }, { body: "hamster elsewhere", channel: "lobby" }],
      edits: [
        { id: moving, channel: "lobby" },
        { id: renamed, body: "gerbil cage" },
      ],
      removals: [removed],
    })) as { before: string[]; sent: string[]; after: string[] };

    expect(new Set(outcome.before)).toEqual(new Set([moving, renamed, removed]));
    expect(outcome.after).toEqual([outcome.sent[0]]);
    expect(await searchIds(engine, { text: "hamster", channel: "ward" })).toEqual(outcome.after);
    expect(await searchIds(engine, { text: "gerbil" })).toEqual([renamed]);
  });

  it("keeps a failed nested mutation's insert out of the caller's search", async () => {
    const engine = await openEngine();
    const kept = await send(engine, "ferret nap");
    expect(await mutation(engine, "messages:searchAfterFailedSend", { body: "ferret bath", channel: "ward", text: "ferret" })).toEqual([kept]);
    expect(await searchIds(engine, { text: "ferret" })).toEqual([kept]);
  });

  it("gives identical results after a restart, replaying the log and then loading a snapshot", async () => {
    const dataDir = tempDataDir();
    let engine = await openEngine(dataDir);
    const [edited, moved, removed, rewritten] = [
      await send(engine, "golden retriever", "ward"),
      await send(engine, "tabby cat", "ward"),
      await send(engine, "golden cat", "lobby"),
      await send(engine, "catalog of retrievers", "lobby"),
    ];
    await send(engine, "dental due");
    await mutation(engine, "messages:edit", { id: edited, body: "golden catalog" });
    await mutation(engine, "messages:edit", { id: moved, channel: "lobby" });
    await mutation(engine, "messages:remove", { id: removed });
    await mutation(engine, "messages:rewrite", { id: rewritten, author: "x", body: "retriever retrieval", channel: "ward" });
    const resultsOf = async (current: Engine) => Promise.all(QUERIES.map((args) => searchIds(current, args)));
    const before = await resultsOf(engine);
    await engine.close();

    engine = await openEngine(dataDir, { compactAfterBytes: 1 });
    expect(await resultsOf(engine)).toEqual(before);
    await expectScanResults(engine);
    await send(engine, "after the snapshot"); // past compactAfterBytes: writes a snapshot
    await engine.close();

    engine = await openEngine(dataDir);
    expect(await resultsOf(engine)).toEqual(before);
    await expectScanResults(engine);
  });
});

describe("search read sets", () => {
  async function readSetOf(engine: Engine, args: SearchArgs): Promise<ReadSet> {
    const { outcome, readSet } = await engine.runQuery("messages:searchIds", args as unknown as JSONValue, anonymous);
    expect(outcome.status).toBe("success");
    return readSet;
  }

  async function invalidates(engine: Engine, readSet: ReadSet, write: () => Promise<unknown>): Promise<boolean> {
    const notices: CommitNotice[] = [];
    const stop = engine.onCommit((notice) => notices.push(notice));
    try {
      await write();
    } finally {
      stop();
    }
    expect(notices).toHaveLength(1);
    return (notices[0] as CommitNotice).invalidates(readSet);
  }

  it("re-runs a search when a document gains any of its terms, and not for writes to documents without them", async () => {
    const engine = await openEngine();
    const bystander = await send(engine, "tabby cat dental checkup");
    await send(engine, "golden retriever");
    await send(engine, "golden labrador");
    const readSet = await readSetOf(engine, { text: "golden retriever" });

    expect(await invalidates(engine, readSet, () => send(engine, "unrelated parrot"))).toBe(false);
    expect(await invalidates(engine, readSet, () => mutation(engine, "messages:edit", { id: bystander, body: "tabby cat asleep" }))).toBe(false);
    expect(await invalidates(engine, readSet, () => send(engine, "golden hamster"))).toBe(true);
    expect(await invalidates(engine, readSet, () => mutation(engine, "messages:edit", { id: bystander, body: "tabby retriever" }))).toBe(true);

    const wordAndPrefix = await readSetOf(engine, { text: "labrador g" });
    expect(await invalidates(engine, wordAndPrefix, () => send(engine, "blue parrot"))).toBe(false);
    expect(await invalidates(engine, wordAndPrefix, () => send(engine, "labrador puppy"))).toBe(true);
    expect(await invalidates(engine, wordAndPrefix, () => send(engine, "green parrot"))).toBe(true);
  });

  it("re-runs a search when a word its last term starts appears, and not for other words", async () => {
    const engine = await openEngine();
    await send(engine, "parrot squawk");
    await send(engine, "parrot green");
    const readSet = await readSetOf(engine, { text: "parrot sq" });
    expect(await invalidates(engine, readSet, () => send(engine, "budgie quiet"))).toBe(false);
    expect(await invalidates(engine, readSet, () => send(engine, "budgie squeak"))).toBe(true);
    expect(await invalidates(engine, readSet, () => send(engine, "parrot quiet"))).toBe(true);
  });

  it("re-runs a search when a document it returned changes, or when a filter field brings in another one", async () => {
    const engine = await openEngine();
    const returned = await send(engine, "rabbit teeth", "lobby");
    const filteredOut = await send(engine, "rabbit ears", "ward");
    const unrelated = await send(engine, "guinea pig teeth", "ward");
    const readSet = await readSetOf(engine, { text: "rabbit", channel: "lobby" });

    expect(await invalidates(engine, readSet, () => mutation(engine, "messages:edit", { id: unrelated, channel: "lobby" }))).toBe(false);
    expect(await invalidates(engine, readSet, () => mutation(engine, "messages:edit", { id: filteredOut, author: "someone else" }))).toBe(false);
    expect(await invalidates(engine, readSet, () => mutation(engine, "messages:edit", { id: returned, author: "someone else" }))).toBe(true);
    expect(await invalidates(engine, readSet, () => mutation(engine, "messages:edit", { id: filteredOut, channel: "lobby" }))).toBe(true);
    expect(await invalidates(engine, readSet, () => mutation(engine, "messages:remove", { id: returned }))).toBe(true);
  });

  it("a search with no words reads nothing and returns nothing", async () => {
    const engine = await openEngine();
    const readSet = await readSetOf(engine, { text: " ,; " });
    expect(await query(engine, "messages:searchIds", { text: " ,; " })).toEqual([]);
    expect(await invalidates(engine, readSet, () => send(engine, "anything at all"))).toBe(false);
  });
});
