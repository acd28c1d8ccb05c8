import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { TestAccount } from "./accounts";
import { consultationStartingNow } from "./call-booking";
import { routeUrl } from "./navigate";
import { commandKey, uploadPhoto } from "./scenarios";

export const appLocales = ["en", "de", "fr", "es"] as const;
export type AppLocale = (typeof appLocales)[number];

/** Who looks at a route: signed out, the booking's owner or the booking's vet. */
export type Audience = "visitor" | "owner" | "vet";

export type CatalogData = {
  owner: TestAccount;
  vet: TestAccount;
  vetId: Id<"vetProfiles">;
  petId: Id<"pets">;
  bookingId: Id<"bookings">;
  /** Another consultation of the same owner, held and ended by its vet. */
  endedBookingId: Id<"bookings">;
  /** The owner's "See a vet now" request, waiting (no test vet speaks Korean). */
  requestId: Id<"onDemandRequests">;
};

export type CatalogRoute = { name: string; audience: Audience; url: (locale: AppLocale, data: CatalogData) => string };

/**
 * Every screen of SPEC §2, each with the account that would see it. The owner has a pet and a
 * booking with that vet whose join window is open, so booking and call screens show real content.
 */
export const routeCatalog: CatalogRoute[] = [
  { name: "home", audience: "visitor", url: (locale) => routeUrl("/$locale", { locale }) },
  { name: "auth-signin", audience: "visitor", url: (locale) => routeUrl("/$locale/auth/signin", { locale }) },
  { name: "auth-signup", audience: "visitor", url: (locale) => routeUrl("/$locale/auth/signup", { locale }) },
  { name: "auth-callback", audience: "visitor", url: (locale) => routeUrl("/$locale/auth/callback", { locale }) },
  { name: "auth-error", audience: "visitor", url: (locale) => routeUrl("/$locale/auth/error", { locale }) },
  { name: "auth-reset-password", audience: "visitor", url: (locale) => routeUrl("/$locale/auth/reset-password/", { locale }) },
  {
    name: "auth-reset-password-success",
    audience: "visitor",
    url: (locale) => routeUrl("/$locale/auth/reset-password/success", { locale }),
  },
  { name: "authauth-signin", audience: "visitor", url: (locale) => `/${locale}/@authauth/signin` },
  { name: "veterinarians", audience: "visitor", url: (locale) => routeUrl("/$locale/veterinarians/", { locale }) },
  {
    name: "veterinarian-detail",
    audience: "visitor",
    url: (locale, { vetId }) => routeUrl("/$locale/veterinarians/$vetId", { locale, vetId }),
  },
  { name: "privacy", audience: "visitor", url: (locale) => routeUrl("/$locale/privacy", { locale }) },
  { name: "accessibility", audience: "visitor", url: (locale) => routeUrl("/$locale/accessibility", { locale }) },
  { name: "terms", audience: "visitor", url: (locale) => routeUrl("/$locale/terms", { locale }) },
  { name: "not-found", audience: "visitor", url: (locale) => `/${locale}/no-such-page` },
  { name: "bookings", audience: "owner", url: (locale) => routeUrl("/$locale/bookings/", { locale }) },
  {
    name: "booking-edit",
    audience: "owner",
    url: (locale, { bookingId }) => routeUrl("/$locale/bookings/$meetingId/edit", { locale, meetingId: bookingId }),
  },
  {
    name: "booking-summary",
    audience: "owner",
    url: (locale, { bookingId }) => routeUrl("/$locale/bookings/$meetingId/summary/", { locale, meetingId: bookingId }),
  },
  { name: "book-vet", audience: "owner", url: (locale, { vetId }) => routeUrl("/$locale/bookings/book/$vetId", { locale, vetId }) },
  { name: "see-a-vet-now", audience: "owner", url: (locale) => routeUrl("/$locale/bookings/now/", { locale }) },
  {
    name: "see-a-vet-now-waiting",
    audience: "owner",
    url: (locale, { requestId }) => routeUrl("/$locale/bookings/now/$requestId", { locale, requestId }),
  },
  { name: "manage-account", audience: "owner", url: (locale) => routeUrl("/$locale/manage/account", { locale }) },
  { name: "manage-payment", audience: "owner", url: (locale) => routeUrl("/$locale/manage/payment", { locale }) },
  { name: "my-pets", audience: "owner", url: (locale) => routeUrl("/$locale/my-pets", { locale }) },
  { name: "pet-detail", audience: "owner", url: (locale, { petId }) => routeUrl("/$locale/pets/$petId/", { locale, petId }) },
  { name: "pet-edit", audience: "owner", url: (locale, { petId }) => routeUrl("/$locale/pets/$petId/edit", { locale, petId }) },
  {
    name: "call-prepare",
    audience: "owner",
    url: (locale, { bookingId }) => routeUrl("/$locale/call/$meetingId/prepare", { locale, meetingId: bookingId }),
  },
  {
    name: "call",
    audience: "owner",
    url: (locale, { bookingId }) => routeUrl("/$locale/call/$meetingId", { locale, meetingId: bookingId }),
  },
  {
    name: "call-left",
    audience: "owner",
    url: (locale, { bookingId }) => routeUrl("/$locale/call/$meetingId/left", { locale, meetingId: bookingId }),
  },
  {
    name: "call-ended",
    audience: "owner",
    url: (locale, { endedBookingId }) => routeUrl("/$locale/call/$meetingId/ended", { locale, meetingId: endedBookingId }),
  },
  { name: "vet-overview", audience: "vet", url: (locale) => routeUrl("/$locale/vet/overview", { locale }) },
  { name: "vet-profile", audience: "vet", url: (locale) => routeUrl("/$locale/vet/profile", { locale }) },
  { name: "vet-schedule", audience: "vet", url: (locale) => routeUrl("/$locale/vet/schedule", { locale }) },
  {
    name: "booking-summary-vet",
    audience: "vet",
    url: (locale, { bookingId }) => routeUrl("/$locale/bookings/$meetingId/summary/vet", { locale, meetingId: bookingId }),
  },
  {
    name: "booking-summary-vet-conversation",
    audience: "vet",
    url: (locale, { bookingId }) => routeUrl("/$locale/bookings/$meetingId/summary/", { locale, meetingId: bookingId }),
  },
  {
    name: "vet-call-prepare",
    audience: "vet",
    url: (locale, { bookingId }) => routeUrl("/$locale/call/$meetingId/prepare", { locale, meetingId: bookingId }),
  },
];

