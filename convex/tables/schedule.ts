import { defineTable } from "convex/server";
import { v } from "convex/values";

/** "HH:MM" wall-clock times in the vet's zone; `end` may be "24:00". */
export const wallClockIntervalValidator = v.object({ start: v.string(), end: v.string() });
const intervals = v.array(wallClockIntervalValidator);

export const weeklyHoursValidator = v.object({
  monday: intervals,
  tuesday: intervals,
  wednesday: intervals,
  thursday: intervals,
  friday: intervals,
  saturday: intervals,
  sunday: intervals,
});

export const bookingRulesFields = {
  bufferBeforeMinutes: v.number(),
  bufferAfterMinutes: v.number(),
  minimumNoticeMinutes: v.number(),
  horizonDays: v.number(),
};

export const scheduleTables = {
  /** One per vet: weekly hours in the vet profile's time zone, and the rules for booking them. */
  schedules: defineTable({
    vetId: v.id("vetProfiles"),
    weeklyHours: weeklyHoursValidator,
    ...bookingRulesFields,
    /** While paused, owners see no free slots; existing bookings stay. */
    paused: v.boolean(),
  }).index("by_vet", ["vetId"]),

  /** Hours that replace the weekly ones on one local date; no intervals is a day off. */
  scheduleOverrides: defineTable({
    vetId: v.id("vetProfiles"),
    /** "YYYY-MM-DD" in the vet's zone. */
    date: v.string(),
    intervals,
  }).index("by_vet_and_date", ["vetId", "date"]),
};
