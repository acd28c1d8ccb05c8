import type { ConvexClient, ConvexHttpClient } from "convex/browser";
import { ConvexError } from "convex/values";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import {
  type Account,
  type AppBackend,
  commandKey,
  fileState,
  freeSlot,
  publishVet,
  seedDemo,
  startAppBackend,
  TINY_PNG,
  upload,
  VALID_CARD,
} from "./app-world";

/**
 * One test per finding of issue #17, each as the attacker found it: ordinary signed-up users, the official
 * clients over HTTP and WebSocket, the victim's ids, and the victim's data read back afterwards.
 */

let app: AppBackend;
let victimOwner: Account;
let victimVet: Account;
let otherOwner: Account;
let otherVet: Account;
let vetId: Id<"vetProfiles">;
let victimPetId: Id<"pets">;
let victimPhotoId: Id<"_storage">;

const petFields = { species: "dog" as const, sex: "female" as const, allergies: [], medications: [] };

function codeOf(error: unknown): string {
  if (error instanceof ConvexError) return String((error.data as { code?: unknown }).code);
  return `untyped: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`;
}

async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "accepted";
  } catch (error) {
    return codeOf(error);
  }
}

const storageIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").at(-1)!) as Id<"_storage">;

beforeAll(async () => {
  app = await startAppBackend({ SIGN_UPS_PER_MINUTE: "100000" });
  await seedDemo(app);
  [victimOwner, victimVet, otherOwner, otherVet] = await Promise.all([
    app.signUp("owner", "Olivia Victim"),
    app.signUp("vet"),
    app.signUp("owner"),
    app.signUp("vet"),
  ]);
  vetId = await publishVet(victimVet, "Dr Victim");
  await publishVet(otherVet, "Dr Other");
  victimPetId = await victimOwner.http.mutation(api.pets.createPet, { name: "Rex", ...petFields });
  victimPhotoId = await upload(victimOwner.http, "petPhoto", TINY_PNG);
  await victimOwner.http.action(api.pets.attachPhoto, { petId: victimPetId, storageId: victimPhotoId });
}, 120_000);

afterAll(async () => {
  await app?.dispose();
});

