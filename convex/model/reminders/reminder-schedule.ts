import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { BookingState } from "../bookings/types";
import { REMINDER_LEADS, reminderLeadsMs } from "./reminder-leads";

/**
 * Keeps a booking's reminders on its current start: scheduled when it is confirmed, moved when it is rescheduled,
 * cancelled when it is cancelled or ends otherwise. A reminder whose moment has passed is marked skipped.
 * Runs in the transaction of the booking change, so reminders and booking never disagree.
 */
export async function keepRemindersInStep(ctx: MutationCtx, bookingId: Id<"bookings">, state: BookingState): Promise<void> {
  const leads = reminderLeadsMs();
  const now = Date.now();
  for (const lead of REMINDER_LEADS) {
    const row = await ctx.db
      .query("consultationReminders")
      .withIndex("by_booking_and_lead", (q) => q.eq("bookingId", bookingId).eq("lead", lead))
      .unique();
    if (state.status !== "confirmed") {
      if (row?.status === "scheduled") await cancelReminder(ctx, row);
      continue;
    }
    if (row !== null && row.startsAt === state.startsAt && row.status !== "cancelled") continue;
    if (row?.status === "scheduled" && row.jobId !== undefined) await ctx.scheduler.cancel(row.jobId);
    const dueAt = state.startsAt - leads[lead];
    const plan = { startsAt: state.startsAt, dueAt, status: dueAt <= now ? ("skipped" as const) : ("scheduled" as const) };
    const reminderId =
      row === null
        ? await ctx.db.insert("consultationReminders", { bookingId, lead, ...plan })
        : (await ctx.db.replace(row._id, { bookingId, lead, ...plan }), row._id);
    if (plan.status === "scheduled") {
      const jobId = await ctx.scheduler.runAt(dueAt, internal.reminders.sendReminder, { reminderId, dueAt });
      await ctx.db.patch(reminderId, { jobId });
    }
  }
}

async function cancelReminder(ctx: MutationCtx, row: Doc<"consultationReminders">): Promise<void> {
  if (row.jobId !== undefined) await ctx.scheduler.cancel(row.jobId);
  await ctx.db.patch(row._id, { status: "cancelled" });
}
