import { ConvexError, v } from "convex/values";
import { currentViewer, publicQuery, vetMutation, vetQuery } from "./functions";
import * as scheduleCommands from "./model/schedule/schedule-commands";
import { freeSlotsForVet } from "./model/schedule/free-slots-for-vet";
import {
  bookingOutsideHoursValidator,
  myScheduleValidator,
  mySchedule as readMySchedule,
  scheduleCalendar,
  scheduleCalendarValidator,
  upcomingBookingsOutsideHours,
} from "./model/schedule/schedule-views";
import { refreshNextFreeSlot, requireOwnVetProfile } from "./model/vets/vet-commands";
import { bookingRulesFields, wallClockIntervalValidator, weeklyHoursValidator } from "./tables/schedule";

const instantsValidator = v.object({ startsAt: v.number(), endsAt: v.number() });
const windowArgs = { from: v.number(), to: v.number() };

/** The signed-in vet's weekly hours, booking rules, pause switch and upcoming overrides. */
export const mySchedule = vetQuery({
  args: {},
  returns: myScheduleValidator,
  handler: async (ctx) => await readMySchedule(ctx, await requireOwnVetProfile(ctx, ctx.viewer), Date.now()),
});

/** Available time and bookings in a window of up to six weeks, bookings outside the hours flagged. */
export const calendar = vetQuery({
  args: windowArgs,
  returns: scheduleCalendarValidator,
  handler: async (ctx, window) =>
    await scheduleCalendar(ctx, await requireOwnVetProfile(ctx, ctx.viewer), window, Date.now()),
});

/** Upcoming bookings that no longer fit the vet's hours: kept, and listed for the vet to handle. */
export const bookingsOutsideHours = vetQuery({
  args: {},
  returns: v.array(bookingOutsideHoursValidator),
  handler: async (ctx) => await upcomingBookingsOutsideHours(ctx, await requireOwnVetProfile(ctx, ctx.viewer), Date.now()),
});

export const setWeeklyHours = vetMutation({
  args: { weeklyHours: weeklyHoursValidator },
  returns: v.null(),
  handler: async (ctx, { weeklyHours }) => {
    const vet = await requireOwnVetProfile(ctx, ctx.viewer);
    await scheduleCommands.setWeeklyHours(ctx, vet, weeklyHours);
    await refreshNextFreeSlot(ctx, vet._id);
    return null;
  },
});

export const setOverride = vetMutation({
  args: { date: v.string(), intervals: v.array(wallClockIntervalValidator) },
  returns: v.null(),
  handler: async (ctx, override) => {
    const vet = await requireOwnVetProfile(ctx, ctx.viewer);
    await scheduleCommands.setOverride(ctx, vet, override, Date.now());
    await refreshNextFreeSlot(ctx, vet._id);
    return null;
  },
});

export const removeOverride = vetMutation({
  args: { date: v.string() },
  returns: v.null(),
  handler: async (ctx, { date }) => {
    const vet = await requireOwnVetProfile(ctx, ctx.viewer);
    await scheduleCommands.removeOverride(ctx, vet, date);
    await refreshNextFreeSlot(ctx, vet._id);
    return null;
  },
});

export const setBookingRules = vetMutation({
  args: bookingRulesFields,
  returns: v.null(),
  handler: async (ctx, rules) => {
    const vet = await requireOwnVetProfile(ctx, ctx.viewer);
    await scheduleCommands.setBookingRules(ctx, vet, rules);
    await refreshNextFreeSlot(ctx, vet._id);
    return null;
  },
});

export const setPaused = vetMutation({
  args: { paused: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { paused }) => {
    const vet = await requireOwnVetProfile(ctx, ctx.viewer);
    await scheduleCommands.setPaused(ctx, vet, paused);
    await refreshNextFreeSlot(ctx, vet._id);
    return null;
  },
});

/**
 * A vet's free slots starting in [from, to), for anyone: none while the vet is unpublished, except for the vet
 * themself (a page open on them empties, live, as vetDetail turns null). The vet id arrives as a plain string so
 * that a malformed one from a URL is a NOT_FOUND.
 */
export const freeSlots = publicQuery({
  args: { vetId: v.string(), ...windowArgs },
  returns: v.array(instantsValidator),
  handler: async (ctx, { vetId, from, to }) => {
    const id = ctx.db.normalizeId("vetProfiles", vetId);
    const vet = id === null ? null : await ctx.db.get(id);
    if (vet === null) throw new ConvexError({ code: "NOT_FOUND" });
    if (!vet.published && (await currentViewer(ctx))?._id !== vet.userId) return [];
    return await freeSlotsForVet(ctx, vet._id, { from, to }, Date.now());
  },
});
