import { defineTable } from "convex/server";
import { v } from "convex/values";

export const reminderLeadValidator = v.union(v.literal("dayBefore"), v.literal("hourBefore"));

export const reminderStatusValidator = v.union(
  v.literal("scheduled"),
  /** Sent to every participant who wants it: the idempotency mark a repeated run finds. */
  v.literal("sent"),
  /** The booking was cancelled or moved, or ended before the reminder was due. */
  v.literal("cancelled"),
  /** The booking was made (or moved) after the reminder's moment. */
  v.literal("skipped"),
);

/**
 * Reminder emails before a consultation: one row per booking and lead, following the booking's current start.
 * The scheduled job carries the row's id and due time; a job that finds another due time is stale and does nothing.
 */
export const reminderTables = {
  consultationReminders: defineTable({
    bookingId: v.id("bookings"),
    lead: reminderLeadValidator,
    /** The consultation start this reminder was planned for. */
    startsAt: v.number(),
    dueAt: v.number(),
    status: reminderStatusValidator,
    jobId: v.optional(v.id("_scheduled_functions")),
    sentAt: v.optional(v.number()),
  })
    .index("by_booking_and_lead", ["bookingId", "lead"])
    .index("by_status_and_due", ["status", "dueAt"]),

  /** Each person's choice of reminder emails; no row means the defaults (both reminders, no agenda). */
  notificationSettings: defineTable({
    userId: v.id("users"),
    dayBeforeReminder: v.boolean(),
    hourBeforeReminder: v.boolean(),
    /** Vets only: minutes after midnight, in their zone, of the daily agenda email; null when off. */
    dailyAgendaMinute: v.union(v.number(), v.null()),
    /** When the next agenda goes out, and the job that sends it. */
    nextAgendaAt: v.union(v.number(), v.null()),
    agendaJobId: v.optional(v.id("_scheduled_functions")),
  })
    .index("by_user", ["userId"])
    .index("by_next_agenda", ["nextAgendaAt"]),
};
