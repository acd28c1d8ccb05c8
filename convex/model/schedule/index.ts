export { defaultBookingRules, defaultWeeklyHours, emptyWeeklyHours } from "../../shared/schedule/default-hours";
export { freeSlotsForVet, hasWeeklyAvailability, nextFreeSlot } from "./free-slots-for-vet";
export { bookingRulesSchema, dateOverrideSchema, dayIntervalsSchema, weeklyHoursSchema } from "../../shared/schedule/schedule-input";
export { mySchedule, scheduleCalendar, upcomingBookingsOutsideHours } from "./schedule-views";
