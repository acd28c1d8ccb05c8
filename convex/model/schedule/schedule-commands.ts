import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { requireValid } from "../input/require-valid";
import { MAX_OVERRIDE_DAYS_AHEAD, MAX_OVERRIDES_AHEAD } from "../../shared/policy";
import type { BookingRules, WallClockInterval, WeeklyHours } from "../../shared/slots/types";
import { formatCalendarDate } from "../../shared/slots/wall-clock";
import { localDayOf } from "../../shared/slots/zoned-time";
import { defaultBookingRules, emptyWeeklyHours } from "../../shared/schedule/default-hours";
import { bookingRulesSchema, dateOverrideSchema, weeklyHoursSchema } from "../../shared/schedule/schedule-input";
import { readOverrides, readScheduleDoc } from "./schedule-reads";

type SchedulePatch = Partial<Pick<Doc<"schedules">, "weeklyHours" | "paused" | keyof BookingRules>>;

/** Changes a vet's schedule, creating it on first save. Existing bookings are never touched. */
async function saveSchedule(ctx: MutationCtx, vetId: Id<"vetProfiles">, patch: SchedulePatch) {
  const existing = await readScheduleDoc(ctx, vetId);
  if (existing !== null) {
    await ctx.db.patch(existing._id, patch);
    return;
  }
  await ctx.db.insert("schedules", {
    vetId,
    weeklyHours: emptyWeeklyHours(),
    ...defaultBookingRules(),
    paused: false,
    ...patch,
  });
}

export async function setWeeklyHours(ctx: MutationCtx, vet: Doc<"vetProfiles">, input: WeeklyHours) {
  await saveSchedule(ctx, vet._id, { weeklyHours: requireValid(weeklyHoursSchema, input) });
}

export async function setBookingRules(ctx: MutationCtx, vet: Doc<"vetProfiles">, input: BookingRules) {
  await saveSchedule(ctx, vet._id, requireValid(bookingRulesSchema, input));
}

export async function setPaused(ctx: MutationCtx, vet: Doc<"vetProfiles">, paused: boolean) {
  await saveSchedule(ctx, vet._id, { paused });
}

/** The dates on which a vet may set an override: today in their zone up to a year ahead. */
export function overrideDateRange(vet: Doc<"vetProfiles">, now: number): { today: string; latest: string } {
  const today = localDayOf(vet.timeZone, now);
  return { today: formatCalendarDate(today), latest: formatCalendarDate(today + MAX_OVERRIDE_DAYS_AHEAD) };
}

async function findOverride(ctx: MutationCtx, vetId: Id<"vetProfiles">, date: string) {
  return await ctx.db
    .query("scheduleOverrides")
    .withIndex("by_vet_and_date", (q) => q.eq("vetId", vetId).eq("date", date))
    .unique();
}

export async function setOverride(
  ctx: MutationCtx,
  vet: Doc<"vetProfiles">,
  input: { date: string; intervals: WallClockInterval[] },
  now: number,
) {
  const { today, latest } = overrideDateRange(vet, now);
  const { date, intervals } = requireValid(dateOverrideSchema(today, latest), input);
  const existing = await findOverride(ctx, vet._id, date);
  if (existing !== null) {
    await ctx.db.patch(existing._id, { intervals });
    return;
  }
  const upcoming = await readOverrides(ctx, vet._id, today, latest);
  if (upcoming.length >= MAX_OVERRIDES_AHEAD) {
    throw new ConvexError({ code: "TOO_MANY_OVERRIDES", max: MAX_OVERRIDES_AHEAD });
  }
  await ctx.db.insert("scheduleOverrides", { vetId: vet._id, date, intervals });
}

/** Removing an override that is not there is not an error: the outcome the vet asked for holds. */
export async function removeOverride(ctx: MutationCtx, vet: Doc<"vetProfiles">, date: string) {
  const existing = await findOverride(ctx, vet._id, date);
  if (existing !== null) await ctx.db.delete(existing._id);
}
