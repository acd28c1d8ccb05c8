import { ConvexError, type Value } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { actorFor, bookingForViewer } from "./access";
import { oncePerCommandKey } from "./command-keys";
import { decide } from "./decide";
import { appendEvents, loadStream } from "./event-store";
import { evolve, foldEvents } from "./evolve";
import { projectionOf } from "./projection";
import { requireRateLimit } from "../rate-limits";
import { reactToBookingEvents } from "./reactions";
import type { BookingActor, BookingCommand, BookingEvent, BookingState, Participant } from "./types";

/** Every command but opening a booking; built from the booking's current state when it needs it. */
type StreamCommand = Exclude<BookingCommand, { type: "book" }>;
type CommandFor = (current: BookingState) => StreamCommand | Promise<StreamCommand>;

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
  command: StreamCommand | CommandFor,
  actor: BookingActor,
): Promise<CommandOutcome> {
  const stream = await loadStream(ctx, bookingId);
  const current = foldEvents(stream.map((stored) => stored.event));
  if (current === null) throw new ConvexError({ code: "NOT_FOUND" });
  const decision = decide(current, typeof command === "function" ? await command(current) : command);
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

export interface ParticipantRequest {
  bookingId: string;
  commandKey: string;
  /** The side the viewer must take in the booking: anyone else finds no booking. */
  as: Participant;
  /** The command's name for its key: one key cannot answer for two different commands. */
  name: string;
}

/**
 * A participant's command from a public function: a repeated command key answers as the first time did,
 * the account's booking-command rate limit applies, then the command runs through the decider.
 * `respond` turns the outcome into the function's answer (by default the stream's new seq).
 */
export async function runParticipantCommand(
  ctx: MutationCtx,
  viewer: Doc<"users">,
  request: ParticipantRequest,
  command: StreamCommand | CommandFor,
): Promise<{ seq: number }>;
export async function runParticipantCommand<Result extends Value>(
  ctx: MutationCtx,
  viewer: Doc<"users">,
  request: ParticipantRequest,
  command: StreamCommand | CommandFor,
  respond: (outcome: CommandOutcome) => Result,
): Promise<Result>;
export async function runParticipantCommand(
  ctx: MutationCtx,
  viewer: Doc<"users">,
  { bookingId, commandKey, as, name }: ParticipantRequest,
  command: StreamCommand | CommandFor,
  respond: (outcome: CommandOutcome) => Value = ({ seq }) => ({ seq }),
): Promise<Value> {
  const { booking, participant } = await bookingForViewer(ctx, viewer, bookingId, as);
  return oncePerCommandKey(ctx, viewer._id, commandKey, name, async () => {
    await requireRateLimit(ctx, "bookingCommand", viewer._id);
    return respond(await executeBookingCommand(ctx, booking._id, command, actorFor(viewer, participant)));
  });
}
