import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { executeBookingCommand } from "../bookings/run-command";
import { presenceRowOf } from "../calls/presence";
import { latestEndWithClosedWindow } from "../../shared/calls/join-window";

/** One sweep's work stays well inside a transaction's limits; the next sweep takes the rest. */
const NO_SHOWS_PER_SWEEP = 50;

/**
 * Who failed to turn up when nobody joined: the owner, if the vet was in the prepare room,
 * otherwise the vet — so an owner is never charged for a consultation the vet did not attend.
 */
async function absentParticipant(ctx: MutationCtx, booking: Doc<"bookings">): Promise<"owner" | "vet"> {
  const vetPresence = await presenceRowOf(ctx, booking._id, "vet");
  return vetPresence !== null ? "owner" : "vet";
}

/** Confirmed consultations whose join window closed with nobody joining become no-shows, as events. */
export async function recordNoShows(ctx: MutationCtx, now: number): Promise<{ recorded: number; more: boolean }> {
  const overdue = await ctx.db
    .query("bookings")
    .withIndex("by_status_and_end", (q) => q.eq("status", "confirmed").lt("endsAt", latestEndWithClosedWindow(now)))
    .take(NO_SHOWS_PER_SWEEP + 1);
  const batch = overdue.slice(0, NO_SHOWS_PER_SWEEP);
  for (const booking of batch) {
    await executeBookingCommand(
      ctx,
      booking._id,
      { type: "record_no_show", absent: await absentParticipant(ctx, booking), now },
      { kind: "system" },
    );
  }
  return { recorded: batch.length, more: overdue.length > NO_SHOWS_PER_SWEEP };
}
