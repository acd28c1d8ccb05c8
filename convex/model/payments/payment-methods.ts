import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

/** Nobody needs more cards than this; the bound keeps every list query small. */
export const MAX_PAYMENT_METHODS = 20;

export async function activePaymentMethods(ctx: QueryCtx, ownerId: Id<"users">): Promise<Doc<"paymentMethods">[]> {
  const methods = await ctx.db
    .query("paymentMethods")
    .withIndex("by_owner_and_removed", (q) => q.eq("ownerId", ownerId).eq("removedAt", undefined))
    .take(MAX_PAYMENT_METHODS);
  return methods;
}

type CardIdentity = Pick<Doc<"paymentMethods">, "brand" | "last4" | "expMonth" | "expYear">;

/** What the owner sees of a card: two saved cards alike in all of it would be one card listed twice. */
export function isSameCard(a: CardIdentity, b: CardIdentity): boolean {
  return a.brand === b.brand && a.last4 === b.last4 && a.expMonth === b.expMonth && a.expYear === b.expYear;
}

export async function ownersActivePaymentMethod(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  rawPaymentMethodId: string,
): Promise<Doc<"paymentMethods">> {
  const id = ctx.db.normalizeId("paymentMethods", rawPaymentMethodId);
  const method = id === null ? null : await ctx.db.get(id);
  if (method === null || method.ownerId !== ownerId || method.removedAt !== undefined) {
    throw new ConvexError({ code: "NOT_FOUND" });
  }
  return method;
}

/** A card secures a booking until that booking's payment is settled (completed, cancelled, no-show). */
export async function securesActiveBooking(ctx: QueryCtx, paymentMethodId: Id<"paymentMethods">): Promise<boolean> {
  // A "See a vet now" request still waiting holds a reservation on its card, as a booking does.
  const method = await ctx.db.get(paymentMethodId);
  if (method !== null) {
    const latestRequest = await ctx.db
      .query("onDemandRequests")
      .withIndex("by_owner_and_created", (q) => q.eq("ownerId", method.ownerId))
      .order("desc")
      .first();
    if (latestRequest?.status === "waiting" && latestRequest.paymentMethodId === paymentMethodId) return true;
  }
  for (const status of ["confirmed", "in_call"] as const) {
    const booking = await ctx.db
      .query("bookings")
      .withIndex("by_payment_method_and_status", (q) => q.eq("paymentMethodId", paymentMethodId).eq("status", status))
      .first();
    if (booking !== null) return true;
  }
  return false;
}

export async function makeDefault(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  paymentMethodId: Id<"paymentMethods"> | null,
): Promise<void> {
  for (const method of await activePaymentMethods(ctx, ownerId)) {
    const isDefault = method._id === paymentMethodId;
    if (method.isDefault !== isDefault) await ctx.db.patch(method._id, { isDefault });
  }
}
