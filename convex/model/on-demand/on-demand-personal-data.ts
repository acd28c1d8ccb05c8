import type { PersonalDataSection } from "../accounts/personal-data";
import { dispatchSoon } from "./dispatch";
import { closeRequest } from "./request-lifecycle";

const MAX_EXPORTED_REQUESTS = 500;

/**
 * "See a vet now": an owner's requests (what they asked, when, what became of it) and a vet's availability.
 * Erasure ends a request still waiting (its card reservation is released as usual, so its row stays, without the
 * reason, until then) and removes everything else.
 */
export const onDemandPersonalData: PersonalDataSection = {
  key: "seeAVetNow",
  exportData: async (ctx, user) => {
    const requests = await ctx.db
      .query("onDemandRequests")
      .withIndex("by_owner_and_created", (q) => q.eq("ownerId", user._id))
      .order("desc")
      .take(MAX_EXPORTED_REQUESTS);
    const availability = await ctx.db
      .query("vetAvailability")
      .withIndex("by_vet_user", (q) => q.eq("vetUserId", user._id))
      .unique();
    return {
      requests: requests.map((request) => ({
        askedAt: request.createdAt,
        species: request.species,
        language: request.language,
        reason: request.reason,
        status: request.status,
        priceMinor: request.priceMinor,
        currency: request.currency,
        ...(request.matchedAt !== undefined && { matchedAt: request.matchedAt }),
        ...(request.closedAt !== undefined && { closedAt: request.closedAt }),
      })),
      availability:
        availability === null ? null : { status: availability.status, lastHeartbeatAt: availability.lastHeartbeatAt },
    };
  },
  erase: async (ctx, { user }) => {
    const now = Date.now();
    const requests = await ctx.db
      .query("onDemandRequests")
      .withIndex("by_owner_and_created", (q) => q.eq("ownerId", user._id))
      .take(MAX_EXPORTED_REQUESTS);
    for (const request of requests) {
      const releasePending = request.status === "waiting" || (request.status !== "matched" && request.authorisationReleasedAt === undefined);
      if (request.status === "waiting") await closeRequest(ctx, request._id, "left", now);
      const offers = await ctx.db
        .query("onDemandOffers")
        .withIndex("by_request_and_vet", (q) => q.eq("requestId", request._id))
        .take(500);
      for (const offer of offers) await ctx.db.delete(offer._id);
      if (releasePending) await ctx.db.patch(request._id, { reason: "" });
      else await ctx.db.delete(request._id);
    }
    const availability = await ctx.db
      .query("vetAvailability")
      .withIndex("by_vet_user", (q) => q.eq("vetUserId", user._id))
      .unique();
    if (availability !== null) await ctx.db.delete(availability._id);
    const offers = await ctx.db
      .query("onDemandOffers")
      .withIndex("by_vet_and_status", (q) => q.eq("vetUserId", user._id))
      .take(500);
    for (const offer of offers) await ctx.db.delete(offer._id);
    if (availability !== null || offers.length > 0) await dispatchSoon(ctx);
  },
};
