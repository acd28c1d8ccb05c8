import { createHash } from "node:crypto";
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import WebSocket from "ws";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { BackendProcess, repoRoot, runCli } from "../conformance/support/backend-process";
import { httpClient } from "../conformance/support/clients";

/**
 * The real functions (convex/) on the local backend, reached only through the official clients, as an
 * attacker would: HTTP (ConvexHttpClient) and WebSocket (ConvexClient). Accounts sign up through the real
 * sign-up action; nothing is written behind the functions' back except the seed, run with the admin key as
 * `npm start` does.
 */

const silentLogger = { log() {}, warn() {}, error() {}, logVerbose() {} };

export const VICTIM_TEXT = {
  ownerName: "Olivia Victimsdottir",
  petName: "Rexington Victimpet",
  petNotes: "Hides under the sofa during thunderstorms",
  reason: "Limping on the left hind leg since Tuesday",
  draftNote: "Suspected cruciate ligament strain",
  ownerMessage: "The swelling got worse overnight",
  vetMessage: "Keep the leg still and send a photo tomorrow",
} as const;

/** A 1×1 PNG: the smallest photo the upload checks accept. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export type Account = {
  email: string;
  token: string;
  http: ConvexHttpClient;
  socket: ConvexClient;
};

export type AppBackend = {
  backend: BackendProcess;
  signUp(role: "owner" | "vet", name?: string): Promise<Account>;
  anonymousHttp(): ConvexHttpClient;
  anonymousSocket(): ConvexClient;
  setEnv(name: string, value: string): Promise<void>;
  dispose(): Promise<void>;
};

export async function startAppBackend(env: Record<string, string> = {}): Promise<AppBackend> {
  const backend = await BackendProcess.start({ functionsDir: join(repoRoot, "convex") });
  const sockets: ConvexClient[] = [];
  let counter = 0;

  const socketClient = (token: string | null) => {
    const client = new ConvexClient(backend.url, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      unsavedChangesWarning: false,
      logger: silentLogger,
    });
    if (token !== null) client.setAuth(async () => token);
    sockets.push(client);
    return client;
  };
  const httpFor = (token: string | null) => {
    const client = new ConvexHttpClient(backend.url, { logger: silentLogger });
    if (token !== null) client.setAuth(token);
    return client;
  };
  const setEnv = async (name: string, value: string) => {
    const result = await runCli(["env", "set", name, value, ...backend.cliArgs()]);
    if (result.code !== 0) throw new Error(result.stderr);
  };
  for (const [name, value] of Object.entries(env)) await setEnv(name, value);

  return {
    backend,
    setEnv,
    anonymousHttp: () => httpFor(null),
    anonymousSocket: () => socketClient(null),
    async signUp(role, name) {
      const id = `${process.pid}-${++counter}`;
      const email = `${role}-${id}@security.test`;
      const params: Record<string, string> = {
        flow: "signUp",
        role,
        email,
        password: `security correct horse ${id}`,
        name: name ?? `${role} ${id}`,
        locale: "en",
        timeZone: "UTC",
      };
      if (role === "vet") Object.assign(params, { licenceNumber: `LIC-${id}`, licenceCountry: "DE" });
      const result = await httpFor(null).action(api.auth.signIn, { provider: "password", params });
      if (!result.tokens) throw new Error(`no tokens for ${email}`);
      const token = result.tokens.token;
      return { email, token, http: httpFor(token), socket: socketClient(token) };
    },
    async dispose() {
      await Promise.all(sockets.map((client) => client.close()));
      await backend.dispose();
    },
  };
}

/** Uploads bytes as the browser does: an upload URL for `purpose`, then a POST of the file. */
export async function upload(
  client: ConvexHttpClient,
  purpose: "petPhoto" | "vetPhoto" | "messagePhoto",
  bytes: Buffer,
  contentType = "image/png",
): Promise<Id<"_storage">> {
  const url = await client.mutation(api.files.generateUploadUrl, { purpose });
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": contentType }, body: new Uint8Array(bytes) });
  if (!response.ok) throw new Error(`upload failed with ${response.status}`);
  return ((await response.json()) as { storageId: Id<"_storage"> }).storageId;
}

/** A file's state as anyone holding its URL sees it: status and a digest of the bytes. */
export async function fileState(url: string | null | undefined): Promise<string> {
  if (url === null || url === undefined) return "no url";
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return `${response.status} ${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}`;
}

const allDay = [{ start: "00:00", end: "24:00" }];
export const ROUND_THE_CLOCK = {
  monday: allDay,
  tuesday: allDay,
  wednesday: allDay,
  thursday: allDay,
  friday: allDay,
  saturday: allDay,
  sunday: allDay,
};

export const VALID_CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123", makeDefault: true };

/** A complete, published vet with a photo and round-the-clock hours. */
export async function publishVet(vet: Account, displayName: string): Promise<Id<"vetProfiles">> {
  await vet.http.mutation(api.vets.updateVetProfile, {
    displayName,
    bio: { en: "Treats dogs." },
    languages: ["en"],
    species: ["dog"],
    specialties: [],
    licenceNumber: "LIC-SEC",
    licenceCountry: "DE",
    consultationMinutes: 20,
    priceMinor: 4500,
    currency: "EUR",
    timeZone: "UTC",
  });
  await vet.http.mutation(api.schedule.setWeeklyHours, { weeklyHours: ROUND_THE_CLOCK });
  await vet.http.mutation(api.schedule.setBookingRules, {
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 60,
    horizonDays: 60,
  });
  await vet.http.action(api.vets.attachPhoto, { storageId: await upload(vet.http, "vetPhoto", TINY_PNG) });
  await vet.http.mutation(api.vets.setPublished, { published: true });
  const profile = await vet.http.query(api.vets.myVetProfile, {});
  return profile._id as Id<"vetProfiles">;
}

/** A free slot of the vet a day or more ahead (the `nth`, so tests can take different ones). */
export async function freeSlot(client: ConvexHttpClient, vetId: string, nth = 0): Promise<number> {
  const from = Date.now() + 24 * 3_600_000;
  const slots = await client.query(api.schedule.freeSlots, { vetId, from, to: from + 7 * 24 * 3_600_000 });
  const slot = slots[nth * 3];
  if (slot === undefined) throw new Error("no free slot");
  return slot.startsAt;
}

let commandCounter = 0;
export const commandKey = () => `security-${process.pid}-${++commandCounter}`;

/** Runs the demo seed with the admin key, as `npm start` does on a fresh install. */
export async function seedDemo(app: AppBackend): Promise<void> {
  const admin = httpClient(app.backend, { admin: true });
  await admin.function(makeFunctionReference<"action">("seed:demo"), undefined, {});
}
