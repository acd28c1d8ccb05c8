import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { ON_DEMAND_HEARTBEAT_TIMEOUT_MS } from "../../shared/policy";
import { dispatchOnDemand, dispatchSoon } from "./dispatch";
import { blockingConsultation, canTakeOnDemandWork } from "./vet-eligibility";

type OffReason = NonNullable<Doc<"vetAvailability">["offReason"]>;
const SWEEP_BATCH = 100;

export async function vetProfileOf(ctx: QueryCtx, vetUserId: Id<"users">): Promise<Doc<"vetProfiles"> | null> {
  return await ctx.db
    .query("vetProfiles")
    .withIndex("by_user", (q) => q.eq("userId", vetUserId))
    .unique();
}

export async function availabilityOf(ctx: QueryCtx, vetUserId: Id<"users">): Promise<Doc<"vetAvailability"> | null> {
  return await ctx.db
    .query("vetAvailability")
    .withIndex("by_vet_user", (q) => q.eq("vetUserId", vetUserId))
    .unique();
}

/**
 * Switches "available now" on: only a complete, published profile, and not just before a booked consultation.
 * Switching on again while on is a heartbeat; the idle clock starts when the vet comes on.
 */
export async function switchOn(ctx: MutationCtx, vetUserId: Id<"users">, now: number): Promise<void> {
  const vet = await vetProfileOf(ctx, vetUserId);
  if (vet === null || !canTakeOnDemandWork(vet)) throw new ConvexError({ code: "PROFILE_NOT_PUBLISHED" });
  const blocking = await blockingConsultation(ctx, vet._id, now);
  if (blocking !== null) throw new ConvexError({ code: "CONSULTATION_SOON", startsAt: blocking.startsAt });
  const current = await availabilityOf(ctx, vetUserId);
  const fields = { species: vet.species, languages: vet.languages, lastHeartbeatAt: now, vetId: vet._id };
  if (current === null) {
    await ctx.db.insert("vetAvailability", { vetUserId, status: "available", idleSince: now, ...fields });
  } else if (current.status === "available") {
    await ctx.db.patch(current._id, fields);
  } else {
    await ctx.db.patch(current._id, { status: "available", offReason: undefined, idleSince: now, ...fields });
  }
  await dispatchOnDemand(ctx, now);
}

/** Switches off, handing any offer the vet holds back to the queue. */
export async function switchOff(ctx: MutationCtx, vetUserId: Id<"users">, reason: OffReason, now: number): Promise<void> {
  const current = await availabilityOf(ctx, vetUserId);
  if (current === null || current.status === "off") return;
  await ctx.db.patch(current._id, { status: "off", offReason: reason });
  await withdrawOffersHeldBy(ctx, vetUserId);
  await dispatchOnDemand(ctx, now);
}

async function withdrawOffersHeldBy(ctx: MutationCtx, vetUserId: Id<"users">): Promise<void> {
  const held = await ctx.db
    .query("onDemandOffers")
    .withIndex("by_vet_and_status", (q) => q.eq("vetUserId", vetUserId).eq("status", "open"))
    .take(100);
  for (const offer of held) await ctx.db.patch(offer._id, { status: "withdrawn" });
}

/**
 * The vet's page beats while it is open and in use. A beat keeps the vet on, unless a booked consultation is about
 * to start or the profile went unpublished, in which case it switches them off and says why.
 */
export async function heartbeat(ctx: MutationCtx, vetUserId: Id<"users">, now: number): Promise<Doc<"vetAvailability">["status"]> {
  const current = await availabilityOf(ctx, vetUserId);
  if (current === null || current.status === "off") return "off";
  const vet = await ctx.db.get(current.vetId);
  if (vet === null || !canTakeOnDemandWork(vet)) {
    await switchOff(ctx, vetUserId, "profile_unpublished", now);
    return "off";
  }
  const blocking = await blockingConsultation(ctx, current.vetId, now);
  if (blocking !== null && blocking.onDemandRequestId === undefined) {
    await switchOff(ctx, vetUserId, "consultation_soon", now);
    return "off";
  }
  await ctx.db.patch(current._id, { lastHeartbeatAt: now });
  return "available";
}

/** Switches off every vet whose page stopped beating (closed tab, lost network); a batch per run. */
export async function switchOffSilentVets(ctx: MutationCtx, now: number): Promise<void> {
  const silent = await ctx.db
    .query("vetAvailability")
    .withIndex("by_status_and_heartbeat", (q) =>
      q.eq("status", "available").lt("lastHeartbeatAt", now - ON_DEMAND_HEARTBEAT_TIMEOUT_MS),
    )
    .take(SWEEP_BATCH);
  for (const row of silent) {
    await ctx.db.patch(row._id, { status: "off", offReason: "heartbeat_lost" });
    await withdrawOffersHeldBy(ctx, row.vetUserId);
  }
  if (silent.length > 0) await dispatchOnDemand(ctx, now);
}

/**
 * A consultation of this vet just ended or was called off: if they are available, their idle time starts now
 * (fairness), and waiting requests may go to them.
 */
export async function vetFreedFromConsultation(ctx: MutationCtx, vetUserId: Id<"users">, now: number): Promise<void> {
  const current = await availabilityOf(ctx, vetUserId);
  if (current === null || current.status !== "available") return;
  await ctx.db.patch(current._id, { idleSince: now });
  await dispatchSoon(ctx);
}

