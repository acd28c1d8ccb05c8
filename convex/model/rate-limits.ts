import { checkRateLimit, rateLimit, resetRateLimit } from "convex-helpers/server/rateLimit";
import type { FixedWindowRateLimit } from "convex-helpers/server/rateLimit";
import { ConvexError } from "convex/values";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { CONVERSATION_MESSAGES_PER_MINUTE } from "../shared/policy";
import { HOUR_MS, MINUTE_MS } from "../shared/time";

/**
 * Every rate limit of the product, on convex-helpers' rate limiter (one `rateLimits` row per limit and key).
 * Each is a fixed window that starts at the first counted hit: `maxHits` in `windowMs`, then refused until the
 * window ends; a refused attempt is not counted, so it does not extend the wait. `env` names a deployment
 * variable that may raise or lower the limit (a positive whole number; anything else is ignored).
 *
 * The account limits sit on top of the auth library's own. Its per-account sign-in limit refills gradually
 * (10 an hour); the per-email windows are stricter, so they always answer first and unknown emails are throttled
 * exactly like known ones (the limit reveals nothing). Convex functions do not see the caller's address, so
 * "per client" is the deployment-wide window (key EVERYONE): a burst from anywhere is refused before it reaches the
 * password hash (scrypt, the expensive part).
 */
export const RATE_LIMITS = {
  bookingCommand: { maxHits: 10, windowMs: MINUTE_MS, env: "BOOKING_COMMANDS_PER_MINUTE" },
  /** Per participant and conversation (key: the sender's user id and booking). */
  conversationMessage: { maxHits: CONVERSATION_MESSAGES_PER_MINUTE, windowMs: MINUTE_MS },
  signInFailure: { maxHits: 10, windowMs: HOUR_MS },
  passwordResetRequest: { maxHits: 3, windowMs: HOUR_MS },
  signUp: { maxHits: 5, windowMs: HOUR_MS },
  signUpAnyone: { maxHits: 10, windowMs: MINUTE_MS, env: "SIGN_UPS_PER_MINUTE" },
  signInAnyone: { maxHits: 60, windowMs: MINUTE_MS, env: "SIGN_INS_PER_MINUTE" },
  passwordResetAnyone: { maxHits: 20, windowMs: MINUTE_MS, env: "PASSWORD_RESETS_PER_MINUTE" },
} satisfies Record<string, { maxHits: number; windowMs: number; env?: string }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The key of the deployment-wide limits. */
export const EVERYONE = "*";

/** The limit's hits per window, or the deployment's positive whole-number override of it. */
export function maxHitsOf(name: RateLimitName, env: Record<string, string | undefined> = process.env): number {
  const limit: { maxHits: number; env?: string } = RATE_LIMITS[name];
  const configured = limit.env === undefined ? NaN : Number(env[limit.env]);
  return Number.isInteger(configured) && configured > 0 ? configured : limit.maxHits;
}

function configOf(name: RateLimitName): FixedWindowRateLimit {
  // `start` only places a key's first window (at its first hit); later windows follow from the stored row.
  return { kind: "fixed window", rate: maxHitsOf(name), period: RATE_LIMITS[name].windowMs, start: Date.now() };
}

/** Counts one hit unless the limit is reached; says whether the attempt may go ahead and when it could. */
export async function takeRateLimit(ctx: MutationCtx, name: RateLimitName, key: string) {
  return await rateLimit(ctx, { name, key, config: configOf(name) });
}

/** As takeRateLimit, but a refusal throws `RATE_LIMITED` with the wait, for the pages to say. */
export async function requireRateLimit(ctx: MutationCtx, name: RateLimitName, key: string): Promise<void> {
  const { ok, retryAt } = await takeRateLimit(ctx, name, key);
  if (!ok) throw new ConvexError({ code: "RATE_LIMITED", retryAfterMs: Math.max(0, (retryAt ?? Date.now()) - Date.now()) });
}

/** Whether the next hit would be refused, without counting one. */
export async function isRateLimited(ctx: QueryCtx, name: RateLimitName, key: string): Promise<boolean> {
  return !(await checkRateLimit(ctx, { name, key, config: configOf(name) })).ok;
}

export async function clearRateLimit(ctx: MutationCtx, name: RateLimitName, key: string): Promise<void> {
  await resetRateLimit(ctx, { name, key });
}
