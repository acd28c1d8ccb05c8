import type { ConvexClient, ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { classify, type Outcome } from "../../../convex/security/call-outcome.testing";
import { FUNCTION_TABLE, listPublicFunctions, type FunctionKind } from "../../../convex/security/public-functions.testing";
import type { SecurityWorld } from "../../../convex/security/security-world.testing";
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
  VICTIM_TEXT,
} from "./app-world";

/**
 * The authorization matrix through the official clients on the local backend: every public query, mutation
 * and action, called with the victims' ids by an anonymous visitor, another owner, another vet, a signed-out
 * session whose token is still valid and an expired session, over HTTP and over WebSocket. After every call
 * the victims read everything they own back through their own clients, files included: a refusal that
 * leaves a trace, or a change to anything of theirs, is a leak.
 */

const CALLERS = ["anonymous", "another owner", "another vet", "signed-out session", "expired session"] as const;
type Caller = (typeof CALLERS)[number];
const WITHOUT_LIVE_SESSION: ReadonlySet<Caller> = new Set(["anonymous", "signed-out session", "expired session"]);
const TRANSPORTS = ["HTTP", "WebSocket"] as const;
type Transport = (typeof TRANSPORTS)[number];
type Client = ConvexHttpClient | ConvexClient;

/** They end the caller's own session: called last, so the other calls still meet a live attacker. */
const SESSION_ENDING = new Set(["auth:signOut", "accounts:signOutEverywhere"]);

let app: AppBackend;
let victimOwner: Account;
let victimVet: Account;
let argsWorld: SecurityWorld;
let markers: string[];
let clients: Record<Caller, Record<Transport, Client>>;
let seededAvatarUrl: string;

async function call(client: Client, kind: FunctionKind, path: string, args: Record<string, unknown>): Promise<Outcome> {
  try {
    const value =
      kind === "query"
        ? await client.query(makeFunctionReference<"query">(path), args)
        : kind === "mutation"
          ? await client.mutation(makeFunctionReference<"mutation">(path), args)
          : await client.action(makeFunctionReference<"action">(path), args);
    return { kind: "ok", value };
  } catch (error) {
    return classify(error);
  }
}

/** Fields whose value moves with the clock alone (the next free slot as time passes). */
const VOLATILE_KEYS = new Set(["nextFreeSlotAt", "nextSlotSortKey"]);

/** Everything the victims own, as they read it themselves, plus their files' bytes. */
async function victimView(): Promise<string> {
  const owner = victimOwner.http;
  const vet = victimVet.http;
  const { petId, bookingId } = argsWorld;
  const [pet, ...rest] = await Promise.all([
    owner.query(api.pets.pet, { petId }),
    owner.query(api.pets.myPets, {}),
    owner.query(api.pets.consultations, { petId }),
    owner.query(api.bookings.myBookings, {}),
    owner.query(api.bookings.bookingDetail, { bookingId }),
    owner.query(api.payments.listPaymentMethods, {}),
    owner.query(api.payments.paymentHistory, {}),
    owner.query(api.accounts.viewer, {}),
    owner.query(api.accounts.exportMyData, {}).then(({ exportedAt: _at, ...data }: Record<string, unknown>) => data),
    vet.query(api.vets.myVetProfile, {}),
    vet.query(api.bookings.bookingDetail, { bookingId }),
    vet.query(api.schedule.mySchedule, {}),
    owner.query(api.conversation.thread, { bookingId }),
    vet.query(api.conversation.thread, { bookingId }),
    vet.query(api.conversation.myUnread, {}),
    owner.query(api.onDemand.waitingRoom, { requestId: argsWorld.requestId }),
  ]);
  const vetProfile = rest[8] as { photoUrl: string | null };
  const conversation = rest[11] as { messages: { photoUrl?: string | null }[] };
  const messagePhotoUrl = conversation.messages.find((message) => message.photoUrl)?.photoUrl;
  const files = await Promise.all([
    fileState(pet.photoUrl),
    fileState(vetProfile.photoUrl),
    fileState(seededAvatarUrl),
    fileState(messagePhotoUrl),
  ]);
  return JSON.stringify([pet, ...rest, files], (key, value: unknown) => (VOLATILE_KEYS.has(key) ? undefined : value));
}

