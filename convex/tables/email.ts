import { defineTable } from "convex/server";
import { v } from "convex/values";
import { localeValidator } from "./accounts";

export const emailKindValidator = v.union(
  v.literal("passwordResetCode"),
  v.literal("emailChanged"),
  v.literal("bookingConfirmed"),
  v.literal("bookingRescheduled"),
  v.literal("bookingCancelled"),
);

export const emailTables = {
  /** Emails "sent" when no email API is configured: printed by `npm start`, read by tests. */
  emailOutbox: defineTable({
    recipient: v.string(),
    locale: localeValidator,
    kind: emailKindValidator,
    subject: v.string(),
    text: v.string(),
    html: v.string(),
    createdAt: v.number(),
  })
    .index("by_recipient_and_created", ["recipient", "createdAt"])
    .index("by_created", ["createdAt"]),
};
