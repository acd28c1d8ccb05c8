import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalAction, internalMutation, internalQuery } from "./_generated/server";
import { ownerAction, ownerMutation, ownerQuery, vetMutation, vetQuery } from "./functions";
import { onceOrRepeat, previousResult } from "./model/bookings/command-keys";
import { requireRateLimit } from "./model/rate-limits";
import { acceptRequest, declineRequest } from "./model/on-demand/accept";
import { heartbeat as beat, switchOff, switchOffSilentVets, switchOn } from "./model/on-demand/availability";
import { runScheduledDispatch } from "./model/on-demand/dispatch";
import { admitRequest, queueRequest, waitingRequestOf } from "./model/on-demand/request-admission";
import { closeRequest, ownersRequest } from "./model/on-demand/request-lifecycle";
import { availabilityView, onDemandQuote, vetQueueView, waitingRoomView } from "./model/on-demand/views";
import {
  onDemandQuoteValidator,
  vetAvailabilityViewValidator,
  vetQueueValidator,
  waitingRoomValidator,
} from "./model/on-demand/on-demand-views";
import { admitPaidCommand, reserveCardThenCommit, type PaidAdmission } from "./model/payments/card-reservation";
import { paymentProvider } from "./model/payments/provider-registry";
import { speciesValidator } from "./tables/pets";

/** "See a vet now" (issue 24): owners queue for the next free vet; vets switch on and take requests. */

const requestArgs = {
  petId: v.string(),
  species: speciesValidator,
  language: v.string(),
  reason: v.string(),
  paymentMethodId: v.string(),
};
type Requested = { requestId: Id<"onDemandRequests"> };
const REQUEST_COMMAND = "requestConsultation";

/** Price and length of an on-demand consultation, shown before the owner confirms. */
export const quote = ownerQuery({
  args: {},
  returns: onDemandQuoteValidator,
  handler: async () => onDemandQuote(),
});

/**
 * Queues the owner for the next free vet. The card is reserved first, as for a booking: a declined card queues
 * nothing, and a request that ends without a consultation releases the reservation.
 */
export const requestConsultation = ownerAction({
  args: { commandKey: v.string(), ...requestArgs },
  returns: v.object({ requestId: v.id("onDemandRequests") }),
  handler: async (ctx, { commandKey, ...input }): Promise<Requested> => {
    const ownerId = ctx.viewer._id;
    const admission = await ctx.runMutation(internal.onDemand.admitRequestCommand, { ownerId, commandKey, ...input });
    return reserveCardThenCommit(admission, (authorisation) =>
      ctx.runMutation(internal.onDemand.queueRequestCommand, { ownerId, commandKey, ...input, authorisation }),
    );
  },
});

export const admitRequestCommand = internalMutation({
  args: { ownerId: v.id("users"), commandKey: v.string(), ...requestArgs },
  handler: async (ctx, { ownerId, commandKey, ...input }): Promise<PaidAdmission<Requested>> => {
    const previous = await previousResult(ctx, ownerId, commandKey, REQUEST_COMMAND);
    if (previous.found) return { kind: "repeat", result: previous.result as Requested };
    await requireRateLimit(ctx, "bookingCommand", ownerId);
    return admitPaidCommand(async () => {
      const admitted = await admitRequest(ctx, ownerId, input);
      return { paymentToken: admitted.paymentMethod.token, priceMinor: admitted.priceMinor, currency: admitted.currency };
    });
  },
});

export const queueRequestCommand = internalMutation({
  args: {
    ownerId: v.id("users"),
    commandKey: v.string(),
    ...requestArgs,
    authorisation: v.object({ reference: v.string(), amountMinor: v.number() }),
  },
  handler: async (
    ctx,
    { ownerId, commandKey, authorisation, ...input },
  ): Promise<{ result: Requested; repeated: boolean }> =>
    onceOrRepeat(ctx, ownerId, commandKey, REQUEST_COMMAND, async () => ({
      requestId: await queueRequest(ctx, ownerId, input, authorisation, Date.now()),
    })),
});

/** The owner's request that is still waiting, so the start page can lead back to it. */
export const myWaitingRequest = ownerQuery({
  args: {},
  returns: v.union(v.id("onDemandRequests"), v.null()),
  handler: async (ctx) => (await waitingRequestOf(ctx, ctx.viewer._id))?._id ?? null,
});

/** The waiting page: position, estimate, matching vets online, and the booking once a vet accepted. */
export const waitingRoom = ownerQuery({
  args: { requestId: v.string() },
  returns: waitingRoomValidator,
  handler: async (ctx, { requestId }) =>
    waitingRoomView(ctx, await ownersRequest(ctx, ctx.viewer._id, requestId), Date.now()),
});

