import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { onDemandOfferTimeoutMs } from "./on-demand-settings";
import { planDispatch, type DispatchStep, type WaitingRequest } from "./matching";
import { closeRequest } from "./request-lifecycle";
import { vetsReadyForWork } from "./vet-eligibility";

/** Waiting requests read per pass, oldest first; later ones wait for the next pass. */
const WAITING_READ = 200;
const OFFERS_PER_REQUEST_READ = 500;

export async function waitingRequests(ctx: QueryCtx): Promise<Doc<"onDemandRequests">[]> {
  return await ctx.db
    .query("onDemandRequests")
    .withIndex("by_status_and_created", (q) => q.eq("status", "waiting"))
    .take(WAITING_READ);
}

async function asWaitingRequest(ctx: QueryCtx, request: Doc<"onDemandRequests">): Promise<WaitingRequest> {
  const offers = await ctx.db
    .query("onDemandOffers")
    .withIndex("by_request_and_vet", (q) => q.eq("requestId", request._id))
    .take(OFFERS_PER_REQUEST_READ);
  const open = offers.find((offer) => offer.status === "open");
  return {
    requestId: request._id,
    species: request.species,
    language: request.language,
    createdAt: request.createdAt,
    widensAt: request.widensAt,
    expiresAt: request.expiresAt,
    stage: request.stage,
    openOffer: open === undefined ? null : { vetUserId: open.vetUserId, expiresAt: open.expiresAt },
    askedVets: new Set(offers.filter((offer) => offer.status !== "open").map((offer) => offer.vetUserId)),
  };
}

/**
 * One matching pass in the calling transaction: expires unanswered offers, times out old requests, widens, makes
 * new offers, and makes sure a pass is scheduled for the next deadline. Safe to run at any time, as often as wanted.
 */
export async function dispatchOnDemand(ctx: MutationCtx, now: number): Promise<void> {
  const requests = await waitingRequests(ctx);
  const plan = planDispatch(
    await Promise.all(requests.map((request) => asWaitingRequest(ctx, request))),
    await vetsReadyForWork(ctx, now),
    now,
    onDemandOfferTimeoutMs(),
  );
  for (const step of plan.steps) await applyStep(ctx, step, now);
  if (plan.nextRunAt !== null) await scheduleDispatchAt(ctx, plan.nextRunAt, now);
}

async function applyStep(ctx: MutationCtx, step: DispatchStep, now: number): Promise<void> {
  const requestId = step.requestId as Id<"onDemandRequests">;
  switch (step.type) {
    case "time_out":
      await closeRequest(ctx, requestId, "timed_out", now);
      return;
    case "widen":
      await ctx.db.patch(requestId, { stage: "widened" });
      return;
    case "expire_offer": {
      const offer = await ctx.db
        .query("onDemandOffers")
        .withIndex("by_request_and_vet", (q) =>
          q.eq("requestId", requestId).eq("vetUserId", step.vetUserId as Id<"users">),
        )
        .unique();
      if (offer !== null && offer.status === "open") await ctx.db.patch(offer._id, { status: "expired" });
      return;
    }
    case "offer":
      await ctx.db.insert("onDemandOffers", {
        requestId,
        vetUserId: step.vetUserId as Id<"users">,
        status: "open",
        offeredAt: now,
        expiresAt: step.expiresAt,
      });
      return;
  }
}

/** Keeps one scheduled pass per deadline: a later deadline than the one already planned needs no new job. */
async function scheduleDispatchAt(ctx: MutationCtx, at: number, now: number): Promise<void> {
  const row = await ctx.db.query("onDemandDispatch").first();
  const planned = row?.nextRunAt;
  if (planned !== undefined && planned > now && planned <= at) return;
  await ctx.scheduler.runAt(at, internal.onDemand.dispatchDue, { at });
  if (row === null) await ctx.db.insert("onDemandDispatch", { nextRunAt: at });
  else await ctx.db.patch(row._id, { nextRunAt: at });
}

/** The scheduled pass: forgets its own deadline, then runs (a pass whose deadline was replaced runs harmlessly). */
export async function runScheduledDispatch(ctx: MutationCtx, at: number, now: number): Promise<void> {
  const row = await ctx.db.query("onDemandDispatch").first();
  if (row !== null && row.nextRunAt === at) await ctx.db.patch(row._id, { nextRunAt: undefined });
  await dispatchOnDemand(ctx, now);
}

/** Asks for a pass soon, outside the caller's transaction (e.g. a consultation just ended and freed a vet). */
export async function dispatchSoon(ctx: MutationCtx): Promise<void> {
  await ctx.scheduler.runAfter(0, internal.onDemand.dispatchDue, { at: 0 });
}
