import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { BookingsPage } from "@/features/bookings/components/bookings-page";
import { myBookingsQuery } from "@/features/bookings/api/booking-queries";
import { myWaitingRequestQuery } from "@/features/see-a-vet-now/api/on-demand-queries";
import { MyWaitingRequestNotice } from "@/features/see-a-vet-now/components/waiting-request-notice";
import { prewarm } from "@/lib/data/prewarm";

export const Route = createFileRoute("/$locale/bookings/")({
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: BookingsRoute,
  // The way back to a waiting see-a-vet-now request comes with the list, not after it.
  loader: ({ context }) => prewarm(context.convex, myBookingsQuery(), myWaitingRequestQuery()),
});

function BookingsRoute() {
  const { locale } = Route.useParams();
  return <BookingsPage locale={locale} waitingNotice={<MyWaitingRequestNotice locale={locale} />} />;
}
