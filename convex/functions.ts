import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import { customAction, customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import { makeFunctionReference } from "convex/server";
import { ConvexError } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { action, mutation, query, type ActionCtx, type QueryCtx } from "./_generated/server";
import { assertTextWithinLimits } from "./model/input/text-limits";

export type Role = "owner" | "vet";

/**
 * The signed-in user, or null. A token whose session has ended (sign-out, sign-out everywhere, password
 * reset, account deletion) or expired no longer counts, even before the token itself expires.
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

/**
 * Actions cannot read the database, so they ask `sessions:actionViewer` (the same `requireViewer`).
 * A typed reference by name: `internal.*` would make this module's type depend on the generated API.
 */
const actionViewer = makeFunctionReference<"query", { role?: Role }, Doc<"users">>("sessions:actionViewer");

/**
 * Every public function's arguments pass the documented text limits (model/input/text-limits.ts)
 * before its handler runs, so no over-long text reaches a write.
 */
function withTextLimits<Builder>(builder: Builder): Builder {
  type Definition = { handler: (ctx: unknown, args: unknown) => unknown } & Record<string, unknown>;
  const register = builder as (definition: Definition | Definition["handler"]) => unknown;
  return ((definition: Definition | Definition["handler"]) => {
    const full: Definition = typeof definition === "function" ? { handler: definition } : definition;
    return register({
      ...full,
      handler: (ctx: unknown, args: unknown) => {
        assertTextWithinLimits(args);
        return full.handler(ctx, args);
      },
    });
  }) as Builder;
}

const limitedQuery = withTextLimits(query);
const limitedMutation = withTextLimits(mutation);
const limitedAction = withTextLimits(action);

const withViewer = (role?: Role) =>
  customCtx(async (ctx: QueryCtx) => ({ viewer: await requireViewer(ctx, role) }));

const withActionViewer = (role?: Role) =>
  customCtx(async (ctx: ActionCtx) => ({
    viewer: await ctx.runQuery(actionViewer, role === undefined ? {} : { role }),
  }));

/** For the few functions anyone may call (directory, public vet pages, free slots, the viewer's own account). */
export const publicQuery = customQuery(limitedQuery, customCtx(() => ({})));
/** Sign-in itself (convex/auth.ts), the one action anyone may call. */
export const publicAction = customAction(limitedAction, customCtx(() => ({})));
export const authedQuery = customQuery(limitedQuery, withViewer());
export const authedMutation = customMutation(limitedMutation, withViewer());
export const authedAction = customAction(limitedAction, withActionViewer());
export const ownerQuery = customQuery(limitedQuery, withViewer("owner"));
export const ownerMutation = customMutation(limitedMutation, withViewer("owner"));
export const ownerAction = customAction(limitedAction, withActionViewer("owner"));
export const vetQuery = customQuery(limitedQuery, withViewer("vet"));
export const vetMutation = customMutation(limitedMutation, withViewer("vet"));
export const vetAction = customAction(limitedAction, withActionViewer("vet"));
