import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { freeSlots } from "../../shared/slots/free-slots";
import type { Instants } from "../../shared/slots/types";
import { asInstants, bookingsHoldingTime, heldSlots, readAvailability, readSchedule, type VetSchedule } from "./schedule-reads";
import { DAY_MS, MINUTE_MS } from "../../shared/time";

const NEXT_SLOT_SEARCH_STEP_DAYS = 7;

/**
 * The vet's free slots starting in [from, to), as computed by the slot module from the stored schedule, the
 * bookings holding time and the slots held for free new consultations (except the hold of `exceptHoldOf`, for its
 * owner's choice). The booking mutation calls this inside its transaction to re-check a slot.
 */
export async function freeSlotsForVet(
  ctx: QueryCtx,
  vetId: Id<"vetProfiles">,
  window: { from: number; to: number },
  now: number = Date.now(),
  exceptHoldOf?: Id<"bookings">,
): Promise<Instants[]> {
  const vet = await ctx.db.get(vetId);
  if (vet === null) return [];
  return await freeSlotsOf(ctx, vet, await readSchedule(ctx, vetId), window, now, exceptHoldOf);
}

async function freeSlotsOf(
  ctx: QueryCtx,
  vet: Doc<"vetProfiles">,
  schedule: VetSchedule,
  window: { from: number; to: number },
  now: number,
  exceptHoldOf?: Id<"bookings">,
): Promise<Instants[]> {
  if (schedule.paused || Number.isNaN(window.from) || Number.isNaN(window.to)) return [];
  // Only what can matter inside the bookable part of the window is read.
  const from = Math.max(window.from, now + schedule.rules.minimumNoticeMinutes * MINUTE_MS);
  const to = Math.min(window.to, now + schedule.rules.horizonDays * DAY_MS);
  if (from >= to) return [];
  const [availability, bookings, held] = await Promise.all([
    readAvailability(ctx, vet, schedule.weeklyHours, from, to),
    bookingsHoldingTime(ctx, vet._id, from, to),
    heldSlots(ctx, vet._id, { from, to, now }, exceptHoldOf),
  ]);
  return freeSlots({
    availability,
    rules: schedule.rules,
    slotMinutes: vet.consultationMinutes,
    paused: schedule.paused,
    bookings: [...bookings.map(asInstants), ...held],
    now,
    window: { from, to },
  });
}

/** Start of the vet's earliest free slot, or null when none is free within the horizon (for the directory). */
export async function nextFreeSlot(
  ctx: QueryCtx,
  vetId: Id<"vetProfiles">,
  now: number = Date.now(),
): Promise<number | null> {
  const vet = await ctx.db.get(vetId);
  if (vet === null) return null;
  const schedule = await readSchedule(ctx, vetId);
  if (schedule.paused) return null;
  const horizonEnd = now + schedule.rules.horizonDays * DAY_MS;
  // A week at a time: most vets have a free slot in the first one.
  for (let from = now; from < horizonEnd; from += NEXT_SLOT_SEARCH_STEP_DAYS * DAY_MS) {
    const to = Math.min(horizonEnd, from + NEXT_SLOT_SEARCH_STEP_DAYS * DAY_MS);
    const [first] = await freeSlotsOf(ctx, vet, schedule, { from, to }, now);
    if (first !== undefined) return first.startsAt;
  }
  return null;
}

/** Whether the vet has any weekly hours at all, required before publishing a profile. */
export async function hasWeeklyAvailability(ctx: QueryCtx, vetId: Id<"vetProfiles">): Promise<boolean> {
  const { weeklyHours } = await readSchedule(ctx, vetId);
  return Object.values(weeklyHours).some((intervals) => intervals.length > 0);
}
