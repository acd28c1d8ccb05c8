import { v, type Infer } from "convex/values";
import type { BookingEvent } from "../bookings/types";

export const monthFiguresValidator = v.object({
  held: v.number(),
  cancellations: v.number(),
  noShows: v.number(),
  /** Captured minus refunded, per currency, in minor units. */
  revenue: v.array(v.object({ currency: v.string(), amountMinor: v.number() })),
});
export type MonthFigures = Infer<typeof monthFiguresValidator>;

/**
 * The vet's figures for what happened `since` then (30 days ago), folded from each booking's events by
 * when they happened, rather than from its current projection or its slot's time, so they agree with the timeline
 * both sides see: a consultation held before its slot, or a cancelled future one, counts at once. An interrupted
 * consultation is not counted as held.
 */
export function figuresFromEvents(
  streams: Array<{ currency: string; events: Array<{ event: BookingEvent; at: number }> }>,
  since: number,
): MonthFigures {
  let held = 0;
  let cancellations = 0;
  let noShows = 0;
  const revenue = new Map<string, number>();
  for (const { currency, events } of streams) {
    const interrupted = events.some(({ event }) => event.type === "consultation_interrupted");
    for (const { event, at } of events) {
      if (at < since) continue;
      switch (event.type) {
        case "call_ended":
          if (!interrupted) held += 1;
          break;
        case "booking_cancelled":
          cancellations += 1;
          break;
        case "no_show_recorded":
          noShows += 1;
          break;
        case "payment_captured":
          revenue.set(currency, (revenue.get(currency) ?? 0) + event.data.amountMinor);
          break;
        case "payment_refunded":
          revenue.set(currency, (revenue.get(currency) ?? 0) - event.data.amountMinor);
          break;
        default:
          break;
      }
    }
  }
  return {
    held,
    cancellations,
    noShows,
    revenue: [...revenue].map(([currency, amountMinor]) => ({ currency, amountMinor })).sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

/** A consultation that took place and still has no published notes. */
export function needsNotes(events: BookingEvent[]): boolean {
  return events.some((event) => event.type === "call_ended") && !events.some((event) => event.type === "summary_published");
}
