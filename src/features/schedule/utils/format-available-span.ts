import { formatTimeRange } from "@/lib/format/date-time";
import type { Instants } from "@shared/slots/types";
import { dayResolver, localDayOf } from "@shared/slots/zoned-time";

/**
 * A calendar day's piece of availability as a time range. Pieces are cut at local midnight, so one may end at the
 * next day's 00:00, shown as ending at midnight ("22:00 – 00:00", not 23:59); a whole day is null, for the caller's
 * "all day".
 */
export function formatAvailableSpan(span: Instants, locale: string, timeZone: string): string | null {
  const day = localDayOf(timeZone, span.startsAt);
  const midnight = dayResolver(timeZone, day)(0);
  const nextMidnight = dayResolver(timeZone, day + 1)(0);
  if (span.startsAt === midnight && span.endsAt === nextMidnight) return null;
  return formatTimeRange(span.startsAt, span.endsAt, locale, timeZone);
}
