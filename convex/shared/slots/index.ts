export { availableInstants } from "./availability";
export { freeSlots } from "./free-slots";
export { groupByLocalDay, type SlotsOfDay } from "./group-by-day";
export { bookingsOutsideHours } from "./outside-hours";
export * from "./types";
export { formatCalendarDate, parseCalendarDate, parseWallClock, formatWallClock } from "./wall-clock";
export { localDayOf } from "./zoned-time";
