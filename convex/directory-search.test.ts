import { pick } from "convex-helpers";
import { convexTest, type TestConvex } from "convex-test";
import { expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { DEMO_VET_ACCOUNT_PROFILE, DEMO_VETS } from "./model/seed/demo-vets";
import schema from "./schema";
import { foldedSpecialtyName, SPECIALTY_LABELS, VET_SPECIALTIES, type VetSpecialty } from "./shared/vets/specialties";
import { modules } from "./test.setup";

type Backend = TestConvex<typeof schema>;

/** The directory's vets as the demo seed writes them, and the demo vet's account (whose profile a test edits). */
async function seededDirectory(t: Backend) {
  const photo = async () => await t.run(async (ctx) => await ctx.storage.store(new Blob(["<svg/>"], { type: "image/svg+xml" })));
  const photoIds: Id<"_storage">[] = [];
  for (let index = 0; index < DEMO_VETS.length; index++) photoIds.push(await photo());
  await t.mutation(internal.seed.insertDirectoryVets, { photoIds });
  const userId = await t.run(async (ctx) => await ctx.db.insert("users", { name: DEMO_VET_ACCOUNT_PROFILE.displayName, role: "vet" }));
  await t.mutation(internal.seed.insertDemoVetProfile, { userId, photoId: await photo() });
  return t.withIdentity({ subject: `${userId}|session-${userId}` });
}

async function search(t: Backend, text: string): Promise<string[]> {
  const { page, isDone } = await t.query(api.vets.directory, {
    paginationOpts: { numItems: 50, cursor: null },
    sort: "next_slot",
    search: text,
  });
  expect(isDone).toBe(true);
  return page.map((vet) => vet.displayName).sort();
}

/** Which seeded vets list each specialty, read from the directory itself. */
async function vetsBySpecialty(t: Backend): Promise<Map<VetSpecialty, string[]>> {
  const { page } = await t.query(api.vets.directory, { paginationOpts: { numItems: 50, cursor: null }, sort: "price" });
  return new Map(
    VET_SPECIALTIES.map((code) => [code, page.filter((vet) => vet.specialties.includes(code)).map((vet) => vet.displayName).sort()]),
  );
}

const locales = ["es", "fr"] as const;

test("every specialty's name in Spanish and French, typed whole, finds exactly the seeded vets listing it", async () => {
  const t = convexTest(schema, modules);
  await seededDirectory(t);
  const having = await vetsBySpecialty(t);
  for (const code of VET_SPECIALTIES) {
    for (const locale of locales) {
      const name = SPECIALTY_LABELS[code][locale];
      const shouted = foldedSpecialtyName(name).toUpperCase();
      expect(await search(t, name), `${locale} "${name}"`).toEqual(having.get(code));
      expect(await search(t, shouted), `${locale} "${shouted}"`).toEqual(having.get(code));
    }
  }
  // The demo vets' specialties are spread widely enough for the loop above to mean something.
  expect([...having.values()].filter((vets) => vets.length >= 2).length).toBeGreaterThanOrEqual(5);
});

test("each word of a specialty's name finds every seeded vet listing it; a word no other text holds finds them alone", async () => {
  const t = convexTest(schema, modules);
  await seededDirectory(t);
  const having = await vetsBySpecialty(t);
  for (const code of VET_SPECIALTIES) {
    for (const locale of locales) {
      const words = SPECIALTY_LABELS[code][locale].split(/[\s()]+/).filter((part) => part.length > 3);
      for (const word of words) {
        expect(await search(t, word), `${locale} "${word}"`).toEqual(expect.arrayContaining(having.get(code) ?? []));
      }
    }
  }
  expect(await search(t, "cardiología")).toEqual(["Dr. Marco Rossi", "Dra. Lucía García"]);
  expect(await search(t, "exóticos")).toEqual(["Dr. Mateo Fernández", "Dra. Ana Costa"]);
  expect(await search(t, "traumatologia")).toEqual(["Dr Hugo Lefèvre"]);
  expect(await search(t, "Etología")).toEqual(["Dr Camille Martin", "Dr. Emily Carter"]);
});

test("a name of several words is not matched by one of its words in another vet's bio or name", async () => {
  const t = convexTest(schema, modules);
  await seededDirectory(t);
  // Anna Schneider's Spanish bio says "animales", James O'Connor's "clínica", most Spanish bios hold a "y".
  expect(await search(t, "animales")).toContain("Dr. Anna Schneider");
  expect(await search(t, "animales exóticos")).toEqual(["Dr. Mateo Fernández", "Dra. Ana Costa"]);
  expect(await search(t, "Etología clínica")).toEqual(["Dr Camille Martin", "Dr. Emily Carter"]);
  expect(await search(t, "Traumatología y ortopedia")).toEqual(["Dr Hugo Lefèvre"]);
  expect(await search(t, "Medicina felina")).toEqual(["Dr Camille Martin"]);
  // The last word may be unfinished, as while typing; a name still finds its vet.
  expect(await search(t, "animales exót")).toEqual(["Dr. Mateo Fernández", "Dra. Ana Costa"]);
  expect(await search(t, "O'Connor")).toEqual(["Dr. James O'Connor"]);
});

test("a vet who adds a specialty and saves is found by it beside the seeded vets listing it", async () => {
  const t = convexTest(schema, modules);
  const becker = await seededDirectory(t);
  const profile = await becker.query(api.vets.myVetProfile, {});
  const unchanged = pick(profile, ["displayName", "bio", "languages", "species", "licenceNumber", "licenceCountry"]);
  const terms = pick(profile, ["consultationMinutes", "priceMinor", "currency", "timeZone"]);
  await becker.mutation(api.vets.updateVetProfile, { ...unchanged, ...terms, specialties: [...profile.specialties, "dermatology"] });
  const dermatology = ["Dr. Anna Schneider", "Dr. Jonas Becker", "Dr. Sarah Nguyen"];
  expect(await search(t, "dermatología")).toEqual(dermatology);
  expect(await search(t, "Dermatologie")).toEqual(dermatology);
  expect(await search(t, "DERMATOLOGIA")).toEqual(dermatology);
});
