import { convexTest, type TestConvex } from "convex-test";
import { describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import { createVetProfileForNewUser } from "./model/vets/create-vet-profile";
import { syncDirectoryEntries } from "./model/vets/directory-entries";
import { nextSlotSortKey } from "./model/vets/next-slot-sort-key";
import { vetSearchText } from "./model/vets/search-text";
import schema from "./schema";
import { modules } from "./test.setup";

type Backend = TestConvex<typeof schema>;

const profileInput = {
  displayName: "Dr. Léa Moreau",
  bio: { fr: "Lapins, cobayes et furets." },
  languages: ["fr"],
  species: ["rabbit" as const, "guinea_pig" as const],
  specialties: ["small_mammals", "dentistry"],
  licenceNumber: "CNOV-1",
  licenceCountry: "FR",
  consultationMinutes: 20 as const,
  priceMinor: 3500,
  currency: "EUR",
  timeZone: "Europe/Paris",
};

async function signUpVet(t: Backend) {
  const userId = await t.run(async (ctx) => await ctx.db.insert("users", { name: "vet", role: "vet" }));
  await t.run(
    async (ctx) =>
      await createVetProfileForNewUser(ctx, {
        userId,
        displayName: "Dr. New",
        licenceNumber: "L-1",
        licenceCountry: "FR",
        timeZone: "Europe/Paris",
      }),
  );
  return t.withIdentity({ subject: `${userId}|session-${userId}` });
}

/** A published profile written straight to the table, as older versions stored it (free-text specialties) or as now. */
async function storedVet(t: Backend, displayName: string, specialties: string[], published = true) {
  const stored = await t.run(async (ctx) => {
    const userId = await ctx.db.insert("users", { name: displayName, role: "vet" });
    const profile = { ...profileInput, displayName, specialties, published };
    const vetId = await ctx.db.insert("vetProfiles", {
      userId,
      ...profile,
      searchText: vetSearchText(profile),
      nextSlotSortKey: nextSlotSortKey(undefined),
    });
    await syncDirectoryEntries(ctx, vetId);
    return { vetId, userId };
  });
  return { vetId: stored.vetId, as: t.withIdentity({ subject: `${stored.userId}|session-${stored.userId}` }) };
}

async function directory(t: Backend, filters: { specialty?: string; search?: string }) {
  const { page } = await t.query(api.vets.directory, { paginationOpts: { numItems: 20, cursor: null }, sort: "price", ...filters });
  return page.map((vet) => vet.displayName).sort();
}

describe("a vet's specialties", () => {
  test("are saved as codes from the shared list", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    await vet.mutation(api.vets.updateVetProfile, profileInput);
    expect((await vet.query(api.vets.myVetProfile, {})).specialties).toEqual(["small_mammals", "dentistry"]);
  });

  test("an entry not on the list is refused at its place with its own code, and nothing is saved", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    await vet.mutation(api.vets.updateVetProfile, profileInput);
    const refusal = vet.mutation(api.vets.updateVetProfile, {
      ...profileInput,
      displayName: "Dr. Changed",
      specialties: ["cardiology", "Small mammals", "Acupuncture"],
    });
    await expect(refusal).rejects.toMatchObject({
      data: { code: "INVALID_INPUT", fields: { "specialties.1": "unknown_specialty", "specialties.2": "unknown_specialty" } },
    });
    expect(await vet.query(api.vets.myVetProfile, {})).toMatchObject({
      displayName: "Dr. Léa Moreau",
      specialties: ["small_mammals", "dentistry"],
    });
  });

  test("a profile stored with free text before the list still loads everywhere, as stored", async () => {
    const t = convexTest(schema, modules);
    const old = await storedVet(t, "Dr. Old", ["Acupuncture", "Small mammals"]);
    expect((await old.as.query(api.vets.myVetProfile, {})).specialties).toEqual(["Acupuncture", "Small mammals"]);
    expect((await t.query(api.vets.vetDetail, { vetId: old.vetId, locale: "fr" }))?.specialties).toEqual([
      "Acupuncture",
      "Small mammals",
    ]);
    const { page } = await t.query(api.vets.directory, { paginationOpts: { numItems: 5, cursor: null }, sort: "price" });
    expect(page.map((vet) => vet.specialties)).toEqual([["Acupuncture", "Small mammals"]]);
  });

  test("an old profile's unknown entry stays stored while it is refused, until the vet saves a code instead", async () => {
    const t = convexTest(schema, modules);
    const old = await storedVet(t, "Dr. Old", ["Acupuncture"], false);
    await expect(old.as.mutation(api.vets.updateVetProfile, { ...profileInput, specialties: ["Acupuncture"] })).rejects.toMatchObject({
      data: { fields: { "specialties.0": "unknown_specialty" } },
    });
    expect((await old.as.query(api.vets.myVetProfile, {})).specialties).toEqual(["Acupuncture"]);
    await old.as.mutation(api.vets.updateVetProfile, { ...profileInput, specialties: ["rehabilitation"] });
    expect((await old.as.query(api.vets.myVetProfile, {})).specialties).toEqual(["rehabilitation"]);
  });

  test("the directory filter finds a specialty by its code or its name in any locale, on old and new profiles", async () => {
    const t = convexTest(schema, modules);
    await storedVet(t, "Dr. Code", ["small_mammals"]);
    await storedVet(t, "Dr. Old", ["Small mammals"]);
    await storedVet(t, "Dr. Other", ["cardiology"]);
    for (const specialty of ["small_mammals", "Petits mammifères", "pequenos mamiferos", "Kleinsäuger", "small mammals"]) {
      expect(await directory(t, { specialty }), specialty).toEqual(["Dr. Code", "Dr. Old"]);
    }
    expect(await directory(t, { specialty: "Kardiologie" })).toEqual(["Dr. Other"]);
  });

  test("the text search finds a vet by a specialty typed in any of the app's languages", async () => {
    const t = convexTest(schema, modules);
    await storedVet(t, "Dr. Code", ["feline_medicine"]);
    await storedVet(t, "Dr. Other", ["cardiology"]);
    expect(await directory(t, { search: "féline" })).toEqual(["Dr. Code"]);
    expect(await directory(t, { search: "felina" })).toEqual(["Dr. Code"]);
    expect(await directory(t, { search: "Katzenmedizin" })).toEqual(["Dr. Code"]);
    expect(await directory(t, { search: "Cardiología" })).toEqual(["Dr. Other"]);
    expect(await directory(t, { search: "cardiologia" })).toEqual(["Dr. Other"]);
  });
});

test("after `vets:refreshSearchTexts`, a profile stored before the list is found by its specialty typed in French", async () => {
  const t = convexTest(schema, modules);
  vi.useFakeTimers();
  try {
    const { vetId } = await storedVet(t, "Dr. Old", ["Small mammals"]);
    // As an older version stored it: the search text held the English name only.
    await t.run(async (ctx) => await ctx.db.patch(vetId, { searchText: "Dr. Old\nSmall mammals" }));
    expect(await directory(t, { search: "mammifères" })).toEqual([]);
    await t.mutation(internal.vets.refreshSearchTexts, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await directory(t, { search: "mammifères" })).toEqual(["Dr. Old"]);
    expect((await t.query(api.vets.vetDetail, { vetId, locale: "fr" }))?.specialties).toEqual(["Small mammals"]);
  } finally {
    vi.useRealTimers();
  }
});
