import type { PersonalDataSection } from "../accounts/personal-data";
import { notificationChoicesView, notificationSettingsRow } from "./notification-settings";

/** Reminder and agenda choices: exported as chosen, removed with the account (with the agenda's pending job). */
export const notificationPersonalData: PersonalDataSection = {
  key: "notifications",
  exportData: async (ctx, user) => {
    const row = await notificationSettingsRow(ctx, user._id);
    return row === null ? null : notificationChoicesView(row);
  },
  erase: async (ctx, { user }) => {
    const row = await notificationSettingsRow(ctx, user._id);
    if (row === null) return;
    if (row.agendaJobId !== undefined && row.nextAgendaAt !== null) await ctx.scheduler.cancel(row.agendaJobId);
    await ctx.db.delete(row._id);
  },
};
