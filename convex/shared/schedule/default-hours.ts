import {
  DEFAULT_BUFFER_AFTER_MINUTES,
  DEFAULT_BUFFER_BEFORE_MINUTES,
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MINIMUM_NOTICE_MINUTES,
} from "../policy";
import type { BookingRules, WeeklyHours } from "../slots/types";

/** A new vet has no hours until they set some: an unpublished, unbookable start. */
export function emptyWeeklyHours(): WeeklyHours {
  return { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
}

/** Monday to Friday, 09:00–17:00: the one-click starting point offered on the schedule page and used by the demo seed. */
export function defaultWeeklyHours(): WeeklyHours {
  const officeHours = [{ start: "09:00", end: "17:00" }];
  return { ...emptyWeeklyHours(), monday: officeHours, tuesday: officeHours, wednesday: officeHours, thursday: officeHours, friday: officeHours };
}

export function defaultBookingRules(): BookingRules {
  return {
    bufferBeforeMinutes: DEFAULT_BUFFER_BEFORE_MINUTES,
    bufferAfterMinutes: DEFAULT_BUFFER_AFTER_MINUTES,
    minimumNoticeMinutes: DEFAULT_MINIMUM_NOTICE_MINUTES,
    horizonDays: DEFAULT_HORIZON_DAYS,
  };
}
