import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { loadStream } from "./event-store";
import { foldEvents } from "./evolve";
import type { ProposedTime } from "./types";

/** The new time the vet proposed and the owner has not answered yet, from the booking's events. */
export async function pendingProposal(ctx: QueryCtx, bookingId: Id<"bookings">): Promise<ProposedTime | null> {
  const stream = await loadStream(ctx, bookingId);
  return foldEvents(stream.map((stored) => stored.event))?.proposal ?? null;
}
