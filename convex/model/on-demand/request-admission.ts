import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { ownersPet, usablePaymentMethod } from "../bookings/booking-terms";
import { ON_DEMAND_CURRENCY, ON_DEMAND_PRICE_MINOR } from "../../shared/policy";
import type { PetSpecies } from "../../shared/pets/species";
import { dispatchOnDemand } from "./dispatch";
import { onDemandRequestTimeoutMs, onDemandWidenAfterMs } from "./on-demand-settings";

/** A short reason: the vet reads it before accepting. */
export const MAX_ON_DEMAND_REASON_LENGTH = 500;
const LANGUAGE_CODE = /^[a-z]{2}$/;

export interface OnDemandRequestInput {
  petId: string;
  species: PetSpecies;
  language: string;
  reason: string;
  paymentMethodId: string;
}

export interface AdmittedRequest {
  pet: Doc<"pets">;
  paymentMethod: Doc<"paymentMethods">;
  reason: string;
  priceMinor: number;
  currency: string;
}

/** The owner's request that is still waiting for a vet, if any (an owner waits in one line at a time). */
export async function waitingRequestOf(ctx: QueryCtx, ownerId: Id<"users">): Promise<Doc<"onDemandRequests"> | null> {
  const latest = await ctx.db
    .query("onDemandRequests")
    .withIndex("by_owner_and_created", (q) => q.eq("ownerId", ownerId))
    .order("desc")
    .first();
  return latest !== null && latest.status === "waiting" ? latest : null;
}

/** Everything a request needs that the database can check: pet, card, reason, language, no other request waiting. */
export async function admitRequest(ctx: QueryCtx, ownerId: Id<"users">, input: OnDemandRequestInput): Promise<AdmittedRequest> {
  const reason = input.reason.trim();
  if (reason.length === 0) throw new ConvexError({ code: "REASON_REQUIRED" });
  if (reason.length > MAX_ON_DEMAND_REASON_LENGTH) throw new ConvexError({ code: "INPUT_TOO_LONG" });
  if (!LANGUAGE_CODE.test(input.language)) throw new ConvexError({ code: "INVALID_LANGUAGE" });
  const pet = await ownersPet(ctx, ownerId, input.petId);
  const paymentMethod = await usablePaymentMethod(ctx, ownerId, input.paymentMethodId);
  const waiting = await waitingRequestOf(ctx, ownerId);
  if (waiting !== null) throw new ConvexError({ code: "ALREADY_WAITING", requestId: waiting._id });
  return { pet, paymentMethod, reason, priceMinor: ON_DEMAND_PRICE_MINOR, currency: ON_DEMAND_CURRENCY };
}

/** Queues the request with its card reservation and runs a matching pass at once. */
export async function queueRequest(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  input: OnDemandRequestInput,
  authorisation: { reference: string; amountMinor: number },
  now: number,
): Promise<Id<"onDemandRequests">> {
  const admitted = await admitRequest(ctx, ownerId, input);
  if (authorisation.amountMinor !== admitted.priceMinor) throw new ConvexError({ code: "AMOUNT_MISMATCH" });
  const requestId = await ctx.db.insert("onDemandRequests", {
    ownerId,
    petId: admitted.pet._id,
    species: input.species,
    language: input.language,
    reason: admitted.reason,
    paymentMethodId: admitted.paymentMethod._id,
    priceMinor: admitted.priceMinor,
    currency: admitted.currency,
    authorisationReference: authorisation.reference,
    status: "waiting",
    stage: "exclusive",
    createdAt: now,
    widensAt: now + onDemandWidenAfterMs(),
    expiresAt: now + onDemandRequestTimeoutMs(),
  });
  await dispatchOnDemand(ctx, now);
  return requestId;
}
