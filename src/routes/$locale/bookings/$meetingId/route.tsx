import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";

/** A consultation's pages are for signed-in people; the server decides whose consultation it is. */
export const Route = createFileRoute("/$locale/bookings/$meetingId")({
  beforeLoad: (match) => requireViewer(match),
});
