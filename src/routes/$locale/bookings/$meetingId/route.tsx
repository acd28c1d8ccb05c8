import { createFileRoute, Outlet } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";

export const Route = createFileRoute("/$locale/bookings/$meetingId")({
  component: () => (
    <RequireRole>
      <Outlet />
    </RequireRole>
  ),
});
