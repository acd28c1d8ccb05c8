import { formatTimeRange } from "@/lib/format/date-time";
import type { Instants } from "../../../../convex/model/slots/types";
import { dayResolver, localDayOf } from "../../../../convex/model/slots/zoned-time";

const MINUTE_MS = 60_000;

/**
 * A calendar day's piece of availability as a time range. Pieces are cut at local midnight, so one may end at the
 * next day's 00:00: shown as ending at 23:59 (a range over two dates would print both dates); a whole day is null,
 * for the caller's "all day".
 */
export function formatAvailableSpan(span: Instants, locale: string, timeZone: string): string | null {
  const day = localDayOf(timeZone, span.startsAt);
  const midnight = dayResolver(timeZone, day)(0);
  const nextMidnight = dayResolver(timeZone, day + 1)(0);
  if (span.startsAt === midnight && span.endsAt === nextMidnight) return null;
  const endsAt = span.endsAt === nextMidnight ? span.endsAt - MINUTE_MS : span.endsAt;
  return formatTimeRange(span.startsAt, endsAt, locale, timeZone);
}
