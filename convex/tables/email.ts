import { defineTable } from "convex/server";
import { v } from "convex/values";
import { localeValidator } from "./accounts";

export const emailKindValidator = v.union(
  v.literal("passwordResetCode"),
  v.literal("emailChanged"),
  v.literal("bookingConfirmed"),
  v.literal("bookingRescheduled"),
  v.literal("bookingCancelled"),
  v.literal("consultationReminder"),
  v.literal("dailyAgenda"),
  v.literal("newTimeProposed"),
  v.literal("proposalDeclined"),
  v.literal("conversationUnseen"),
  v.literal("onDemandTimedOut"),
  v.literal("consultationInterrupted"),
  v.literal("paymentReceipt"),
);

/** A file sent with an email, as text (calendar invites). */
export const emailAttachmentValidator = v.object({
  filename: v.string(),
  /** Full MIME type with parameters, e.g. `text/calendar; method=REQUEST; charset=UTF-8`. */
  contentType: v.string(),
  content: v.string(),
});

export const emailTables = {
  /** Emails "sent" when no email API is configured: printed by `npm start`, read by tests. */
  emailOutbox: defineTable({
    recipient: v.string(),
    locale: localeValidator,
    kind: emailKindValidator,
    subject: v.string(),
    text: v.string(),
    html: v.string(),
    attachments: v.optional(v.array(emailAttachmentValidator)),
    createdAt: v.number(),
  })
    .index("by_recipient_and_created", ["recipient", "createdAt"])
    .index("by_created", ["createdAt"]),
};
