import { createFileRoute, Outlet } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";

/** Every /vet/* page is for vets only (the backend checks again on every call). */
export const Route = createFileRoute("/$locale/vet")({
  component: () => (
    <RequireRole role="vet">
      <Outlet />
    </RequireRole>
  ),
});
