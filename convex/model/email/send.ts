import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { EmailContent } from "./kinds";
import { type EmailRecipient, renderEmail } from "./render";
import { configuredEmailTransport } from "./transport";

const DEFAULT_TIME_ZONE = "UTC";

/** Renders the email for its recipient and hands it to the configured transport, in the caller's transaction. */
export async function sendEmail(ctx: MutationCtx, recipient: EmailRecipient, content: EmailContent): Promise<void> {
  const rendered = renderEmail(content, recipient);
  const transport = configuredEmailTransport();
  if (transport.kind === "http") {
    await ctx.scheduler.runAfter(0, internal.emails.deliver, { to: recipient.email, ...rendered });
    return;
  }
  await ctx.db.insert("emailOutbox", {
    recipient: recipient.email,
    locale: recipient.locale,
    kind: content.kind,
    ...rendered,
    createdAt: Date.now(),
  });
}

/**
 * Emails a user in their own locale and time zone (booking notices call this).
 * Does nothing for an account without an email address (e.g. deleted in the meantime).
 */
export async function sendEmailToUser(ctx: MutationCtx, userId: Id<"users">, content: EmailContent): Promise<void> {
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
  );
}
