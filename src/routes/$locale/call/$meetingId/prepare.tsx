import { createFileRoute } from "@tanstack/react-router";
import { PrepareRoom } from "@/features/call/components/prepare-room";

export const Route = createFileRoute("/$locale/call/$meetingId/prepare")({
  component: PrepareRoom,
});
