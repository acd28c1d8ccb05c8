import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { decide } from "./decide";
import { appendEvents, loadStream } from "./event-store";
import { evolve, foldEvents } from "./evolve";
import { projectionOf } from "./projection";
import { reactToBookingEvents } from "./reactions";
import type { BookingActor, BookingCommand, BookingEvent, BookingState } from "./types";

export interface CommandOutcome {
  state: BookingState;
  events: BookingEvent[];
  /** Sequence number of the stream's last event after the command. */
  seq: number;
}

/** Opens a new booking stream: projection row (its id is the stream id), events, ledger, in one transaction. */
export async function openBooking(
  ctx: MutationCtx,
  command: Extract<BookingCommand, { type: "book" }>,
  actor: BookingActor,
): Promise<CommandOutcome & { bookingId: Id<"bookings"> }> {
  const decision = decide(null, command);
  if (!decision.ok) throw new ConvexError(decision.error);
  const state = fold(null, decision.events);
  const bookingId = await ctx.db.insert("bookings", projectionOf(state, 0));
  const seq = await appendEvents(ctx, bookingId, 0, decision.events, actor);
  await ctx.db.patch(bookingId, { seq });
  await reactToBookingEvents(ctx, bookingId, null, state, decision.events);
  return { bookingId, state, events: decision.events, seq };
}

/** Load the stream, decide, append with the expected seq, update the projection: one transaction. */
export async function executeBookingCommand(
  ctx: MutationCtx,
  bookingId: Id<"bookings">,
  command: Exclude<BookingCommand, { type: "book" }>,
  actor: BookingActor,
): Promise<CommandOutcome> {
  const stream = await loadStream(ctx, bookingId);
  const current = foldEvents(stream.map((stored) => stored.event));
  if (current === null) throw new ConvexError({ code: "NOT_FOUND" });
  const decision = decide(current, command);
  if (!decision.ok) throw new ConvexError(decision.error);
  const currentSeq = stream.at(-1)?.seq ?? 0;
  if (decision.events.length === 0) return { state: current, events: [], seq: currentSeq };

  const seq = await appendEvents(ctx, bookingId, currentSeq, decision.events, actor);
  const state = fold(current, decision.events);
  await ctx.db.replace(bookingId, projectionOf(state, seq));
  await reactToBookingEvents(ctx, bookingId, current, state, decision.events);
  return { state, events: decision.events, seq };
}

function fold(state: BookingState | null, events: readonly BookingEvent[]): BookingState {
  const next = events.reduce<BookingState | null>(evolve, state);
  if (next === null) throw new Error("A decided event stream must produce a booking");
  return next;
}
