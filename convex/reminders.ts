import { ConvexError, v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { authedMutation, authedQuery, currentViewer, publicQuery } from "./functions";
import { planNextAgenda, sendDueAgenda } from "./model/reminders/daily-agenda";
import {
  notificationChoicesOf,
  notificationChoicesView,
  notificationSettingsRow,
} from "./model/reminders/notification-settings";
import { sendDueReminder } from "./model/reminders/send-reminder";
import { upcomingConsultationsOf, upcomingConsultationValidator } from "./model/reminders/upcoming-consultations";
import { parseWallClock } from "./shared/slots/wall-clock";
import { MINUTE_MS } from "./shared/time";

/** A job that should have run this long ago and has not is picked up by the sweep. */
const OVERDUE_AFTER_MS = 2 * MINUTE_MS;
const SWEEP_BATCH = 50;

const settingsView = v.object({
  dayBeforeReminder: v.boolean(),
  hourBeforeReminder: v.boolean(),
  /** "HH:MM" in the vet's zone, or null; always null for owners. */
  dailyAgendaTime: v.union(v.string(), v.null()),
});

/** The viewer's reminder choices (defaults when never saved). */
export const myNotificationSettings = authedQuery({
  args: {},
  returns: settingsView,
  handler: async (ctx) => notificationChoicesView(await notificationChoicesOf(ctx, ctx.viewer._id)),
});

/** Saves which reminders the viewer gets; a vet may also choose a daily agenda time (their zone). */
export const updateNotificationSettings = authedMutation({
  args: settingsView,
  returns: v.null(),
  handler: async (ctx, { dayBeforeReminder, hourBeforeReminder, dailyAgendaTime }) => {
    if (dailyAgendaTime !== null && ctx.viewer.role !== "vet")
      throw new ConvexError({ code: "FORBIDDEN_ROLE", role: "vet" });
    const dailyAgendaMinute = dailyAgendaTime === null ? null : parseWallClock(dailyAgendaTime);
    if (dailyAgendaTime !== null && dailyAgendaMinute === null) throw new ConvexError({ code: "INVALID_AGENDA_TIME" });
    const row = await notificationSettingsRow(ctx, ctx.viewer._id);
    const choices = { dayBeforeReminder, hourBeforeReminder, dailyAgendaMinute };
    const settingsId =
      row === null
        ? await ctx.db.insert("notificationSettings", { userId: ctx.viewer._id, ...choices, nextAgendaAt: null })
        : (await ctx.db.patch(row._id, choices), row._id);
    const saved = await ctx.db.get(settingsId);
    if (saved !== null && (row === null || row.dailyAgendaMinute !== dailyAgendaMinute)) {
      await planNextAgenda(ctx, saved, Date.now());
    }
    return null;
  },
});

/**
 * The viewer's consultations from `from` (rounded by the client) over the next day: feeds the starting-soon
 * banner on every page. Signed out (or a session just ended): none, rather than an error that page would show.
 */
export const upcomingConsultations = publicQuery({
  args: { from: v.number() },
  returns: v.array(upcomingConsultationValidator),
  handler: async (ctx, { from }) => {
    const viewer = await currentViewer(ctx);
    return viewer === null ? [] : await upcomingConsultationsOf(ctx, viewer, from);
  },
});

export const sendReminder = internalMutation({
  args: { reminderId: v.id("consultationReminders"), dueAt: v.number() },
  handler: async (ctx, { reminderId, dueAt }) => await sendDueReminder(ctx, reminderId, dueAt),
});

export const sendDailyAgenda = internalMutation({
  args: { settingsId: v.id("notificationSettings"), dueAt: v.number() },
  handler: async (ctx, { settingsId, dueAt }) => await sendDueAgenda(ctx, settingsId, dueAt),
});

/**
 * Cron: reminders and agendas whose job should have run and did not (a job lost with a deployment, an
 * import of old data). They are sent now if the consultation has not started; the idempotency of
 * sendDueReminder/sendDueAgenda keeps a late job from sending twice.
 */
export const sendOverdue = internalMutation({
  args: {},
  handler: async (ctx) => {
    const overdueBefore = Date.now() - OVERDUE_AFTER_MS;
    const reminders = await ctx.db
      .query("consultationReminders")
      .withIndex("by_status_and_due", (q) => q.eq("status", "scheduled").lt("dueAt", overdueBefore))
      .take(SWEEP_BATCH);
    for (const reminder of reminders) {
      if (reminder.jobId !== undefined) await ctx.scheduler.cancel(reminder.jobId);
      await sendDueReminder(ctx, reminder._id, reminder.dueAt);
    }
    const agendas = await ctx.db
      .query("notificationSettings")
      .withIndex("by_next_agenda", (q) => q.gte("nextAgendaAt", 0).lt("nextAgendaAt", overdueBefore))
      .take(SWEEP_BATCH);
    for (const settings of agendas) {
      if (settings.agendaJobId !== undefined) await ctx.scheduler.cancel(settings.agendaJobId);
      await sendDueAgenda(ctx, settings._id, settings.nextAgendaAt!);
    }
    return { reminders: reminders.length, agendas: agendas.length };
  },
});
