import { createFileRoute } from "@tanstack/react-router";
import { CallRoom } from "@/features/call/components/call-room";

export const Route = createFileRoute("/$locale/call/$meetingId/")({
  component: CallRoom,
});
