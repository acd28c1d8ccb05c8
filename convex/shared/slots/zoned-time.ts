import { tzOffset } from "@date-fns/tz";
import { wallClockMs } from "./wall-clock";
import { DAY_MS, MINUTE_MS } from "../time";

/**
 * Conversions between UTC instants and wall-clock readings in an IANA zone.
 * The zone's offsets come from @date-fns/tz (the runtime's Intl data, see ADR 0005); this file only
 * decides which instant a wall-clock reading means on the two kinds of transition days:
 * - a reading that does not exist (the hour skipped in spring) means the instant of the jump,
 *   so nothing is ever placed inside the missing hour;
 * - a reading that exists twice (the hour repeated in autumn) means its first occurrence, so spans
 *   crossing the repeated hour last their real elapsed time.
 */


export function offsetMs(timeZone: string, instant: number): number {
  return tzOffset(timeZone, new Date(instant)) * MINUTE_MS;
}

/**
 * Offsets at the instants sampled around each local day, remembered per zone: the same days are asked for
 * again and again (every viewer of a vet, every re-check), and each Intl lookup costs microseconds and garbage.
 */
const sampledOffsets = new Map<string, Map<number, number>>();
const MAX_SAMPLES_PER_ZONE = 4_096;

function sampledOffsetMs(timeZone: string, instant: number): number {
  let samples = sampledOffsets.get(timeZone);
  if (samples === undefined) {
    samples = new Map();
    sampledOffsets.set(timeZone, samples);
  }
  let offset = samples.get(instant);
  if (offset === undefined) {
    if (samples.size >= MAX_SAMPLES_PER_ZONE) samples.clear();
    offset = offsetMs(timeZone, instant);
    samples.set(instant, offset);
  }
  return offset;
}

/** The zone's calendar day (days since 1970-01-01) in which `instant` falls. */
export function localDayOf(timeZone: string, instant: number): number {
  return Math.floor((instant + offsetMs(timeZone, instant)) / DAY_MS);
}

/**
 * Resolves wall-clock readings of one local day to instants. The zone is sampled once around the day;
 * only a day with an offset change pays for per-reading lookups.
 */
export function dayResolver(timeZone: string, day: number): (minutes: number) => number {
  const midnight = wallClockMs(day, 0);
  // Offsets are within ±14 h, so these instants lie strictly before and after the whole local day.
  const offsetBefore = sampledOffsetMs(timeZone, midnight - DAY_MS);
  const offsetAfter = sampledOffsetMs(timeZone, midnight + 2 * DAY_MS);
  if (offsetBefore === offsetAfter) return (minutes) => wallClockMs(day, minutes) - offsetBefore;
  return (minutes) => resolveAcrossTransition(timeZone, wallClockMs(day, minutes), offsetBefore, offsetAfter);
}

function resolveAcrossTransition(timeZone: string, local: number, offsetBefore: number, offsetAfter: number): number {
  const underBefore = local - offsetBefore;
  const underAfter = local - offsetAfter;
  const beforeHolds = offsetMs(timeZone, underBefore) === offsetBefore;
  const afterHolds = offsetMs(timeZone, underAfter) === offsetAfter;
  if (beforeHolds && afterHolds) return Math.min(underBefore, underAfter);
  if (beforeHolds) return underBefore;
  if (afterHolds) return underAfter;
  return transitionInstant(timeZone, Math.min(underBefore, underAfter), Math.max(underBefore, underAfter), offsetAfter);
}

/** The first whole minute in (low, high] that already has `offsetAfter`. */
function transitionInstant(timeZone: string, low: number, high: number, offsetAfter: number): number {
  let lo = Math.floor(low / MINUTE_MS);
  let hi = Math.ceil(high / MINUTE_MS);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetMs(timeZone, mid * MINUTE_MS) === offsetAfter) hi = mid;
    else lo = mid;
  }
  return hi * MINUTE_MS;
}
