import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { offsetMs } from "../../shared/slots/zoned-time";
import { refreshNextFreeSlot } from "../vets/vet-commands";
import { readScheduleDoc } from "./schedule-reads";
import { shiftWeeklyHours } from "./shift-weekly-hours";
import { MINUTE_MS } from "../../shared/time";


/**
 * What a vet's weekly hours do when their zone changes: keep their clock times (09:00 stays 09:00, now in the new
 * zone, so the hours move for owners) or keep their instants (the clock times move by the zones' difference today,
 * so owners see the same free times). Date changes keep their clock times either way.
 */
export type HoursOnZoneChange = "keepClockTimes" | "keepInstants";

/**
 * A person has one zone (ADR 0012): when a vet's account zone changes, their profile's zone (the zone of their
 * hours) changes with it, in the same transaction.
 */
export async function followZoneChange(
  ctx: MutationCtx,
  user: Doc<"users">,
  newZone: string,
  hours: HoursOnZoneChange,
  now: number,
): Promise<void> {
  const vet = await ctx.db
    .query("vetProfiles")
    .withIndex("by_user", (q) => q.eq("userId", user._id))
    .unique();
  if (vet === null || vet.timeZone === newZone) return;
  if (hours === "keepInstants") {
    const schedule = await readScheduleDoc(ctx, vet._id);
    if (schedule !== null) {
      const shiftMinutes = Math.round((offsetMs(newZone, now) - offsetMs(vet.timeZone, now)) / MINUTE_MS);
      await ctx.db.patch(schedule._id, { weeklyHours: shiftWeeklyHours(schedule.weeklyHours, shiftMinutes) });
    }
  }
  await ctx.db.patch(vet._id, { timeZone: newZone });
  await refreshNextFreeSlot(ctx, vet._id);
}