/** The owner leaves the queue; the card reservation is released. Too late once a vet accepted. */
export const leaveQueue = ownerMutation({
  args: { requestId: v.string() },
  returns: v.null(),
  handler: async (ctx, { requestId }) => {
    const request = await ownersRequest(ctx, ctx.viewer._id, requestId);
    if (request.status === "matched") throw new ConvexError({ code: "ALREADY_MATCHED", bookingId: request.bookingId ?? null });
    if (request.status !== "waiting") return null;
    await requireRateLimit(ctx, "bookingCommand", ctx.viewer._id);
    await closeRequest(ctx, request._id, "left", Date.now());
    return null;
  },
});

export const myAvailability = vetQuery({
  args: {},
  returns: vetAvailabilityViewValidator,
  handler: async (ctx) => availabilityView(ctx, ctx.viewer._id, Date.now()),
});

export const setAvailable = vetMutation({
  args: { available: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { available }) => {
    await requireRateLimit(ctx, "bookingCommand", ctx.viewer._id);
    if (available) await switchOn(ctx, ctx.viewer._id, Date.now());
    else await switchOff(ctx, ctx.viewer._id, "manual", Date.now());
    return null;
  },
});

/** Sent by the vet's page while it is open and in use; answers whether the vet is still on. */
export const heartbeat = vetMutation({
  args: {},
  returns: v.union(v.literal("available"), v.literal("off")),
  handler: async (ctx) => beat(ctx, ctx.viewer._id, Date.now()),
});

/** The vet's page saw no input for a while: switches off with the reason shown to the vet. */
export const goIdle = vetMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await switchOff(ctx, ctx.viewer._id, "idle", Date.now());
    return null;
  },
});

export const vetQueue = vetQuery({
  args: {},
  returns: vetQueueValidator,
  handler: async (ctx) => vetQueueView(ctx, ctx.viewer._id, Date.now()),
});

/** First to accept gets the request, exactly once; everyone else gets ALREADY_TAKEN. */
export const accept = vetMutation({
  args: { requestId: v.string() },
  returns: v.object({ bookingId: v.id("bookings") }),
  handler: async (ctx, { requestId }) => {
    await requireRateLimit(ctx, "bookingCommand", ctx.viewer._id);
    return await acceptRequest(ctx, ctx.viewer._id, requestId, Date.now());
  },
});

export const decline = vetMutation({
  args: { requestId: v.string() },
  returns: v.null(),
  handler: async (ctx, { requestId }) => {
    await requireRateLimit(ctx, "bookingCommand", ctx.viewer._id);
    await declineRequest(ctx, ctx.viewer._id, requestId, Date.now());
    return null;
  },
});

/** A matching pass at a deadline (offer expiry, widening, time-out); `at` 0 is "as soon as possible". */
export const dispatchDue = internalMutation({
  args: { at: v.number() },
  returns: v.null(),
  handler: async (ctx, { at }) => {
    await runScheduledDispatch(ctx, at, Date.now());
    return null;
  },
});

/** Every minute: vets whose page stopped beating are switched off. */
export const switchOffSilent = internalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await switchOffSilentVets(ctx, Date.now());
    return null;
  },
});

export const authorisationToRelease = internalQuery({
  args: { requestId: v.id("onDemandRequests") },
  handler: async (ctx, { requestId }) => {
    const request = await ctx.db.get(requestId);
    if (request === null || request.status === "waiting" || request.status === "matched") return null;
    if (request.authorisationReleasedAt !== undefined) return null;
    return request.authorisationReference;
  },
});

/** Releases the card reservation of a request that ended without a consultation, then records it. */
export const releaseAuthorisation = internalAction({
  args: { requestId: v.id("onDemandRequests") },
  returns: v.null(),
  handler: async (ctx, { requestId }) => {
    const reference = await ctx.runQuery(internal.onDemand.authorisationToRelease, { requestId });
    if (reference === null) return null;
    await paymentProvider().release(reference);
    await ctx.runMutation(internal.onDemand.recordRelease, { requestId });
    return null;
  },
});

export const recordRelease = internalMutation({
  args: { requestId: v.id("onDemandRequests") },
  returns: v.null(),
  handler: async (ctx, { requestId }) => {
    const request = await ctx.db.get(requestId);
    if (request !== null && request.authorisationReleasedAt === undefined) {
      await ctx.db.patch(requestId, { authorisationReleasedAt: Date.now() });
    }
    return null;
  },
});
