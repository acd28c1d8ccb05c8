import { ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { createAccount, type NewAccountOptions, type TestAccount } from "./accounts";
import { e2eUrls } from "./ports";
import type { VetSpecialty } from "../../convex/shared/vets/specialties";

/**
 * Data for browser tests, made through the same public functions the app calls, each as the
 * account that would do it. Every call creates fresh accounts, so tests never share state.
 */
export function clientFor(account: TestAccount): ConvexHttpClient {
  const client = new ConvexHttpClient(e2eUrls.backend);
  client.setAuth(account.tokens.token);
  return client;
}

/** A 1×1 PNG: the smallest photo the upload checks accept. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export async function uploadPhoto(
  client: ConvexHttpClient,
  purpose: "vetPhoto" | "petPhoto" | "messagePhoto" = "vetPhoto",
): Promise<Id<"_storage">> {
  const uploadUrl = await client.mutation(api.files.generateUploadUrl, { purpose });
  const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: tinyPng });
  if (!response.ok) throw new Error(`Photo upload failed with ${response.status}`);
  const { storageId } = (await response.json()) as { storageId: Id<"_storage"> };
  return storageId;
}

const allDay = [{ start: "00:00", end: "24:00" }];
export const roundTheClock = {
  monday: allDay,
  tuesday: allDay,
  wednesday: allDay,
  thursday: allDay,
  friday: allDay,
  saturday: allDay,
  sunday: allDay,
};

export type PublishedVet = { account: TestAccount; client: ConvexHttpClient; vetId: Id<"vetProfiles">; displayName: string };

export type PublishedVetOptions = NewAccountOptions & {
  languages?: string[];
  species?: Array<"dog" | "cat" | "rabbit" | "guinea_pig" | "ferret" | "bird" | "reptile" | "other">;
  specialties?: VetSpecialty[];
  bio?: Partial<Record<"en" | "de" | "fr" | "es", string>>;
  priceMinor?: number;
  weeklyHours?: typeof roundTheClock;
  minimumNoticeMinutes?: number;
  consultationMinutes?: 15 | 20 | 30;
  horizonDays?: number;
};

/** A vet with a complete profile, a photo, weekly hours and the profile published. */
export async function publishedVet(options: PublishedVetOptions = {}): Promise<PublishedVet> {
  const timeZone = options.timeZone ?? "UTC";
  const account = await createAccount({ ...options, role: "vet", timeZone });
  const client = clientFor(account);
  await client.mutation(api.vets.updateVetProfile, {
    displayName: account.name,
    bio: options.bio ?? { en: "Calm video consultations for worried owners.", de: "Ruhige Videosprechstunden für besorgte Halter." },
    languages: options.languages ?? ["en", "de"],
    species: options.species ?? ["dog", "cat"],
    specialties: options.specialties ?? ["dermatology"],
    licenceNumber: `LIC-${account.email.slice(4, 12)}`,
    licenceCountry: "DE",
    consultationMinutes: options.consultationMinutes ?? 20,
    priceMinor: options.priceMinor ?? 4500,
    currency: "EUR",
    timeZone,
  });
  await client.action(api.vets.attachPhoto, { storageId: await uploadPhoto(client) });
  await client.mutation(api.schedule.setWeeklyHours, { weeklyHours: options.weeklyHours ?? roundTheClock });
  await client.mutation(api.schedule.setBookingRules, {
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: options.minimumNoticeMinutes ?? 60,
    horizonDays: options.horizonDays ?? 60,
  });
  await client.mutation(api.vets.setPublished, { published: true });
  const profile = await client.query(api.vets.myVetProfile, {});
  return { account, client, vetId: profile._id, displayName: account.name };
}

export type ReadyOwner = {
  account: TestAccount;
  client: ConvexHttpClient;
  petId: Id<"pets">;
  petName: string;
  paymentMethodId: Id<"paymentMethods">;
};

/** An owner with a dog and a default test card, ready to book. */
export async function ownerReadyToBook(
  options: NewAccountOptions & {
    petName?: string;
    birthDate?: string;
    medications?: Array<{ name: string; dose: string; frequency: string }>;
  } = {},
): Promise<ReadyOwner> {
  const account = await createAccount({ ...options, role: "owner" });
  const client = clientFor(account);
  const petName = options.petName ?? "Bella";
  const petId = await client.mutation(api.pets.createPet, {
    name: petName,
    species: "dog",
    sex: "female",
    allergies: [],
    medications: options.medications ?? [],
    ...(options.birthDate !== undefined && { birthDate: options.birthDate }),
  });
  const paymentMethodId = await client.action(api.payments.addPaymentMethod, {
    number: "4242 4242 4242 4242",
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: "123",
    makeDefault: true,
  });
  return { account, client, petId, petName, paymentMethodId };
}

let commandCounter = 0;
export const commandKey = () => `e2e-${Date.now()}-${++commandCounter}`;

export async function freeSlots(vet: PublishedVet, fromMs = Date.now(), days = 14) {
  return new ConvexHttpClient(e2eUrls.backend).query(api.schedule.freeSlots, {
    vetId: vet.vetId,
    from: fromMs,
    to: fromMs + days * 86_400_000,
  });
}

export async function book(owner: ReadyOwner, vet: PublishedVet, startsAt: number, reason = "Scratching her ears all night") {
  const { bookingId } = await owner.client.action(api.bookings.book, {
    commandKey: commandKey(),
    vetId: vet.vetId,
    petId: owner.petId,
    startsAt,
    reason,
    intakeAnswers: [],
    paymentMethodId: owner.paymentMethodId,
  });
  return bookingId as Id<"bookings">;
}
