import { getAuthSessionId, invalidateSessions, modifyAccountCredentials } from "@convex-dev/auth/server";
import { type Value, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, internalQuery } from "./_generated/server";
import { authedAction, authedMutation, authedQuery, currentViewer, publicQuery } from "./functions";
import {
  deleteLibraryRateLimit,
  deleteVerificationCodes,
  eraseAccountRecords,
  exportAccount,
  passwordAccountByEmail,
} from "./model/accounts/account-data";
import { normalizeEmail } from "./model/accounts/email-address";
import { accountError } from "./model/accounts/errors";
import { assertPasswordAcceptable } from "./model/accounts/password-policy";
import { PERSONAL_DATA_SECTIONS } from "./model/accounts/personal-data-registry";
import { parseProfileUpdate } from "./model/accounts/profile";
import { PASSWORD_PROVIDER_ID } from "./model/accounts/provider-ids";
import { reauthenticate } from "./model/accounts/reauthenticate";
import { RESET_CODE_VALID_MINUTES } from "./model/accounts/reset-code";
import { endSessions } from "./model/accounts/sessions";
import { throttleSubject } from "./model/accounts/throttle";
import { EVERYONE, clearRateLimit, isRateLimited, takeRateLimit } from "./model/rate-limits";
import { sendEmail } from "./model/email/send";
import { followZoneChange } from "./model/schedule/follow-zone-change";
import { replanAgendaInNewZone } from "./model/reminders/daily-agenda";
import { localeValidator, roleValidator } from "./tables/accounts";

const DEFAULT_TIME_ZONE = "UTC";

type PersonalDataExport = {
  format: string;
  exportedAt: string;
  account: ReturnType<typeof exportAccount>;
  /** One entry per registered personal-data section. */
  [section: string]: Value;
};
const EXPORT_FORMAT = "vetline-export/1";

// ---- Public: the signed-in user's own account -------------------------------------------------

/** The signed-in user's account, or null when signed out (or deleted). */
export const viewer = publicQuery({
  args: {},
  returns: v.union(
    v.null(),
    v.object({
      id: v.id("users"),
      role: v.union(roleValidator, v.null()),
      name: v.string(),
      email: v.string(),
      phone: v.union(v.string(), v.null()),
      locale: localeValidator,
      timeZone: v.string(),
    }),
  ),
  handler: async (ctx) => {
    const user = await currentViewer(ctx);
    if (user === null) return null;
    return {
      id: user._id,
      role: user.role ?? null,
      name: user.name ?? "",
      email: user.email ?? "",
      phone: user.phone ?? null,
      locale: user.locale ?? "en",
      timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
    };
  },
});

export const updateProfile = authedMutation({
  args: {
    name: v.string(),
    /** Empty or null removes the phone number. */
    phone: v.optional(v.union(v.string(), v.null())),
    locale: v.string(),
    timeZone: v.string(),
    /** For a vet changing zone: whether the weekly hours keep their clock times (default) or their instants. */
    hoursOnZoneChange: v.optional(v.union(v.literal("keepClockTimes"), v.literal("keepInstants"))),
  },
  returns: v.null(),
  handler: async (ctx, { hoursOnZoneChange, ...args }) => {
    const update = parseProfileUpdate(args);
    await ctx.db.patch(ctx.viewer._id, update);
    await followZoneChange(ctx, ctx.viewer, update.timeZone, hoursOnZoneChange ?? "keepClockTimes", Date.now());
    if (update.timeZone !== ctx.viewer.timeZone) await replanAgendaInNewZone(ctx, ctx.viewer._id);
    return null;
  },
});

/** Ends every session of the user, this one included, on every device. */
export const signOutEverywhere = authedMutation({
  args: {},
  returns: v.object({ endedSessions: v.number() }),
  handler: async (ctx) => ({ endedSessions: await endSessions(ctx, ctx.viewer._id) }),
});

/** Everything the user entered, as one JSON document ("download my data"). */
export const exportMyData = authedQuery({
  args: {},
  returns: v.any(),
  handler: async (ctx): Promise<PersonalDataExport> => {
    const sections: Record<string, Value> = {};
    for (const section of PERSONAL_DATA_SECTIONS) {
      sections[section.key] = await section.exportData(ctx, ctx.viewer);
    }
    return {
      format: EXPORT_FORMAT,
      exportedAt: new Date().toISOString(),
      account: exportAccount(ctx.viewer),
      ...sections,
    };
  },
});

export const changePassword = authedAction({
  args: { currentPassword: v.string(), newPassword: v.string() },
  returns: v.null(),
  handler: async (ctx, { currentPassword, newPassword }): Promise<null> => {
    const { userId, email } = await reauthenticate(ctx, ctx.viewer, currentPassword);
    assertPasswordAcceptable(newPassword, { email });
    await modifyAccountCredentials(ctx, { provider: PASSWORD_PROVIDER_ID, account: { id: email, secret: newPassword } });
    const currentSession = await getAuthSessionId(ctx);
    await invalidateSessions(ctx, { userId, except: currentSession === null ? [] : [currentSession] });
    return null;
  },
});

export const changeEmail = authedAction({
  args: { currentPassword: v.string(), newEmail: v.string() },
  returns: v.null(),
  handler: async (ctx, { currentPassword, newEmail }): Promise<null> => {
    const normalized = normalizeEmail(newEmail);
    const { userId, email } = await reauthenticate(ctx, ctx.viewer, currentPassword);
    if (normalized === email) return null;
    await ctx.runMutation(internal.accounts.applyEmailChange, { userId, previousEmail: email, newEmail: normalized });
    return null;
  },
});

