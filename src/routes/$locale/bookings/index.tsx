import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { BookingsPage } from "@/features/bookings/components/bookings-page";

export const Route = createFileRoute("/$locale/bookings/")({
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: BookingsRoute,
});

function BookingsRoute() {
  const { locale } = Route.useParams();
  return <BookingsPage locale={locale} />;
}
