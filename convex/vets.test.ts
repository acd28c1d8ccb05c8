import { convexTest, type TestConvex } from "convex-test";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { defaultWeeklyHours } from "./shared/schedule/default-hours";
import { setWeeklyHours } from "./model/schedule/schedule-commands";
import { createVetProfileForNewUser } from "./model/vets/create-vet-profile";
import { syncDirectoryEntries } from "./model/vets/directory-entries";
import { nextSlotSortKey } from "./model/vets/next-slot-sort-key";
import { vetSearchText } from "./model/vets/search-text";
import schema from "./schema";
import { modules } from "./test.setup";

type Backend = TestConvex<typeof schema>;
type DirectoryResult = FunctionReturnType<typeof api.vets.directory>;
type VetFields = Partial<Omit<Doc<"vetProfiles">, "_id" | "_creationTime" | "userId" | "searchText" | "nextSlotSortKey">>;

const DAY_MS = 24 * 60 * 60 * 1000;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const completeProfile = {
  displayName: "Dr. Anna Schneider",
  bio: { en: "Skin and allergies in dogs and cats.", de: "Haut und Allergien bei Hunden und Katzen." },
  languages: ["de", "en"],
  species: ["dog" as const, "cat" as const],
  specialties: ["dermatology", "nutrition"],
  licenceNumber: "BTK-48213",
  licenceCountry: "DE",
  consultationMinutes: 20 as const,
  priceMinor: 3900,
  currency: "EUR",
  timeZone: "Europe/Berlin",
};

async function signUp(t: Backend, role: "owner" | "vet") {
  const userId = await t.run(async (ctx) => await ctx.db.insert("users", { name: role, role }));
  return { userId, as: t.withIdentity({ subject: `${userId}|session-${userId}` }) };
}

/** A vet as sign-up leaves them: an unpublished, mostly empty profile. */
async function signUpVet(t: Backend) {
  const vet = await signUp(t, "vet");
  const vetId = await t.run(
    async (ctx) =>
      await createVetProfileForNewUser(ctx, {
        userId: vet.userId,
        displayName: "Dr. New",
        licenceNumber: "L-1",
        licenceCountry: "de",
        timeZone: "Europe/Berlin",
      }),
  );
  return { ...vet, vetId };
}

/** A directory entry written directly, for filter and paging tests. */
async function insertVet(t: Backend, fields: VetFields = {}): Promise<Id<"vetProfiles">> {
  return await t.run(async (ctx) => {
    const userId = await ctx.db.insert("users", { role: "vet" });
    const profile = {
      ...completeProfile,
      published: true,
      ...fields,
    };
    const vetId = await ctx.db.insert("vetProfiles", {
      userId,
      ...profile,
      searchText: vetSearchText(profile),
      nextSlotSortKey: nextSlotSortKey(profile.nextFreeSlotAt),
    });
    await syncDirectoryEntries(ctx, vetId);
    return vetId;
  });
}

const firstPage = { numItems: 50, cursor: null };

async function expectConvexError(promise: Promise<unknown>, data: Record<string, unknown>) {
  await expect(promise).rejects.toMatchObject({ data: expect.objectContaining(data) });
}

