import { dayResolver, localDayOf } from "@shared/slots/zoned-time";

export const FREE_TIMES_DAYS = 14;
const WINDOW_STEP_MS = 5 * 60_000;

/**
 * "Today and the next 13 whole days" as query arguments. The start is rounded down to five minutes (the server
 * applies the vet's notice to its own clock), so a page opened shortly after hovering its link asks for exactly
 * what the hover already started.
 */
export function freeTimesWindow(now: number, timeZone: string): { from: number; to: number } {
  return {
    from: Math.floor(now / WINDOW_STEP_MS) * WINDOW_STEP_MS,
    to: dayResolver(timeZone, localDayOf(timeZone, now) + FREE_TIMES_DAYS)(0),
  };
}
