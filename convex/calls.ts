import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { authedMutation, authedQuery, vetMutation } from "./functions";
import { callAccessFor, callAccessValidator } from "./model/calls/call-access";
import {
  endCallAtWindowClose as endCallAtWindowCloseFor,
  endConsultation as endConsultationFor,
  enterPrepareRoom,
  joinCall,
  leaveCall,
  markPeerReady,
  recordHeartbeat,
} from "./model/calls/call-commands";
import { reportConnection as reportConnectionFor } from "./model/calls/connection-reports";

const meetingArgs = { meetingId: v.string() };

/** Everything the prepare and call pages show; only for the booking's owner and vet (else NOT_FOUND). */
export const callAccess = authedQuery({
  args: meetingArgs,
  returns: callAccessValidator,
  handler: (ctx, { meetingId }) => callAccessFor(ctx, ctx.viewer, meetingId, Date.now()),
});

export const enterPrepare = authedMutation({
  args: meetingArgs,
  returns: v.null(),
  handler: async (ctx, { meetingId }) => {
    await enterPrepareRoom(ctx, ctx.viewer, meetingId, Date.now());
    return null;
  },
});

export const heartbeat = authedMutation({
  args: meetingArgs,
  returns: v.null(),
  handler: async (ctx, { meetingId }) => {
    await recordHeartbeat(ctx, ctx.viewer, meetingId, Date.now());
    return null;
  },
});

/** Errors: TOO_EARLY {opensAt}, WINDOW_CLOSED {closesAt}, CALL_ENDED, CALL_CANCELLED, NOT_FOUND. */
export const join = authedMutation({
  args: meetingArgs,
  returns: v.object({ peerId: v.string() }),
  handler: (ctx, { meetingId }) => joinCall(ctx, ctx.viewer, meetingId, Date.now()),
});

/** The caller's peer registered on the signaling server: only now does the other side call it. */
export const peerReady = authedMutation({
  args: { meetingId: v.string(), peerId: v.string() },
  returns: v.null(),
  handler: async (ctx, { meetingId, peerId }) => {
    await markPeerReady(ctx, ctx.viewer, meetingId, peerId, Date.now());
    return null;
  },
});

/**
 * The caller's own media connection is up (`connected`) or lost, for the fair outcome of an interrupted call.
 * Errors: CALL_WINDOW_CLOSED, NOT_IN_CALL (not joined), RATE_LIMITED {retryAfterMs}, INVALID_STATUS, NOT_FOUND.
 */
export const reportConnection = authedMutation({
  args: { meetingId: v.string(), connected: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { meetingId, connected }) => {
    await reportConnectionFor(ctx, ctx.viewer, meetingId, connected, Date.now());
    return null;
  },
});

export const leave = authedMutation({
  args: meetingArgs,
  returns: v.null(),
  handler: async (ctx, { meetingId }) => {
    await leaveCall(ctx, ctx.viewer, meetingId, Date.now());
    return null;
  },
});

/** Errors: CALL_NOT_STARTED (the owner never joined), NOT_FOUND, FORBIDDEN_ROLE. */
export const endConsultation = vetMutation({
  args: meetingArgs,
  returns: v.null(),
  handler: async (ctx, { meetingId }) => {
    await endConsultationFor(ctx, ctx.viewer, meetingId);
    return null;
  },
});

export const endCallAtWindowClose = internalMutation({
  args: { bookingId: v.id("bookings") },
  returns: v.null(),
  handler: async (ctx, { bookingId }) => {
    await endCallAtWindowCloseFor(ctx, bookingId);
    return null;
  },
});