describe("the vet's own profile", () => {
  test("only a signed-in vet reaches the profile functions", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    await expectConvexError(t.query(api.vets.myVetProfile, {}), { code: "NOT_AUTHENTICATED" });
    await expectConvexError(owner.as.query(api.vets.myVetProfile, {}), { code: "FORBIDDEN_ROLE" });
    await expectConvexError(owner.as.mutation(api.vets.updateVetProfile, completeProfile), { code: "FORBIDDEN_ROLE" });
    await expectConvexError(owner.as.mutation(api.vets.setPublished, { published: true }), { code: "FORBIDDEN_ROLE" });
  });

  test("a new vet starts unpublished and is told everything that is missing", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    const profile = await vet.as.query(api.vets.myVetProfile, {});
    expect(profile).toMatchObject({ published: false, displayName: "Dr. New", licenceCountry: "DE" });
    expect(profile.missingForPublication).toEqual(["photo", "bio", "languages", "species", "price", "availability"]);
    await expectConvexError(vet.as.mutation(api.vets.setPublished, { published: true }), {
      code: "PROFILE_INCOMPLETE",
      missing: ["photo", "bio", "languages", "species", "price", "availability"],
    });
  });

  test("a licence country is stored in capitals when the profile is edited, as at sign-up", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    await vet.as.mutation(api.vets.updateVetProfile, { ...completeProfile, licenceCountry: " at " });
    expect(await vet.as.query(api.vets.myVetProfile, {})).toMatchObject({ licenceCountry: "AT" });
  });

  test("a profile's zone passes the same check as an account's: an IANA name, not an offset", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    await expectConvexError(vet.as.mutation(api.vets.updateVetProfile, { ...completeProfile, timeZone: "+02:00" }), {
      code: "INVALID_INPUT",
      fields: { timeZone: "invalid_time_zone" },
    });
  });

  test("invalid profile fields are rejected with a code per field", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    await expectConvexError(
      vet.as.mutation(api.vets.updateVetProfile, {
        ...completeProfile,
        displayName: "A",
        bio: { fr: "x".repeat(2001) },
        languages: ["german"],
        licenceCountry: "Germany",
        priceMinor: 39.5,
        currency: "BTC",
        timeZone: "Mars/Olympus_Mons",
      }),
      {
        code: "INVALID_INPUT",
        fields: {
          displayName: "too_short",
          "bio.fr": "too_long",
          "languages.0": "invalid_language",
          licenceCountry: "invalid_country",
          priceMinor: "not_integer",
          currency: "unsupported_currency",
          timeZone: "invalid_time_zone",
        },
      },
    );
    expect(await vet.as.query(api.vets.myVetProfile, {})).toMatchObject({ displayName: "Dr. New" });
    // A whole price past 2^53 is too high, not "not whole".
    await expectConvexError(vet.as.mutation(api.vets.updateVetProfile, { ...completeProfile, priceMinor: 1e19 }), {
      code: "INVALID_INPUT",
      fields: { priceMinor: "too_high" },
    });
  });

  test("a complete profile with weekly hours publishes and appears in the directory with its next slot", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    await vet.as.mutation(api.vets.updateVetProfile, completeProfile);
    await vet.as.mutation(api.files.generateUploadUrl, { purpose: "vetPhoto" });
    const photo = await t.run(async (ctx) => await ctx.storage.store(new Blob([PNG_BYTES])));
    await vet.as.action(api.vets.attachPhoto, { storageId: photo });
    await expectConvexError(vet.as.mutation(api.vets.setPublished, { published: true }), {
      missing: ["availability"],
    });

    await t.run(async (ctx) => {
      const profile = await ctx.db.get(vet.vetId);
      await setWeeklyHours(ctx, profile!, defaultWeeklyHours());
    });
    await vet.as.mutation(api.vets.setPublished, { published: true });

    const { page } = await t.query(api.vets.directory, { paginationOpts: firstPage, sort: "next_slot" });
    expect(page).toEqual([
      expect.objectContaining({ _id: vet.vetId, displayName: "Dr. Anna Schneider", photoUrl: expect.any(String) }),
    ]);
    expect(page[0]!.nextFreeSlotAt).toBeGreaterThan(Date.now());
    expect(page[0]!.nextFreeSlotAt).toBeLessThan(Date.now() + 7 * DAY_MS);
  });

  test("editing a published profile moves it between filters, and its next slot counts for availability", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    await t.run(async (ctx) => {
      const photoId = await ctx.storage.store(new Blob([PNG_BYTES]));
      await ctx.db.patch(vet.vetId, { ...completeProfile, photoId });
      await setWeeklyHours(ctx, (await ctx.db.get(vet.vetId))!, defaultWeeklyHours());
    });
    await vet.as.mutation(api.vets.setPublished, { published: true });
    const listed = async (filters: { language?: string; availableBefore?: number }) =>
      (await t.query(api.vets.directory, { paginationOpts: firstPage, sort: "next_slot", ...filters })).page.length;

    expect(await listed({ language: "de", availableBefore: Date.now() + 7 * DAY_MS })).toBe(1);
    await vet.as.mutation(api.vets.updateVetProfile, { ...completeProfile, languages: ["fr"] });
    expect(await listed({ language: "de" })).toBe(0);
    expect(await listed({ language: "fr" })).toBe(1);
  });

  test("a published profile cannot be emptied; unpublishing removes it from the directory", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    await t.run(async (ctx) => {
      const photoId = await ctx.storage.store(new Blob([PNG_BYTES]));
      await ctx.db.patch(vet.vetId, { ...completeProfile, photoId, published: true });
      await syncDirectoryEntries(ctx, vet.vetId);
    });
    await expectConvexError(vet.as.mutation(api.vets.updateVetProfile, { ...completeProfile, bio: {}, species: [] }), {
      code: "PROFILE_INCOMPLETE",
      missing: ["bio", "species"],
    });
    await vet.as.mutation(api.vets.setPublished, { published: false });
    const { page } = await t.query(api.vets.directory, { paginationOpts: firstPage, sort: "price" });
    expect(page).toEqual([]);
  });
});

