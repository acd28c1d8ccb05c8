import { defineTable } from "convex/server";
import { v } from "convex/values";

export const cardBrandValidator = v.union(
  v.literal("visa"),
  v.literal("mastercard"),
  v.literal("amex"),
  v.literal("unknown"),
);

export const paymentRecordKindValidator = v.union(
  v.literal("authorisation"),
  v.literal("capture"),
  v.literal("refund"),
  v.literal("release"),
);

/** Only what a card processor would let a merchant keep: never the full number or the CVC. */
export const paymentMethodFields = {
  ownerId: v.id("users"),
  provider: v.string(),
  token: v.string(),
  brand: cardBrandValidator,
  last4: v.string(),
  expMonth: v.number(),
  expYear: v.number(),
  isDefault: v.boolean(),
  createdAt: v.number(),
  removedAt: v.optional(v.number()),
};

export const paymentTables = {
  paymentMethods: defineTable(paymentMethodFields).index("by_owner_and_removed", ["ownerId", "removedAt"]),

  /** Money movements per booking, amounts in minor units; mirrors the payment events of the booking stream. */
  paymentRecords: defineTable({
    bookingId: v.id("bookings"),
    ownerId: v.id("users"),
    kind: paymentRecordKindValidator,
    amountMinor: v.number(),
    currency: v.string(),
    providerReference: v.string(),
    at: v.number(),
  })
    .index("by_booking", ["bookingId"])
    .index("by_owner_and_at", ["ownerId", "at"]),
};