function leakedMarkers(value: unknown): string[] {
  const text = JSON.stringify(value ?? null);
  return markers.filter((marker) => text.includes(marker));
}

beforeAll(async () => {
  // The victim's on-demand request must still be waiting when the last call is made.
  app = await startAppBackend({
    SIGN_UPS_PER_MINUTE: "100000",
    BOOKING_COMMANDS_PER_MINUTE: "100000",
    ON_DEMAND_REQUEST_TIMEOUT_MS: String(24 * 3_600_000),
  });
  await seedDemo(app);
  victimOwner = await app.signUp("owner", VICTIM_TEXT.ownerName);
  victimVet = await app.signUp("vet");
  const vetId = await publishVet(victimVet, "Dr Victim");
  const petId = await victimOwner.http.mutation(api.pets.createPet, {
    name: VICTIM_TEXT.petName,
    species: "dog",
    sex: "male",
    allergies: [],
    medications: [],
    notes: VICTIM_TEXT.petNotes,
  });
  await victimOwner.http.mutation(api.pets.addWeight, { petId, value: 31.5, unit: "kg", measuredOn: "2026-11-01" });
  const weightId = (await victimOwner.http.query(api.pets.pet, { petId })).weights[0]!._id;
  const storageId = await upload(victimOwner.http, "petPhoto", TINY_PNG);
  await victimOwner.http.action(api.pets.attachPhoto, { petId, storageId });
  const cardId = await victimOwner.http.action(api.payments.addPaymentMethod, VALID_CARD);
  const { bookingId } = await victimOwner.http.action(api.bookings.book, {
    commandKey: commandKey(),
    vetId,
    petId,
    startsAt: await freeSlot(victimOwner.http, vetId),
    reason: VICTIM_TEXT.reason,
    intakeAnswers: [{ question: "Since when?", answer: "Tuesday" }],
    paymentMethodId: cardId,
  });
  // In French: a matching vet who is on is meant to see it; the attacker vet (English only) must not.
  const { requestId } = await victimOwner.http.action(api.onDemand.requestConsultation, {
    commandKey: commandKey(),
    petId,
    species: "dog",
    language: "fr",
    reason: VICTIM_TEXT.reason,
    paymentMethodId: cardId,
  });
  const note = { subjective: VICTIM_TEXT.draftNote, objective: "o", assessment: "a", plan: "p", followUp: "" };
  await victimVet.http.mutation(api.bookings.saveSummaryDraft, { bookingId, note });
  await victimOwner.http.mutation(api.conversation.sendMessage, { bookingId, text: VICTIM_TEXT.ownerMessage });
  await victimVet.http.mutation(api.conversation.sendMessage, { bookingId, text: VICTIM_TEXT.vetMessage });
  const messagePhotoId = await upload(victimOwner.http, "messagePhoto", TINY_PNG);
  await victimOwner.http.action(api.conversation.sendPhoto, { bookingId, storageId: messagePhotoId });

  const directory = await app.anonymousHttp().query(api.vets.directory, {
    paginationOpts: { numItems: 5, cursor: null },
    sort: "price",
  });
  seededAvatarUrl = directory.page.find((vet) => vet.photoUrl !== null && vet.displayName !== "Dr Victim")!.photoUrl!;
  const svgId = decodeURIComponent(new URL(seededAvatarUrl).pathname.split("/").at(-1)!) as Id<"_storage">;

  const otherOwner = await app.signUp("owner");
  const otherVet = await app.signUp("vet");
  const otherPetId = await otherOwner.http.mutation(api.pets.createPet, {
    name: "Intruder",
    species: "dog",
    sex: "female",
    allergies: [],
    medications: [],
  });
  const otherCardId = await otherOwner.http.action(api.payments.addPaymentMethod, VALID_CARD);
  // The attackers' own consultation, so attacks can aim at a conversation they take part in.
  const otherVetId = await publishVet(otherVet, "Dr Other");
  const { bookingId: attackerBookingId } = await otherOwner.http.action(api.bookings.book, {
    commandKey: commandKey(),
    vetId: otherVetId,
    petId: otherPetId,
    startsAt: await freeSlot(otherOwner.http, otherVetId),
    reason: "Attacker's own consultation",
    intakeAnswers: [],
    paymentMethodId: otherCardId,
  });
  const signedOut = await app.signUp("owner");
  await signedOut.http.action(api.auth.signOut, {});
  await app.setEnv("AUTH_SESSION_TOTAL_DURATION_MS", "2000");
  const expired = await app.signUp("owner").finally(() => app.setEnv("AUTH_SESSION_TOTAL_DURATION_MS", String(30 * 86_400_000)));
  await new Promise((resolve) => setTimeout(resolve, 2_500));

  const ownerId = (await victimOwner.http.query(api.accounts.viewer, {}))!.id;
  argsWorld = {
    vetId,
    petId,
    weightId,
    cardId,
    bookingId,
    storageId,
    svgId,
    otherPetId,
    messagePhotoId,
    attackerBookingId,
    requestId,
  } as unknown as SecurityWorld;
  markers = [ownerId, petId, weightId, cardId, bookingId, requestId, storageId, messagePhotoId, victimOwner.email, ...Object.values(VICTIM_TEXT)];
  const both = (account: Account) => ({ HTTP: account.http, WebSocket: account.socket });
  clients = {
    anonymous: { HTTP: app.anonymousHttp(), WebSocket: app.anonymousSocket() },
    "another owner": both(otherOwner),
    "another vet": both(otherVet),
    "signed-out session": both(signedOut),
    "expired session": both(expired),
  };
}, 180_000);