/**
 * Weekdays 09:00 to 17:00, as most vets work: a round-the-clock vet's page lists about 1,200 times, and axe took
 * 10 s to scan it (4 s for the 400 of these hours, in each of the eight scans of it).
 */
const officeDay = [{ start: "09:00", end: "17:00" }];
const officeHours = { monday: officeDay, tuesday: officeDay, wednesday: officeDay, thursday: officeDay, friday: officeDay, saturday: [], sunday: [] };

/**
 * One owner with a pet and a booking that is open to join now, and that booking's vet; the same
 * owner also had a consultation with another vet that both joined and the vet ended.
 */
export async function catalogData(): Promise<CatalogData> {
  const { vet, owner, bookingId } = await consultationStartingNow(undefined, { weeklyHours: officeHours });
  // The consultation's conversation has a message each way and a photo, so the scans see a thread with content.
  await owner.client.mutation(api.conversation.sendMessage, { bookingId, text: "She has been scratching her left ear since Sunday." });
  await owner.client.action(api.conversation.sendPhoto, {
    bookingId,
    storageId: await uploadPhoto(owner.client, "messagePhoto"),
    caption: "The ear this morning",
  });
  await vet.client.mutation(api.conversation.sendMessage, { bookingId, text: "Thanks, I will look at it in the call." });
  const ended = await consultationStartingNow(owner);
  await owner.client.mutation(api.calls.join, { meetingId: ended.bookingId });
  await ended.vet.client.mutation(api.calls.join, { meetingId: ended.bookingId });
  await ended.vet.client.mutation(api.calls.endConsultation, { meetingId: ended.bookingId });
  const { requestId } = await owner.client.action(api.onDemand.requestConsultation, {
    commandKey: commandKey(),
    petId: owner.petId,
    species: "dog",
    language: "ko",
    reason: "Scratching her ears all night",
    paymentMethodId: owner.paymentMethodId,
  });
  return {
    owner: owner.account,
    vet: vet.account,
    vetId: vet.vetId,
    petId: owner.petId,
    bookingId,
    endedBookingId: ended.bookingId,
    requestId,
  };
}
