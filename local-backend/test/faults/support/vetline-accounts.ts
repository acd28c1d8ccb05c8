import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { type BackendProcess, makeTempDir, runCli } from "../../conformance/support/backend-process";
import { httpClient } from "../../conformance/support/clients";

/** Accounts, a published vet and data export for fault suites that run the real functions (convex/). */

let accountCounter = 0;

export async function signUp(backend: BackendProcess, role: "owner" | "vet", timeZone = "UTC") {
  const id = `${process.pid}-${++accountCounter}`;
  const email = `${role}-${id}@faults.test`;
  const params: Record<string, string> = {
    flow: "signUp",
    role,
    email,
    password: `faults correct horse ${id}`,
    name: `${role} ${id}`,
    locale: "en",
    timeZone,
  };
  if (role === "vet") Object.assign(params, { licenceNumber: `LIC-${id}`, licenceCountry: "DE" });
  const result = await httpClient(backend).action(api.auth.signIn, {
    provider: "password",
    params,
  });
  if (!result.tokens) throw new Error(`no tokens for ${email}`);
  const http = httpClient(backend);
  http.setAuth(result.tokens.token);
  return { email, token: result.tokens.token, http };
}

/** An owner with a dog and a default test card. */
export async function ownerWithPetAndCard(backend: BackendProcess, petName = "Racer") {
  const account = await signUp(backend, "owner");
  const petId = await account.http.mutation(api.pets.createPet, {
    name: petName,
    species: "dog",
    sex: "female",
    allergies: [],
    medications: [],
  });
  const cardId = await account.http.action(api.payments.addPaymentMethod, {
    number: "4242 4242 4242 4242",
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: "123",
    makeDefault: true,
  });
  return { ...account, petId, cardId };
}

const allDay = [{ start: "00:00", end: "24:00" }];
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A published vet in UTC, open around the clock every day, with `slotMinutes` consultations. */
export async function publishedVet(
  backend: BackendProcess,
  { displayName = "Dr Race", slotMinutes = 20 }: { displayName?: string; slotMinutes?: 15 | 20 | 30 } = {},
) {
  const { http, email, token } = await signUp(backend, "vet");
  await http.mutation(api.vets.updateVetProfile, {
    displayName,
    bio: { en: "Faults" },
    languages: ["en"],
    species: ["dog"],
    specialties: [],
    licenceNumber: "LIC-FAULTS",
    licenceCountry: "DE",
    consultationMinutes: slotMinutes,
    priceMinor: 4000,
    currency: "EUR",
    timeZone: "UTC",
  });
  await http.mutation(api.schedule.setWeeklyHours, {
    weeklyHours: {
      monday: allDay,
      tuesday: allDay,
      wednesday: allDay,
      thursday: allDay,
      friday: allDay,
      saturday: allDay,
      sunday: allDay,
    },
  });
  await http.mutation(api.schedule.setBookingRules, {
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 60,
    horizonDays: 60,
  });
  const uploadUrl = await http.mutation(api.files.generateUploadUrl, { purpose: "vetPhoto" });
  const upload = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: TINY_PNG });
  const { storageId } = (await upload.json()) as { storageId: Id<"_storage"> };
  await http.action(api.vets.attachPhoto, { storageId });
  await http.mutation(api.vets.setPublished, { published: true });
  const profile = await http.query(api.vets.myVetProfile, {});
  if (profile === null) throw new Error("no vet profile");
  return { vetId: profile._id as Id<"vetProfiles">, email, token };
}

export async function setBackendEnv(backend: BackendProcess, name: string, value: string): Promise<void> {
  const result = await runCli(["env", "set", name, value, ...backend.cliArgs()]);
  if (result.code !== 0) throw new Error(result.stderr);
}

export type ExportedRow = { table: string; doc: Record<string, unknown> };

/** Every table's rows through the backend's own export (the same as `npm run local-backend -- export`). */
export async function exportRows(backend: BackendProcess): Promise<ExportedRow[]> {
  const file = join(makeTempDir("faults-export"), "data.jsonl");
  const result = await runCli(["export", file, ...backend.cliArgs()]);
  if (result.code !== 0) throw new Error(result.stderr);
  const rows = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  rmSync(file, { force: true });
  return rows.flatMap((row) => {
    const table = (row.table ?? row._table) as string | undefined;
    const doc = (row.doc ?? row.document ?? row) as Record<string, unknown>;
    return table === undefined ? [] : [{ table, doc }];
  });
}
