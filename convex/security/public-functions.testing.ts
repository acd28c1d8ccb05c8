import { modules } from "../test.setup";
import { freshKey, HOUR, NOW, SLOT } from "../model/bookings/booking-world.testing";
import { sameHoursEveryDay } from "../shared/slots/fixtures.testing";
import type { SecurityWorld } from "./security-world.testing";

export type FunctionKind = "query" | "mutation" | "action";
export type PublicFunction = { path: string; kind: FunctionKind };

type RegisteredFunction = { isPublic?: boolean; isQuery?: boolean; isMutation?: boolean; isAction?: boolean };

/** Every public query, mutation and action the deployment exposes, read from the function modules themselves. */
export async function listPublicFunctions(): Promise<PublicFunction[]> {
  const found: PublicFunction[] = [];
  for (const [file, load] of Object.entries(modules)) {
    if (file.startsWith("./_generated/")) continue;
    const moduleName = file.replace(/^\.\//, "").replace(/\.[jt]s$/, "");
    const exports = (await load()) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      const fn = value as RegisteredFunction | null;
      if (fn === null || typeof fn !== "object" && typeof fn !== "function" || fn.isPublic !== true) continue;
      const kind = fn.isQuery ? "query" : fn.isMutation ? "mutation" : fn.isAction ? "action" : null;
      if (kind !== null) found.push({ path: `${moduleName}:${name}`, kind });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Who a function is for. `signed-in` functions must refuse an anonymous caller outright; `public`
 * ones answer anyone and say why that is right. Either way no caller may receive another user's data.
 */
export type Access = { signedIn: "owner" | "vet" | "any" } | { public: string };

export type FunctionEntry = {
  access: Access;
  /** Arguments naming the victims' data (their pet, booking, card...), valid in shape. */
  args: (world: SecurityWorld) => Record<string, unknown>;
  /** More attacks on the same function, e.g. the victim's file onto the attacker's own pet. */
  moreArgs?: (world: SecurityWorld) => Record<string, unknown>[];
  /**
   * Plain errors a third-party function throws for malformed input (it cannot be changed to throw
   * ConvexErrors). They carry no data and no stack to the client, and the reason says why they are accepted.
   */
  libraryErrors?: { message: RegExp; reason: string };
};

const DAY = 24 * HOUR;
const note = { subjective: "s", objective: "o", assessment: "a", plan: "p", followUp: "" };
const weeklyHours = sameHoursEveryDay({ start: "00:00", end: "24:00" });
const petFields = { name: "Intruder", species: "dog", sex: "male", allergies: [], medications: [] };

/** One entry per public function; the authorization test fails when a function has none. */
export const FUNCTION_TABLE: Record<string, FunctionEntry> = {
  "accounts:changeEmail": {
    access: { signedIn: "any" },
    args: () => ({ currentPassword: "wrong password 123", newEmail: "taken@example.test" }),
  },
  "accounts:changePassword": {
    access: { signedIn: "any" },
    args: () => ({ currentPassword: "wrong password 123", newPassword: "a brand new passphrase" }),
  },
  "accounts:deleteMyAccount": { access: { signedIn: "any" }, args: () => ({ password: "wrong password 123" }) },
  "accounts:exportMyData": { access: { signedIn: "any" }, args: () => ({}) },
  "accounts:signOutEverywhere": { access: { signedIn: "any" }, args: () => ({}) },
  "accounts:updateProfile": {
    access: { signedIn: "any" },
    args: () => ({ name: "Renamed", phone: null, locale: "en", timeZone: "Europe/Berlin" }),
  },
  "accounts:viewer": { access: { public: "returns the caller's own account, or null when signed out" }, args: () => ({}) },
  "auth:isAuthenticated": { access: { public: "says only whether the caller holds a valid token" }, args: () => ({}) },
  "auth:signIn": {
    access: { public: "sign-in itself; a wrong password for someone else's email must fail" },
    args: () => ({
      provider: "password",
      params: { flow: "signIn", email: "olivia.victim@example.test", password: "wrong password 123" },
    }),
    libraryErrors: {
      message: /^(Provider `[^]*` is not configured|Cannot sign in: Missing `provider`)/,
      reason: "@convex-dev/auth's own argument checks, before any account is read",
    },
  },
  "auth:signOut": { access: { public: "ends the caller's own session, if any" }, args: () => ({}) },
  "calendar:consultationCalendarEntry": { access: { signedIn: "any" }, args: (w) => ({ bookingId: w.bookingId }) },
  "bookings:book": {
    access: { signedIn: "owner" },
    args: (w) => ({
      commandKey: freshKey(),
      vetId: w.vetId,
      petId: w.petId,
      startsAt: SLOT + 2 * HOUR,
      reason: "Intrusion",
      intakeAnswers: [],
      paymentMethodId: w.cardId,
    }),
  },
  "bookings:bookingDetail": { access: { signedIn: "any" }, args: (w) => ({ bookingId: w.bookingId }) },
  "bookings:cancelByOwner": {
    access: { signedIn: "owner" },
    args: (w) => ({ bookingId: w.bookingId, commandKey: freshKey(), reason: "", quotedRefundMinor: 4500 }),
  },
  "bookings:answerProposal": {
    access: { signedIn: "owner" },
    args: (w) => ({ bookingId: w.bookingId, commandKey: freshKey(), accept: true }),
  },
  "bookings:cancelByVet": {
    access: { signedIn: "vet" },
    args: (w) => ({ bookingId: w.bookingId, commandKey: freshKey(), reason: "Ill" }),
  },
  "bookings:cancellationQuote": { access: { signedIn: "owner" }, args: (w) => ({ bookingId: w.bookingId }) },
  "bookings:changeDetails": {
    access: { signedIn: "owner" },
    args: (w) => ({ bookingId: w.bookingId, commandKey: freshKey(), reason: "Changed" }),
  },
  "bookings:myBookings": { access: { signedIn: "owner" }, args: () => ({}) },
  "bookings:proposeNewTime": {
    access: { signedIn: "vet" },
    args: (w) => ({ bookingId: w.bookingId, commandKey: freshKey(), startsAt: SLOT + 3 * HOUR, note: "Surgery" }),
  },
  "bookings:chooseAfterInterruption": {
    access: { signedIn: "owner" },
    args: (w) => ({ bookingId: w.bookingId, commandKey: freshKey(), choice: { choice: "refund" } }),
  },
  "bookings:publishSummary": {
    access: { signedIn: "vet" },
    args: (w) => ({ bookingId: w.bookingId, commandKey: freshKey(), note }),
  },
  "bookings:reschedule": {
    access: { signedIn: "owner" },
    args: (w) => ({ bookingId: w.bookingId, commandKey: freshKey(), startsAt: SLOT + 3 * HOUR }),
  },
  "bookings:saveSummaryDraft": { access: { signedIn: "vet" }, args: (w) => ({ bookingId: w.bookingId, note }) },
  "bookings:vetBookings": { access: { signedIn: "vet" }, args: () => ({ from: NOW, to: NOW + 7 * DAY }) },
  "calls:callAccess": { access: { signedIn: "any" }, args: (w) => ({ meetingId: w.bookingId }) },
  "calls:endConsultation": { access: { signedIn: "vet" }, args: (w) => ({ meetingId: w.bookingId }) },
  "calls:enterPrepare": { access: { signedIn: "any" }, args: (w) => ({ meetingId: w.bookingId }) },
  "calls:heartbeat": { access: { signedIn: "any" }, args: (w) => ({ meetingId: w.bookingId }) },
  "calls:join": { access: { signedIn: "any" }, args: (w) => ({ meetingId: w.bookingId }) },
  "calls:leave": { access: { signedIn: "any" }, args: (w) => ({ meetingId: w.bookingId }) },
  "calls:reportConnection": {
    access: { signedIn: "any" },
    args: (w) => ({ meetingId: w.bookingId, connected: false }),
  },
  "calls:peerReady": {
    access: { signedIn: "any" },
    args: (w) => ({ meetingId: w.bookingId, peerId: "owner-00000000000000000000000000000000" }),
  },
  "conversation:markThreadRead": { access: { signedIn: "any" }, args: (w) => ({ bookingId: w.bookingId }) },
  "conversation:myUnread": {
    access: { public: "counts only the caller's own unread messages, and none when signed out" },
    args: () => ({}),
  },
  "conversation:sendMessage": {
    access: { signedIn: "any" },
    args: (w) => ({ bookingId: w.bookingId, text: "Intrusion" }),
  },
  "conversation:sendPhoto": {
    access: { signedIn: "any" },
    args: (w) => ({ bookingId: w.bookingId, storageId: w.messagePhotoId, caption: "" }),
    // The victim's file into the attacker's own conversation; an avatar's public SVG into the victims'.
    moreArgs: (w) => [
      { bookingId: w.attackerBookingId, storageId: w.messagePhotoId },
      { bookingId: w.bookingId, storageId: w.svgId },
    ],
  },
  "conversation:setThreadOpen": { access: { signedIn: "vet" }, args: (w) => ({ bookingId: w.bookingId, open: false }) },
  "conversation:thread": { access: { signedIn: "any" }, args: (w) => ({ bookingId: w.bookingId }) },
  "files:generateUploadUrl": { access: { signedIn: "any" }, args: () => ({ purpose: "petPhoto" }) },
  "onDemand:accept": { access: { signedIn: "vet" }, args: (w) => ({ requestId: w.requestId }) },
  "onDemand:decline": { access: { signedIn: "vet" }, args: (w) => ({ requestId: w.requestId }) },
  "onDemand:goIdle": { access: { signedIn: "vet" }, args: () => ({}) },
  "onDemand:heartbeat": { access: { signedIn: "vet" }, args: () => ({}) },
  "onDemand:leaveQueue": { access: { signedIn: "owner" }, args: (w) => ({ requestId: w.requestId }) },
  "onDemand:myAvailability": { access: { signedIn: "vet" }, args: () => ({}) },
  "onDemand:myWaitingRequest": { access: { signedIn: "owner" }, args: () => ({}) },
  "onDemand:quote": { access: { signedIn: "owner" }, args: () => ({}) },
  "onDemand:requestConsultation": {
    access: { signedIn: "owner" },
    args: (w) => ({
      commandKey: freshKey(),
      petId: w.petId,
      species: "dog",
      language: "en",
      reason: "Intrusion",
      paymentMethodId: w.cardId,
    }),
  },
  "onDemand:setAvailable": { access: { signedIn: "vet" }, args: () => ({ available: true }) },
  "onDemand:vetQueue": { access: { signedIn: "vet" }, args: () => ({}) },
  "onDemand:waitingRoom": { access: { signedIn: "owner" }, args: (w) => ({ requestId: w.requestId }) },
  "overview:vetOverview": { access: { signedIn: "vet" }, args: () => ({ minute: Math.floor(NOW / 60_000) }) },
  "payments:addPaymentMethod": {
    access: { signedIn: "owner" },
    args: () => ({ number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123", makeDefault: false }),
  },
  "payments:listPaymentMethods": { access: { signedIn: "owner" }, args: () => ({}) },
  "payments:paymentHistory": { access: { signedIn: "owner" }, args: () => ({}) },
  "payments:removePaymentMethod": { access: { signedIn: "owner" }, args: (w) => ({ paymentMethodId: w.cardId }) },
  "payments:setDefaultPaymentMethod": { access: { signedIn: "owner" }, args: (w) => ({ paymentMethodId: w.cardId }) },
  "pets:addWeight": {
    access: { signedIn: "owner" },
    args: (w) => ({ petId: w.petId, value: 12, unit: "kg", measuredOn: "2026-11-02" }),
  },
  "pets:archivePet": { access: { signedIn: "owner" }, args: (w) => ({ petId: w.petId }) },
  "pets:attachPhoto": {
    access: { signedIn: "owner" },
    args: (w) => ({ petId: w.petId, storageId: w.storageId }),
    moreArgs: (w) => [
      { petId: w.otherPetId, storageId: w.storageId },
      { petId: w.otherPetId, storageId: w.svgId },
    ],
  },
  "pets:consultations": { access: { signedIn: "any" }, args: (w) => ({ petId: w.petId }) },
  "pets:createPet": { access: { signedIn: "owner" }, args: () => ({ ...petFields }) },
  "pets:myPets": { access: { signedIn: "owner" }, args: () => ({}) },
  "pets:pet": { access: { signedIn: "any" }, args: (w) => ({ petId: w.petId }) },
  "pets:removeWeight": { access: { signedIn: "owner" }, args: (w) => ({ weightId: w.weightId }) },
  "pets:updatePet": { access: { signedIn: "owner" }, args: (w) => ({ petId: w.petId, ...petFields }) },
  "reminders:myNotificationSettings": { access: { signedIn: "any" }, args: () => ({}) },
  "reminders:updateNotificationSettings": {
    access: { signedIn: "any" },
    args: () => ({ dayBeforeReminder: false, hourBeforeReminder: false, dailyAgendaTime: null }),
  },
  "reminders:upcomingConsultations": {
    access: { public: "lists only the caller's own consultations, and none when signed out" },
    args: () => ({ from: NOW - HOUR }),
  },
  "schedule:bookingsOutsideHours": { access: { signedIn: "vet" }, args: () => ({}) },
  "schedule:calendar": { access: { signedIn: "vet" }, args: () => ({ from: NOW, to: NOW + 7 * DAY }) },
  "schedule:freeSlots": {
    access: { public: "a published vet's free times, shown to visitors before sign-in; no booking details" },
    args: (w) => ({ vetId: w.vetId, from: NOW, to: NOW + 7 * DAY }),
  },
  "schedule:mySchedule": { access: { signedIn: "vet" }, args: () => ({}) },
  "schedule:removeOverride": { access: { signedIn: "vet" }, args: () => ({ date: "2026-11-25" }) },
  "schedule:setBookingRules": {
    access: { signedIn: "vet" },
    args: () => ({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minimumNoticeMinutes: 0, horizonDays: 30 }),
  },
  "schedule:setOverride": { access: { signedIn: "vet" }, args: () => ({ date: "2026-11-25", intervals: [] }) },
  "schedule:setPaused": { access: { signedIn: "vet" }, args: () => ({ paused: true }) },
  "schedule:setWeeklyHours": { access: { signedIn: "vet" }, args: () => ({ weeklyHours }) },
  "vets:attachPhoto": {
    access: { signedIn: "vet" },
    args: (w) => ({ storageId: w.storageId }),
    moreArgs: (w) => [{ storageId: w.svgId }],
  },
  "vets:directory": {
    access: { public: "the published vets' public profiles, browsed before sign-in" },
    args: () => ({ paginationOpts: { numItems: 20, cursor: null }, sort: "next_slot" }),
  },
  "vets:myVetProfile": { access: { signedIn: "vet" }, args: () => ({}) },
  "vets:setPublished": { access: { signedIn: "vet" }, args: () => ({ published: false }) },
  "vets:updateVetProfile": {
    access: { signedIn: "vet" },
    args: () => ({
      displayName: "Dr Intruder",
      bio: { en: "x" },
      languages: ["en"],
      species: ["dog"],
      specialties: [],
      licenceNumber: "X-1",
      licenceCountry: "DE",
      consultationMinutes: 20,
      priceMinor: 1000,
      currency: "EUR",
      timeZone: "UTC",
    }),
  },
  "vets:vetDetail": {
    access: { public: "a published vet's public profile page" },
    args: (w) => ({ vetId: w.vetId, locale: "en" }),
  },
};
