import { createFileRoute } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { BookingsPage } from "@/features/bookings/components/bookings-page";

export const Route = createFileRoute("/$locale/bookings/")({
  component: BookingsRoute,
});

function BookingsRoute() {
  const { locale } = Route.useParams();
  return (
    <RequireRole role="owner">
      <BookingsPage locale={locale} />
    </RequireRole>
  );
}
