import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { actorFor } from "../bookings/access";
import { executeBookingCommand } from "../bookings/run-command";
import { joinWindowOf } from "../../shared/calls/join-window";
import { callBookingForViewer } from "./call-access";

/**
 * A participant's browser reports its own media connection (up or lost) into the booking's stream. Only the
 * booking's participants reach here, each speaking for their own side; the decider keeps it inside the call's
 * window, to someone who joined, and to a few reports a minute (RATE_LIMITED).
 */
export async function reportConnection(
  ctx: MutationCtx,
  viewer: Doc<"users">,
  meetingId: string,
  connected: boolean,
  now: number,
): Promise<void> {
  const { booking, participant } = await callBookingForViewer(ctx, viewer, meetingId);
  const { opensAt, closesAt } = joinWindowOf(booking, now);
  await executeBookingCommand(
    ctx,
    booking._id,
    { type: "report_connection", participant, connected, now, window: { opensAt, closesAt } },
    actorFor(viewer, participant),
  );
}
