import { attempt, type ScenarioTarget } from "./scenario-target";

export type Transcript = Record<string, unknown>;
export type Scenario = (target: ScenarioTarget) => Promise<Transcript>;

type Page = { page: Array<{ rank: number }>; isDone: boolean; continueCursor: string };

/** The same calls, in the same order, on every target; each returns what a client would have observed. */
export const scenarios: Record<string, Scenario> = {
  async "messages and search"(target) {
    for (const [channel, body] of [
      ["ward", "golden retriever vaccination due"],
      ["ward", "tabby cat dental checkup"],
      ["lobby", "golden retriever limping"],
    ]) {
      await target.call("mutation", "messages:send", { channel, body });
    }
    const sorted = async (args: Record<string, unknown>) =>
      ((await target.call("query", "messages:search", args)) as string[]).slice().sort();
    return {
      ward: await target.call("query", "messages:list", { channel: "ward" }),
      lobby: await target.call("query", "messages:list", { channel: "lobby" }),
      empty: await target.call("query", "messages:list", { channel: "nobody" }),
      prefixSearch: await sorted({ text: "retr" }),
      filteredSearch: await sorted({ text: "golden", channel: "lobby" }),
      noMatch: await sorted({ text: "hamster" }),
    };
  },

  // Both match any term of a query; convex-test also takes every term as a prefix where Convex (and the local backend)
  // takes only the last one, so the longer query here uses whole words.
  async "search follows edits and deletes"(target) {
    const ids: string[] = [];
    for (const [channel, body] of [
      ["aviary", "parrot squawking loudly"],
      ["aviary", "budgie asleep"],
      ["aviary", "parrot asleep"],
      ["perch", "parrot preening"],
    ]) {
      ids.push((await target.call("mutation", "messages:send", { channel, body })) as string);
    }
    const [squawking, budgie, asleep] = ids;
    const sorted = async (args: Record<string, unknown>) =>
      ((await target.call("query", "messages:search", args)) as string[]).slice().sort();
    const before = { parrot: await sorted({ text: "parrot" }), asleepInAviary: await sorted({ text: "asl", channel: "aviary" }) };
    await target.call("mutation", "messages:edit", { id: budgie, body: "budgie squawking" });
    await target.call("mutation", "messages:edit", { id: asleep, channel: "perch" });
    await target.call("mutation", "messages:remove", { id: squawking });
    return {
      before,
      squawk: await sorted({ text: "squawk" }),
      parrotOnPerch: await sorted({ text: "parrot", channel: "perch" }),
      asleepInAviary: await sorted({ text: "asl", channel: "aviary" }),
      asleep: await sorted({ text: "asleep" }),
      anyTerm: await sorted({ text: "budgie preening" }),
    };
  },

  async "bookings through an index"(target) {
    const day = "2026-06-01";
    for (const [vetId, startMinute, petName] of [
      ["vet-1", 600, "Biscuit"],
      ["vet-1", 540, "Mochi"],
      ["vet-1", 660, "Biscuit"],
      ["vet-2", 560, "Biscuit"],
      ["vet-1", 720, "Pepper"],
    ] as const) {
      await target.call("mutation", "bookings:book", { vetId, day, startMinute, petName });
    }
    const range = { vetId: "vet-1", day, fromMinute: 540, toMinute: 720 };
    return {
      day: await target.call("query", "bookings:forVetDay", { vetId: "vet-1", day }),
      ascending: await target.call("query", "bookings:range", { ...range, order: "asc" }),
      descending: await target.call("query", "bookings:range", { ...range, order: "desc" }),
      first: await target.call("query", "bookings:firstOfDay", { vetId: "vet-1", day }),
      firstOfNobody: await target.call("query", "bookings:firstOfDay", { vetId: "vet-9", day }),
      unique: await target.call("query", "bookings:slot", { vetId: "vet-1", day, startMinute: 720 }),
      filtered: await target.call("query", "bookings:forPet", { vetId: "vet-1", petName: "Biscuit" }),
      seeded: await target.call("mutation", "bookings:bulkInsert", {
        rows: [{ vetId: "vet-3", day, startMinute: 480, petName: "Io" }],
      }),
    };
  },

  async "pagination to the end"(target) {
    await target.call("mutation", "items:addMany", { ranks: [7, 3, 11, 1, 5, 9, 13, 2] });
    await target.call("mutation", "items:remove", { rank: 9 });
    const pages: Array<{ ranks: number[]; isDone: boolean }> = [];
    let cursor: string | null = null;
    for (;;) {
      const result = (await target.call("query", "items:page", { paginationOpts: { numItems: 3, cursor } })) as Page;
      pages.push({ ranks: result.page.map((item) => item.rank), isDone: result.isDone });
      if (result.isDone) break;
      cursor = result.continueCursor;
    }
    return { pages };
  },

  // The 1 MiB document limit is left out: convex-test does not enforce it (the conformance suite covers it).
  async "validation and errors"(target) {
    return {
      validArgument: await attempt(target, "query", "validation:square", { n: 12 }),
      wrongArgumentType: await attempt(target, "query", "validation:square", { n: "twelve" }),
      missingArgument: await attempt(target, "query", "validation:square", {}),
      extraArgument: await attempt(target, "query", "validation:square", { n: 1, extra: true }),
      brokenReturn: await attempt(target, "query", "validation:brokenReturn"),
      schemaViolation: await attempt(target, "mutation", "validation:insertStrict", { row: { count: "many" } }),
      schemaExtraField: await attempt(target, "mutation", "validation:insertStrict", { row: { count: 1, extra: 1 } }),
      validInsert: await attempt(target, "mutation", "validation:insertStrict", { row: { count: 2, note: "ok" } }),
      convexError: await attempt(target, "mutation", "validation:rejectWithData", { slot: 4 }),
      rowsAfterRollback: await attempt(target, "query", "validation:strictRowCount"),
    };
  },

  async "nested calls and actions"(target) {
    return {
      nested: await attempt(target, "mutation", "nested:bumpTwiceAndRead", { name: "n" }),
      nestedRolledBack: await attempt(target, "mutation", "nested:bumpTwiceAndRead", { name: "n", failAfter: true }),
      afterRollback: await attempt(target, "query", "counters:get", { name: "n" }),
      action: await attempt(target, "action", "nested:roundTrip", { name: "n" }),
      afterAction: await attempt(target, "query", "counters:get", { name: "n" }),
      internalQuery: await attempt(target, "query", "internals:secret"),
      internalMutation: await attempt(target, "mutation", "internals:bump", { name: "n", by: 100 }),
      internalAction: await attempt(target, "action", "internals:shout", { text: "whisker" }),
      counterSet: await attempt(target, "mutation", "counters:set", { name: "m", value: 41 }),
      counterIncrement: await attempt(target, "mutation", "counters:increment", { name: "m" }),
    };
  },

  async "file storage from an action"(target) {
    const stored = (await target.call("action", "files:storeText", { text: "x-ray: no fracture" })) as {
      storageId: string;
      roundTrip: string | null;
    };
    // convex-test does not record a stored Blob's contentType (Convex does): compare the hash and size only
    const { sha256, size } = (await target.call("query", "files:metadata", { storageId: stored.storageId })) as {
      sha256: string;
      size: number;
    };
    await target.call("mutation", "files:remove", { storageId: stored.storageId });
    return {
      stored,
      metadata: { sha256, size },
      afterDelete: await target.call("query", "files:metadata", { storageId: stored.storageId }),
    };
  },
};
