import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { bookingDetailQuery } from "@/features/bookings/api/booking-queries";
import { prewarm } from "@/lib/data/prewarm";

/** A consultation's pages are for signed-in people; the server decides whose consultation it is. */
export const Route = createFileRoute("/$locale/bookings/$meetingId")({
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: (match) => requireViewer(match),
  // Every page of a consultation (summary, notes, changes) reads its detail.
  loader: ({ context, params }) => prewarm(context.convex, bookingDetailQuery(params.meetingId)),
});
