import { v } from "convex/values";
import { availabilityOffReasonValidator, onDemandRequestStatusValidator } from "../../tables/on-demand";
import { speciesValidator } from "../../tables/pets";
import { missingForPublicationValidator } from "../vets/publication";

/** The validators of what views.ts returns, for the public functions' `returns`. */
export const onDemandQuoteValidator = v.object({
  priceMinor: v.number(),
  currency: v.string(),
  consultationMinutes: v.number(),
});

export const waitingRoomValidator = v.object({
  requestId: v.id("onDemandRequests"),
  status: onDemandRequestStatusValidator,
  petName: v.union(v.string(), v.null()),
  species: speciesValidator,
  language: v.string(),
  reason: v.string(),
  priceMinor: v.number(),
  currency: v.string(),
  createdAt: v.number(),
  expiresAt: v.number(),
  position: v.union(v.number(), v.null()),
  matchingVetsOnline: v.number(),
  estimatedWaitMs: v.union(v.number(), v.null()),
  bookingId: v.union(v.id("bookings"), v.null()),
  authorisationReleased: v.boolean(),
  nextBookableTimes: v.array(v.object({ vetId: v.id("vetProfiles"), displayName: v.string(), startsAt: v.number() })),
});

export const vetAvailabilityViewValidator = v.object({
  available: v.boolean(),
  offReason: v.union(availabilityOffReasonValidator, v.null()),
  published: v.boolean(),
  missing: v.array(missingForPublicationValidator),
  inConsultation: v.union(v.id("bookings"), v.null()),
  nextConsultationAt: v.union(v.number(), v.null()),
  heartbeatIntervalMs: v.number(),
});

export const vetQueueValidator = v.array(
  v.object({
    requestId: v.id("onDemandRequests"),
    species: speciesValidator,
    language: v.string(),
    reason: v.string(),
    waitingSince: v.number(),
    offeredToYouUntil: v.union(v.number(), v.null()),
  }),
);
