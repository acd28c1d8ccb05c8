import { createFileRoute } from "@tanstack/react-router";
import { SchedulePage } from "@/features/schedule/components/schedule-page";
import { bookingsOutsideHoursQuery, myScheduleQuery } from "@/features/schedule/api/schedule-queries";
import { prewarm } from "@/lib/data/prewarm";

export const Route = createFileRoute("/$locale/vet/schedule")({
  codeSplitGroupings: [["loader", "component"]],
  component: SchedulePage,
  loader: ({ context }) => prewarm(context.convex, myScheduleQuery(), bookingsOutsideHoursQuery()),
});
