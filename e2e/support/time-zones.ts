const MINUTE_MS = 60_000;

/**
 * A fixed-offset IANA zone in which it is now around midday, so a test can put a slot "in a few
 * minutes" on today's local date whatever the hour CI runs at.
 */
export function zoneAtMidday(now = Date.now()): { timeZone: string; offsetHours: number } {
  const utcHour = new Date(now).getUTCHours();
  const offsetHours = 12 - utcHour; // within -11..12
  // IANA's Etc zones carry POSIX signs: Etc/GMT-2 is two hours AHEAD of UTC.
  const timeZone = offsetHours === 0 ? "UTC" : `Etc/GMT${offsetHours > 0 ? "-" : "+"}${Math.abs(offsetHours)}`;
  return { timeZone, offsetHours };
}

/** "HH:MM" of an instant on the wall clock of a fixed offset, rounded up to the minute. */
export function wallClockAt(instant: number, offsetHours: number): string {
  const local = new Date(Math.ceil(instant / MINUTE_MS) * MINUTE_MS + offsetHours * 3_600_000);
  return `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
}

export function weekdayAt(instant: number, offsetHours: number): "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" {
  const days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
  return days[new Date(instant + offsetHours * 3_600_000).getUTCDay()]!;
}
