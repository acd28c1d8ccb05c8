import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { freeSlotsForVet } from "../schedule/free-slots-for-vet";
import { readSchedule } from "../schedule/schedule-reads";
import type { Instants } from "../../shared/slots";
import { DAY_MS, MINUTE_MS } from "../../shared/time";
import type { BookingState } from "./types";

/**
 * Re-checks, inside the booking transaction, that a slot starting at `startsAt` is still free.
 * Convex serialises conflicting transactions, so two owners can never both pass this check for one slot.
 * `exceptHoldOf`: the interrupted booking whose held slot its owner is taking (free for them alone).
 * A vet who paused new bookings has no free time: that is said as such (BOOKINGS_PAUSED), not as a slot taken.
 * Nor is a time that would still be free but now starts within the vet's minimum notice (or has started): the
 * owner waited too long, or the vet raised the notice, and nobody took it (SLOT_TOO_SOON).
 */
export async function requireFreeSlot(
  ctx: QueryCtx,
  vetId: Id<"vetProfiles">,
  startsAt: number,
  exceptHoldOf?: Id<"bookings">,
): Promise<Instants> {
  const now = Date.now();
  const slot = await freeSlotAt(ctx, vetId, startsAt, now, exceptHoldOf);
  if (slot !== undefined) return slot;
  const { paused, rules } = await readSchedule(ctx, vetId);
  if (paused) throw new ConvexError({ code: "BOOKINGS_PAUSED" });
  const bookableFrom = now + rules.minimumNoticeMinutes * MINUTE_MS;
  // As it was when its notice began: if it was free then, only the notice keeps it from being booked now. A time
  // that started a day or more ago is simply not free (nor a time a page could still offer).
  const nearNow = startsAt > now - DAY_MS && startsAt < bookableFrom;
  const tooSoon = nearNow && (await freeSlotAt(ctx, vetId, startsAt, startsAt - rules.minimumNoticeMinutes * MINUTE_MS - 1, exceptHoldOf)) !== undefined;
  throw new ConvexError({ code: tooSoon ? "SLOT_TOO_SOON" : "SLOT_TAKEN" });
}

async function freeSlotAt(ctx: QueryCtx, vetId: Id<"vetProfiles">, startsAt: number, now: number, exceptHoldOf?: Id<"bookings">): Promise<Instants | undefined> {
  const slots = await freeSlotsForVet(ctx, vetId, { from: startsAt, to: startsAt + 1 }, now, exceptHoldOf);
  const slot = slots.find((candidate) => candidate.startsAt === startsAt);
  return slot === undefined ? undefined : { startsAt: slot.startsAt, endsAt: slot.endsAt };
}

/** A command that moves a booking to its vet's free time at `startsAt`, checked in the command's own transaction. */
export function atFreeTime<Command>(ctx: QueryCtx, startsAt: number, command: (slot: Instants) => Command) {
  return async (current: BookingState): Promise<Command> => command(await requireFreeSlot(ctx, current.vetId, startsAt));
}
