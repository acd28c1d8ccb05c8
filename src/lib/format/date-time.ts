/**
 * Date and time formatting in the viewer's locale and a given IANA zone; never the machine's zone by accident.
 * Which zone a page passes is decided once (ADR 0012): the viewer's account zone, from `useViewerTimeZone`.
 */
import { dateTimeFormat, relativeTimeFormat } from "@shared/intl-cache";

let deviceZone: string | undefined;

/** The zone this device runs in (reading it builds a formatter, so it is read once). Pages show the account zone. */
export function deviceTimeZone(): string {
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
}

function yearOf(instant: number, timeZone: string): string {
  return dateTimeFormat("en", { year: "numeric", timeZone }).format(instant);
}

/** The year is shown only when it is not the current one (in that zone): a booking next January says so. */
function yearIfNotCurrent(instant: number, timeZone: string, now: number): { year?: "numeric" } {
  return yearOf(instant, timeZone) === yearOf(now, timeZone) ? {} : { year: "numeric" };
}

export function formatTime(instant: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { timeStyle: "short", timeZone }).format(instant);
}

export function formatDay(instant: number, locale: string, timeZone: string, now: number = Date.now()): string {
  return dateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    ...yearIfNotCurrent(instant, timeZone, now),
    timeZone,
  }).format(instant);
}

export function formatShortDay(instant: number, locale: string, timeZone: string, now: number = Date.now()): string {
  return dateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...yearIfNotCurrent(instant, timeZone, now),
    timeZone,
  }).format(instant);
}

export function formatDateTime(instant: number, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(instant);
}

/**
 * "09:00–09:20". A range ending at the next midnight keeps to the day already stated before it: "22:00 – 24:00" where
 * the locale counts 24 hours, "10:00 PM – 12:00 AM" where it does not; never two dates, never 23:59.
 */
export function formatTimeRange(from: number, to: number, locale: string, timeZone: string): string {
  const format = dateTimeFormat(locale, { timeStyle: "short", timeZone });
  const sameDay = formatShortDay(from, locale, timeZone) === formatShortDay(to, locale, timeZone);
  if (sameDay) return format.formatRange(from, to);
  const endsAtMidnight = formatShortDay(from, locale, timeZone) === formatShortDay(to - 1, locale, timeZone);
  const countsTo24 = format.resolvedOptions().hourCycle === "h23";
  const end =
    endsAtMidnight && countsTo24
      ? dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h24", timeZone }).format(to)
      : format.format(to);
  return `${format.format(from)} – ${end}`;
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

/**
 * How long ago something happened ("2 minutes ago"). The server stamped it, and its clock may run a second ahead of
 * the page's: an instant a little after `now` is "now", never "in 1 second".
 */
export function formatSince(instant: number, now: number, locale: string): string {
  return formatRelative(Math.min(instant, now), now, locale);
}

/** One part of Intl's rendering of the zone at an instant: its offset ("GMT+1") or its generic name. */
export function zonePart(instant: number, locale: string, timeZone: string, style: "shortOffset" | "longGeneric"): string | undefined {
  return dateTimeFormat(locale, { timeZone, timeZoneName: style })
    .formatToParts(instant)
    .find((candidate) => candidate.type === "timeZoneName")?.value;
}

/**
 * The zone's offset at that instant in the reader's language ("GMT+1", "UTC−5"): the one label shown beside
 * times. Computed per time, since the same zone has two offsets a year.
 */
export function timeZoneLabel(instant: number, locale: string, timeZone: string): string {
  return zonePart(instant, locale, timeZone, "shortOffset") ?? timeZone;
}

/** A time with its zone's offset: "09:00 GMT+1". */
export function formatTimeWithZone(instant: number, locale: string, timeZone: string): string {
  return `${formatTime(instant, locale, timeZone)} ${timeZoneLabel(instant, locale, timeZone)}`;
}

/**
 * A moment on a page that already names a day (`namedDay`, e.g. the consultation's start): "09:30 GMT+1" when it
 * falls on that day, "Wednesday, 25 November, 23:50 GMT+1" when it does not, so it reads like the heading above it.
 */
export function formatTimeOnNamedDay(
  instant: number,
  namedDay: number,
  locale: string,
  timeZone: string,
  now: number = Date.now(),
): string {
  const time = formatTimeWithZone(instant, locale, timeZone);
  const day = formatDay(instant, locale, timeZone, now);
  return day === formatDay(namedDay, locale, timeZone, now) ? time : `${day}, ${time}`;
}

/** "Thursday 26 November, 09:00–09:20 GMT+1": a consultation's time as every page states it. */
export function formatConsultationTime(
  from: number,
  to: number,
  locale: string,
  timeZone: string,
  now: number = Date.now(),
): string {
  return `${formatDay(from, locale, timeZone, now)}, ${formatTimeRange(from, to, locale, timeZone)} ${timeZoneLabel(from, locale, timeZone)}`;
}

/** Date and time with the zone's offset, e.g. a deadline: "26 Nov 2026, 09:00 GMT+1". */
export function formatDateTimeWithZone(instant: number, locale: string, timeZone: string): string {
  return `${formatDateTime(instant, locale, timeZone)} ${timeZoneLabel(instant, locale, timeZone)}`;
}
