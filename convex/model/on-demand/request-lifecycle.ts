import { ConvexError } from "convex/values";
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { emailRequestTimedOut } from "./timed-out-email";

/** The owner's own request behind an id from a URL; anyone else's, or a malformed id, is NOT_FOUND. */
export async function ownersRequest(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  rawRequestId: string,
): Promise<Doc<"onDemandRequests">> {
  const requestId = ctx.db.normalizeId("onDemandRequests", rawRequestId);
  const request = requestId === null ? null : await ctx.db.get(requestId);
  if (request === null || request.ownerId !== ownerId) throw new ConvexError({ code: "NOT_FOUND" });
  return request;
}

export async function openOffersOf(ctx: QueryCtx, requestId: Id<"onDemandRequests">): Promise<Doc<"onDemandOffers">[]> {
  return await ctx.db
    .query("onDemandOffers")
    .withIndex("by_request_and_status", (q) => q.eq("requestId", requestId).eq("status", "open"))
    .take(100);
}

/**
 * Ends a waiting request without a consultation (the owner left, or nobody accepted in time): its offers are
 * withdrawn and the card reservation is released by a scheduled action (a processor call cannot run here).
 */
export async function closeRequest(
  ctx: MutationCtx,
  requestId: Id<"onDemandRequests">,
  outcome: "left" | "timed_out",
  now: number,
): Promise<void> {
  const request = await ctx.db.get(requestId);
  if (request === null || request.status !== "waiting") return;
  await ctx.db.patch(requestId, { status: outcome, closedAt: now });
  for (const offer of await openOffersOf(ctx, requestId)) await ctx.db.patch(offer._id, { status: "withdrawn" });
  await ctx.scheduler.runAfter(0, internal.onDemand.releaseAuthorisation, { requestId });
  // The owner may have closed the waiting page: a time-out is also said by email.
  if (outcome === "timed_out") await emailRequestTimedOut(ctx, request, now);
}
