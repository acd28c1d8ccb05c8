import { createFileRoute } from "@tanstack/react-router";
import { SummaryPage } from "@/features/bookings/components/summary-page";
import { ConversationThread } from "@/features/conversation/components/conversation-thread";

export const Route = createFileRoute("/$locale/bookings/$meetingId/summary/")({
  component: SummaryRoute,
});

function SummaryRoute() {
  const { locale, meetingId } = Route.useParams();
  return <SummaryPage locale={locale} meetingId={meetingId} conversation={<ConversationThread bookingId={meetingId} />} />;
}
