import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalAction, internalMutation, internalQuery } from "./_generated/server";
import { ownerAction, ownerMutation, ownerQuery } from "./functions";
import { executeBookingCommand } from "./model/bookings/run-command";
import { foldEvents } from "./model/bookings/evolve";
import { loadStream } from "./model/bookings/event-store";
import { outstandingSettlement } from "./model/bookings/settlement";
import { paymentHistoryEntryValidator, paymentHistoryFor } from "./model/payments/payment-history";
import {
  MAX_PAYMENT_METHODS,
  activePaymentMethods,
  isSameCard,
  makeDefault,
  ownersActivePaymentMethod,
  securesActiveBooking,
} from "./model/payments/payment-methods";
import { paymentProvider } from "./model/payments/provider-registry";
import { paymentMethodFields } from "./tables/payments";
import { pick } from "convex-helpers";

const SETTLEMENT_SWEEP_BATCH = 50;

const paymentMethodView = v.object({
  _id: v.id("paymentMethods"),
  ...pick(paymentMethodFields, ["brand", "last4", "expMonth", "expYear", "isDefault"]),
  securesBooking: v.boolean(),
});

export const listPaymentMethods = ownerQuery({
  args: {},
  returns: v.array(paymentMethodView),
  handler: async (ctx) => {
    const methods = await activePaymentMethods(ctx, ctx.viewer._id);
    return Promise.all(
      methods.map(async (method) => ({
        _id: method._id,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
        isDefault: method.isDefault,
        securesBooking: await securesActiveBooking(ctx, method._id),
      })),
    );
  },
});

/**
 * Saves a card. Only the provider sees the number and CVC; Vetline keeps brand, last 4, expiry and a token.
 * Nothing here logs its arguments.
 */
export const addPaymentMethod = ownerAction({
  args: {
    number: v.string(),
    expMonth: v.number(),
    expYear: v.number(),
    cvc: v.string(),
    makeDefault: v.boolean(),
  },
  returns: v.id("paymentMethods"),
  handler: async (ctx, { makeDefault: asDefault, ...card }): Promise<Id<"paymentMethods">> => {
    const ownerId = ctx.viewer._id;
    await ctx.runQuery(internal.payments.requireRoomForCard, { ownerId });
    const created = await paymentProvider().createPaymentMethod(card, new Date());
    if (!created.ok) throw new ConvexError({ code: created.code });
    const verified = await paymentProvider().verify(created.value.token);
    if (!verified.ok) {
      await paymentProvider().remove(created.value.token);
      throw new ConvexError({ code: verified.code });
    }
    try {
      return await ctx.runMutation(internal.payments.storePaymentMethod, {
        ownerId,
        provider: paymentProvider().name,
        ...created.value,
        makeDefault: asDefault,
      });
    } catch (error) {
      // Not kept (e.g. the same card is already saved): the provider forgets its copy too.
      await paymentProvider().remove(created.value.token);
      throw error;
    }
  },
});

export const requireRoomForCard = internalQuery({
  args: { ownerId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { ownerId }) => {
    const owner = await ctx.db.get(ownerId);
    if (owner === null) throw new ConvexError({ code: "NOT_AUTHENTICATED" });
    if (owner.role !== "owner") throw new ConvexError({ code: "FORBIDDEN_ROLE", role: "owner" });
    const methods = await activePaymentMethods(ctx, ownerId);
    if (methods.length >= MAX_PAYMENT_METHODS) throw new ConvexError({ code: "TOO_MANY_PAYMENT_METHODS" });
    return null;
  },
});

export const storePaymentMethod = internalMutation({
  args: {
    ...pick(paymentMethodFields, ["ownerId", "provider", "token", "brand", "last4", "expMonth", "expYear"]),
    makeDefault: v.boolean(),
  },
  returns: v.id("paymentMethods"),
  handler: async (ctx, { makeDefault: asDefault, ...card }) => {
    const existing = await activePaymentMethods(ctx, card.ownerId);
    const same = existing.find((saved) => isSameCard(saved, card));
    if (same !== undefined) throw new ConvexError({ code: "CARD_ALREADY_SAVED", paymentMethodId: same._id });
    const isDefault = asDefault || existing.length === 0;
    const id = await ctx.db.insert("paymentMethods", {
      ...card,
      isDefault: false,
      createdAt: Date.now(),
    });
    if (isDefault) await makeDefault(ctx, card.ownerId, id);
    return id;
  },
});

export const setDefaultPaymentMethod = ownerMutation({
  args: { paymentMethodId: v.string() },
  returns: v.null(),
  handler: async (ctx, { paymentMethodId }) => {
    const method = await ownersActivePaymentMethod(ctx, ctx.viewer._id, paymentMethodId);
    await makeDefault(ctx, ctx.viewer._id, method._id);
    return null;
  },
});

