import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { SoapNote } from "./types";

const draftOf = (ctx: QueryCtx, bookingId: Id<"bookings">) =>
  ctx.db
    .query("summaryDrafts")
    .withIndex("by_booking", (q) => q.eq("bookingId", bookingId))
    .unique();

/** The vet's private working copy of a booking's notes; one per booking. */
export async function writeSummaryDraft(ctx: MutationCtx, bookingId: Id<"bookings">, note: SoapNote): Promise<void> {
  const draft = await draftOf(ctx, bookingId);
  if (draft === null) await ctx.db.insert("summaryDrafts", { bookingId, note, updatedAt: Date.now() });
  else await ctx.db.patch(draft._id, { note, updatedAt: Date.now() });
}

/** Publishing supersedes the draft: the editor then starts from what the owner reads, never from an older draft. */
export async function discardSummaryDraft(ctx: MutationCtx, bookingId: Id<"bookings">): Promise<void> {
  const draft = await draftOf(ctx, bookingId);
  if (draft !== null) await ctx.db.delete(draft._id);
}
