import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { ReminderLead } from "../email/reminder-kinds";
import { formatWallClock } from "../../shared/slots/wall-clock";

export type NotificationChoices = {
  dayBeforeReminder: boolean;
  hourBeforeReminder: boolean;
  dailyAgendaMinute: number | null;
};

export const DEFAULT_NOTIFICATION_CHOICES: NotificationChoices = {
  dayBeforeReminder: true,
  hourBeforeReminder: true,
  dailyAgendaMinute: null,
};

export async function notificationSettingsRow(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"notificationSettings"> | null> {
  return await ctx.db
    .query("notificationSettings")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

export async function notificationChoicesOf(ctx: QueryCtx, userId: Id<"users">): Promise<NotificationChoices> {
  const row = await notificationSettingsRow(ctx, userId);
  if (row === null) return DEFAULT_NOTIFICATION_CHOICES;
  return {
    dayBeforeReminder: row.dayBeforeReminder,
    hourBeforeReminder: row.hourBeforeReminder,
    dailyAgendaMinute: row.dailyAgendaMinute,
  };
}

export function wantsReminder(choices: NotificationChoices, lead: ReminderLead): boolean {
  return lead === "dayBefore" ? choices.dayBeforeReminder : choices.hourBeforeReminder;
}

/** The choices as the account page and the data export show them: the agenda time as "HH:MM" in the vet's zone. */
export function notificationChoicesView(choices: NotificationChoices) {
  return {
    dayBeforeReminder: choices.dayBeforeReminder,
    hourBeforeReminder: choices.hourBeforeReminder,
    dailyAgendaTime: choices.dailyAgendaMinute === null ? null : formatWallClock(choices.dailyAgendaMinute),
  };
}
