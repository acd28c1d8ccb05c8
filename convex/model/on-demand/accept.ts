import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { openBooking } from "../bookings/run-command";
import { ON_DEMAND_CONSULTATION_MINUTES } from "../../shared/policy";
import { availabilityOf, vetProfileOf } from "./availability";
import { dispatchOnDemand } from "./dispatch";
import { vetMatches } from "./matching";
import { openOffersOf } from "./request-lifecycle";
import { blockingConsultation, canTakeOnDemandWork, heartbeatIsFresh } from "./vet-eligibility";

/** Whether this vet may see the request: it is offered to them, or widened to every matching vet (and not declined). */
export async function isOfferedTo(
  ctx: QueryCtx,
  request: Doc<"onDemandRequests">,
  vet: Pick<Doc<"vetAvailability">, "vetUserId" | "species" | "languages">,
): Promise<boolean> {
  const offer = await ctx.db
    .query("onDemandOffers")
    .withIndex("by_request_and_vet", (q) => q.eq("requestId", request._id).eq("vetUserId", vet.vetUserId))
    .unique();
  if (offer === null) return request.stage === "widened" && vetMatches(vet, request);
  if (offer.status === "declined") return false;
  // An offer that expired or was withdrawn still lets the vet see what became of the request.
  return offer.status === "open" || request.stage === "widened" || request.status !== "waiting";
}

/** Any request id from a client: malformed and unknown ids read the same. */
export async function requestById(ctx: QueryCtx, rawRequestId: string): Promise<Doc<"onDemandRequests">> {
  const requestId = ctx.db.normalizeId("onDemandRequests", rawRequestId);
  const request = requestId === null ? null : await ctx.db.get(requestId);
  if (request === null) throw new ConvexError({ code: "NOT_FOUND" });
  return request;
}

/**
 * The vet takes the request. A Convex mutation is a serializable transaction, so of many vets accepting at the same
 * moment exactly one sees the request still waiting; the others get ALREADY_TAKEN. The request becomes an ordinary
 * booking starting now, opened through the bookings decider with the card reservation made when the owner asked.
 */
export async function acceptRequest(
  ctx: MutationCtx,
  vetUserId: Id<"users">,
  rawRequestId: string,
  now: number,
): Promise<{ bookingId: Id<"bookings"> }> {
  const request = await requestById(ctx, rawRequestId);
  // A repeated accept by the winner (a retry after a lost answer) gets the same booking.
  if (request.status === "matched" && request.vetUserId === vetUserId && request.bookingId !== undefined) {
    return { bookingId: request.bookingId };
  }
  const availability = await availabilityOf(ctx, vetUserId);
  if (availability === null || availability.status !== "available" || !heartbeatIsFresh(availability, now)) {
    throw new ConvexError({ code: "NOT_AVAILABLE" });
  }
  if (!(await isOfferedTo(ctx, request, availability))) throw new ConvexError({ code: "NOT_FOUND" });
  if (request.status === "matched") throw new ConvexError({ code: "ALREADY_TAKEN" });
  if (request.status !== "waiting") throw new ConvexError({ code: "REQUEST_CLOSED" });
  const vet = await vetProfileOf(ctx, vetUserId);
  if (vet === null || !canTakeOnDemandWork(vet)) throw new ConvexError({ code: "PROFILE_NOT_PUBLISHED" });
  if ((await blockingConsultation(ctx, vet._id, now)) !== null) throw new ConvexError({ code: "VET_BUSY" });

  const { bookingId } = await openBooking(
    ctx,
    {
      type: "book",
      terms: {
        vetId: vet._id,
        vetUserId,
        ownerId: request.ownerId,
        petId: request.petId,
        startsAt: now,
        endsAt: now + ON_DEMAND_CONSULTATION_MINUTES * 60_000,
        reason: request.reason,
        intakeAnswers: [],
        paymentMethodId: request.paymentMethodId,
        priceMinor: request.priceMinor,
        currency: request.currency,
        onDemandRequestId: request._id,
      },
      authorisation: { reference: request.authorisationReference, amountMinor: request.priceMinor },
    },
    // The owner asked for this consultation (and reserved the money); the vet's accept only answered.
    { kind: "owner", userId: request.ownerId },
  );
  await ctx.db.patch(request._id, { status: "matched", matchedAt: now, vetUserId, bookingId });
  for (const offer of await openOffersOf(ctx, request._id)) {
    await ctx.db.patch(offer._id, { status: offer.vetUserId === vetUserId ? "accepted" : "withdrawn" });
  }
  return { bookingId };
}

/** The vet passes: the request moves on to the next vet and is never offered to this one again. */
export async function declineRequest(ctx: MutationCtx, vetUserId: Id<"users">, rawRequestId: string, now: number): Promise<void> {
  const request = await requestById(ctx, rawRequestId);
  const availability = await availabilityOf(ctx, vetUserId);
  if (availability === null || !(await isOfferedTo(ctx, request, availability))) {
    throw new ConvexError({ code: "NOT_FOUND" });
  }
  if (request.status !== "waiting") return;
  const offer = await ctx.db
    .query("onDemandOffers")
    .withIndex("by_request_and_vet", (q) => q.eq("requestId", request._id).eq("vetUserId", vetUserId))
    .unique();
  if (offer === null) {
    await ctx.db.insert("onDemandOffers", {
      requestId: request._id,
      vetUserId,
      status: "declined",
      offeredAt: now,
      expiresAt: now,
    });
  } else {
    await ctx.db.patch(offer._id, { status: "declined" });
  }
  await dispatchOnDemand(ctx, now);
}
