import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { freeSlotsForVet } from "../schedule/free-slots-for-vet";
import { readSchedule } from "../schedule/schedule-reads";
import type { Instants } from "../../shared/slots";
import type { BookingState } from "./types";

/**
 * Re-checks, inside the booking transaction, that a slot starting at `startsAt` is still free.
 * Convex serialises conflicting transactions, so two owners can never both pass this check for one slot.
 * `exceptHoldOf`: the interrupted booking whose held slot its owner is taking (free for them alone).
 * A vet who paused new bookings has no free time: that is said as such (BOOKINGS_PAUSED), not as a slot taken.
 */
export async function requireFreeSlot(
  ctx: QueryCtx,
  vetId: Id<"vetProfiles">,
  startsAt: number,
  exceptHoldOf?: Id<"bookings">,
): Promise<Instants> {
  const slots = await freeSlotsForVet(ctx, vetId, { from: startsAt, to: startsAt + 1 }, Date.now(), exceptHoldOf);
  const slot = slots.find((candidate) => candidate.startsAt === startsAt);
  if (slot === undefined) {
    const { paused } = await readSchedule(ctx, vetId);
    throw new ConvexError({ code: paused ? "BOOKINGS_PAUSED" : "SLOT_TAKEN" });
  }
  return { startsAt: slot.startsAt, endsAt: slot.endsAt };
}

/** A command that moves a booking to its vet's free time at `startsAt`, checked in the command's own transaction. */
export function atFreeTime<Command>(ctx: QueryCtx, startsAt: number, command: (slot: Instants) => Command) {
  return async (current: BookingState): Promise<Command> => command(await requireFreeSlot(ctx, current.vetId, startsAt));
}
