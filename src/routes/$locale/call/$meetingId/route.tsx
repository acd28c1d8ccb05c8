import { createFileRoute, Outlet } from "@tanstack/react-router";
import { CallLayout } from "@/features/call/components/call-layout";
import { callAccessQuery } from "@/features/call/api/call-queries";
import { prewarm } from "@/lib/data/prewarm";

export const Route = createFileRoute("/$locale/call/$meetingId")({
  codeSplitGroupings: [["loader", "component"]],
  component: CallRoute,
  loader: ({ context, params }) => prewarm(context.convex, callAccessQuery(params.meetingId)),
});

function CallRoute() {
  const { locale, meetingId } = Route.useParams();
  return (
    <CallLayout locale={locale} meetingId={meetingId}>
      <Outlet />
    </CallLayout>
  );
}