describe("finding 1: files belong to whoever uploaded them", () => {
  it("another vet cannot take an owner's pet photo, and the owner's photo survives the attempt", async () => {
    const photoUrl = (await victimOwner.http.query(api.pets.pet, { petId: victimPetId })).photoUrl;
    const before = await fileState(photoUrl);
    expect(before).toMatch(/^200 /);

    expect(await refusal(otherVet.http.action(api.vets.attachPhoto, { storageId: victimPhotoId }))).toBe("NOT_FOUND");
    expect(await refusal(otherVet.socket.action(api.vets.attachPhoto, { storageId: victimPhotoId }))).toBe("NOT_FOUND");
    // The attacker's next photo of their own replaces only the attacker's own file.
    await otherVet.http.action(api.vets.attachPhoto, { storageId: await upload(otherVet.http, "vetPhoto", TINY_PNG) });

    const after = await victimOwner.http.query(api.pets.pet, { petId: victimPetId });
    expect(after.photoUrl).toBe(photoUrl);
    expect(await fileState(after.photoUrl)).toBe(before);
  });

  it("another owner cannot put the victim's photo on their own pet, and their next photo deletes nothing of the victim's", async () => {
    const attackerPetId = await otherOwner.http.mutation(api.pets.createPet, { name: "Intruder", ...petFields });
    const photoUrl = (await victimOwner.http.query(api.pets.pet, { petId: victimPetId })).photoUrl;
    expect(
      await refusal(otherOwner.http.action(api.pets.attachPhoto, { petId: attackerPetId, storageId: victimPhotoId })),
    ).toBe("NOT_FOUND");
    expect(
      await refusal(otherOwner.socket.action(api.pets.attachPhoto, { petId: attackerPetId, storageId: victimPhotoId })),
    ).toBe("NOT_FOUND");
    const ownPhoto = await upload(otherOwner.http, "petPhoto", TINY_PNG);
    await otherOwner.http.action(api.pets.attachPhoto, { petId: attackerPetId, storageId: ownPhoto });
    expect(await fileState(photoUrl)).toMatch(/^200 /);
    expect((await victimOwner.http.query(api.pets.pet, { petId: victimPetId })).photoUrl).toBe(photoUrl);
  });

  it("the photo type check deletes nobody else's file: seeded SVG avatars, whose ids are public, survive", async () => {
    const directory = await otherOwner.http.query(api.vets.directory, {
      paginationOpts: { numItems: 50, cursor: null },
      sort: "price",
    });
    const seeded = directory.page.filter((vet) => vet.photoUrl !== null && vet.displayName !== "Dr Victim");
    expect(seeded.length).toBeGreaterThan(2);
    const [first, second] = seeded.map((vet) => ({ photoUrl: vet.photoUrl! }));
    if (first === undefined || second === undefined) throw new Error("no seeded avatars");
    const before = [await fileState(first.photoUrl), await fileState(second.photoUrl)];
    expect(before[0]).toMatch(/^200 /);

    expect(await refusal(otherVet.http.action(api.vets.attachPhoto, { storageId: storageIdOf(first.photoUrl) }))).toBe(
      "NOT_FOUND",
    );
    const attackerPetId = (await otherOwner.http.query(api.pets.myPets, {}))[0]!._id;
    expect(
      await refusal(
        otherOwner.socket.action(api.pets.attachPhoto, { petId: attackerPetId, storageId: storageIdOf(second.photoUrl) }),
      ),
    ).toBe("NOT_FOUND");
    expect([await fileState(first.photoUrl), await fileState(second.photoUrl)]).toEqual(before);
  });

  it("the uploader still replaces their own photo, and a non-image of their own is refused and removed", async () => {
    const petId = await victimOwner.http.mutation(api.pets.createPet, { name: "Second", ...petFields });
    const firstPhoto = await upload(victimOwner.http, "petPhoto", TINY_PNG);
    await victimOwner.http.action(api.pets.attachPhoto, { petId, storageId: firstPhoto });
    const firstUrl = (await victimOwner.http.query(api.pets.pet, { petId })).photoUrl;
    await victimOwner.http.action(api.pets.attachPhoto, { petId, storageId: await upload(victimOwner.http, "petPhoto", TINY_PNG) });
    expect((await fileState(firstUrl)).startsWith("404")).toBe(true);

    const svg = await upload(victimOwner.http, "petPhoto", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml");
    expect(await refusal(victimOwner.http.action(api.pets.attachPhoto, { petId, storageId: svg }))).toBe("INVALID_PHOTO");
    // Gone: attaching it again finds nothing.
    expect(await refusal(victimOwner.http.action(api.pets.attachPhoto, { petId, storageId: svg }))).toMatch(/INVALID_PHOTO|NOT_FOUND/);
  });
});

describe("finding 2: a session that ended cannot act, in actions too", () => {
  async function ownerReadyToBook() {
    const owner = await app.signUp("owner");
    const petId = await owner.http.mutation(api.pets.createPet, { name: "Leaver", ...petFields });
    const cardId = await owner.http.action(api.payments.addPaymentMethod, VALID_CARD);
    const photo = await upload(owner.http, "petPhoto", TINY_PNG);
    return { owner, petId, cardId, photo };
  }

  async function refusalsOf(client: ConvexHttpClient | ConvexClient, ready: Awaited<ReturnType<typeof ownerReadyToBook>>) {
    const startsAt = await freeSlot(app.anonymousHttp(), vetId, 1);
    return {
      addPaymentMethod: await refusal(client.action(api.payments.addPaymentMethod, VALID_CARD)),
      attachPhoto: await refusal(client.action(api.pets.attachPhoto, { petId: ready.petId, storageId: ready.photo })),
      book: await refusal(
        client.action(api.bookings.book, {
          commandKey: commandKey(),
          vetId,
          petId: ready.petId,
          startsAt,
          reason: "Still signed in?",
          intakeAnswers: [],
          paymentMethodId: ready.cardId,
        }),
      ),
    };
  }

  const refusedEverywhere = {
    addPaymentMethod: "NOT_AUTHENTICATED",
    attachPhoto: "NOT_AUTHENTICATED",
    book: "NOT_AUTHENTICATED",
  };

  it("after auth:signOut the still-valid token books nothing, saves no card, attaches no photo (HTTP and WebSocket)", async () => {
    const ready = await ownerReadyToBook();
    await ready.owner.http.action(api.auth.signOut, {});
    expect(await refusalsOf(ready.owner.http, ready)).toEqual(refusedEverywhere);
    expect(await refusalsOf(ready.owner.socket, ready)).toEqual(refusedEverywhere);
    expect((await victimVet.http.query(api.bookings.vetBookings, { from: Date.now(), to: Date.now() + 8 * 86_400_000 })).length).toBe(0);
  });

  it("after accounts:signOutEverywhere the same holds", async () => {
    const ready = await ownerReadyToBook();
    await ready.owner.http.mutation(api.accounts.signOutEverywhere, {});
    expect(await refusalsOf(ready.owner.http, ready)).toEqual(refusedEverywhere);
    expect(await refusalsOf(ready.owner.socket, ready)).toEqual(refusedEverywhere);
  });

  it("an expired session is refused although its token has not expired yet", async () => {
    await app.setEnv("AUTH_SESSION_TOTAL_DURATION_MS", "3000");
    const ready = await ownerReadyToBook().finally(() => app.setEnv("AUTH_SESSION_TOTAL_DURATION_MS", String(30 * 86_400_000)));
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await refusalsOf(ready.owner.http, ready)).toEqual(refusedEverywhere);
    expect(await refusalsOf(ready.owner.socket, ready)).toEqual(refusedEverywhere);
  });
});

