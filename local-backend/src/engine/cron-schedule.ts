/** Next run times for the schedules `cronJobs()` produces in crons.ts. */

export type CronSchedule =
  | { type: "interval"; seconds?: number; minutes?: number; hours?: number }
  | { type: "hourly"; minuteUTC?: number }
  | { type: "daily"; hourUTC: number; minuteUTC?: number }
  | { type: "weekly"; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: "monthly"; day: number; hourUTC: number; minuteUTC?: number }
  | { type: "cron"; cron: string };

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MINUTE = 60_000;

function parseField(field: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const [rangePart, stepPart] = part.split("/") as [string, string | undefined];
    const step = stepPart === undefined ? 1 : Number(stepPart);
    let low = min;
    let high = max;
    if (rangePart !== "*") {
      const [a, b] = rangePart.split("-");
      low = Number(a);
      high = b === undefined ? (stepPart === undefined ? low : max) : Number(b);
    }
    if (!Number.isInteger(low) || !Number.isInteger(high) || !Number.isInteger(step) || step < 1) {
      throw new Error(`Invalid cron field "${field}".`);
    }
    for (let value = low; value <= high; value += step) values.add(value === 7 && max === 7 ? 0 : value);
  }
  return values;
}

function nextCron(expression: string, after: number): number {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Cron expression "${expression}" must have 5 fields.`);
  const [minutes, hours, days, months, weekdays] = [
    parseField(fields[0] as string, 0, 59),
    parseField(fields[1] as string, 0, 23),
    parseField(fields[2] as string, 1, 31),
    parseField(fields[3] as string, 1, 12),
    parseField(fields[4] as string, 0, 7),
  ];
  const dayRestricted = fields[2] !== "*";
  const weekdayRestricted = fields[4] !== "*";
  let time = Math.floor(after / MINUTE) * MINUTE + MINUTE;
  for (let i = 0; i < 366 * 24 * 60 * 5; i++, time += MINUTE) {
    const date = new Date(time);
    if (!minutes.has(date.getUTCMinutes()) || !hours.has(date.getUTCHours()) || !months.has(date.getUTCMonth() + 1)) continue;
    const dayMatch = days.has(date.getUTCDate());
    const weekdayMatch = weekdays.has(date.getUTCDay());
    const matches = dayRestricted && weekdayRestricted ? dayMatch || weekdayMatch : dayMatch && weekdayMatch;
    if (matches) return time;
  }
  throw new Error(`Cron expression "${expression}" never fires.`);
}

/** The first time strictly after `after` (ms since epoch) at which the schedule fires. */
export function nextRun(schedule: CronSchedule, after: number): number {
  switch (schedule.type) {
    case "interval": {
      const ms = ((schedule.hours ?? 0) * 3600 + (schedule.minutes ?? 0) * 60 + (schedule.seconds ?? 0)) * 1000;
      if (ms <= 0) throw new Error("Cron interval must be positive.");
      return after + ms;
    }
    case "hourly":
      return nextCron(`${schedule.minuteUTC ?? 0} * * * *`, after);
    case "daily":
      return nextCron(`${schedule.minuteUTC ?? 0} ${schedule.hourUTC} * * *`, after);
    case "weekly": {
      const day = DAYS.indexOf(schedule.dayOfWeek.toLowerCase());
      if (day < 0) throw new Error(`Unknown day of week "${schedule.dayOfWeek}".`);
      return nextCron(`${schedule.minuteUTC ?? 0} ${schedule.hourUTC} * * ${day}`, after);
    }
    case "monthly":
      return nextCron(`${schedule.minuteUTC ?? 0} ${schedule.hourUTC} ${schedule.day} * *`, after);
    case "cron":
      return nextCron(schedule.cron, after);
  }
}
