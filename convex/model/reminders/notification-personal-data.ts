import type { PersonalDataSection } from "../accounts/personal-data";
import { formatWallClock } from "../slots/wall-clock";
import { notificationSettingsRow } from "./notification-settings";

/** Reminder and agenda choices: exported as chosen, removed with the account (with the agenda's pending job). */
export const notificationPersonalData: PersonalDataSection = {
  key: "notifications",
  exportData: async (ctx, user) => {
    const row = await notificationSettingsRow(ctx, user._id);
    if (row === null) return null;
    return {
      dayBeforeReminder: row.dayBeforeReminder,
      hourBeforeReminder: row.hourBeforeReminder,
      dailyAgendaTime: row.dailyAgendaMinute === null ? null : formatWallClock(row.dailyAgendaMinute),
    };
  },
  erase: async (ctx, { user }) => {
    const row = await notificationSettingsRow(ctx, user._id);
    if (row === null) return;
    if (row.agendaJobId !== undefined && row.nextAgendaAt !== null) await ctx.scheduler.cancel(row.agendaJobId);
    await ctx.db.delete(row._id);
  },
};
