/** Date and time formatting in the viewer's locale and a given IANA zone; never the machine's zone by accident. */
import { dateTimeFormat, relativeTimeFormat } from "./intl-cache";

let viewerZone: string | undefined;

/** The zone the page opened in (reading it builds a formatter, so it is read once). */
export function viewerTimeZone(): string {
  viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return viewerZone;
}

export function formatTime(instant: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { timeStyle: "short", timeZone }).format(instant);
}

export function formatDay(instant: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone }).format(instant);
}

export function formatShortDay(instant: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone }).format(instant);
}

export function formatDateTime(instant: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(instant);
}

export function formatTimeRange(from: number, to: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { timeStyle: "short", timeZone }).formatRange(from, to);
}

/** "in 5 minutes", "2 hours ago": rounded to the largest sensible unit. */
export function formatRelative(instant: number, now: number, locale: string): string {
  const format = relativeTimeFormat(locale, { numeric: "auto" });
  const seconds = Math.round((instant - now) / 1000);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, "second");
}

/** The zone's short name at that instant ("CET", "GMT-5"), to show beside times in another zone. */
export function timeZoneLabel(instant: number, locale: string, timeZone: string): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((candidate) => candidate.type === "timeZoneName");
  return part?.value ?? timeZone;
}
