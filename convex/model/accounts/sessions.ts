import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";

const BATCH = 100;

/** Deletes the user's sessions (all, or all but `keep`) and their refresh tokens, so no device can renew. */
export async function endSessions(
  ctx: MutationCtx,
  userId: Id<"users">,
  keep: Id<"authSessions"> | null = null,
): Promise<number> {
  let ended = 0;
  for (;;) {
    const sessions = await ctx.db
      .query("authSessions")
      .withIndex("userId", (q) => q.eq("userId", userId))
      .take(BATCH + (keep === null ? 0 : 1));
    const toEnd = sessions.filter((session) => session._id !== keep);
    if (toEnd.length === 0) return ended;
    for (const session of toEnd) {
      await deleteRefreshTokens(ctx, session._id);
      await ctx.db.delete(session._id);
      ended += 1;
    }
  }
}

async function deleteRefreshTokens(ctx: MutationCtx, sessionId: Id<"authSessions">) {
  for (;;) {
    const tokens = await ctx.db
      .query("authRefreshTokens")
      .withIndex("sessionId", (q) => q.eq("sessionId", sessionId))
      .take(BATCH);
    if (tokens.length === 0) return;
    for (const token of tokens) await ctx.db.delete(token._id);
  }
}