/**
 * Deletes the account after checking the password: ends all sessions and removes personal data in one
 * transaction. A vet must first cancel upcoming bookings (VET_HAS_UPCOMING_BOOKINGS).
 */
export const deleteMyAccount = authedAction({
  args: { password: v.string() },
  returns: v.null(),
  handler: async (ctx, { password }): Promise<null> => {
    const { userId } = await reauthenticate(ctx, ctx.viewer, password);
    await ctx.runMutation(internal.accounts.eraseAccount, { userId });
    return null;
  },
});

// ---- Internal: steps of the sign-in flows (called from the password provider) ----------------

export const isEmailRegistered = internalQuery({
  args: { email: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { email }) => (await passwordAccountByEmail(ctx, email)) !== null,
});

export const isSignInThrottled = internalQuery({
  args: { email: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { email }) => await isRateLimited(ctx, "signInFailure", await throttleSubject(email)),
});

export const recordSignInFailure = internalMutation({
  args: { email: v.string() },
  returns: v.null(),
  handler: async (ctx, { email }) => {
    await takeRateLimit(ctx, "signInFailure", await throttleSubject(email));
    return null;
  },
});

/** After a successful sign-in or password reset: forget earlier failures, ours and the library's. */
export const clearSignInFailures = internalMutation({
  args: { email: v.string() },
  returns: v.null(),
  handler: async (ctx, { email }) => {
    await clearRateLimit(ctx, "signInFailure", await throttleSubject(email));
    const account = await passwordAccountByEmail(ctx, email);
    if (account !== null) await deleteLibraryRateLimit(ctx, account._id);
    return null;
  },
});

/**
 * Counts a reset request for the email (known or not) and for everyone: "admitted", "email" when this
 * email asked too often (answered like success, so it reveals nothing), "everyone" when the deployment is.
 */
export const admitPasswordResetRequest = internalMutation({
  args: { email: v.string() },
  returns: v.union(v.literal("admitted"), v.literal("email"), v.literal("everyone")),
  handler: async (ctx, { email }) => {
    if (!(await takeRateLimit(ctx, "passwordResetRequest", await throttleSubject(email))).ok) return "email" as const;
    if (!(await takeRateLimit(ctx, "passwordResetAnyone", EVERYONE)).ok) return "everyone" as const;
    return "admitted" as const;
  },
});

/** Counts a sign-up attempt for the email and for everyone; false once either window is full. */
export const admitSignUp = internalMutation({
  args: { email: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { email }) => {
    if (!(await takeRateLimit(ctx, "signUp", await throttleSubject(email))).ok) return false;
    return (await takeRateLimit(ctx, "signUpAnyone", EVERYONE)).ok;
  },
});

/** Counts a sign-in attempt for everyone; false once the deployment-wide window is full. */
export const admitSignInAttempt = internalMutation({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => (await takeRateLimit(ctx, "signInAnyone", EVERYONE)).ok,
});

export const sendPasswordResetCode = internalMutation({
  args: { email: v.string(), code: v.string() },
  returns: v.null(),
  handler: async (ctx, { email, code }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .unique();
    await sendEmail(
      ctx,
      {
        email,
        locale: user?.locale ?? "en",
        timeZone: user?.timeZone ?? DEFAULT_TIME_ZONE,
        name: user?.name,
      },
      { kind: "passwordResetCode", params: { code, validMinutes: RESET_CODE_VALID_MINUTES } },
    );
    return null;
  },
});

// ---- Internal: steps of the account actions ---------------------------------------------------

export const applyEmailChange = internalMutation({
  args: { userId: v.id("users"), previousEmail: v.string(), newEmail: v.string() },
  returns: v.null(),
  handler: async (ctx, { userId, previousEmail, newEmail }) => {
    if ((await passwordAccountByEmail(ctx, newEmail)) !== null) throw accountError("EMAIL_ALREADY_REGISTERED");
    const account = await ctx.db
      .query("authAccounts")
      .withIndex("userIdAndProvider", (q) => q.eq("userId", userId).eq("provider", PASSWORD_PROVIDER_ID))
      .unique();
    if (account === null || account.providerAccountId !== previousEmail) throw accountError("WRONG_PASSWORD");
    // A reset code mailed to the old address must not work any more.
    await deleteVerificationCodes(ctx, account._id);
    await ctx.db.patch(account._id, { providerAccountId: newEmail, emailVerified: undefined });
    await ctx.db.patch(userId, { email: newEmail, emailVerificationTime: undefined });
    const user = await ctx.db.get(userId);
    if (user !== null) {
      await sendEmail(
        ctx,
        {
          email: previousEmail,
          locale: user.locale ?? "en",
          timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
          name: user.name,
        },
        { kind: "emailChanged", params: { newEmail } },
      );
    }
    return null;
  },
});

export const eraseAccount = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get(userId);
    if (user === null) return null;
    for (const section of PERSONAL_DATA_SECTIONS) await section.assertErasable?.(ctx, user);
    const subject = { user, pseudonym: `deleted-user-${crypto.randomUUID()}` };
    for (const section of PERSONAL_DATA_SECTIONS) await section.erase(ctx, subject);
    await eraseAccountRecords(ctx, user);
    return null;
  },
});