afterAll(async () => {
  await app?.dispose();
});

describe("authorization matrix over HTTP and WebSocket", () => {
  it("refuses or answers without the victims' data, and leaves everything of theirs, files included, as it was", async () => {
    const functions = (await listPublicFunctions()).sort(
      (a, b) => Number(SESSION_ENDING.has(a.path)) - Number(SESSION_ENDING.has(b.path)),
    );
    const findings: string[] = [];
    const tally = { calls: 0, refused: 0, answered: 0 };
    let baseline = await victimView();
    // Control: the leak detector does see the victims' data when the victim asks for it.
    expect(leakedMarkers(JSON.parse(baseline)).length).toBeGreaterThan(3);

    for (const fn of functions) {
      const entry = FUNCTION_TABLE[fn.path];
      if (entry === undefined) throw new Error(`${fn.path} has no entry in convex/security/public-functions.testing.ts`);
      const signedInOnly = "signedIn" in entry.access;
      for (const args of [entry.args(argsWorld), ...(entry.moreArgs?.(argsWorld) ?? [])]) {
        for (const caller of CALLERS) {
          for (const transport of TRANSPORTS) {
            tally.calls++;
            const where = `${fn.path} as ${caller} over ${transport}`;
            const outcome = await call(clients[caller][transport], fn.kind, fn.path, args);
            const problem = problemWith(outcome, caller, signedInOnly, entry.libraryErrors?.message);
            if (problem !== null) findings.push(`${where}: ${problem}`);
            else if (outcome.kind === "ok") tally.answered++;
            else tally.refused++;
            const now = await victimView();
            if (now !== baseline) {
              findings.push(`${where}: changed what the victims own`);
              baseline = now;
            }
          }
        }
      }
    }
    console.log(
      `authorization matrix over the wire: ${functions.length} public functions, ${CALLERS.length} callers ` +
        `(${CALLERS.join(", ")}), HTTP and WebSocket = ${tally.calls} calls; ${tally.refused} refused, ` +
        `${tally.answered} answered with the caller's own or public data, ${findings.length} leaks ` +
        `(victims re-read after every call, 4 files included)`,
    );
    expect(findings).toEqual([]);
  }, 600_000);
});

function problemWith(outcome: Outcome, caller: Caller, signedInOnly: boolean, libraryError: RegExp | undefined): string | null {
  if (outcome.kind === "crash") return libraryError?.test(outcome.message) === true ? null : `untyped error: ${outcome.message}`;
  const noLiveSession = WITHOUT_LIVE_SESSION.has(caller);
  if (outcome.kind !== "ok") {
    if (noLiveSession && signedInOnly && outcome.kind === "typed" && outcome.code !== "NOT_AUTHENTICATED") {
      return `got ${outcome.code} instead of NOT_AUTHENTICATED`;
    }
    return null;
  }
  if (noLiveSession && signedInOnly) return "answered a caller without a live session";
  const leaked = leakedMarkers(outcome.value);
  return leaked.length > 0 ? `returned ${leaked.join(", ")}` : null;
}
