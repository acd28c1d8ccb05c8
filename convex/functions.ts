import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import { customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import { ConvexError } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { mutation, query, type QueryCtx } from "./_generated/server";

export type Role = "owner" | "vet";

/**
 * The signed-in user, or null. A token whose session has ended (sign-out everywhere, password reset,
 * account deletion) no longer counts, even before it expires.
 */
export async function currentViewer(ctx: QueryCtx): Promise<Doc<"users"> | null> {
  const [userId, tokenSessionId] = await Promise.all([getAuthUserId(ctx), getAuthSessionId(ctx)]);
  if (userId === null) return null;
  // Tokens we sign always carry a real session id; only hand-made test identities carry something else.
  const sessionId = tokenSessionId === null ? null : ctx.db.normalizeId("authSessions", tokenSessionId);
  if (sessionId !== null) {
    const session = await ctx.db.get(sessionId);
    if (session === null || session.userId !== userId || session.expirationTime < Date.now()) return null;
  }
  return await ctx.db.get(userId);
}

/** The signed-in user, or a typed error the UI turns into "please sign in" / "not for your account". */
export async function requireViewer(ctx: QueryCtx, role?: Role): Promise<Doc<"users">> {
  const viewer = await currentViewer(ctx);
  if (viewer === null) throw new ConvexError({ code: "NOT_AUTHENTICATED" });
  if (role !== undefined && viewer.role !== role) throw new ConvexError({ code: "FORBIDDEN_ROLE", role });
  return viewer;
}

const withViewer = (role?: Role) =>
  customCtx(async (ctx: QueryCtx) => ({ viewer: await requireViewer(ctx, role) }));

export const authedQuery = customQuery(query, withViewer());
export const authedMutation = customMutation(mutation, withViewer());
export const ownerQuery = customQuery(query, withViewer("owner"));
export const ownerMutation = customMutation(mutation, withViewer("owner"));
export const vetQuery = customQuery(query, withViewer("vet"));
export const vetMutation = customMutation(mutation, withViewer("vet"));
