import { createFileRoute } from "@tanstack/react-router";
import { CallRoom } from "@/features/call/components/call-room";
import { ConversationThread } from "@/features/conversation/components/conversation-thread";

export const Route = createFileRoute("/$locale/call/$meetingId/")({
  component: CallRoute,
});

function CallRoute() {
  const { meetingId } = Route.useParams();
  return <CallRoom conversationPanel={<ConversationThread bookingId={meetingId} variant="panel" />} />;
}
