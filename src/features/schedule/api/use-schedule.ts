import { useMutation } from "convex/react";
import { usePageQuery } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";
import { bookingsOutsideHoursQuery, myScheduleQuery, scheduleCalendarQuery } from "./schedule-queries";

export type MySchedule = typeof api.schedule.mySchedule._returnType;
export type ScheduleCalendar = typeof api.schedule.calendar._returnType;
export type CalendarBooking = ScheduleCalendar["bookings"][number];

/** The signed-in vet's schedule, live. */
export function useMySchedule(): MySchedule | undefined {
  return usePageQuery(myScheduleQuery());
}

/** Available time and bookings in [from, to), live: an owner booking or cancelling shows up at once. */
export function useScheduleCalendar(window: { from: number; to: number } | undefined): ScheduleCalendar | undefined {
  return usePageQuery(scheduleCalendarQuery(window ?? { from: 0, to: 0 }), window !== undefined);
}

export function useScheduleMutations() {
  return {
    setWeeklyHours: useMutation(api.schedule.setWeeklyHours),
    setOverride: useMutation(api.schedule.setOverride),
    removeOverride: useMutation(api.schedule.removeOverride),
    setBookingRules: useMutation(api.schedule.setBookingRules),
    setPaused: useMutation(api.schedule.setPaused),
  };
}

/** Upcoming bookings that no longer fit the hours, live. */
export function useBookingsOutsideHours() {
  return usePageQuery(bookingsOutsideHoursQuery());
}
