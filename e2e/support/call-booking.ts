import { book, freeSlots, ownerReadyToBook, publishedVet, roundTheClock, type ReadyOwner } from "./scenarios";
import { wallClockAt, weekdayAt, zoneAtMidday } from "./time-zones";

const MINUTE = 60_000;

/**
 * A confirmed 15-minute consultation starting about a minute from now, so its join window is open:
 * the vet works in a zone where it is around midday (so the slot never crosses midnight, whatever
 * the hour of the run), has hours today from that minute on, and no minimum notice. A given owner
 * books it; otherwise a new owner with a dog named Bella.
 */
export async function consultationStartingNow(bookingOwner?: ReadyOwner) {
  const now = Date.now();
  const { timeZone, offsetHours } = zoneAtMidday(now);
  const today = weekdayAt(now, offsetHours);
  const vet = await publishedVet({
    timeZone,
    minimumNoticeMinutes: 0,
    consultationMinutes: 15,
    weeklyHours: { ...roundTheClock, [today]: [{ start: wallClockAt(now + MINUTE, offsetHours), end: "23:00" }] },
  });
  const owner = bookingOwner ?? (await ownerReadyToBook({ petName: "Bella" }));
  const [slot] = await freeSlots(vet, Date.now(), 1);
  if (slot === undefined) throw new Error("The test vet offers no slot");
  const bookingId = await book(owner, vet, slot.startsAt);
  return { vet, owner, bookingId };
}
