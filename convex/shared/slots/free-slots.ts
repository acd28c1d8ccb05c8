import type { FreeSlotsInput, Instants } from "./types";
import { availableInstants } from "./availability";
import { DAY_MS, MINUTE_MS } from "../time";


/**
 * The free slots of one vet, as UTC instants sorted by start: the only place slots are computed.
 *
 * Slots are laid end to end from the start of each available interval, measured in real elapsed time,
 * and must fit inside it. A consultation reserves [start − buffer before, end + buffer after); a slot is
 * free when its reservation overlaps no existing booking's. Slots start at least `minimumNotice` after
 * `now` and before `now + horizon`, within the requested window. A paused schedule offers nothing.
 */
export function freeSlots(input: FreeSlotsInput): Instants[] {
  const { rules, now, window } = input;
  if (input.paused) return [];
  const earliestStart = Math.max(window.from, now + rules.minimumNoticeMinutes * MINUTE_MS);
  const startsBefore = Math.min(window.to, now + rules.horizonDays * DAY_MS);
  if (earliestStart >= startsBefore) return [];

  const slotMs = input.slotMinutes * MINUTE_MS;
  const bufferBeforeMs = rules.bufferBeforeMinutes * MINUTE_MS;
  const bufferAfterMs = rules.bufferAfterMinutes * MINUTE_MS;
  const reserved = mergedReservations(input.bookings, bufferBeforeMs, bufferAfterMs);

  const slots: Instants[] = [];
  let next = 0;
  for (const span of availableInstants(input.availability, earliestStart, startsBefore + slotMs)) {
    const skipped = span.startsAt < earliestStart ? Math.ceil((earliestStart - span.startsAt) / slotMs) : 0;
    for (let startsAt = span.startsAt + skipped * slotMs; startsAt + slotMs <= span.endsAt; startsAt += slotMs) {
      if (startsAt >= startsBefore) return slots;
      const endsAt = startsAt + slotMs;
      const reservationStart = startsAt - bufferBeforeMs;
      const reservationEnd = endsAt + bufferAfterMs;
      // Candidates come in increasing order, so reservations ending before this one never matter again.
      let blocking = reserved[next];
      while (blocking !== undefined && blocking.endsAt <= reservationStart) blocking = reserved[++next];
      if (blocking !== undefined && blocking.startsAt < reservationEnd) continue;
      slots.push({ startsAt, endsAt });
    }
  }
  return slots;
}

/** Bookings widened by their buffers, sorted and merged into disjoint spans. */
function mergedReservations(bookings: readonly Instants[], beforeMs: number, afterMs: number): Instants[] {
  const sorted = [...bookings].sort((a, b) => a.startsAt - b.startsAt);
  const merged: Instants[] = [];
  for (const booking of sorted) {
    const startsAt = booking.startsAt - beforeMs;
    const endsAt = booking.endsAt + afterMs;
    const last = merged.at(-1);
    if (last !== undefined && startsAt <= last.endsAt) last.endsAt = Math.max(last.endsAt, endsAt);
    else merged.push({ startsAt, endsAt });
  }
  return merged;
}
