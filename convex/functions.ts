import { getAuthUserId } from "@convex-dev/auth/server";
import { customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import { ConvexError } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { mutation, query, type QueryCtx } from "./_generated/server";

export type Role = "owner" | "vet";

/** The signed-in user, or a typed error the UI turns into "please sign in" / "not for your account". */
export async function requireViewer(ctx: QueryCtx, role?: Role): Promise<Doc<"users">> {
  const userId = await getAuthUserId(ctx);
  const viewer = userId === null ? null : await ctx.db.get(userId);
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
