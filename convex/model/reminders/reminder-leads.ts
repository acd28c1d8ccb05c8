import type { ReminderLead } from "../email/reminder-kinds";
import { MINUTE_MS } from "../../shared/time";

export const REMINDER_LEADS: readonly ReminderLead[] = ["dayBefore", "hourBefore"];
const DEFAULT_LEAD_MINUTES: Record<ReminderLead, number> = { dayBefore: 24 * 60, hourBefore: 60 };

/**
 * How long before the start each reminder goes out: 24 h and 1 h, or REMINDER_LEAD_MINUTES ("1440,60",
 * fractions allowed) on a deployment that wants others. A malformed setting keeps the defaults.
 */
export function reminderLeadsMs(env: Record<string, string | undefined> = process.env): Record<ReminderLead, number> {
  const configured = (env.REMINDER_LEAD_MINUTES ?? "").split(",").map((part) => Number(part.trim()));
  const valid = configured.length === REMINDER_LEADS.length && configured.every((minutes) => minutes > 0);
  const minutes = valid ? { dayBefore: configured[0]!, hourBefore: configured[1]! } : DEFAULT_LEAD_MINUTES;
  return { dayBefore: minutes.dayBefore * MINUTE_MS, hourBefore: minutes.hourBefore * MINUTE_MS };
}