describe("finding 3: text has a documented maximum, enforced before any write", () => {
  it("an over-long reason to changeDetails or a cancellation is a typed INPUT_TOO_LONG and the event stream is unchanged", async () => {
    const cardId = await victimOwner.http.action(api.payments.addPaymentMethod, VALID_CARD);
    const { bookingId } = await victimOwner.http.action(api.bookings.book, {
      commandKey: commandKey(),
      vetId,
      petId: victimPetId,
      startsAt: await freeSlot(victimOwner.http, vetId, 2),
      reason: "Itching",
      intakeAnswers: [],
      paymentMethodId: cardId,
    });
    const before = await victimOwner.http.query(api.bookings.bookingDetail, { bookingId });
    for (const size of [100_000, 1_000_000]) {
      const reason = "x".repeat(size);
      expect(await refusal(victimOwner.http.mutation(api.bookings.changeDetails, { bookingId, commandKey: commandKey(), reason }))).toBe(
        "INPUT_TOO_LONG",
      );
      expect(
        await refusal(victimOwner.socket.mutation(api.bookings.changeDetails, { bookingId, commandKey: commandKey(), reason })),
      ).toBe("INPUT_TOO_LONG");
      expect(
        await refusal(
          victimOwner.http.mutation(api.bookings.cancelByOwner, { bookingId, commandKey: commandKey(), reason, quotedRefundMinor: 4500 }),
        ),
      ).toBe("INPUT_TOO_LONG");
      expect(
        await refusal(victimVet.http.mutation(api.bookings.cancelByVet, { bookingId, commandKey: commandKey(), reason })),
      ).toBe("INPUT_TOO_LONG");
    }
    const after = await victimOwner.http.query(api.bookings.bookingDetail, { bookingId });
    expect(after.timeline).toEqual(before.timeline);
    expect(after.booking.status).toBe("confirmed");
  });
});

