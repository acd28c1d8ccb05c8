import { dateTimeFormat } from "@shared/intl-cache";

/** A stored YYYY-MM-DD date in the viewer's locale; a calendar date has no zone, so it is read as UTC. */
export function formatCalendarDate(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
