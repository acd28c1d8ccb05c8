import { ConvexError } from "convex/values";
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { actorFor, bookingForViewer } from "../bookings/access";
import { endCallCommand } from "../bookings/rebooking-hold";
import { executeBookingCommand } from "../bookings/run-command";
import { callBookingForViewer, callIsOver } from "./call-access";
import { joinWindowOf } from "../../shared/calls/join-window";
import { newPeerId } from "./peer-id";
import { presenceRowOf, presenceStateOf, setPresence } from "./presence";

const SYSTEM = { kind: "system" } as const;

/** The participant opened the prepare room: the other side sees "waiting" or "getting ready". */
export async function enterPrepareRoom(
  ctx: MutationCtx,
  viewer: Doc<"users">,
  meetingId: string,
  now: number,
): Promise<void> {
  const { booking, participant } = await callBookingForViewer(ctx, viewer, meetingId);
  if (callIsOver(booking)) return;
  await setPresence(
    ctx,
    { bookingId: booking._id, userId: viewer._id, role: participant, state: "preparing", peerId: null },
    now,
  );
}

/** Keeps the viewer's presence fresh. Only touches the viewer's own row, so it needs no booking read. */
export async function recordHeartbeat(
  ctx: MutationCtx,
  viewer: Doc<"users">,
  meetingId: string,
  now: number,
): Promise<void> {
  const bookingId = ctx.db.normalizeId("bookings", meetingId);
  if (bookingId === null || viewer.role === undefined) return;
  const row = await presenceRowOf(ctx, bookingId, viewer.role);
  if (row === null || row.userId !== viewer._id || row.state === "left") return;
  await ctx.db.patch(row._id, { lastSeenAt: now });
}

/**
 * The viewer's peer (of its current join) registered on the signaling server, first or again after a
 * signaling outage: the other side may call it now. A stale peer id (an earlier join) changes nothing.
 */
export async function markPeerReady(
  ctx: MutationCtx,
  viewer: Doc<"users">,
  meetingId: string,
  peerId: string,
  now: number,
): Promise<void> {
  const bookingId = ctx.db.normalizeId("bookings", meetingId);
  if (bookingId === null || viewer.role === undefined) return;
  const row = await presenceRowOf(ctx, bookingId, viewer.role);
  if (row === null || row.userId !== viewer._id || row.state !== "joined" || row.peerId !== peerId) return;
  await ctx.db.patch(row._id, { peerReadyAt: now, lastSeenAt: now });
}

/**
 * Joins the call inside its window: presence with a fresh peer id, a participant-joined event, and,
 * when the other side is already there, the call-started event (the consultation has begun).
 */
export async function joinCall(
  ctx: MutationCtx,
  viewer: Doc<"users">,
  meetingId: string,
  now: number,
): Promise<{ peerId: string }> {
  const { booking, participant } = await callBookingForViewer(ctx, viewer, meetingId);
  if (callIsOver(booking)) throw new ConvexError({ code: "CALL_ENDED" });
  const window = joinWindowOf(booking, now);
  if (window.status === "early") throw new ConvexError({ code: "TOO_EARLY", opensAt: window.opensAt });
  if (window.status === "closed") throw new ConvexError({ code: "WINDOW_CLOSED", closesAt: window.closesAt });

  const peerId = newPeerId(participant);
  await setPresence(
    ctx,
    { bookingId: booking._id, userId: viewer._id, role: participant, state: "joined", peerId },
    now,
  );
  await executeBookingCommand(ctx, booking._id, { type: "join", participant, now }, actorFor(viewer, participant));

  const otherRow = await presenceRowOf(ctx, booking._id, participant === "owner" ? "vet" : "owner");
  if (booking.status === "confirmed" && presenceStateOf(otherRow, now) === "joined") {
    await executeBookingCommand(ctx, booking._id, { type: "start_call", now }, SYSTEM);
    await ctx.scheduler.runAt(window.closesAt, internal.calls.endCallAtWindowClose, { bookingId: booking._id });
  }
  return { peerId };
}

/** The viewer hung up. Leaving always succeeds for a participant; the event only while the call is on. */
export async function leaveCall(
  ctx: MutationCtx,
  viewer: Doc<"users">,
  meetingId: string,
  now: number,
): Promise<void> {
  const { booking, participant } = await callBookingForViewer(ctx, viewer, meetingId);
  await setPresence(
    ctx,
    { bookingId: booking._id, userId: viewer._id, role: participant, state: "left", peerId: null },
    now,
  );
  if (booking.status === "confirmed" || booking.status === "in_call") {
    await executeBookingCommand(ctx, booking._id, { type: "leave", participant, now }, actorFor(viewer, participant));
  }
}

/**
 * The vet closes the consultation: call-ended, which completes the booking and schedules the payment
 * capture (bookings' settlement). Ending twice is a no-op, so a double click is harmless.
 */
export async function endConsultation(ctx: MutationCtx, vet: Doc<"users">, meetingId: string): Promise<void> {
  const { booking } = await bookingForViewer(ctx, vet, meetingId, "vet");
  if (callIsOver(booking)) return;
  if (booking.status !== "in_call") throw new ConvexError({ code: "CALL_NOT_STARTED" });
  await executeBookingCommand(ctx, booking._id, endCallCommand(ctx, Date.now()), actorFor(vet, "vet"));
}

/** A call still running when its window closes is ended by the system, so the payment settles. */
export async function endCallAtWindowClose(ctx: MutationCtx, bookingId: Id<"bookings">): Promise<void> {
  const booking = await ctx.db.get(bookingId);
  if (booking === null || booking.status !== "in_call") return;
  await executeBookingCommand(ctx, bookingId, endCallCommand(ctx, Date.now()), SYSTEM);
}
