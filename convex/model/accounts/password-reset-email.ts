import { Email } from "@convex-dev/auth/providers/Email";
import type { EmailConfig } from "@convex-dev/auth/server";
import { internal } from "../../_generated/api";
import type { ActionCtx } from "../../_generated/server";
import { generateResetCode, RESET_CODE_VALID_MINUTES } from "./reset-code";

import { PASSWORD_RESET_PROVIDER_ID } from "./provider-ids";

type SendVerificationRequest = EmailConfig["sendVerificationRequest"];

// The library hands the action ctx to this callback as a second argument its Auth.js-derived type omits.
const sendResetCode = async ({ identifier, token }: { identifier: string; token: string }, ctx: ActionCtx) => {
  await ctx.runMutation(internal.accounts.sendPasswordResetCode, { email: identifier, code: token });
};

/**
 * The Password provider's `reset` step: an 8-digit code, valid 10 minutes. The library stores only
 * its hash, deletes it when used or expired, and replaces any earlier code of the same account.
 */
export const passwordResetByEmail = Email({
  id: PASSWORD_RESET_PROVIDER_ID,
  maxAge: RESET_CODE_VALID_MINUTES * 60,
  generateVerificationToken: async () => generateResetCode(),
  sendVerificationRequest: sendResetCode as unknown as SendVerificationRequest,
});
