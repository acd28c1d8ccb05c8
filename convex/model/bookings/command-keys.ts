import { ConvexError, type Value } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { DAY_MS } from "../../shared/time";

/** The client generates one key per user intent (a click), so retries and double clicks share it. */
export const MAX_COMMAND_KEY_LENGTH = 100;
/** A retry of one click comes within minutes; a key is kept a week, then pruned. */
export const COMMAND_KEY_RETENTION_MS = 7 * DAY_MS;
const PRUNE_BATCH = 500;

export async function previousResult(
  ctx: QueryCtx,
  actorId: Id<"users">,
  key: string,
  command: string,
): Promise<{ found: true; result: Value } | { found: false }> {
  if (key.length === 0 || key.length > MAX_COMMAND_KEY_LENGTH) throw new ConvexError({ code: "INVALID_COMMAND_KEY" });
  const row = await ctx.db
    .query("commandKeys")
    .withIndex("by_actor_and_key", (q) => q.eq("actorId", actorId).eq("key", key))
    .unique();
  if (row === null) return { found: false };
  if (row.command !== command) throw new ConvexError({ code: "INVALID_COMMAND_KEY" });
  return { found: true, result: row.result as Value };
}

/** Deletes one batch of expired keys; true when more may remain. */
export async function pruneExpiredCommandKeys(ctx: MutationCtx, now: number): Promise<boolean> {
  const expired = await ctx.db
    .query("commandKeys")
    .withIndex("by_creation_time", (q) => q.lt("_creationTime", now - COMMAND_KEY_RETENTION_MS))
    .take(PRUNE_BATCH);
  await Promise.all(expired.map((row) => ctx.db.delete(row._id)));
  return expired.length === PRUNE_BATCH;
}

/**
 * Runs `run` once per (actor, key): a repeat returns the first result and changes nothing.
 * Failed commands store nothing (the transaction rolls back), so a corrected retry may reuse the key.
 */
export async function oncePerCommandKey<Result extends Value>(
  ctx: MutationCtx,
  actorId: Id<"users">,
  key: string,
  command: string,
  run: () => Promise<Result>,
): Promise<Result> {
  return (await onceOrRepeat(ctx, actorId, key, command, run)).result;
}

/** `oncePerCommandKey` that also says whether this was a repeat (a paid command then gives its new reservation back). */
export async function onceOrRepeat<Result extends Value>(
  ctx: MutationCtx,
  actorId: Id<"users">,
  key: string,
  command: string,
  run: () => Promise<Result>,
): Promise<{ result: Result; repeated: boolean }> {
  const previous = await previousResult(ctx, actorId, key, command);
  if (previous.found) return { result: previous.result as Result, repeated: true };
  const result = await run();
  await ctx.db.insert("commandKeys", { actorId, key, command, result });
  return { result, repeated: false };
}
