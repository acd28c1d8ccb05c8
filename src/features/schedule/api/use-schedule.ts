import { useMutation, useQuery } from "convex/react";
import { api } from "../../../../convex/_generated/api";

export type MySchedule = typeof api.schedule.mySchedule._returnType;
export type ScheduleCalendar = typeof api.schedule.calendar._returnType;
export type CalendarBooking = ScheduleCalendar["bookings"][number];

/** The signed-in vet's schedule, live. */
export function useMySchedule(): MySchedule | undefined {
  return useQuery(api.schedule.mySchedule, {});
}

/** Available time and bookings in [from, to), live: an owner booking or cancelling shows up at once. */
export function useScheduleCalendar(window: { from: number; to: number } | undefined): ScheduleCalendar | undefined {
  return useQuery(api.schedule.calendar, window ?? "skip");
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
  return useQuery(api.schedule.bookingsOutsideHours, {});
}
