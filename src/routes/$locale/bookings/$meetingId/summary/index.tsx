import { createFileRoute } from "@tanstack/react-router";
import { bookingDetailQuery } from "@/features/bookings/api/booking-queries";
import { SummaryPage } from "@/features/bookings/components/summary-page";
import { ConversationThread } from "@/features/conversation/components/conversation-thread";
import { conversationQuery } from "@/features/conversation/api/conversation-queries";
import { prewarm } from "@/lib/data/prewarm";

export const Route = createFileRoute("/$locale/bookings/$meetingId/summary/")({
  codeSplitGroupings: [["loader", "component"]],
  component: SummaryRoute,
  loader: ({ context, params }) => prewarm(context.convex, bookingDetailQuery(params.meetingId), conversationQuery(params.meetingId)),
});

function SummaryRoute() {
  const { locale, meetingId } = Route.useParams();
  return <SummaryPage locale={locale} meetingId={meetingId} conversation={<ConversationThread bookingId={meetingId} />} />;
}
