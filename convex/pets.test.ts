import { convexTest, type TestConvex } from "convex-test";
import { insertRecordedBooking } from "./model/bookings/recorded-booking.testing";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import schema from "./schema";
import { modules } from "./test.setup";

type Backend = TestConvex<typeof schema>;

const HOUR_MS = 60 * 60 * 1000;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const validPet = {
  name: "Biscuit",
  species: "dog" as const,
  breed: "Beagle",
  sex: "male" as const,
  neutered: true,
  birthDate: "2019-04-12",
  microchip: "276098106543210",
  allergies: ["Chicken"],
  medications: [{ name: "Oclacitinib", dose: "5.4 mg", frequency: "Once daily" }],
  notes: "Friendly",
};

async function signUp(t: Backend, role: "owner" | "vet") {
  const userId = await t.run(async (ctx) => await ctx.db.insert("users", { name: role, role }));
  return { userId, as: t.withIdentity({ subject: `${userId}|session-${userId}` }) };
}

async function insertBooking(
  t: Backend,
  booking: { petId: Id<"pets">; ownerId: Id<"users">; vetUserId: Id<"users">; startsAt: number; status?: "confirmed" | "cancelled" | "completed" },
) {
  await t.run(async (ctx) => {
    const vetId = await ctx.db.insert("vetProfiles", {
      userId: booking.vetUserId,
      displayName: "Dr. Test",
      bio: {},
      languages: [],
      species: [],
      specialties: [],
      licenceNumber: "L-1",
      licenceCountry: "DE",
      consultationMinutes: 20,
      priceMinor: 3000,
      currency: "EUR",
      timeZone: "Europe/Berlin",
      published: false,
      searchText: "Dr. Test",
      nextSlotSortKey: Number.MAX_SAFE_INTEGER,
    });
    const paymentMethodId = await ctx.db.insert("paymentMethods", {
      ownerId: booking.ownerId,
      provider: "local",
      token: "tok_test",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2040,
      isDefault: true,
      createdAt: Date.now(),
    });
    const terms = {
      vetId,
      vetUserId: booking.vetUserId,
      ownerId: booking.ownerId,
      petId: booking.petId,
      startsAt: booking.startsAt,
      endsAt: booking.startsAt + HOUR_MS / 3,
      reason: "Check-up",
      intakeAnswers: [],
      paymentMethodId,
      priceMinor: 3000,
      currency: "EUR",
    };
    await insertRecordedBooking(ctx, terms, booking.status);
  });
}

async function expectConvexError(promise: Promise<unknown>, data: Record<string, unknown>) {
  await expect(promise).rejects.toMatchObject({ data: expect.objectContaining(data) });
}

describe("creating and editing pets", () => {
  test("an owner creates a pet and sees it in their list with its latest weight", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const petId = await owner.as.mutation(api.pets.createPet, validPet);
    await owner.as.mutation(api.pets.addWeight, { petId, value: 12.5, unit: "kg", measuredOn: "2024-01-10" });
    await owner.as.mutation(api.pets.addWeight, { petId, value: 13, unit: "kg", measuredOn: "2025-01-10" });

    const pets = await owner.as.query(api.pets.myPets, {});
    expect(pets).toEqual([
      expect.objectContaining({
        _id: petId,
        name: "Biscuit",
        species: "dog",
        birthDate: "2019-04-12",
        latestWeight: { value: 13, unit: "kg", measuredOn: "2025-01-10" },
      }),
    ]);
    const detail = await owner.as.query(api.pets.pet, { petId });
    expect(detail.relation).toBe("owner");
    expect(detail.weights.map((weight) => weight.measuredOn)).toEqual(["2024-01-10", "2025-01-10"]);
  });

  test("updating replaces the profile, and blank optional fields are cleared", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const petId = await owner.as.mutation(api.pets.createPet, validPet);
    await owner.as.mutation(api.pets.updatePet, {
      petId,
      ...validPet,
      name: "  Biscuit II ",
      microchip: "",
      notes: "   ",
      allergies: [],
    });
    const detail = await owner.as.query(api.pets.pet, { petId });
    expect(detail).toMatchObject({ name: "Biscuit II", microchip: null, notes: null, allergies: [] });
  });

  test("invalid input is rejected with a stable code per field", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    await expectConvexError(
      owner.as.mutation(api.pets.createPet, {
        ...validPet,
        name: " ",
        birthDate: "2999-01-01",
        microchip: "12345",
        notes: "x".repeat(2001),
        medications: [{ name: "Drug", dose: "", frequency: "Daily" }],
      }),
      {
        code: "INVALID_INPUT",
        fields: {
          name: "required",
          birthDate: "future_date",
          microchip: "microchip_format",
          notes: "too_long",
          "medications.0.dose": "required",
        },
      },
    );
    expect(await owner.as.query(api.pets.myPets, {})).toEqual([]);
  });

  test("weights must be positive, plausible for the species and not in the future", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const catId = await owner.as.mutation(api.pets.createPet, { ...validPet, species: "cat", breed: undefined });
    const add = (value: number, unit: "kg" | "lb", measuredOn = "2025-02-01") =>
      owner.as.mutation(api.pets.addWeight, { petId: catId, value, unit, measuredOn });

    await expectConvexError(add(-1, "kg"), { fields: { value: "not_positive" } });
    await expectConvexError(add(45, "kg"), { fields: { value: "implausible" } });
    await expectConvexError(add(4, "kg", "2999-12-31"), { fields: { measuredOn: "future_date" } });
    await expectConvexError(add(4, "kg", "2025-02-30"), { fields: { measuredOn: "invalid_date" } });
    await add(9.5, "lb");
    const detail = await owner.as.query(api.pets.pet, { petId: catId });
    expect(detail.weights).toEqual([expect.objectContaining({ value: 9.5, unit: "lb" })]);
  });
});

