import { internal } from "../../_generated/api";
import type { Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { emailAttachmentValidator } from "../../tables/email";
import type { EmailContent } from "./kinds";
import { type EmailRecipient, renderEmail } from "./render";
import { configuredEmailTransport } from "./transport";

const DEFAULT_TIME_ZONE = "UTC";

export type EmailAttachment = Infer<typeof emailAttachmentValidator>;
/** Attachments made for one recipient (a calendar invite in their locale). */
export type AttachmentsFor = (user: Doc<"users">) => Promise<EmailAttachment[]>;

/** Renders the email for its recipient and hands it to the configured transport, in the caller's transaction. */
export async function sendEmail(
  ctx: MutationCtx,
  recipient: EmailRecipient,
  content: EmailContent,
  attachments: EmailAttachment[] = [],
): Promise<void> {
  const rendered = renderEmail(content, recipient);
  const transport = configuredEmailTransport();
  const withAttachments = attachments.length > 0 ? { attachments } : {};
  if (transport.kind === "http") {
    await ctx.scheduler.runAfter(0, internal.emails.deliver, { to: recipient.email, ...rendered, ...withAttachments });
    return;
  }
  await ctx.db.insert("emailOutbox", {
    recipient: recipient.email,
    locale: recipient.locale,
    kind: content.kind,
    ...rendered,
    ...withAttachments,
    createdAt: Date.now(),
  });
}

/**
 * Emails a user in their own locale and time zone (booking notices call this).
 * Does nothing for an account without an email address (e.g. deleted in the meantime).
 */
export async function sendEmailToUser(
  ctx: MutationCtx,
  userId: Id<"users">,
  content: EmailContent,
  attachmentsFor?: AttachmentsFor,
): Promise<void> {
  const user = await ctx.db.get(userId);
  if (user === null || user.email === undefined) return;
  await sendEmail(
    ctx,
    {
      email: user.email,
      locale: user.locale ?? "en",
      timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
      name: user.name,
    },
    content,
    attachmentsFor === undefined ? [] : await attachmentsFor(user),
  );
}
