import { createFileRoute, Outlet } from "@tanstack/react-router";
import { CallLayout } from "@/features/call/components/call-layout";

export const Route = createFileRoute("/$locale/call/$meetingId")({
  component: CallRoute,
});

function CallRoute() {
  const { locale, meetingId } = Route.useParams();
  return (
    <CallLayout locale={locale} meetingId={meetingId}>
      <Outlet />
    </CallLayout>
  );
}
