import { WEEKDAYS, type WallClockInterval, type WeeklyHours } from "../../shared/slots/types";
import { formatWallClock, parseWallClock } from "../../shared/slots/wall-clock";
import { MINUTES_PER_DAY } from "../../shared/time";

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/**
 * The weekly hours moved by `shiftMinutes` on the wall clock (a vet who changes zone and keeps the same instants:
 * Berlin 09:00–17:00 becomes New York 03:00–11:00, a shift of −360). Hours pushed over midnight continue on the
 * neighbouring weekday (Sunday wraps to Monday); touching or overlapping pieces are joined.
 */
export function shiftWeeklyHours(hours: WeeklyHours, shiftMinutes: number): WeeklyHours {
  if (shiftMinutes % MINUTES_PER_WEEK === 0) return hours;
  const pieces: Array<[number, number]> = [];
  WEEKDAYS.forEach((weekday, dayIndex) => {
    for (const interval of hours[weekday]) {
      const start = parseWallClock(interval.start);
      const end = parseWallClock(interval.end, true);
      if (start === null || end === null || end <= start) continue;
      const from = mod(dayIndex * MINUTES_PER_DAY + start + shiftMinutes, MINUTES_PER_WEEK);
      const length = end - start;
      // A piece running past the end of the week continues at Monday 00:00.
      if (from + length <= MINUTES_PER_WEEK) pieces.push([from, from + length]);
      else pieces.push([from, MINUTES_PER_WEEK], [0, from + length - MINUTES_PER_WEEK]);
    }
  });
  const shifted = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, [] as WallClockInterval[]])) as WeeklyHours;
  for (const [from, to] of mergePieces(pieces)) {
    for (let day = Math.floor(from / MINUTES_PER_DAY); day * MINUTES_PER_DAY < to; day++) {
      const dayStart = day * MINUTES_PER_DAY;
      const start = Math.max(from, dayStart) - dayStart;
      const end = Math.min(to, dayStart + MINUTES_PER_DAY) - dayStart;
      const weekday = WEEKDAYS[day];
      if (weekday !== undefined && end > start) shifted[weekday].push({ start: formatWallClock(start), end: formatWallClock(end) });
    }
  }
  return shifted;
}

function mergePieces(pieces: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...pieces].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

function mod(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}