describe("archiving", () => {
  test("an archived pet leaves the list but stays readable", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const petId = await owner.as.mutation(api.pets.createPet, validPet);
    await owner.as.mutation(api.pets.archivePet, { petId });
    expect(await owner.as.query(api.pets.myPets, {})).toEqual([]);
    expect(await owner.as.query(api.pets.pet, { petId })).toMatchObject({ archived: true });
  });

  test("a pet with an upcoming booking cannot be archived; a past or cancelled one does not block", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const vet = await signUp(t, "vet");
    const petId = await owner.as.mutation(api.pets.createPet, validPet);
    await insertBooking(t, { petId, ownerId: owner.userId, vetUserId: vet.userId, startsAt: Date.now() - 48 * HOUR_MS, status: "completed" });
    await insertBooking(t, { petId, ownerId: owner.userId, vetUserId: vet.userId, startsAt: Date.now() + 48 * HOUR_MS, status: "cancelled" });
    const otherPetId = await owner.as.mutation(api.pets.createPet, { ...validPet, name: "Mochi" });
    await insertBooking(t, { petId: otherPetId, ownerId: owner.userId, vetUserId: vet.userId, startsAt: Date.now() + 2 * HOUR_MS });

    await owner.as.mutation(api.pets.archivePet, { petId });
    await expectConvexError(owner.as.mutation(api.pets.archivePet, { petId: otherPetId }), {
      code: "PET_HAS_UPCOMING_BOOKING",
    });
    expect(await owner.as.query(api.pets.myPets, {})).toEqual([expect.objectContaining({ _id: otherPetId })]);
  });
});

describe("who may see and change a pet", () => {
  async function world() {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const otherOwner = await signUp(t, "owner");
    const bookedVet = await signUp(t, "vet");
    const otherVet = await signUp(t, "vet");
    const petId = await owner.as.mutation(api.pets.createPet, validPet);
    await insertBooking(t, { petId, ownerId: owner.userId, vetUserId: bookedVet.userId, startsAt: Date.now() + 24 * HOUR_MS });
    return { t, owner, otherOwner, bookedVet, otherVet, petId };
  }

  test("anonymous visitors are asked to sign in", async () => {
    const { t, petId } = await world();
    await expectConvexError(t.query(api.pets.pet, { petId }), { code: "NOT_AUTHENTICATED" });
    await expectConvexError(t.query(api.pets.myPets, {}), { code: "NOT_AUTHENTICATED" });
    await expectConvexError(t.mutation(api.pets.createPet, validPet), { code: "NOT_AUTHENTICATED" });
  });

  test("another owner gets not-found for reads and writes, as for a malformed id", async () => {
    const { otherOwner, petId } = await world();
    await expectConvexError(otherOwner.as.query(api.pets.pet, { petId }), { code: "NOT_FOUND" });
    await expectConvexError(otherOwner.as.mutation(api.pets.updatePet, { petId, ...validPet, name: "Mine" }), {
      code: "NOT_FOUND",
    });
    await expectConvexError(
      otherOwner.as.mutation(api.pets.addWeight, { petId, value: 10, unit: "kg", measuredOn: "2025-01-01" }),
      { code: "NOT_FOUND" },
    );
    await expectConvexError(otherOwner.as.mutation(api.pets.archivePet, { petId }), { code: "NOT_FOUND" });
    await expectConvexError(otherOwner.as.query(api.pets.pet, { petId: "not-an-id" }), { code: "NOT_FOUND" });
    expect(await otherOwner.as.query(api.pets.myPets, {})).toEqual([]);
  });

  test("a vet without a booking with the pet gets not-found", async () => {
    const { otherVet, petId } = await world();
    await expectConvexError(otherVet.as.query(api.pets.pet, { petId }), { code: "NOT_FOUND" });
  });

  test("the vet with a booking reads the pet but cannot change it", async () => {
    const { bookedVet, petId } = await world();
    expect(await bookedVet.as.query(api.pets.pet, { petId })).toMatchObject({ relation: "vet", name: "Biscuit" });
    await expectConvexError(bookedVet.as.mutation(api.pets.updatePet, { petId, ...validPet }), {
      code: "FORBIDDEN_ROLE",
    });
    await expectConvexError(bookedVet.as.mutation(api.pets.archivePet, { petId }), { code: "FORBIDDEN_ROLE" });
  });

  test("the owner sees every consultation of the pet, a vet only their own", async () => {
    const { t, owner, bookedVet, otherVet, petId } = await world();
    await insertBooking(t, { petId, ownerId: owner.userId, vetUserId: otherVet.userId, startsAt: Date.now() - 24 * HOUR_MS, status: "completed" });
    expect(await owner.as.query(api.pets.consultations, { petId })).toHaveLength(2);
    expect(await bookedVet.as.query(api.pets.consultations, { petId })).toEqual([
      expect.objectContaining({ status: "confirmed", vetName: "Dr. Test" }),
    ]);
  });

  test("a cancelled booking gives the vet no access", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const vet = await signUp(t, "vet");
    const petId = await owner.as.mutation(api.pets.createPet, validPet);
    await insertBooking(t, { petId, ownerId: owner.userId, vetUserId: vet.userId, startsAt: Date.now() + HOUR_MS, status: "cancelled" });
    await expectConvexError(vet.as.query(api.pets.pet, { petId }), { code: "NOT_FOUND" });
  });
});

