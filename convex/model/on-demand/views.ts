import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import {
  ON_DEMAND_CONSULTATION_MINUTES,
  ON_DEMAND_CURRENCY,
  ON_DEMAND_HEARTBEAT_INTERVAL_MS,
  ON_DEMAND_OFF_REASON_SHOWN_FOR_MS,
  ON_DEMAND_PRICE_MINOR,
} from "../../shared/policy";
import { missingProfileParts } from "../vets/publication";
import { isOfferedTo } from "./accept";
import { availabilityOf, vetProfileOf } from "./availability";
import { waitingRequests } from "./dispatch";
import { estimatedWaitMs, queuePosition, vetMatches } from "./matching";
import { nextBookableTimes } from "./next-bookable-times";
import { blockingConsultation, heartbeatIsFresh } from "./vet-eligibility";

const RECENT_ACCEPTS = 20;
const ONLINE_READ = 500;
const QUEUE_SHOWN = 20;

export function onDemandQuote() {
  return {
    priceMinor: ON_DEMAND_PRICE_MINOR,
    currency: ON_DEMAND_CURRENCY,
    consultationMinutes: ON_DEMAND_CONSULTATION_MINUTES,
  };
}

async function matchingVetsOnline(ctx: QueryCtx, needs: { species: string; language: string }, now: number) {
  const rows = await ctx.db
    .query("vetAvailability")
    .withIndex("by_status_and_idle_since", (q) => q.eq("status", "available"))
    .take(ONLINE_READ);
  return rows.filter((row) => heartbeatIsFresh(row, now) && vetMatches(row, needs)).length;
}

async function recentWaitsMs(ctx: QueryCtx): Promise<number[]> {
  const matched = await ctx.db
    .query("onDemandRequests")
    .withIndex("by_status_and_matched", (q) => q.eq("status", "matched"))
    .order("desc")
    .take(RECENT_ACCEPTS);
  return matched.map((request) => (request.matchedAt ?? request.createdAt) - request.createdAt);
}

/** What the owner's waiting page shows, live. */
export async function waitingRoomView(ctx: QueryCtx, request: Doc<"onDemandRequests">, now: number) {
  const pet = await ctx.db.get(request.petId);
  const waiting = request.status === "waiting";
  const online = waiting ? await matchingVetsOnline(ctx, request, now) : 0;
  const position = waiting ? queuePosition(request, await waitingRequests(ctx)) : null;
  return {
    requestId: request._id,
    status: request.status,
    petName: pet?.name ?? null,
    species: request.species,
    language: request.language,
    reason: request.reason,
    priceMinor: request.priceMinor,
    currency: request.currency,
    createdAt: request.createdAt,
    expiresAt: request.expiresAt,
    position,
    matchingVetsOnline: online,
    estimatedWaitMs: position === null ? null : estimatedWaitMs(await recentWaitsMs(ctx), position, online),
    bookingId: request.bookingId ?? null,
    authorisationReleased: request.authorisationReleasedAt !== undefined,
    nextBookableTimes: request.status === "timed_out" ? await nextBookableTimes(ctx, request, now) : [],
  };
}

/** The vet's switch and why it is off, with what stops a vet from switching on. */
export async function availabilityView(ctx: QueryCtx, vetUserId: Id<"users">, now: number) {
  const [vet, availability] = await Promise.all([vetProfileOf(ctx, vetUserId), availabilityOf(ctx, vetUserId)]);
  const available = availability !== null && availability.status === "available" && heartbeatIsFresh(availability, now);
  const blocking = vet === null ? null : await blockingConsultation(ctx, vet._id, now);
  return {
    available,
    offReason:
      available || availability === null || now - availability.lastHeartbeatAt > ON_DEMAND_OFF_REASON_SHOWN_FOR_MS
        ? null
        : availability.status === "available"
          ? "heartbeat_lost"
          : (availability.offReason ?? null),
    published: vet?.published ?? false,
    missing: vet === null ? [] : missingProfileParts(vet),
    inConsultation: blocking !== null && blocking.startsAt <= now ? blocking._id : null,
    nextConsultationAt: blocking !== null && blocking.startsAt > now ? blocking.startsAt : null,
    heartbeatIntervalMs: ON_DEMAND_HEARTBEAT_INTERVAL_MS,
  };
}

/** The requests this vet could take now, oldest first: the one offered to them and those widened to every match. */
export async function vetQueueView(ctx: QueryCtx, vetUserId: Id<"users">, now: number) {
  const availability = await availabilityOf(ctx, vetUserId);
  if (availability === null || availability.status !== "available") return [];
  if ((await blockingConsultation(ctx, availability.vetId, now)) !== null) return [];
  const requests = await waitingRequests(ctx);
  const visible: Array<{ request: Doc<"onDemandRequests">; offerExpiresAt: number | null }> = [];
  for (const request of requests) {
    if (visible.length >= QUEUE_SHOWN) break;
    if (!(await isOfferedTo(ctx, request, availability))) continue;
    const offer = await ctx.db
      .query("onDemandOffers")
      .withIndex("by_request_and_vet", (q) => q.eq("requestId", request._id).eq("vetUserId", vetUserId))
      .unique();
    visible.push({
      request,
      offerExpiresAt: offer?.status === "open" && offer.expiresAt > now ? offer.expiresAt : null,
    });
  }
  // What a vet needs to decide, and no more: the pet's and owner's names come with the booking once accepted.
  return visible.map(({ request, offerExpiresAt }) => ({
    requestId: request._id,
    species: request.species,
    language: request.language,
    reason: request.reason,
    waitingSince: request.createdAt,
    offeredToYouUntil: offerExpiresAt,
  }));
}
