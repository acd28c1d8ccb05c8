import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { BookingsPage } from "@/features/bookings/components/bookings-page";
import { myBookingsQuery } from "@/features/bookings/api/booking-queries";
import { MyWaitingRequestNotice } from "@/features/see-a-vet-now/components/waiting-request-notice";
import { prewarm } from "@/lib/data/prewarm";

export const Route = createFileRoute("/$locale/bookings/")({
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: BookingsRoute,
  loader: ({ context }) => prewarm(context.convex, myBookingsQuery()),
});

function BookingsRoute() {
  const { locale } = Route.useParams();
  return <BookingsPage locale={locale} waitingNotice={<MyWaitingRequestNotice locale={locale} />} />;
}
