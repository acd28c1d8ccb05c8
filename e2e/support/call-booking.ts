import { book, freeSlots, ownerReadyToBook, publishedVet, roundTheClock, type ReadyOwner } from "./scenarios";

const MINUTE = 60_000;
const weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/**
 * A confirmed 15-minute consultation starting about a minute from now, so its join window is open:
 * the vet (in UTC) has hours today from that minute on, and no minimum notice. A given owner books
 * it; otherwise a new owner with a dog named Bella.
 */
export async function consultationStartingNow(bookingOwner?: ReadyOwner) {
  const start = new Date(Math.ceil((Date.now() + MINUTE) / MINUTE) * MINUTE);
  const wallClock = `${String(start.getUTCHours()).padStart(2, "0")}:${String(start.getUTCMinutes()).padStart(2, "0")}`;
  const today = weekdays[start.getUTCDay()] ?? "monday";
  const vet = await publishedVet({
    timeZone: "UTC",
    minimumNoticeMinutes: 0,
    consultationMinutes: 15,
    weeklyHours: { ...roundTheClock, [today]: [{ start: wallClock, end: "24:00" }] },
  });
  const owner = bookingOwner ?? (await ownerReadyToBook({ petName: "Bella" }));
  const [slot] = await freeSlots(vet, Date.now(), 1);
  if (slot === undefined) throw new Error("The test vet offers no slot");
  const bookingId = await book(owner, vet, slot.startsAt);
  return { vet, owner, bookingId };
}
