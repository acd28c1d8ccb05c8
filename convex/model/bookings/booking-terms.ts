import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { isExpired } from "../../shared/payments/card-validation";
import { MAX_REASON_LENGTH } from "../../shared/bookings/change-input";
import { holdsItsTime } from "../schedule/schedule-reads";
import { requireFreeSlot } from "./slot-check";
import type { BookingTerms, IntakeAnswer } from "./types";

export interface BookingRequest {
  vetId: string;
  petId: string;
  startsAt: number;
  reason: string;
  intakeAnswers: IntakeAnswer[];
  paymentMethodId: string;
}

export const MAX_INTAKE_ANSWERS = 20;
export const MAX_INTAKE_TEXT_LENGTH = 2000;

/** Everything a booking needs, checked against the database: vet, pet, card and a slot that is still free. */
export async function resolveBookingTerms(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  request: BookingRequest,
): Promise<{ terms: BookingTerms; paymentToken: string }> {
  requireWellFormedRequest(request);
  const vet = await publishedVet(ctx, request.vetId);
  const pet = await ownersPet(ctx, ownerId, request.petId);
  const paymentMethod = await usablePaymentMethod(ctx, ownerId, request.paymentMethodId);
  const slot = await requireFreeSlot(ctx, vet._id, request.startsAt).catch(async (error: unknown) => {
    throw (await ownBookingAt(ctx, ownerId, vet._id, request.startsAt, pet._id)) ?? error;
  });
  return {
    terms: {
      vetId: vet._id,
      vetUserId: vet.userId,
      ownerId,
      petId: pet._id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      reason: request.reason.trim(),
      intakeAnswers: request.intakeAnswers,
      paymentMethodId: paymentMethod._id,
      priceMinor: vet.priceMinor,
      currency: vet.currency,
    },
    paymentToken: paymentMethod.token,
  };
}

/**
 * The time is not free because this owner booked it (another tab, another device): that is said as such, not as
 * someone else having taken it. For the same pet the booking they wanted exists (ALREADY_BOOKED, with it); for
 * another pet this one still needs a time (BOOKED_FOR_ANOTHER_PET).
 */
async function ownBookingAt(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  vetId: Id<"vetProfiles">,
  startsAt: number,
  petId: Id<"pets">,
): Promise<ConvexError<{ code: "ALREADY_BOOKED"; bookingId: Id<"bookings"> } | { code: "BOOKED_FOR_ANOTHER_PET" }> | null> {
  const atThatTime = await ctx.db
    .query("bookings")
    .withIndex("by_vet_and_start", (q) => q.eq("vetId", vetId).eq("startsAt", startsAt))
    .take(MAX_BOOKINGS_AT_ONE_TIME);
  const own = atThatTime.find((booking) => booking.ownerId === ownerId && holdsItsTime(booking));
  if (own === undefined) return null;
  return own.petId === petId ? new ConvexError({ code: "ALREADY_BOOKED" as const, bookingId: own._id }) : new ConvexError({ code: "BOOKED_FOR_ANOTHER_PET" as const });
}

/** Cancelled bookings keep their time in the index; a few per time at most. */
const MAX_BOOKINGS_AT_ONE_TIME = 50;

function requireWellFormedRequest(request: BookingRequest): void {
  const reason = request.reason.trim();
  if (reason.length === 0) throw new ConvexError({ code: "REASON_REQUIRED" });
  const tooLong =
    reason.length > MAX_REASON_LENGTH ||
    request.intakeAnswers.length > MAX_INTAKE_ANSWERS ||
    request.intakeAnswers.some(
      (item) => item.question.length > MAX_INTAKE_TEXT_LENGTH || item.answer.length > MAX_INTAKE_TEXT_LENGTH,
    );
  if (tooLong) throw new ConvexError({ code: "INPUT_TOO_LONG" });
}

async function publishedVet(ctx: QueryCtx, rawVetId: string): Promise<Doc<"vetProfiles">> {
  const vetId = ctx.db.normalizeId("vetProfiles", rawVetId);
  const vet = vetId === null ? null : await ctx.db.get(vetId);
  if (vet === null || !vet.published) throw new ConvexError({ code: "NOT_FOUND" });
  return vet;
}

export async function ownersPet(ctx: QueryCtx, ownerId: Id<"users">, rawPetId: string): Promise<Doc<"pets">> {
  const petId = ctx.db.normalizeId("pets", rawPetId);
  const pet = petId === null ? null : await ctx.db.get(petId);
  if (pet === null || pet.ownerId !== ownerId || pet.archived) throw new ConvexError({ code: "PET_NOT_FOUND" });
  return pet;
}

export async function usablePaymentMethod(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  rawPaymentMethodId: string,
): Promise<Doc<"paymentMethods">> {
  const paymentMethodId = ctx.db.normalizeId("paymentMethods", rawPaymentMethodId);
  const method = paymentMethodId === null ? null : await ctx.db.get(paymentMethodId);
  if (method === null || method.ownerId !== ownerId || method.removedAt !== undefined) {
    throw new ConvexError({ code: "PAYMENT_METHOD_NOT_FOUND" });
  }
  if (isExpired(method.expMonth, method.expYear, new Date(Date.now()))) {
    throw new ConvexError({ code: "CARD_EXPIRED" });
  }
  return method;
}
