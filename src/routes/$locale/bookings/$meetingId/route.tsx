import { createFileRoute, Outlet } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { BookingRouteError } from "./-components/booking-route-error";

export const Route = createFileRoute("/$locale/bookings/$meetingId")({
  component: () => (
    <RequireRole>
      <Outlet />
    </RequireRole>
  ),
  errorComponent: BookingRouteError,
});
