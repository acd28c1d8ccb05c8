import { WEEKDAYS, type Weekday } from "@shared/slots/types";
import { dateTimeFormat } from "@shared/intl-cache";

export { WEEKDAYS, type Weekday };

/** The weekday's name in the viewer's language (1 January 2024 was a Monday). */
export function weekdayName(weekday: Weekday, locale: string): string {
  const index = WEEKDAYS.indexOf(weekday);
  return dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1 + index));
}

/** A "YYYY-MM-DD" date in the viewer's language, independent of any zone. */
export function formatCalendarDateLabel(date: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    Date.parse(`${date}T12:00:00Z`),
  );
}
