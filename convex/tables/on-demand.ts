import { defineTable } from "convex/server";
import { v } from "convex/values";
import { speciesValidator } from "./pets";

export const availabilityOffReasonValidator = v.union(
  v.literal("manual"),
  v.literal("idle"),
  v.literal("heartbeat_lost"),
  v.literal("consultation_soon"),
  v.literal("profile_unpublished"),
);

export const onDemandRequestStatusValidator = v.union(
  v.literal("waiting"),
  v.literal("matched"),
  v.literal("left"),
  v.literal("timed_out"),
);

export const onDemandOfferStatusValidator = v.union(
  v.literal("open"),
  v.literal("accepted"),
  v.literal("declined"),
  v.literal("expired"),
  v.literal("withdrawn"),
);

/**
 * "See a vet now" (issue 24): vets who are available for on-demand work, owners' requests waiting for one, and the
 * offers that carry a request to a vet. An accepted request becomes an ordinary booking (its stream starts now).
 */
export const onDemandTables = {
  /** One row per vet who ever switched "available now" on. */
  vetAvailability: defineTable({
    vetUserId: v.id("users"),
    vetId: v.id("vetProfiles"),
    status: v.union(v.literal("available"), v.literal("off")),
    offReason: v.optional(availabilityOffReasonValidator),
    /** Since when the vet has been waiting for work: fairness offers requests to the longest idle first. */
    idleSince: v.number(),
    lastHeartbeatAt: v.number(),
    /** Copied from the profile when switched on, so matching reads one row per vet. */
    species: v.array(speciesValidator),
    languages: v.array(v.string()),
  })
    .index("by_vet_user", ["vetUserId"])
    .index("by_status_and_idle_since", ["status", "idleSince"])
    .index("by_status_and_heartbeat", ["status", "lastHeartbeatAt"]),

  onDemandRequests: defineTable({
    ownerId: v.id("users"),
    petId: v.id("pets"),
    species: speciesValidator,
    /** ISO 639-1: the language the owner wants to be advised in. */
    language: v.string(),
    reason: v.string(),
    paymentMethodId: v.id("paymentMethods"),
    priceMinor: v.number(),
    currency: v.string(),
    /** The card reservation made before the request was queued; it becomes the booking's, or is released. */
    authorisationReference: v.string(),
    status: onDemandRequestStatusValidator,
    /** `widened` once every matching vet sees the request, not only the one it is offered to. */
    stage: v.union(v.literal("exclusive"), v.literal("widened")),
    createdAt: v.number(),
    widensAt: v.number(),
    expiresAt: v.number(),
    matchedAt: v.optional(v.number()),
    vetUserId: v.optional(v.id("users")),
    bookingId: v.optional(v.id("bookings")),
    closedAt: v.optional(v.number()),
    authorisationReleasedAt: v.optional(v.number()),
  })
    .index("by_status_and_created", ["status", "createdAt"])
    .index("by_status_and_matched", ["status", "matchedAt"])
    .index("by_owner_and_created", ["ownerId", "createdAt"]),

  /** A request offered to one vet; declines of a widened request are rows too, so nobody is asked twice. */
  onDemandOffers: defineTable({
    requestId: v.id("onDemandRequests"),
    vetUserId: v.id("users"),
    status: onDemandOfferStatusValidator,
    offeredAt: v.number(),
    expiresAt: v.number(),
  })
    .index("by_request_and_vet", ["requestId", "vetUserId"])
    .index("by_request_and_status", ["requestId", "status"])
    .index("by_vet_and_status", ["vetUserId", "status"]),

  /** One row: when the next matching pass is due, so passes are scheduled once per deadline. */
  onDemandDispatch: defineTable({
    nextRunAt: v.optional(v.number()),
  }),
};
