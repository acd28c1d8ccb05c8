import type { SlotLengthMinutes } from "../policy";

/** Days of the week as the weekly hours are keyed. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Wall-clock times "HH:MM" in the vet's zone; `end` may be "24:00" (the next midnight). */
export interface WallClockInterval {
  start: string;
  end: string;
}

export type WeeklyHours = Record<Weekday, WallClockInterval[]>;

/** Replaces the weekly hours on one local date; no intervals means a day off. */
export interface DateOverride {
  /** "YYYY-MM-DD" in the vet's zone. */
  date: string;
  intervals: WallClockInterval[];
}

/** What a vet is available for, in their own zone. */
export interface Availability {
  /** IANA zone name, e.g. "Europe/Berlin". */
  timeZone: string;
  weeklyHours: WeeklyHours;
  overrides: readonly DateOverride[];
}

/** A half-open span of real time [startsAt, endsAt) in UTC milliseconds. */
export interface Instants {
  startsAt: number;
  endsAt: number;
}

/** A consultation time a vet offers or an owner picks: the same span the server computes and checks. */
export type Slot = Instants;

export interface BookingRules {
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
}

export interface FreeSlotsInput {
  availability: Availability;
  rules: BookingRules;
  slotMinutes: SlotLengthMinutes;
  paused: boolean;
  /** Bookings that still hold their time (not cancelled), in any order. */
  bookings: readonly Instants[];
  now: number;
  /** Slots starting in [from, to) are returned. */
  window: { from: number; to: number };
}
