import { ConvexError, v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { internalAction, internalQuery } from "./_generated/server";
import { emailAttachmentValidator, emailKindValidator } from "./tables/email";
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

/** Posts one rendered email to the configured HTTP email API as JSON (attachment contents base64-encoded). */
export const deliver = internalAction({
  args: {
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    html: v.string(),
    attachments: v.optional(v.array(emailAttachmentValidator)),
  },
  handler: async (_ctx, { attachments, ...message }): Promise<void> => {
    const transport = configuredEmailTransport();
    if (transport.kind !== "http") throw new ConvexError({ code: "EMAIL_API_NOT_CONFIGURED" });
    const response = await fetch(transport.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${transport.apiKey}` },
      body: JSON.stringify({
        ...message,
        ...(transport.from ? { from: transport.from } : {}),
        ...(attachments ? { attachments: attachments.map(base64Attachment) } : {}),
      }),
    });
    if (!response.ok) {
      throw new Error(`Email API answered ${response.status} ${response.statusText}`);
    }
  },
});

function base64Attachment(attachment: { filename: string; contentType: string; content: string }) {
  const bytes = new TextEncoder().encode(attachment.content);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { filename: attachment.filename, contentType: attachment.contentType, content: btoa(binary) };
}
