import type { Availability, Instants } from "./types";
import { availableInstants } from "./availability";

/**
 * The bookings that no longer fit inside any available interval, e.g. after the vet changed their hours.
 * They keep their time; the schedule page flags them for the vet to handle.
 */
export function bookingsOutsideHours<Booking extends Instants>(
  availability: Availability,
  bookings: readonly Booking[],
): Booking[] {
  const sorted = [...bookings].sort((a, b) => a.startsAt - b.startsAt);
  const from = sorted[0]?.startsAt;
  if (from === undefined) return [];
  const to = sorted.reduce((latest, booking) => Math.max(latest, booking.endsAt), from);
  const spans = availableInstants(availability, from, to);
  const outside: Booking[] = [];
  let next = 0;
  for (const booking of sorted) {
    let span = spans[next];
    while (span !== undefined && span.endsAt <= booking.startsAt) span = spans[++next];
    const fits = span !== undefined && span.startsAt <= booking.startsAt && booking.endsAt <= span.endsAt;
    if (!fits) outside.push(booking);
  }
  return outside;
}
