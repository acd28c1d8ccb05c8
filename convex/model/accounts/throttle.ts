import type { Infer } from "convex/values";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { throttleScopeValidator } from "../../tables/accounts";
import { MINUTE_MS } from "../../shared/time";

export type ThrottleScope = Infer<typeof throttleScopeValidator>;


/** The subject of the deployment-wide scopes. */
export const EVERYONE = "*";

type Limit = { maxHits: number; windowMs: number; env?: string };

/**
 * Limits on top of the auth library's own. Its per-account sign-in limit refills gradually (10 an hour);
 * the per-email windows are stricter, so they always answer first and unknown emails are throttled
 * exactly like known ones (the limit reveals nothing). Convex functions do not see the caller's address,
 * so "per client" is the deployment-wide window: a burst from anywhere is refused before it reaches the
 * password hash (scrypt, the expensive part), and the deployment can raise it by environment variable.
 */
export const THROTTLE_LIMITS: Record<ThrottleScope, Limit> = {
  signInFailure: { maxHits: 10, windowMs: 60 * MINUTE_MS },
  passwordResetRequest: { maxHits: 3, windowMs: 60 * MINUTE_MS },
  signUp: { maxHits: 5, windowMs: 60 * MINUTE_MS },
  signUpAnyone: { maxHits: 10, windowMs: MINUTE_MS, env: "SIGN_UPS_PER_MINUTE" },
  signInAnyone: { maxHits: 60, windowMs: MINUTE_MS, env: "SIGN_INS_PER_MINUTE" },
  passwordResetAnyone: { maxHits: 20, windowMs: MINUTE_MS, env: "PASSWORD_RESETS_PER_MINUTE" },
};

/** The scope's limit, or the deployment's positive whole-number override of it. */
export function maxHitsOf(scope: ThrottleScope, env: Record<string, string | undefined> = process.env): number {
  const { maxHits, env: name } = THROTTLE_LIMITS[scope];
  const configured = name === undefined ? NaN : Number(env[name]);
  return Number.isInteger(configured) && configured > 0 ? configured : maxHits;
}

/** Rows are keyed by a hash of the normalised email so the table holds no address in clear. */
export async function throttleSubject(normalizedEmail: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalizedEmail));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function hitsInWindow(hits: readonly number[], scope: ThrottleScope, now: number): number[] {
  const windowStart = now - THROTTLE_LIMITS[scope].windowMs;
  return hits.filter((hit) => hit > windowStart);
}

async function throttleRow(ctx: QueryCtx, scope: ThrottleScope, subject: string) {
  return await ctx.db
    .query("accountThrottles")
    .withIndex("by_scope_and_subject", (q) => q.eq("scope", scope).eq("subject", subject))
    .unique();
}

export async function isThrottled(ctx: QueryCtx, scope: ThrottleScope, subject: string, now: number): Promise<boolean> {
  const row = await throttleRow(ctx, scope, subject);
  return row !== null && hitsInWindow(row.hits, scope, now).length >= maxHitsOf(scope);
}

/**
 * Counts one hit unless the limit is already reached (a refused attempt does not extend the wait).
 * Returns whether the attempt is allowed.
 */
export async function recordHit(ctx: MutationCtx, scope: ThrottleScope, subject: string, now: number): Promise<boolean> {
  const row = await throttleRow(ctx, scope, subject);
  const recent = row === null ? [] : hitsInWindow(row.hits, scope, now);
  const allowed = recent.length < maxHitsOf(scope);
  const hits = allowed ? [...recent, now] : recent;
  if (row === null) await ctx.db.insert("accountThrottles", { scope, subject, hits });
  else await ctx.db.patch(row._id, { hits });
  return allowed;
}

export async function clearHits(ctx: MutationCtx, scope: ThrottleScope, subject: string): Promise<void> {
  const row = await throttleRow(ctx, scope, subject);
  if (row !== null) await ctx.db.delete(row._id);
}
