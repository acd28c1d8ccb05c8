import { DEFAULT_HORIZON_DAYS } from "../policy";
import type { Availability, FreeSlotsInput, Instants, WallClockInterval, WeeklyHours } from "./types";

export const at = (iso: string): number => Date.parse(iso);

export function sameHoursEveryDay(...intervals: WallClockInterval[]): WeeklyHours {
  return {
    monday: intervals,
    tuesday: intervals,
    wednesday: intervals,
    thursday: intervals,
    friday: intervals,
    saturday: intervals,
    sunday: intervals,
  };
}

export function availabilityIn(timeZone: string, weeklyHours: WeeklyHours, overrides: Availability["overrides"] = []) {
  return { timeZone, weeklyHours, overrides };
}

/** A request made a day before the window, with no buffers, no notice and the default horizon; tests override what they exercise. */
export function slotRequest(
  availability: Availability,
  window: { from: string; to: string },
  overrides: Partial<Omit<FreeSlotsInput, "availability" | "window">> = {},
): FreeSlotsInput {
  return {
    availability,
    rules: { bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minimumNoticeMinutes: 0, horizonDays: DEFAULT_HORIZON_DAYS },
    slotMinutes: 30,
    paused: false,
    bookings: [],
    now: at(window.from) - 86_400_000,
    ...overrides,
    window: { from: at(window.from), to: at(window.to) },
  };
}

/** Wall-clock "HH:MM" of an instant in a zone, read through Intl independently of the module under test. */
export function wallClockIn(timeZone: string, instant: number): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    instant,
  );
}

export const isoStarts = (slots: readonly Instants[]): string[] =>
  slots.map((slot) => new Date(slot.startsAt).toISOString().slice(0, 16) + "Z");
