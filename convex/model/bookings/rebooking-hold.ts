import type { MutationCtx } from "../../_generated/server";
import { freeSlotsForVet } from "../schedule/free-slots-for-vet";
import { DAY_MS } from "../../shared/time";
import { interruptionOf } from "./connection-time";
import type { BookingCommand, BookingState } from "./types";

/** How far ahead the slot held for a free new consultation is looked for (as far as the owner's offer looks). */
const HOLD_SEARCH_DAYS = 14;

/**
 * Ending the call at `now`: when the connection policy will judge it interrupted, the command carries the vet's
 * first free slot, which the decider then holds for the owner's free new consultation (ADR 0031). Other calls
 * read no slots.
 */
export function endCallCommand(ctx: MutationCtx, now: number) {
  return async (current: BookingState): Promise<Extract<BookingCommand, { type: "end_call" }>> => {
    if (current.status !== "in_call" || interruptionOf(current, now) === null) return { type: "end_call", now };
    const [slot] = await freeSlotsForVet(ctx, current.vetId, { from: now, to: now + HOLD_SEARCH_DAYS * DAY_MS }, now);
    return slot === undefined ? { type: "end_call", now } : { type: "end_call", now, rebookingSlot: slot };
  };
}
