export { defaultBookingRules, defaultWeeklyHours, emptyWeeklyHours } from "./default-hours";
export { freeSlotsForVet, hasWeeklyAvailability, nextFreeSlot } from "./free-slots-for-vet";
export { bookingRulesSchema, dateOverrideSchema, dayIntervalsSchema, weeklyHoursSchema } from "./schedule-input";
export { mySchedule, scheduleCalendar, upcomingBookingsOutsideHours } from "./schedule-views";
