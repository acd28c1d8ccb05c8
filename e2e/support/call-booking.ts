import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import {
  book,
  freeSlots,
  ownerReadyToBook,
  publishedVet,
  roundTheClock,
  type PublishedVet,
  type PublishedVetOptions,
  type ReadyOwner,
} from "./scenarios";
import { wallClockAt, weekdayAt, zoneAtMidday } from "./time-zones";

const MINUTE = 60_000;

/**
 * A published vet whose first free 15-minute slot starts about a minute from now, so a consultation
 * booked into it can be joined at once: the vet works in a zone where it is around midday (so the
 * slot never crosses midnight, whatever the hour of the run), has hours today from that minute on,
 * and no minimum notice. Other days have `options.weeklyHours` (round the clock unless given).
 */
export async function vetFreeFromNow(options: PublishedVetOptions = {}) {
  const now = Date.now();
  const { timeZone, offsetHours } = zoneAtMidday(now);
  const today = weekdayAt(now, offsetHours);
  return await publishedVet({
    ...options,
    timeZone,
    minimumNoticeMinutes: 0,
    consultationMinutes: 15,
    weeklyHours: { ...(options.weeklyHours ?? roundTheClock), [today]: [{ start: wallClockAt(now + MINUTE, offsetHours), end: "23:00" }] },
  });
}

/**
 * A confirmed consultation with such a vet, starting about a minute from now, so its join window is
 * open. A given owner books it; otherwise a new owner with a dog named Bella.
 */
export async function consultationStartingNow(bookingOwner?: ReadyOwner, vetOptions: PublishedVetOptions = {}) {
  const vet = await vetFreeFromNow(vetOptions);
  const owner = bookingOwner ?? (await ownerReadyToBook({ petName: "Bella" }));
  const [slot] = await freeSlots(vet, Date.now(), 1);
  if (slot === undefined) throw new Error("The test vet offers no slot");
  const bookingId = await book(owner, vet, slot.startsAt);
  return { vet, owner, bookingId };
}

/**
 * The consultation is held and cut short by the connection, recorded through the call functions the call pages
 * call: both sides join and report their media connected, the vet's side then reports it lost (the owner's network
 * went), and the vet ends the consultation. The backend judges it interrupted (e2e/call-interrupted-outcome.spec.ts
 * drives the same through two browsers and a real network drop).
 */
export async function cutShortByTheConnection(owner: ReadyOwner, vet: PublishedVet, bookingId: Id<"bookings">) {
  const meetingId = bookingId as string;
  await owner.client.mutation(api.calls.join, { meetingId });
  await vet.client.mutation(api.calls.join, { meetingId });
  await owner.client.mutation(api.calls.reportConnection, { meetingId, connected: true });
  await vet.client.mutation(api.calls.reportConnection, { meetingId, connected: true });
  await vet.client.mutation(api.calls.reportConnection, { meetingId, connected: false });
  await vet.client.mutation(api.calls.endConsultation, { meetingId });
}
