import { convexTest } from "convex-test";
import { afterEach, beforeEach, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import schema from "../../schema";
import { sameHoursEveryDay } from "../../shared/slots/fixtures.testing";
import { modules } from "../../test.setup";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** Tests run at a fixed instant (fake timers), a Saturday morning in UTC. */
export const NOW = Date.UTC(2026, 10, 21, 10, 0);
/** A free 20-minute slot three days ahead (the test vet is available around the clock, in UTC). */
export const SLOT = NOW + 72 * HOUR;
export const PRICE_MINOR = 4500;
export const VALID_CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" };
/** Cards that pass the check when saved and are declined when a consultation is paid. */
export const DECLINED_CARD = { ...VALID_CARD, number: "4000 0000 0000 0341" };
export const NO_FUNDS_CARD = { ...VALID_CARD, number: "4000 0000 0000 9987" };

/**
 * Runs each test of the calling file on fake timers that start at NOW, with these deployment variables set
 * (and unset afterwards).
 */
export function runEachTestAtNow({ env = {} }: { env?: Record<string, string> } = {}): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });
}

/** How a call ended: "ok", else the `code` of the ConvexError it was refused with (else the error's text). */
export async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return (error as { data?: { code?: string } }).data?.code ?? String(error);
  }
}

let keyCounter = 0;
/** A fresh client-generated command key, as the UI makes one per user intent. */
export const freshKey = () => `key-${++keyCounter}`;

/** Two owners with a pet each, two published vets with round-the-clock hours, signed-in clients for each. */
export async function bookingWorld() {
  const t = convexTest(schema, modules);
  const ids = await t.run(async (ctx) => {
    const user = (role: "owner" | "vet", name: string) =>
      ctx.db.insert("users", { role, name, email: `${name}@example.test`, locale: "en", timeZone: "Europe/Berlin" });
    const owner = await user("owner", "olivia");
    const otherOwner = await user("owner", "oscar");
    const vetUser = await user("vet", "vera");
    const otherVetUser = await user("vet", "victor");
    const vetProfile = async (userId: Id<"users">, displayName: string) => {
      const vetId = await ctx.db.insert("vetProfiles", {
        userId,
        displayName,
        bio: { en: "Small animals" },
        languages: ["en"],
        species: ["dog", "cat"],
        specialties: [],
        licenceNumber: "L-1",
        licenceCountry: "DE",
        consultationMinutes: 20,
        priceMinor: PRICE_MINOR,
        currency: "EUR",
        timeZone: "UTC",
        published: true,
        searchText: displayName,
        nextSlotSortKey: 0,
      });
      await ctx.db.insert("schedules", {
        vetId,
        weeklyHours: sameHoursEveryDay({ start: "00:00", end: "24:00" }),
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: 60,
        horizonDays: 60,
        paused: false,
      });
      return vetId;
    };
    const pet = (ownerId: Id<"users">, name: string) =>
      ctx.db.insert("pets", {
        ownerId,
        name,
        species: "dog",
        sex: "female",
        allergies: [],
        medications: [],
        archived: false,
      });
    return {
      owner,
      otherOwner,
      vetUser,
      otherVetUser,
      vetId: await vetProfile(vetUser, "Dr Vera"),
      otherVetId: await vetProfile(otherVetUser, "Dr Victor"),
      petId: await pet(owner, "Rex"),
      otherPetId: await pet(otherOwner, "Bella"),
    };
  });
  const as = (userId: Id<"users">) => t.withIdentity({ subject: `${userId}|session-${userId}` });
  return {
    t,
    ...ids,
    asOwner: as(ids.owner),
    asOtherOwner: as(ids.otherOwner),
    asVet: as(ids.vetUser),
    asOtherVet: as(ids.otherVetUser),
    as,
  };
}

export type BookingWorld = Awaited<ReturnType<typeof bookingWorld>>;

/** The owner and the vet join the call through the call functions and the vet ends it, as the call pages do. */
export async function holdCall(world: BookingWorld, bookingId: Id<"bookings">) {
  const meetingId = bookingId as string;
  await world.asOwner.mutation(api.calls.join, { meetingId });
  await world.asVet.mutation(api.calls.join, { meetingId });
  await world.asVet.mutation(api.calls.endConsultation, { meetingId });
}

/**
 * Saves a card through the real action, as the add-card form does; a card the owner saved before (the same brand, last
 * 4 and expiry) is not saved twice, and its id is returned, as the booking page then chooses it.
 */
export async function saveCard(client: BookingWorld["asOwner"], card = VALID_CARD, makeDefault = true): Promise<Id<"paymentMethods">> {
  try {
    return await client.action(api.payments.addPaymentMethod, { ...card, makeDefault });
  } catch (error) {
    const refusal = (error as { data?: { code?: string; paymentMethodId?: Id<"paymentMethods"> } }).data;
    if (refusal?.code === "CARD_ALREADY_SAVED" && refusal.paymentMethodId !== undefined) return refusal.paymentMethodId;
    throw error;
  }
}

/**
 * The owner saves a valid card and books the first vet for their pet through the real action (at SLOT unless told);
 * returns the booking and the card that secures it.
 */
export async function bookAsOwner(world: BookingWorld, { startsAt = SLOT, reason = "Check-up" } = {}) {
  const paymentMethodId = await saveCard(world.asOwner);
  const { bookingId } = await world.asOwner.action(api.bookings.book, {
    commandKey: freshKey(),
    vetId: world.vetId,
    petId: world.petId,
    startsAt,
    reason,
    intakeAnswers: [],
    paymentMethodId,
  });
  return { bookingId, paymentMethodId };
}
