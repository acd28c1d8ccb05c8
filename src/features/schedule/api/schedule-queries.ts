import { pageQuery } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

export const myScheduleQuery = () => pageQuery(api.schedule.mySchedule, {});
export const scheduleCalendarQuery = (window: { from: number; to: number }) => pageQuery(api.schedule.calendar, window);
export const bookingsOutsideHoursQuery = () => pageQuery(api.schedule.bookingsOutsideHours, {});