describe("the directory", () => {
  type DirectoryFilters = Omit<FunctionArgs<typeof api.vets.directory>, "paginationOpts" | "sort"> & {
    sort?: "price" | "next_slot";
  };
  async function directory(t: Backend, args: DirectoryFilters) {
    const { page } = await t.query(api.vets.directory, { paginationOpts: firstPage, sort: "price", ...args });
    return page.map((vet) => vet.displayName);
  }

  test("lists published vets only", async () => {
    const t = convexTest(schema, modules);
    await insertVet(t, { displayName: "Published" });
    await insertVet(t, { displayName: "Draft", published: false });
    expect(await directory(t, {})).toEqual(["Published"]);
  });

  test("filters by species, language, specialty and price range", async () => {
    const t = convexTest(schema, modules);
    await insertVet(t, { displayName: "Cat French", species: ["cat"], languages: ["fr"], priceMinor: 4500 });
    await insertVet(t, { displayName: "Dog German", species: ["dog"], languages: ["de"], priceMinor: 3000, specialties: ["Cardiology"] });
    await insertVet(t, { displayName: "Dog French", species: ["dog", "cat"], languages: ["fr", "en"], priceMinor: 6000 });

    expect(await directory(t, { species: "dog" })).toEqual(["Dog German", "Dog French"]);
    expect(await directory(t, { language: "fr" })).toEqual(["Cat French", "Dog French"]);
    expect(await directory(t, { species: "dog", language: "fr" })).toEqual(["Dog French"]);
    expect(await directory(t, { specialty: "cardiology" })).toEqual(["Dog German"]);
    expect(await directory(t, { minPriceMinor: 3500, maxPriceMinor: 5000 })).toEqual(["Cat French"]);
    expect(await directory(t, { sort: "next_slot", maxPriceMinor: 4500, language: "fr" })).toEqual(["Cat French"]);
    expect(await directory(t, { species: "reptile" })).toEqual([]);
  });

  test("sorts by price, or by soonest free slot with fully booked vets last", async () => {
    const t = convexTest(schema, modules);
    const now = Date.now();
    await insertVet(t, { displayName: "Tomorrow", priceMinor: 2000, nextFreeSlotAt: now + DAY_MS });
    await insertVet(t, { displayName: "Booked up", priceMinor: 1000 });
    await insertVet(t, { displayName: "In an hour", priceMinor: 5000, nextFreeSlotAt: now + DAY_MS / 24 });
    expect(await directory(t, { sort: "price" })).toEqual(["Booked up", "Tomorrow", "In an hour"]);
    expect(await directory(t, { sort: "next_slot" })).toEqual(["In an hour", "Tomorrow", "Booked up"]);
  });

  test("'available before' keeps vets with a free slot before the client's cut-off, whatever the sort", async () => {
    const t = convexTest(schema, modules);
    const now = Date.now();
    await insertVet(t, { displayName: "Today", priceMinor: 5000, nextFreeSlotAt: now + 2 * 60 * 60 * 1000 });
    await insertVet(t, { displayName: "In two days", priceMinor: 3000, nextFreeSlotAt: now + 2 * DAY_MS });
    await insertVet(t, { displayName: "Next week", priceMinor: 1000, nextFreeSlotAt: now + 7 * DAY_MS });
    await insertVet(t, { displayName: "Booked up", priceMinor: 2000 });
    const endOfToday = now + 6 * 60 * 60 * 1000;
    const inThreeDays = now + 3 * DAY_MS;
    expect(await directory(t, { sort: "next_slot", availableBefore: endOfToday })).toEqual(["Today"]);
    expect(await directory(t, { sort: "next_slot", availableBefore: inThreeDays })).toEqual(["Today", "In two days"]);
    expect(await directory(t, { sort: "price", availableBefore: inThreeDays })).toEqual(["In two days", "Today"]);
  });

  test("text search matches names, specialties and bios in any locale, combined with filters", async () => {
    const t = convexTest(schema, modules);
    await insertVet(t, { displayName: "Dr. Camille Martin", specialties: ["Feline medicine"], species: ["cat"], bio: { fr: "Uniquement des chats." } });
    await insertVet(t, { displayName: "Dr. Hugo Lefèvre", specialties: ["Orthopaedics"], species: ["dog"], bio: { en: "Limping dogs and joint pain." } });
    await insertVet(t, { displayName: "Dr. Draft Orthopaedics", specialties: ["Orthopaedics"], published: false });

    expect(await directory(t, { search: "orthopaedics" })).toEqual(["Dr. Hugo Lefèvre"]);
    expect(await directory(t, { search: "chats" })).toEqual(["Dr. Camille Martin"]);
    expect(await directory(t, { search: "Camille" })).toEqual(["Dr. Camille Martin"]);
    expect(await directory(t, { search: "joint", species: "cat" })).toEqual([]);
  });

  test("a name or word is found typed with its accents or without them", async () => {
    const t = convexTest(schema, modules);
    await insertVet(t, { displayName: "Dra. Lucía García", bio: { es: "Atiendo gatos y perros." } });
    await insertVet(t, { displayName: "Dr. Sophie Müller", bio: { fr: "Vétérinaire pour lapins." } });
    await insertVet(t, { displayName: "Dr. Lucas Garcia" });

    expect(await directory(t, { search: "lucia" })).toEqual(["Dra. Lucía García"]);
    expect(await directory(t, { search: "Lucía García" })).toEqual(["Dra. Lucía García"]);
    expect(await directory(t, { search: "lucia garc" })).toEqual(["Dra. Lucía García"]);
    expect(await directory(t, { search: "muller" })).toEqual(["Dr. Sophie Müller"]);
    expect(await directory(t, { search: "MÜLLER" })).toEqual(["Dr. Sophie Müller"]);
    expect(await directory(t, { search: "veterinaire lapins" })).toEqual(["Dr. Sophie Müller"]);
    expect((await directory(t, { search: "garcía" })).sort()).toEqual(["Dr. Lucas Garcia", "Dra. Lucía García"]);
  });

  test("pages through every matching vet exactly once", async () => {
    const t = convexTest(schema, modules);
    for (let index = 0; index < 25; index++) {
      await insertVet(t, {
        displayName: `Vet ${String(index).padStart(2, "0")}`,
        priceMinor: 1000 + index * 100,
        species: index % 2 === 0 ? ["dog"] : ["cat"],
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let isDone = false;
    let pages = 0;
    while (!isDone) {
      const result: DirectoryResult = await t.query(api.vets.directory, {
        paginationOpts: { numItems: 5, cursor },
        sort: "price",
        species: "dog",
      });
      seen.push(...result.page.map((vet) => vet.displayName));
      ({ continueCursor: cursor, isDone } = result);
      pages++;
    }
    const expected = Array.from({ length: 13 }, (_, index) => `Vet ${String(index * 2).padStart(2, "0")}`);
    expect(seen).toEqual(expected);
    expect(pages).toBeGreaterThanOrEqual(3);
  });
});

describe("a vet's public page", () => {
  test("shows a published vet to anyone, with the bio in the viewer's locale or another", async () => {
    const t = convexTest(schema, modules);
    const vetId = await insertVet(t, { bio: { de: "Hallo", en: "Hello" } });
    expect(await t.query(api.vets.vetDetail, { vetId, locale: "de" })).toMatchObject({
      _id: vetId,
      bio: { locale: "de", text: "Hallo" },
      priceMinor: 3900,
      currency: "EUR",
    });
    expect((await t.query(api.vets.vetDetail, { vetId, locale: "es" }))?.bio).toEqual({ locale: "en", text: "Hello" });
  });

  test("unknown and malformed vets are not found; an unpublished one is null to all but the vet themself", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    const owner = await signUp(t, "owner");
    const removed = await insertVet(t);
    await t.run(async (ctx) => await ctx.db.delete(removed));

    await expectConvexError(t.query(api.vets.vetDetail, { vetId: "nonsense", locale: "en" }), { code: "NOT_FOUND" });
    await expectConvexError(t.query(api.vets.vetDetail, { vetId: removed, locale: "en" }), { code: "NOT_FOUND" });
    expect(await owner.as.query(api.vets.vetDetail, { vetId: vet.vetId, locale: "en" })).toBeNull();
    expect(await t.query(api.vets.vetDetail, { vetId: vet.vetId, locale: "en" })).toBeNull();
    expect(await vet.as.query(api.vets.vetDetail, { vetId: vet.vetId, locale: "en" })).toMatchObject({ published: false });
  });
});

describe("keeping the next free slot fresh", () => {
  test("refreshNextFreeSlot follows the schedule", async () => {
    const t = convexTest(schema, modules);
    const vet = await signUpVet(t);
    await t.mutation(internal.vets.refreshNextFreeSlot, { vetId: vet.vetId });
    expect((await vet.as.query(api.vets.myVetProfile, {})).nextFreeSlotAt).toBeNull();

    await t.run(async (ctx) => {
      const profile = await ctx.db.get(vet.vetId);
      await setWeeklyHours(ctx, profile!, defaultWeeklyHours());
    });
    await t.mutation(internal.vets.refreshNextFreeSlot, { vetId: vet.vetId });
    expect((await vet.as.query(api.vets.myVetProfile, {})).nextFreeSlotAt).toBeGreaterThan(Date.now());
  });
});
