import { createFileRoute } from "@tanstack/react-router";
import { CallLeft } from "@/features/call/components/call-left";

export const Route = createFileRoute("/$locale/call/$meetingId/left")({
  component: CallLeftRoute,
});

function CallLeftRoute() {
  const { locale } = Route.useParams();
  return <CallLeft locale={locale} />;
}
