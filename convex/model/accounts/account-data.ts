import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { PASSWORD_PROVIDER_ID } from "./provider-ids";
import { endSessions } from "./sessions";
import { clearRateLimit } from "../rate-limits";
import { throttleSubject } from "./throttle";

const BATCH = 100;

/** The account fields the user entered, for "download my data". */
export function exportAccount(user: Doc<"users">) {
  return {
    name: user.name ?? null,
    email: user.email ?? null,
    phone: user.phone ?? null,
    role: user.role ?? null,
    locale: user.locale ?? null,
    timeZone: user.timeZone ?? null,
    createdAt: new Date(user._creationTime).toISOString(),
  };
}

/** Removes the users row and everything sign-in keeps about it: sessions, credentials, codes, limits, emails. */
export async function eraseAccountRecords(ctx: MutationCtx, user: Doc<"users">): Promise<void> {
  await endSessions(ctx, user._id);
  const account = await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", user._id).eq("provider", PASSWORD_PROVIDER_ID))
    .unique();
  if (account !== null) {
    await deleteVerificationCodes(ctx, account._id);
    await deleteLibraryRateLimit(ctx, account._id);
    await ctx.db.delete(account._id);
  }
  if (user.email !== undefined) {
    await deleteLibraryRateLimit(ctx, user.email);
    const subject = await throttleSubject(user.email);
    await clearRateLimit(ctx, "signInFailure", subject);
    await clearRateLimit(ctx, "passwordResetRequest", subject);
    await clearRateLimit(ctx, "signUp", subject);
    await deleteOutbox(ctx, user.email);
  }
  await ctx.db.delete(user._id);
}

export async function deleteVerificationCodes(ctx: MutationCtx, accountId: Id<"authAccounts">) {
  const codes = await ctx.db
    .query("authVerificationCodes")
    .withIndex("accountId", (q) => q.eq("accountId", accountId))
    .take(BATCH);
  for (const code of codes) await ctx.db.delete(code._id);
}

export async function passwordAccountByEmail(ctx: QueryCtx, email: string) {
  return await ctx.db
    .query("authAccounts")
    .withIndex("providerAndAccountId", (q) => q.eq("provider", PASSWORD_PROVIDER_ID).eq("providerAccountId", email))
    .unique();
}

/** The library's sign-in limit row, keyed by account id (password) or email (codes). */
export async function deleteLibraryRateLimit(ctx: MutationCtx, identifier: string) {
  const limit = await ctx.db
    .query("authRateLimits")
    .withIndex("identifier", (q) => q.eq("identifier", identifier))
    .unique();
  if (limit !== null) await ctx.db.delete(limit._id);
}

async function deleteOutbox(ctx: MutationCtx, recipient: string) {
  for (;;) {
    const messages = await ctx.db
      .query("emailOutbox")
      .withIndex("by_recipient_and_created", (q) => q.eq("recipient", recipient))
      .take(BATCH);
    if (messages.length === 0) return;
    for (const message of messages) await ctx.db.delete(message._id);
  }
}
