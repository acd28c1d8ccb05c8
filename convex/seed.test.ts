import { beforeAll, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { newBackend, signIn, useTestAuthEnvironment } from "./model/accounts/accounts-world.testing";
import { DEMO_CREDENTIALS } from "./model/seed/demo-accounts";

const SCRYPT_HEAVY_MS = 120_000;

beforeAll(useTestAuthEnvironment);

test(
  "the demo seed fills the directory once and its accounts can sign in",
  async () => {
    const t = newBackend();
    expect(await t.action(internal.seed.demo, {})).toMatchObject({ seeded: true, credentials: DEMO_CREDENTIALS });

    const { page, isDone } = await t.query(api.vets.directory, {
      paginationOpts: { numItems: 50, cursor: null },
      sort: "next_slot",
    });
    expect(isDone).toBe(true);
    expect(page.length).toBeGreaterThanOrEqual(13);
    expect(page.every((vet) => vet.photoUrl !== null && vet.nextFreeSlotAt !== null)).toBe(true);
    expect(new Set(page.map((vet) => vet.timeZone)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(page.flatMap((vet) => vet.languages))).toEqual(new Set(["de", "en", "fr", "es", "it", "nl", "ga", "vi", "pt"]));
    expect(new Set(page.flatMap((vet) => vet.species)).size).toBe(8);

    const owner = await signIn(t, DEMO_CREDENTIALS.owner.email, DEMO_CREDENTIALS.owner.password);
    const pets = await owner.client.query(api.pets.myPets, {});
    expect(pets.map((pet) => pet.name)).toEqual(["Biscuit", "Mochi"]);
    expect(pets.every((pet) => pet.photoUrl !== null && pet.latestWeight !== null)).toBe(true);

    const vet = await signIn(t, DEMO_CREDENTIALS.vet.email, DEMO_CREDENTIALS.vet.password);
    expect(await vet.client.query(api.vets.myVetProfile, {})).toMatchObject({
      displayName: "Dr. Jonas Becker",
      published: true,
      missingForPublication: [],
    });

    // Each writes to them in a language that fits: the Berlin vet in German, the directory in theirs.
    expect(await owner.client.query(api.accounts.viewer, {})).toMatchObject({ locale: "en" });
    expect(await vet.client.query(api.accounts.viewer, {})).toMatchObject({ locale: "de" });
    const vetUsers = await t.run(async (ctx) => (await ctx.db.query("users").take(100)).filter((user) => user.role === "vet"));
    expect(Object.fromEntries(vetUsers.map((user) => [user.name, user.locale]))).toMatchObject({
      "Dr. Anna Schneider": "de",
      "Dr Camille Martin": "fr",
      "Dra. Lucía García": "es",
      "Dr. Emily Carter": "en",
      "Dr. Marco Rossi": "en",
      "Dra. Ana Costa": "es",
    });

    expect(await t.action(internal.seed.demo, {})).toMatchObject({ seeded: false });
    const again = await t.query(api.vets.directory, { paginationOpts: { numItems: 50, cursor: null }, sort: "price" });
    expect(again.page).toHaveLength(page.length);
    const petCount = await t.run(async (ctx) => (await ctx.db.query("pets").take(10)).length);
    expect(petCount).toBe(2);
  },
  SCRYPT_HEAVY_MS,
);