describe("finding 4: the vet's booking detail carries nothing internal of the owner", () => {
  it("neither the owner's user id, nor the card id, nor a processor reference reaches the vet", async () => {
    const owner = await app.signUp("owner");
    const ownerId = (await owner.http.query(api.accounts.viewer, {}))!.id;
    const petId = await owner.http.mutation(api.pets.createPet, { name: "Timeline", ...petFields });
    const cardId = await owner.http.action(api.payments.addPaymentMethod, VALID_CARD);
    const { bookingId } = await owner.http.action(api.bookings.book, {
      commandKey: commandKey(),
      vetId,
      petId,
      startsAt: await freeSlot(owner.http, vetId, 3),
      reason: "Check-up",
      intakeAnswers: [],
      paymentMethodId: cardId,
    });
    await owner.http.mutation(api.bookings.changeDetails, { bookingId, commandKey: commandKey(), reason: "Check-up, and a cough" });
    const week = { from: Date.now(), to: Date.now() + 8 * 86_400_000 };
    const vetSide = JSON.stringify(
      await Promise.all([
        victimVet.http.query(api.bookings.vetBookings, week),
        victimVet.http.query(api.schedule.calendar, week),
        victimVet.http.query(api.overview.vetOverview, { minute: Math.floor(Date.now() / 60_000) }),
        victimVet.http.query(api.calls.callAccess, { meetingId: bookingId }).catch(codeOf),
        victimVet.http.query(api.bookings.bookingDetail, { bookingId }),
      ]),
    );
    expect(vetSide).toContain(bookingId);
    for (const internal of [ownerId, cardId]) expect(vetSide).not.toContain(internal);
    await owner.http.mutation(api.bookings.cancelByOwner, { bookingId, commandKey: commandKey(), reason: "Better", quotedRefundMinor: 4500 });

    const asVet = JSON.stringify(await victimVet.socket.query(api.bookings.bookingDetail, { bookingId }));
    expect(asVet).toContain("booking_cancelled");
    for (const internal of [ownerId, cardId, '"reference"', '"userId"', '"paymentMethodId":"']) {
      expect(asVet).not.toContain(internal);
    }
    const asOwner = await owner.http.query(api.bookings.bookingDetail, { bookingId });
    expect(asOwner.timeline.map((entry) => entry.event.type)).toContain("payment_authorised");
    expect(JSON.stringify(asOwner.timeline)).not.toContain('"reference"');
  });
});

describe("finding 5: a burst of sign-ups from one place is throttled before it costs anyone else", () => {
  it("a deployment takes SIGN_UPS_PER_MINUTE sign-ups a minute, however many arrive at once; the rest get TOO_MANY_SIGN_UPS", async () => {
    const fresh = await startAppBackend({ SIGN_UPS_PER_MINUTE: "3" });
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, async () => {
          try {
            await fresh.signUp("owner");
            return "signed up";
          } catch (error) {
            return codeOf(error);
          }
        }),
      );
      expect(outcomes.filter((outcome) => outcome === "signed up")).toHaveLength(3);
      expect(outcomes.filter((outcome) => outcome !== "signed up")).toEqual(Array(5).fill("TOO_MANY_SIGN_UPS"));
    } finally {
      await fresh.dispose();
    }
  }, 120_000);
});

describe("finding 6: malformed encoded values in a raw HTTP body", () => {
  async function post(args: unknown) {
    const response = await fetch(`${app.backend.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "vets:directory", format: "convex_encoded_json", args: [args] }),
    });
    return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
  }

  it("a bad $float or $integer is a 400 with a clear message, not a function failure", async () => {
    for (const bad of [{ $float: "not base64!" }, { $float: "AAAA" }, { $integer: "AAAA" }, { $integer: 5 }]) {
      const answer = await post({ paginationOpts: { numItems: bad, cursor: null }, sort: "price" });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.message).toMatch(/not valid Convex JSON/);
    }
    // Control: the same request, well encoded, is answered.
    expect((await post({ paginationOpts: { numItems: 5, cursor: null }, sort: "price" })).status).toBe(200);
  });
});