describe("pet photos", () => {
  /** As the browser does it: an upload URL for the owner, then the file stored while it is open. */
  async function upload(t: Backend, owner: { as: Pick<Backend, "mutation"> }, bytes: Uint8Array<ArrayBuffer>) {
    await owner.as.mutation(api.files.generateUploadUrl, { purpose: "petPhoto" });
    return await t.run(async (ctx) => await ctx.storage.store(new Blob([bytes])));
  }

  test("the owner attaches a PNG and the pet shows it; a replaced photo is deleted", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const petId = await owner.as.mutation(api.pets.createPet, validPet);
    expect(await owner.as.mutation(api.files.generateUploadUrl, { purpose: "petPhoto" })).toEqual(expect.any(String));

    const first = await upload(t, owner, PNG_BYTES);
    await owner.as.action(api.pets.attachPhoto, { petId, storageId: first });
    expect((await owner.as.query(api.pets.pet, { petId })).photoUrl).toEqual(expect.any(String));

    const second = await upload(t, owner, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
    await owner.as.action(api.pets.attachPhoto, { petId, storageId: second });
    expect(await t.run(async (ctx) => await ctx.db.system.get(first))).toBeNull();
    expect((await owner.as.query(api.pets.myPets, {}))[0]?.photoUrl).toEqual(expect.any(String));
  });

  test("files that are not JPEG, PNG or WebP, or larger than 5 MB, are refused and removed", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const petId = await owner.as.mutation(api.pets.createPet, validPet);

    const svg = await upload(t, owner, new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"));
    await expectConvexError(owner.as.action(api.pets.attachPhoto, { petId, storageId: svg }), {
      code: "INVALID_PHOTO",
      reason: "unsupported_type",
    });
    expect(await t.run(async (ctx) => await ctx.db.system.get(svg))).toBeNull();

    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(PNG_BYTES);
    const tooLarge = await upload(t, owner, huge);
    await expectConvexError(owner.as.action(api.pets.attachPhoto, { petId, storageId: tooLarge }), {
      code: "INVALID_PHOTO",
      reason: "too_large",
    });
    expect((await owner.as.query(api.pets.pet, { petId })).photoUrl).toBeNull();
  });

  test("nobody attaches a photo to someone else's pet", async () => {
    const t = convexTest(schema, modules);
    const owner = await signUp(t, "owner");
    const stranger = await signUp(t, "owner");
    const petId = await owner.as.mutation(api.pets.createPet, validPet);
    const photo = await upload(t, owner, PNG_BYTES);
    await expectConvexError(stranger.as.action(api.pets.attachPhoto, { petId, storageId: photo }), { code: "NOT_FOUND" });
    await expectConvexError(t.action(api.pets.attachPhoto, { petId, storageId: photo }), { code: "NOT_AUTHENTICATED" });
    expect((await owner.as.query(api.pets.pet, { petId })).photoUrl).toBeNull();
  });
});
