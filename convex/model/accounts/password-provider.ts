import {
  ConvexCredentials,
  type ConvexCredentialsUserConfig,
} from "@convex-dev/auth/providers/ConvexCredentials";
import { Password } from "@convex-dev/auth/providers/Password";
import type { ConvexCredentialsConfig } from "@convex-dev/auth/server";
import type { Value } from "convex/values";
import { internal } from "../../_generated/api";
import type { DataModel } from "../../_generated/dataModel";
import { normalizeEmail } from "./email-address";
import { assertTextWithinLimits } from "../input/text-limits";
import { accountError } from "./errors";
import { assertPasswordAcceptable } from "./password-policy";
import { passwordResetByEmail } from "./password-reset-email";
import { signUpProfileFromParams } from "./profile";

import { PASSWORD_PROVIDER_ID } from "./provider-ids";

type CredentialsOptions = ConvexCredentialsUserConfig<DataModel>;
type Authorize = CredentialsOptions["authorize"];
type AuthorizeParams = Parameters<Authorize>[0];
type AuthorizeCtx = Parameters<Authorize>[1];
type AuthorizeResult = Awaited<ReturnType<Authorize>>;

/** Messages of the plain errors the library throws for refused credentials. */
const UNKNOWN_ACCOUNT = "InvalidAccountId";
const WRONG_SECRET = "InvalidSecret";
const ACCOUNT_RATE_LIMITED = "TooManyFailedAttempts";
const CODE_REFUSED = ["Invalid code", "Could not verify code"];

function hasMessage(error: unknown, ...messages: string[]): boolean {
  return error instanceof Error && messages.some((message) => error.message.includes(message));
}

function stringParam(value: Value | undefined): string {
  return typeof value === "string" ? value : "";
}

/** ConvexCredentials keeps the real configuration under `options`; the library merges it when materialising. */
function credentialsOptionsOf(provider: ConvexCredentialsConfig): CredentialsOptions {
  const options = (provider as { options?: Partial<CredentialsOptions> }).options;
  if (typeof options?.authorize !== "function") {
    throw new Error("@convex-dev/auth no longer exposes the Password provider's options: revisit vetlinePassword()");
  }
  return options as CredentialsOptions;
}

/**
 * The library's Password provider (scrypt, its per-account sign-in limit, reset by code), with Vetline's
 * profile fields and password policy, plus what it lacks: a per-email sign-in limit, a reset-request
 * limit, the same answer to a reset request whether or not the email exists, and coded errors.
 */
export function vetlinePassword(): ConvexCredentialsConfig {
  const library = Password<DataModel>({
    id: PASSWORD_PROVIDER_ID,
    profile: (params) =>
      params.flow === "signUp" ? signUpProfileFromParams(params) : { email: normalizeEmail(params.email) },
    validatePasswordRequirements: (password) => assertPasswordAcceptable(password),
    reset: passwordResetByEmail,
  });
  const libraryOptions = credentialsOptionsOf(library);
  const libraryAuthorize: Authorize = libraryOptions.authorize;
  return ConvexCredentials<DataModel>({
    ...libraryOptions,
    authorize: (params, ctx) => authorize(params, ctx, libraryAuthorize),
  });
}

async function authorize(params: AuthorizeParams, ctx: AuthorizeCtx, library: Authorize): Promise<AuthorizeResult> {
  assertTextWithinLimits(params);
  switch (params.flow) {
    case "signUp":
      return await signUp(params, ctx, library);
    case "signIn":
      return await signIn(params, ctx, library);
    case "reset":
      return await requestReset(params, ctx, library);
    case "reset-verification":
      return await completeReset(params, ctx, library);
    default:
      throw accountError("UNSUPPORTED_SIGN_IN_FLOW");
  }
}

async function signUp(params: AuthorizeParams, ctx: AuthorizeCtx, library: Authorize) {
  const profile = signUpProfileFromParams(params);
  assertPasswordAcceptable(stringParam(params.password), { email: profile.email });
  if (!(await ctx.runMutation(internal.accounts.admitSignUp, { email: profile.email }))) {
    throw accountError("TOO_MANY_SIGN_UPS");
  }
  // Refuse before the library sees it: on a taken email it would check the password and sign in,
  // an unthrottled password oracle.
  if (await ctx.runQuery(internal.accounts.isEmailRegistered, { email: profile.email })) {
    throw accountError("EMAIL_ALREADY_REGISTERED");
  }
  try {
    return await library({ ...params, email: profile.email }, ctx);
  } catch (error) {
    if (hasMessage(error, "already exists")) throw accountError("EMAIL_ALREADY_REGISTERED");
    throw error;
  }
}

async function signIn(params: AuthorizeParams, ctx: AuthorizeCtx, library: Authorize) {
  const email = normalizeEmail(params.email);
  if (await ctx.runQuery(internal.accounts.isSignInThrottled, { email })) {
    throw accountError("TOO_MANY_SIGN_IN_ATTEMPTS");
  }
  if (!(await ctx.runMutation(internal.accounts.admitSignInAttempt, {}))) throw accountError("SIGN_IN_BUSY");
  try {
    const result = await library({ ...params, email }, ctx);
    await ctx.runMutation(internal.accounts.clearSignInFailures, { email });
    return result;
  } catch (error) {
    if (hasMessage(error, ACCOUNT_RATE_LIMITED)) throw accountError("TOO_MANY_SIGN_IN_ATTEMPTS");
    if (hasMessage(error, UNKNOWN_ACCOUNT, WRONG_SECRET)) {
      await ctx.runMutation(internal.accounts.recordSignInFailure, { email });
      throw accountError("INVALID_CREDENTIALS");
    }
    throw error;
  }
}

/**
 * Answers "started" (null) for a known and an unknown email alike: only a known one gets a code. Past the hourly
 * number of requests for an address, known or not, the answer says so (it tells nothing about an account) instead
 * of leaving the reader waiting for an email that will not come.
 */
async function requestReset(params: AuthorizeParams, ctx: AuthorizeCtx, library: Authorize) {
  const email = normalizeEmail(params.email);
  const admission = await ctx.runMutation(internal.accounts.admitPasswordResetRequest, { email });
  if (admission === "everyone") throw accountError("TOO_MANY_RESET_REQUESTS");
  if (admission === "email") throw accountError("TOO_MANY_RESET_CODES");
  try {
    return await library({ ...params, email }, ctx);
  } catch (error) {
    if (hasMessage(error, UNKNOWN_ACCOUNT)) return null;
    throw error;
  }
}

async function completeReset(params: AuthorizeParams, ctx: AuthorizeCtx, library: Authorize) {
  const email = normalizeEmail(params.email);
  assertPasswordAcceptable(stringParam(params.newPassword), { email });
  if (typeof params.code !== "string" || params.code.length === 0) throw accountError("INVALID_RESET_CODE");
  let result: AuthorizeResult;
  try {
    result = await library({ ...params, email, code: params.code.trim() }, ctx);
  } catch (error) {
    if (hasMessage(error, UNKNOWN_ACCOUNT, ...CODE_REFUSED)) throw accountError("INVALID_RESET_CODE");
    throw error;
  }
  // Whoever proved they read the mailbox may sign in with the new password straight away.
  await ctx.runMutation(internal.accounts.clearSignInFailures, { email });
  return result;
}
