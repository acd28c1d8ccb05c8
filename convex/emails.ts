import { ConvexError, v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { internalAction, internalQuery } from "./_generated/server";
import { emailKindValidator } from "./tables/email";
import { configuredEmailTransport } from "./model/email/transport";

const OUTBOX_PAGE_SIZE = 100;

/** The newest outbox email to an address (optionally of one kind): how tests and `npm start` read codes. */
export const latestFor = internalQuery({
  args: { email: v.string(), kind: v.optional(emailKindValidator) },
  handler: async (ctx, { email, kind }): Promise<Doc<"emailOutbox"> | null> => {
    const newestFirst = ctx.db
      .query("emailOutbox")
      .withIndex("by_recipient_and_created", (q) => q.eq("recipient", email.trim().toLowerCase()))
      .order("desc");
    if (kind === undefined) return await newestFirst.first();
    const recent = await newestFirst.take(OUTBOX_PAGE_SIZE);
    return recent.find((message) => message.kind === kind) ?? null;
  },
});

/** Outbox emails created after a time, oldest first, for the `npm start` terminal. */
export const createdSince = internalQuery({
  args: { since: v.number() },
  handler: async (ctx, { since }): Promise<Doc<"emailOutbox">[]> =>
    await ctx.db
      .query("emailOutbox")
      .withIndex("by_created", (q) => q.gt("createdAt", since))
      .take(OUTBOX_PAGE_SIZE),
});

/** Posts one rendered email to the configured HTTP email API as JSON. */
export const deliver = internalAction({
  args: { to: v.string(), subject: v.string(), text: v.string(), html: v.string() },
  handler: async (_ctx, email): Promise<void> => {
    const transport = configuredEmailTransport();
    if (transport.kind !== "http") throw new ConvexError({ code: "EMAIL_API_NOT_CONFIGURED" });
    const response = await fetch(transport.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${transport.apiKey}` },
      body: JSON.stringify({ ...email, ...(transport.from ? { from: transport.from } : {}) }),
    });
    if (!response.ok) {
      throw new Error(`Email API answered ${response.status} ${response.statusText}`);
    }
  },
});
