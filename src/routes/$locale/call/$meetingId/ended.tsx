import { createFileRoute } from "@tanstack/react-router";
import { CallEnded } from "@/features/call/components/call-ended";

export const Route = createFileRoute("/$locale/call/$meetingId/ended")({
  component: CallEndedRoute,
});

function CallEndedRoute() {
  const { locale } = Route.useParams();
  return <CallEnded locale={locale} />;
}
