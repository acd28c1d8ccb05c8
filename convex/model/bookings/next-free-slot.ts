import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { refreshNextFreeSlot } from "../vets/vet-commands";
import type { BookingEvent, BookingState } from "./types";

/** Instants whose availability the events changed: a slot taken, held or given back. */
function touchedStarts(state: BookingState, events: readonly BookingEvent[]): number[] {
  return events.flatMap((event) => {
    if (event.type === "booking_confirmed" || event.type === "booking_cancelled") return [state.startsAt];
    if (event.type === "booking_rescheduled") return [event.data.fromStartsAt, event.data.startsAt];
    if (event.type === "rebooking_slot_held" || event.type === "rebooking_hold_released") return [event.data.startsAt];
    return [];
  });
}

/**
 * Keeps the directory's "next free slot" true after a booking takes or frees time. Only a change at or before
 * the current next free slot can move it, so most bookings skip the (larger) recomputation.
 */
export async function keepNextFreeSlotFresh(
  ctx: MutationCtx,
  vetId: Id<"vetProfiles">,
  state: BookingState,
  events: readonly BookingEvent[],
): Promise<void> {
  const touched = touchedStarts(state, events);
  if (touched.length === 0) return;
  const vet = await ctx.db.get(vetId);
  if (vet === null) return;
  const next = vet.nextFreeSlotAt;
  if (next === undefined || touched.some((startsAt) => startsAt <= next)) await refreshNextFreeSlot(ctx, vetId);
}
