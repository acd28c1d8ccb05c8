import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../convex/_generated/api";
import { BackendProcess, repoRoot } from "../conformance/support/backend-process";
import { eventually } from "../conformance/support/clients";
import { exportRows, ownerWithPetAndCard, publishedVet, setBackendEnv } from "./support/vetline-accounts";

/**
 * Reminder emails on the local backend through kill -9 restarts: bookings whose day-before and hour-before
 * reminders fall due (through REMINDER_LEAD_MINUTES, set per booking so their moments land a few seconds
 * apart) while the backend is killed and restarted again and again. Afterwards every reminder has been
 * sent exactly once: none lost with a crash, none repeated by a job that ran again. REMINDER_BOOKINGS and
 * REMINDER_CRASHES change the sizes.
 */
const BOOKINGS = Number(process.env.REMINDER_BOOKINGS ?? 8);
const CRASHES = Number(process.env.REMINDER_CRASHES ?? 8);
const FIRST_DUE_AFTER_MS = 20_000;
const DUE_SPACING_MS = 2_500;
/** The hour-before reminder falls due this long after the day-before one. */
const SECOND_REMINDER_AFTER_MS = 1_300;
const MINUTE_MS = 60_000;

let backend: BackendProcess;

beforeAll(async () => {
  backend = await BackendProcess.start({ functionsDir: join(repoRoot, "convex") });
  for (const limit of ["BOOKING_COMMANDS_PER_MINUTE", "SIGN_UPS_PER_MINUTE"]) await setBackendEnv(backend, limit, "100000");
}, 120_000);

afterAll(async () => {
  await backend?.dispose();
});

describe("reminders on the local backend under kill -9", () => {
  it(`sends each of ${BOOKINGS * 2} reminders exactly once across at least ${CRASHES} kill -9 restarts`, async () => {
    const vet = await publishedVet(backend, { displayName: "Dr Remind" });
    const owners = await Promise.all(Array.from({ length: BOOKINGS }, () => ownerWithPetAndCard(backend, "Remi")));
    const from = Date.now() + 2 * 24 * 3_600_000;
    const slots = (await new ConvexHttpClient(backend.url).query(api.schedule.freeSlots, { vetId: vet.vetId, from, to: from + 3 * 24 * 3_600_000 }))
      .map((slot) => slot.startsAt)
      .filter((_, index) => index % 2 === 0);
    const firstDueAt = Date.now() + FIRST_DUE_AFTER_MS + BOOKINGS * 3_000;
    for (const [index, owner] of owners.entries()) {
      const startsAt = slots[index];
      if (startsAt === undefined) throw new Error("out of free slots");
      const dueAt = firstDueAt + index * DUE_SPACING_MS;
      const leadMinutes = (startsAt - dueAt) / MINUTE_MS;
      await setBackendEnv(backend, "REMINDER_LEAD_MINUTES", `${leadMinutes},${leadMinutes - SECOND_REMINDER_AFTER_MS / MINUTE_MS}`);
      await owner.http.action(api.bookings.book, {
        commandKey: `reminders-${process.pid}-${index}`,
        vetId: vet.vetId,
        petId: owner.petId,
        startsAt,
        reason: "Reminder load",
        intakeAnswers: [],
        paymentMethodId: owner.cardId,
      });
    }
    expect(Date.now(), "every booking was made before its first reminder fell due").toBeLessThan(firstDueAt);

    // Crash again and again while the reminders fall due: some are sent, some in flight, some due while it is down.
    const lastDueAt = firstDueAt + (BOOKINGS - 1) * DUE_SPACING_MS + SECOND_REMINDER_AFTER_MS;
    const downtimes: { from: number; to: number }[] = [];
    const startedAt = Date.now();
    let crashes = 0;
    while (crashes < CRASHES || Date.now() < lastDueAt + 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1_500));
      const from = Date.now();
      await backend.kill9();
      await backend.launch();
      downtimes.push({ from, to: Date.now() });
      crashes++;
    }

    const sent = await eventually(
      async () => (await exportRows(backend)).filter(({ table }) => table === "consultationReminders"),
      (rows) => rows.length === BOOKINGS * 2 && rows.every(({ doc }) => doc.status === "sent"),
      { timeoutMs: 60_000, intervalMs: 1_000 },
    ).catch(async () => (await exportRows(backend)).filter(({ table }) => table === "consultationReminders"));
    const outbox = (await exportRows(backend)).filter(({ table, doc }) => table === "emailOutbox" && doc.kind === "consultationReminder");
    const toOwner = owners.map((owner) => outbox.filter(({ doc }) => doc.recipient === owner.email).length);
    const toVet = outbox.filter(({ doc }) => doc.recipient === vet.email).length;
    const dueWhileDown = sent.filter(({ doc }) =>
      downtimes.some(({ from, to }) => Number(doc.dueAt) >= from && Number(doc.dueAt) < to),
    ).length;
    console.log(
      `reminders under crashes: ${BOOKINGS} bookings, ${crashes} kill -9 restarts over ${((Date.now() - startedAt) / 1000).toFixed(0)} s; ` +
        `${sent.filter(({ doc }) => doc.status === "sent").length}/${BOOKINGS * 2} sent, ${outbox.length} reminder emails ` +
        `(expected ${BOOKINGS * 4}); ${dueWhileDown} fell due while the backend was down`,
    );
    expect(sent.map(({ doc }) => doc.status)).toEqual(Array.from({ length: BOOKINGS * 2 }, () => "sent"));
    expect(toOwner, "reminder emails per owner (one day-before, one hour-before)").toEqual(owners.map(() => 2));
    expect(toVet, "reminder emails to the vet").toBe(BOOKINGS * 2);
    expect(dueWhileDown, "reminders that fell due while the backend was down (the run must exercise recovery)").toBeGreaterThan(0);
  }, 300_000);
});