export const removePaymentMethod = ownerMutation({
  args: { paymentMethodId: v.string() },
  returns: v.null(),
  handler: async (ctx, { paymentMethodId }) => {
    const method = await ownersActivePaymentMethod(ctx, ctx.viewer._id, paymentMethodId);
    if (await securesActiveBooking(ctx, method._id)) throw new ConvexError({ code: "PAYMENT_METHOD_IN_USE" });
    await ctx.db.patch(method._id, { removedAt: Date.now(), isDefault: false });
    if (method.isDefault) {
      const [next] = await activePaymentMethods(ctx, ctx.viewer._id);
      if (next !== undefined) await makeDefault(ctx, ctx.viewer._id, next._id);
    }
    await ctx.scheduler.runAfter(0, internal.payments.forgetAtProvider, {
      token: method.token,
    });
    return null;
  },
});

export const forgetAtProvider = internalAction({
  args: { token: v.string() },
  returns: v.null(),
  handler: async (_ctx, { token }) => {
    await paymentProvider().remove(token);
    return null;
  },
});

export const paymentHistory = ownerQuery({
  args: {},
  returns: v.array(paymentHistoryEntryValidator),
  handler: async (ctx) => paymentHistoryFor(ctx, ctx.viewer._id),
});

/** What a settled booking still owes at the provider: the capture of the share kept, the release of the rest. */
export const settlementDue = internalQuery({
  args: { bookingId: v.id("bookings") },
  handler: async (ctx, { bookingId }) => {
    const state = foldEvents((await loadStream(ctx, bookingId)).map((stored) => stored.event));
    if (state === null) return null;
    const due = outstandingSettlement(state);
    if (due === null || state.payment.authorisationReference === null) return null;
    return {
      ...due,
      currency: state.currency,
      authorisationReference: state.payment.authorisationReference,
      captureReference: state.payment.captureReference,
      refundedMinor: state.payment.refundedMinor,
    };
  },
});

/**
 * Settles a booking's payment with the provider once its outcome is known, recording each movement
 * as a booking event. Scheduled by the booking commands and retried by the sweep below; safe to run twice at once:
 * it only does what is still due, and the idempotency keys make the processor answer a repeat with the first result.
 */
export const settleBooking = internalAction({
  args: { bookingId: v.id("bookings") },
  returns: v.null(),
  handler: async (ctx, { bookingId }) => {
    const due = await ctx.runQuery(internal.payments.settlementDue, {
      bookingId,
    });
    if (due === null) return null;
    const provider = paymentProvider();
    let captureReference = due.captureReference;
    if (due.releaseMinor > 0 && due.captureMinor === 0 && captureReference === null) {
      await provider.release(due.authorisationReference);
    }
    if (due.captureMinor > 0) {
      const capture = await provider.capture(
        due.authorisationReference,
        { amountMinor: due.captureMinor, currency: due.currency },
        `${bookingId}:capture`,
      );
      await ctx.runMutation(internal.payments.recordPaymentMovement, {
        bookingId,
        movement: {
          type: "record_capture",
          reference: capture.reference,
          amountMinor: due.captureMinor,
        },
      });
      captureReference = capture.reference;
    }
    // A capture of less than was authorised lets the processor free the rest; either way the rest is recorded.
    if (due.releaseMinor > 0) {
      await ctx.runMutation(internal.payments.recordPaymentMovement, {
        bookingId,
        movement: { type: "record_release", reference: due.authorisationReference, amountMinor: due.releaseMinor },
      });
    }
    if (due.refundMinor > 0 && captureReference !== null) {
      // Keyed by what was refunded before, so a later, separate refund of the same booking gets its own key.
      const refund = await provider.refund(
        captureReference,
        { amountMinor: due.refundMinor, currency: due.currency },
        `${bookingId}:refund-after:${due.refundedMinor}`,
      );
      await ctx.runMutation(internal.payments.recordPaymentMovement, {
        bookingId,
        movement: {
          type: "record_refund",
          reference: refund.reference,
          amountMinor: due.refundMinor,
        },
      });
    }
    return null;
  },
});

/** Retries settlements that a failed or lost job left outstanding (a processor outage, a crash mid-settlement). */
export const settleOutstandingPayments = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    const due = await ctx.db
      .query("bookings")
      .withIndex("by_settlement_due", (q) => q.eq("settlementDue", true))
      .take(SETTLEMENT_SWEEP_BATCH);
    for (const booking of due) await ctx.scheduler.runAfter(0, internal.payments.settleBooking, { bookingId: booking._id });
    return due.length;
  },
});

export const recordPaymentMovement = internalMutation({
  args: {
    bookingId: v.id("bookings"),
    movement: v.object({
      type: v.union(v.literal("record_capture"), v.literal("record_refund"), v.literal("record_release")),
      reference: v.string(),
      amountMinor: v.number(),
    }),
  },
  returns: v.null(),
  handler: async (ctx, { bookingId, movement }) => {
    await executeBookingCommand(ctx, bookingId, movement, { kind: "system" });
    return null;
  },
});
